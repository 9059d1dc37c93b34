import { Form, Link } from "react-router";
import { requireUser } from "#app/auth.server";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import { logFailure, readAdminForm, refuse, succeed } from "#app/forms.server";
import { undoRefusalText } from "#app/history.server";
import { requestPath } from "#app/paths";
import { answerLogged, answerRefusal } from "#app/requests.server";
import { undoChange } from "#data/history";
import {
  approveRequest,
  declineRequest,
  deleteRequest,
  eraseAnsweredContacts,
  requestById,
  requestInbox,
} from "#data/requests";
import { formatDateTime, hasForbiddenTextCharacter, parsePage, REQUEST_LIMITS, rowLabel } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.requests";

// The inbox of visitors' requests (docs/product.md, "Requests"): newest first, each opening on its
// own page; the answers (Godkänn, Avböj, Ta bort) are posted here from there, each one logged
// change, with Ångra right after it.

const t = texts.requestInbox;

/** A number in a form field (a request's or a change's), or null. */
const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** The inbox's page (`?page=`); contact details past their time are erased first, so none is ever shown. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  await eraseAnsweredContacts(db);
  return requestInbox(db, parsePage(new URL(request.url).searchParams.get("page")));
}

/**
 * POST `intent`: `approve`, `decline` (with an optional `reason`) or `delete` of request `id`, each
 * one logged change answered with its number for `undo` (`change`), which undoes it as the change
 * log does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const { intent, reason = "" } = form.data;
  const { db } = context.get(requestContext);
  try {
    if (intent === "undo") {
      const change = idOf(form.data.change);
      if (change === null) return refuse(404, { form: texts.history.undoRefusals["not-found"] });
      const undone = await undoChange(db, change, requireUser(context).email);
      if (!undone.ok) return refuse(undone.reason === "not-found" ? 404 : 409, { form: undoRefusalText(undone) });
      return succeed({ message: t.undone, undo: null });
    }
    const id = idOf(form.data.id);
    const current = id === null ? null : await requestById(db, id);
    if (id === null || !current) return refuse(404, { form: t.refusals.notFound });
    if (reason.length > REQUEST_LIMITS.reason)
      return refuse(400, { reason: texts.validation.maxLength(REQUEST_LIMITS.reason) }, form.data);
    if (hasForbiddenTextCharacter(reason))
      return refuse(400, { reason: texts.faults.textForbiddenCharacter }, form.data);
    const subject = rowLabel("requests", current);
    const answered =
      intent === "approve"
        ? await answerLogged(context, "request-approve", subject, (tx) => approveRequest(tx, id))
        : intent === "decline"
          ? await answerLogged(context, "request-decline", subject, (tx) => declineRequest(tx, id, reason))
          : intent === "delete"
            ? await answerLogged(context, "request-delete", subject, (tx) => deleteRequest(tx, id))
            : null;
    if (!answered) return refuse(400, { form: t.refusals.failed });
    const { result, change } = answered;
    if (!result.ok) return answerRefusal(result, current);
    const message =
      intent === "approve"
        ? result.request.covering !== null && current.mareName !== null
          ? t.approvedCovering(current.reference, current.horse, current.mareName)
          : t.approved(current.reference)
        : intent === "decline"
          ? t.declined(current.reference)
          : t.removed(current.reference);
    return succeed({ message, undo: change });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.refusals.failed });
  }
}

export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, pages } = loaderData;
  return (
    <section className="requests">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AnswerMessage answer={actionData} />
      {actionData?.ok && actionData.undo ? (
        <Form method="post">
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="change" value={actionData.undo} />
          <SubmitButton className="button button-secondary">{t.undo}</SubmitButton>
        </Form>
      ) : null}
      {items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className="requests-list" aria-label={t.listLabel}>
          {items.map((item) => (
            <li key={item.id} className={`request-item request-${item.status}`}>
              <p>
                <strong>{t.summary(t.kinds[item.kind], item.horse, t.statuses[item.status])}</strong>
                <br />
                {item.mareName ? (
                  <>
                    {t.mareSummary(item.mareName)}
                    <br />
                  </>
                ) : null}
                {t.from(item.erased ? t.erased : item.name)} ·{" "}
                <time dateTime={new Date(item.created).toISOString()}>{formatDateTime(new Date(item.created))}</time> ·{" "}
                {item.reference}
              </p>
              <p>
                <Link to={requestPath(item.id)} aria-label={t.openLabel(item.reference)}>
                  {t.open}
                </Link>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} />
    </section>
  );
}
