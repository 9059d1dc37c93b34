import type { MouseEvent } from "react";
import { data, Form, Link, redirect } from "react-router";
import { CoveringFields } from "#app/components/covering-fields";
import { FormMessage } from "#app/components/form-message";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { useHydrated } from "#app/components/use-hydrated";
import { requestContext } from "#app/context";
import { coveringRefusal, coveringId, parseCoveringForm } from "#app/coverings.server";
import { logFailure, readAdminForm, refuse, succeed } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { coveringPath, coveringsPath, plannerPath } from "#app/paths";
import { coveringById, deleteCovering, updateCovering } from "#data/coverings";
import { REGISTRABLE_STATUS, seasonOf } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.coverings.edit";

const t = texts.coverings;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = coveringId(params.id);
  const covering = id === null ? null : await coveringById(context.get(requestContext).db, id);
  if (!covering) throw data(null, { status: 404 });
  const { created: _created, ...shown } = covering;
  return {
    ...shown,
    plannerPath: plannerPath({ stallion: covering.stallion, mare: covering.mare, seed: covering.seed }),
  };
}

/**
 * `save` stores the form's fields; `delete` asks first: with JavaScript the browser has asked and
 * the form says `confirm=yes`, without it the first post answers with a confirmation step. A
 * deleted covering's page goes back to its season. Each write is one logged change.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const id = coveringId(params.id);
  if (id === null) return refuse(404, { form: t.refusals.notFound });
  const logged = changeLogger(context);
  try {
    if (form.data.intent === "delete") {
      if (form.data.confirm !== "yes") return succeed({ confirm: true });
      const deleted = await logged("covering-delete", (tx) => deleteCovering(tx, id));
      if (!deleted.ok) return refuse(404, { form: t.refusals.notFound });
      return redirect(coveringsPath(seasonOf(deleted.covering.date)));
    }
    const parsed = parseCoveringForm(form.data);
    if (!parsed.ok) return refuse(400, parsed.fieldErrors, parsed.values);
    const saved = await logged("covering-edit", (tx) => updateCovering(tx, id, parsed.data));
    if (!saved.ok) return refuse(saved.reason === "not-found" ? 404 : 409, coveringRefusal(saved), form.data);
    return succeed({ message: t.saved });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.refusals.failed }, form.data);
  }
}

export default function CoveringPage({ loaderData: covering, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  const what = t.what(covering.stallion, covering.mare, covering.date);
  const { stallion, mare, date, status, note } = covering;
  const values =
    failure?.values && Object.keys(failure.values).length > 0 ? failure.values : { stallion, mare, date, status, note };
  const confirming = actionData?.ok && "confirm" in actionData;
  return (
    <section>
      <h1>{t.editTitle}</h1>
      <p>
        {what} · {t.statuses[covering.status]}
      </p>
      <p className="admin-links">
        <Link to={coveringsPath(seasonOf(covering.date))}>{t.toList}</Link>
        <Link
          to={covering.plannerPath}
          aria-label={t.plannerLinkLabel(covering.stallion, covering.mare, covering.seed)}
        >
          {t.plannerLink}
        </Link>
        {covering.status === REGISTRABLE_STATUS && covering.foal === null ? (
          <Link to={coveringPath(covering.id, "foal")}>{t.register}</Link>
        ) : null}
      </p>
      {confirming ? (
        <DeleteConfirmation what={what} />
      ) : (
        <>
          <AnswerMessage answer={actionData} />
          {/* Keyed by each answer: a save shows the stored values again. */}
          <Form method="post" className="form" key={actionData?.ok ? actionData.key : "form"}>
            <CoveringFields values={values} errors={failure?.fieldErrors ?? {}} />
            <div className="actions">
              <SubmitButton name="intent" value="save">
                {t.save}
              </SubmitButton>
            </div>
          </Form>
          <DeleteButton what={what} />
        </>
      )}
    </section>
  );
}

/** With JavaScript the browser asks before the form is sent; without, the server's step below asks. */
function DeleteButton({ what }: { what: string }) {
  const hydrated = useHydrated();
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(t.confirmDelete(what))) event.preventDefault();
  };
  return (
    <Form method="post" className="form">
      {hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
      <div className="actions">
        <SubmitButton name="intent" value="delete" className="button button-danger" onClick={ask}>
          {t.delete}
        </SubmitButton>
      </div>
    </Form>
  );
}

function DeleteConfirmation({ what }: { what: string }) {
  return (
    <Form method="post" className="form delete-confirmation">
      <FormMessage kind="error">{t.confirmDelete(what)}</FormMessage>
      <input type="hidden" name="intent" value="delete" />
      <div className="actions">
        <SubmitButton name="confirm" value="yes" className="button button-danger">
          {t.confirm}
        </SubmitButton>
        <Link to="." className="button button-secondary">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
