import { Form } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { Field, SubmitButton } from "#app/components/forms";
import { readAdminForm, refuse, succeed, logFailure } from "#app/forms.server";
import { changeLogger, done } from "#app/history.server";
import { importMerits, type MeritImportResult } from "#data/merits";
import { parseMeritImport, pastedLineReport } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.add-merits";

const t = texts.records.merits;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

const REASON_TEXT: Record<MeritImportResult["skipped"][number]["reason"], (line: number, horse: string) => string> = {
  "unknown-horse": t.unknownHorse,
  "already-imported": t.alreadyImported,
  invalid: t.invalid,
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const text = form.data.lines ?? "";
  if (text.trim() === "") return refuse(400, { lines: t.empty }, form.data);
  const parsed = parseMeritImport(text);
  try {
    const { value: stored } = await changeLogger(context)(
      "merit-import",
      done((tx) => importMerits(tx, parsed.merits)),
    );
    const report = pastedLineReport(parsed.merits, [
      ...parsed.skipped,
      ...stored.skipped.map(({ line, horse, reason }) => ({ line, reason: REASON_TEXT[reason](line, horse) })),
    ]);
    const { imported, skipped } = report;
    // Import errors are only logged; the person importing still sees the report.
    if (skipped.length > 0) console.warn(JSON.stringify({ meritImport: { imported, skipped } }));
    return succeed({ imported, skipped: skipped.map((entry) => entry.reason), values: form.data });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.failed }, form.data);
  }
}

export default function AddMerits({ actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  const report = actionData?.ok ? actionData : null;
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {failure?.fieldErrors.form ? <FormMessage kind="error">{failure.fieldErrors.form}</FormMessage> : null}
      {report ? (
        <section className="merit-report" aria-labelledby="merit-report-title">
          <h2 id="merit-report-title">{t.reportTitle}</h2>
          <FormMessage kind="success">{t.imported(report.imported)}</FormMessage>
          {report.skipped.length > 0 ? (
            <>
              <p>{t.skippedTitle(report.skipped.length)}</p>
              <ul className="merit-skipped">
                {report.skipped.map((reason, index) => (
                  <li key={index}>{reason}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      <Form method="post" className="form">
        <Field
          name="lines"
          label={t.textLabel}
          type="textarea"
          rows={10}
          error={failure?.fieldErrors.lines}
          // The pasted text stays after an import too, so a corrected line can be sent again.
          defaultValue={actionData?.values.lines}
          required
        />
        <div className="actions">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
