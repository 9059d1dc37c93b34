import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { requireUser } from "#app/auth.server";
import { FormMessage } from "#app/components/form-message";
import { Field, SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import { BACKUP_PATH, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_ACCEPT } from "#app/import-export";
import { handleImport } from "#app/import-export.server";
import * as texts from "#domain/texts";
import type { ReportSection } from "#transfer/old-app";
import type { Route } from "./+types/admin.import-export";

const t = texts.studTransfer.page;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  return handleImport(request, context.get(requestContext).db);
}

export default function ImportExport({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [tooLarge, setTooLarge] = useState(false);
  const failure = actionData && !actionData.ok ? actionData : null;
  const answer = actionData?.ok ? actionData : null;
  const fileError = tooLarge ? t.tooLarge(MAX_UPLOAD_MB) : failure?.fieldErrors.file;

  // With JavaScript a file over the limit is refused here, before hundreds of megabytes travel only to be refused.
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    const large = (file?.size ?? 0) > MAX_UPLOAD_BYTES;
    setTooLarge(large);
    if (large) event.preventDefault();
  };

  return (
    <section>
      <h1>{t.title}</h1>
      <section aria-labelledby="backup-title">
        <h2 id="backup-title">{t.backupTitle}</h2>
        <p>{texts.backup.intro}</p>
        <p>
          <a href={BACKUP_PATH} download className="button">
            {t.download}
          </a>
        </p>
      </section>

      <section aria-labelledby="import-title">
        <h2 id="import-title">{t.importTitle}</h2>
        <p>{t.importIntro}</p>
        {failure?.fieldErrors.form ? <FormMessage kind="error">{failure.fieldErrors.form}</FormMessage> : null}
        <Form method="post" encType="multipart/form-data" className="form" onSubmit={checkSize}>
          <Field
            name="file"
            type="file"
            label={t.fileLabel}
            hint={texts.backup.fileHint(MAX_UPLOAD_MB)}
            error={fileError}
            accept={UPLOAD_ACCEPT}
            required
          />
          {answer?.intent === "preview" ? <input type="hidden" name="digest" value={answer.digest} /> : null}
          <div className="actions">
            <SubmitButton name="intent" value="preview">
              {t.preview}
            </SubmitButton>
            {answer?.intent === "preview" ? (
              <SubmitButton name="intent" value="import">
                {t.confirm}
              </SubmitButton>
            ) : null}
          </div>
          {sending ? (
            <p role="status" className="import-progress">
              <progress aria-label={sending === "import" ? t.importing : t.previewing} />{" "}
              {sending === "import" ? t.importing : t.previewing}
            </p>
          ) : null}
        </Form>
        {answer && !sending ? <ImportReport fileName={answer.fileName} sections={answer.sections} /> : null}
        <TechnicalDetails parserMessage={tooLarge ? undefined : failure?.fieldErrors.fileDetail} />
      </section>
    </section>
  );
}

/** What a stud owner does not need to read, folded away: the file formats, the server's commands, the reader's own message. */
function TechnicalDetails({ parserMessage }: { parserMessage?: string }) {
  return (
    <details className="accordion">
      <summary>{t.technicalTitle}</summary>
      <ul>
        {parserMessage ? <li>{t.parserMessage(parserMessage)}</li> : null}
        <li>{t.formats}</li>
        <li>{t.commands(MAX_UPLOAD_MB)}</li>
      </ul>
    </details>
  );
}

/** The report: its first section is the verdict (a preview, or done), then one list per collection. */
function ImportReport({ fileName, sections }: { fileName: string; sections: ReportSection[] }) {
  const [verdict, ...rest] = sections;
  return (
    <section aria-labelledby="import-report-title" className="import-report">
      <h2 id="import-report-title">
        {t.reportTitle}: {fileName}
      </h2>
      <FormMessage kind="success">{verdict.title}</FormMessage>
      {rest.map((section, index) => (
        <section key={index}>
          <h3>{section.title}</h3>
          {section.lines.length > 0 ? (
            <ul>
              {section.lines.map((line, position) => (
                <li key={position}>{line}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </section>
  );
}
