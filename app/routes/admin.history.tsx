import { Form } from "react-router";
import { z } from "zod";
import { requireUser } from "#app/auth.server";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import { logFailure, parseForm, refuse, succeed } from "#app/forms.server";
import { undoRefusalText } from "#app/history.server";
import { isStatementCancelled } from "#data/db";
import { changeLog, undoChange } from "#data/history";
import { fieldChanges, formatDateTime, isChangeKind, parsePage } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.history";

const t = texts.history;

const undoForm = z.object({
  change: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** The log's rows read here, in the forms' words: the stored rows (internal columns too) stay on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const log = await changeLog(context.get(requestContext).db, page);
  return {
    ...log,
    items: log.items.map(({ rows, ...change }) => ({
      ...change,
      rows: rows.map((row) => ({
        table: row.table,
        added: row.before === null,
        removed: row.after === null,
        fields: fieldChanges(row.table, row.before, row.after),
      })),
    })),
  };
}

/** `Ångra`: undoes one change in one transaction, or says why it cannot. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await parseForm(request, undoForm);
  if (!form.ok) return refuse(400, { form: t.undoRefusals["not-found"] });
  try {
    const result = await undoChange(context.get(requestContext).db, form.data.change, user.email);
    if (!result.ok) return refuse(result.reason === "not-found" ? 404 : 409, { form: undoRefusalText(result) });
    return succeed({ message: t.undone(result.subject) });
  } catch (error) {
    // Past the bulk writes' own time limit: cancelled whole, which is no outage.
    if (isStatementCancelled(error)) return refuse(503, { form: t.undoTimedOut });
    logFailure(error);
    return refuse(500, { form: t.undoFailed });
  }
}

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, pages } = loaderData;
  return (
    <section className="history">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AnswerMessage answer={actionData} />
      {items.length === 0 ? <p>{t.empty}</p> : null}
      <ol className="history-list">
        {items.map((change) => (
          <ChangeItem key={change.id} change={change} />
        ))}
      </ol>
      <Pager page={page} pages={pages} />
    </section>
  );
}

function ChangeItem({ change }: { change: Route.ComponentProps["loaderData"]["items"][number] }) {
  const kind = isChangeKind(change.kind) ? t.kinds[change.kind] : change.kind;
  return (
    <li className="history-item" aria-label={t.changeNumber(change.id)}>
      <p className="history-head">
        <strong>{kind}</strong>: {change.subject}
        <br />
        <span className="history-meta">
          {t.changeNumber(change.id)} ·{" "}
          <time dateTime={new Date(change.at).toISOString()}>{formatDateTime(new Date(change.at))}</time> ·{" "}
          {change.actor}
        </span>
      </p>
      <ul className="history-rows">
        {change.rows.map((row, index) => (
          <li key={index}>
            {texts.history.tables[row.table]}
            {row.added ? ` (${t.added})` : row.removed ? ` (${t.removed})` : null}:{" "}
            {row.fields
              .map((field) => `${field.field}: ${field.before ?? t.none} → ${field.after ?? t.none}`)
              .join("; ")}
          </li>
        ))}
        {change.rowCount > change.rows.length ? <li>{t.moreRows(change.rowCount - change.rows.length)}</li> : null}
      </ul>
      {change.undoes !== null ? <p>{t.undoes(change.undoes)}</p> : null}
      {change.undoneBy !== null ? (
        <p>{t.undoneBy(change.undoneBy)}</p>
      ) : change.canUndo ? (
        <Form method="post">
          <input type="hidden" name="change" value={change.id} />
          <SubmitButton className="button button-secondary">{t.undo}</SubmitButton>
        </Form>
      ) : (
        <p>{change.undoable === false ? t.fromBackup : t.blocked}</p>
      )}
    </li>
  );
}
