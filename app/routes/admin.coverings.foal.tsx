import { data, Form, Link } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { Field, SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import { coveringId, foalRefusal } from "#app/coverings.server";
import { logFailure, readAdminForm, refuse, succeed } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { coveringsPath, horsePath, plannerPath } from "#app/paths";
import { coveringById, registerFoal } from "#data/coverings";
import { REGISTRABLE_STATUS, seasonOf } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.coverings.foal";

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
 * `Registrera föl` (`name`): the foal of the covering as the planner rolls it for the covering's
 * seed, added as a horse of the stud, in one logged change (data/coverings.ts registerFoal); an OO
 * roll registers none and the covering says so.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const id = coveringId(params.id);
  if (id === null) return refuse(404, { form: t.refusals.notFound });
  const { stableName } = context.get(requestContext);
  try {
    const result = await changeLogger(context)("covering-foal", (tx) =>
      registerFoal(tx, id, form.data.name ?? "", { breeder: stableName }),
    );
    if (!result.ok) {
      const status = result.reason === "not-found" ? 404 : result.reason === "name" ? 400 : 409;
      return refuse(status, foalRefusal(result), form.data);
    }
    return result.lethal ? succeed({ foal: null }) : succeed({ foal: result.foal });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.refusals.failed }, form.data);
  }
}

export default function RegisterFoal({ loaderData: covering, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  const what = t.what(covering.stallion, covering.mare, covering.date);
  return (
    <section>
      <h1>{t.registerHeading}</h1>
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
      </p>
      {actionData?.ok ? (
        actionData.foal === null ? (
          <FormMessage kind="error">{t.lethal}</FormMessage>
        ) : (
          <FormMessage kind="success">
            {t.registered(actionData.foal)} <Link to={horsePath(actionData.foal)}>{t.toFoal(actionData.foal)}</Link>
          </FormMessage>
        )
      ) : null}
      {failure?.fieldErrors.form ? <FormMessage kind="error">{failure.fieldErrors.form}</FormMessage> : null}
      {covering.status === REGISTRABLE_STATUS && covering.foal === null ? (
        <Form method="post" className="form">
          <p>{t.registerIntro}</p>
          <Field
            name="name"
            label={t.fields.name}
            hint={t.hints.name}
            error={failure?.fieldErrors.name}
            defaultValue={failure?.values.name}
            autoComplete="off"
            required
          />
          <div className="actions">
            <SubmitButton>{t.register}</SubmitButton>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
