import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { requireUser } from "#app/auth.server";
import { FormMessage } from "#app/components/form-message";
import { Field, SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import {
  BACKUP_PATH,
  IMPORT_EXPORT_PATH,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  RESTORE_ACCEPT,
  RESTORE_FILE,
  RESTORE_PARAM,
  RESTORE_PATH,
  UPLOAD_ACCEPT,
} from "#app/import-export";
import { handleImport, handleRestore, type RestoreDone, type RestorePreview } from "#app/import-export.server";
import * as texts from "#domain/texts";
import type { ReportSection } from "#transfer/old-app";
import type { ImportCounts } from "#transfer/stud";
import type { Route } from "./+types/admin.import-export";

const t = texts.studTransfer.page;
const r = texts.studTransfer.restore;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** The restore form posts with RESTORE_PARAM; everything else on this page is the import's. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const { db } = context.get(requestContext);
  return new URL(request.url).searchParams.has(RESTORE_PARAM)
    ? handleRestore(request, db, user.email)
    : handleImport(request, db);
}

/**
 * With JavaScript a file over the limit is refused here, before hundreds of megabytes travel only
 * to be refused: true when `field`'s file was too large (and the post stopped).
 */
function refusedLarge(event: FormEvent<HTMLFormElement>, field: string): boolean {
  const file = (event.currentTarget.elements.namedItem(field) as HTMLInputElement | null)?.files?.[0];
  const large = (file?.size ?? 0) > MAX_UPLOAD_BYTES;
  if (large) event.preventDefault();
  return large;
}

export default function ImportExport({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const sending = posting === "preview" || posting === "import" ? posting : null;
  const [tooLarge, setTooLarge] = useState(false);
  const restoring = actionData?.ok ? actionData.intent.startsWith("restore") : actionData?.values.intent === "restore";
  const failure = actionData && !actionData.ok && !restoring ? actionData : null;
  const answer =
    actionData?.ok && (actionData.intent === "preview" || actionData.intent === "import") ? actionData : null;
  const fileError = tooLarge ? t.tooLarge(MAX_UPLOAD_MB) : failure?.fieldErrors.file;
  const checkSize = (event: FormEvent<HTMLFormElement>) => setTooLarge(refusedLarge(event, "file"));

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
        <Form
          method="post"
          action={IMPORT_EXPORT_PATH}
          encType="multipart/form-data"
          className="form"
          onSubmit={checkSize}
        >
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

      <Restore
        answer={restoring && actionData?.ok ? (actionData as RestorePreview | RestoreDone) : null}
        errors={restoring && actionData && !actionData.ok ? actionData.fieldErrors : {}}
        sending={posting === "restore-preview" || posting === "restore" ? posting : null}
      />
    </section>
  );
}

/**
 * Restoring a backup: the file reviewed first (what goes, with the download of the stud as it is
 * now, and what comes), then confirmed with the same file; the done message says what is there now.
 */
function Restore({
  answer,
  errors,
  sending,
}: {
  answer: RestorePreview | RestoreDone | null;
  errors: Record<string, string>;
  sending: "restore-preview" | "restore" | null;
}) {
  const [tooLarge, setTooLarge] = useState(false);
  const preview = answer?.intent === "restore-preview" && !sending ? answer : null;
  const done = answer?.intent === "restore" && !sending ? answer : null;
  return (
    <section aria-labelledby="restore-title">
      <h2 id="restore-title">{r.title}</h2>
      <p>{r.intro}</p>
      {errors.form ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
      {done ? (
        <div className="restore-done">
          <FormMessage kind="success">{r.done(done.fileName)}</FormMessage>
          <Counts counts={done.restored} pictures={done.pictures} />
        </div>
      ) : null}
      <Form
        method="post"
        // Without JavaScript the answer page opens at the restore section, not at the page's top.
        action={`${RESTORE_PATH}#restore-title`}
        encType="multipart/form-data"
        className="form"
        onSubmit={(event) => setTooLarge(refusedLarge(event, RESTORE_FILE))}
      >
        <Field
          name={RESTORE_FILE}
          type="file"
          label={r.fileLabel}
          hint={preview ? r.sameFileHint : r.fileHint(MAX_UPLOAD_MB)}
          error={tooLarge ? t.tooLarge(MAX_UPLOAD_MB) : errors[RESTORE_FILE]}
          accept={RESTORE_ACCEPT}
          required
        />
        {preview ? (
          <section aria-labelledby="restore-loss-title" className="restore-loss">
            <input type="hidden" name="digest" value={preview.digest} />
            <input type="hidden" name="state" value={preview.state} />
            <FocusedHeading id="restore-loss-title">{r.lossTitle}</FocusedHeading>
            {Object.values(preview.current).some((n) => n > 0) ? (
              <>
                <p>{r.loss(preview.fileName)}</p>
                <Counts counts={preview.current} />
                <p>
                  <a href={BACKUP_PATH} download className="button">
                    {r.saveFirst}
                  </a>
                </p>
                <p>{r.saveFirstHint}</p>
              </>
            ) : (
              <p>{r.nothingToLose}</p>
            )}
            <p>{r.incoming(preview.fileName)}</p>
            <Counts counts={preview.incoming} pictures={preview.pictures} />
          </section>
        ) : null}
        <div className="actions">
          <SubmitButton name="intent" value="restore-preview">
            {r.preview}
          </SubmitButton>
          {preview ? (
            <SubmitButton name="intent" value="restore" className="button-danger">
              {r.confirm}
            </SubmitButton>
          ) : null}
        </div>
        {sending ? (
          <p role="status" className="import-progress">
            <progress aria-label={sending === "restore" ? r.restoring : r.previewing} />{" "}
            {sending === "restore" ? r.restoring : r.previewing}
          </p>
        ) : null}
      </Form>
    </section>
  );
}

/** A heading that takes focus when it appears (the review), so it is read and seen first. */
function FocusedHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h3>
  );
}

/** A stud's records counted per kind, in the import report's words, and its pictures when given. */
function Counts({ counts, pictures }: { counts: ImportCounts; pictures?: number }) {
  const kinds: Record<string, string> = texts.studTransfer.report.kinds;
  return (
    <ul className="restore-counts">
      {Object.entries(counts).map(([kind, n]) => (
        <li key={kind}>{r.count(kinds[kind] ?? kind, n)}</li>
      ))}
      {pictures === undefined ? null : <li>{r.pictures(pictures)}</li>}
    </ul>
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
