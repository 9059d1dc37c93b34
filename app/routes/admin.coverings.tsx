import { data, Form, Link } from "react-router";
import { CoveringFields } from "#app/components/covering-fields";
import { FormMessage } from "#app/components/form-message";
import { AnswerMessage, Field, SubmitButton } from "#app/components/forms";
import { HorseNameLink } from "#app/components/horse-name-link";
import { requestContext } from "#app/context";
import { askedSeason, coveringRefusal, parseCoveringForm, parsePlanForm, plannedRefusal } from "#app/coverings.server";
import { logFailure, readAdminForm, refuse, succeed } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { coveringPath, plannerPath } from "#app/paths";
import { addCovering, addPlannedCoverings, coveringSeason } from "#data/coverings";
import { calendarDateInSweden, randomSeed, REGISTRABLE_STATUS, rowLabel } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.coverings";

const t = texts.coverings;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** One season (`?year=`, this season in Sweden without one), newest first, with each stallion's count. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { year, problem } = askedSeason(new URL(request.url).searchParams);
  const season = await coveringSeason(context.get(requestContext).db, year);
  const shown = {
    year,
    problem,
    today: calendarDateInSweden(new Date()),
    perStallion: season.perStallion,
    coverings: season.coverings.map(({ created: _created, ...covering }) => ({
      ...covering,
      plannerPath: plannerPath({ stallion: covering.stallion, mare: covering.mare, seed: covering.seed }),
    })),
  };
  return data(shown, { status: problem ? 400 : 200 });
}

/**
 * POST adds a covering from the form (`stallion`, `mare`, `date`, `status`, `note`; its foal gets
 * a seed of its own), or, with `intent=plan`, the planned covering of a pair with the seed the
 * planner or the mates list showed (`stallion`, `mare`, `seed`). Each is one logged change.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const logged = changeLogger(context);
  try {
    if (form.data.intent === "plan") {
      const plan = parsePlanForm(form.data);
      if (!plan.ok) return refuse(400, { form: plan.message });
      const { stallion, mare, seed } = plan.pair;
      const subject = rowLabel("coverings", { stallion, mare, date: calendarDateInSweden(new Date()) });
      const saved = await logged("covering-add", (tx) => addPlannedCoverings(tx, [{ stallion, mare, seed }]), subject);
      if (!saved.ok) return refuse(saved.reason === "invalid" ? 400 : 409, { form: plannedRefusal(saved) });
      return succeed({ message: t.planned(stallion, mare) });
    }
    const parsed = parseCoveringForm(form.data);
    if (!parsed.ok) return refuse(400, parsed.fieldErrors, parsed.values);
    const covering = { ...parsed.data, seed: randomSeed() };
    const added = await logged("covering-add", (tx) => addCovering(tx, covering), rowLabel("coverings", covering));
    if (!added.ok) return refuse(409, coveringRefusal(added), form.data);
    return succeed({ message: t.added(added.covering.stallion, added.covering.mare) });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.refusals.failed }, form.data);
  }
}

type Shown = Route.ComponentProps["loaderData"];

export default function Coverings({ loaderData, actionData }: Route.ComponentProps) {
  const { year, problem, perStallion, coverings } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <section className="coverings">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <Form method="get" className="form season-form" aria-label={t.seasonForm}>
        <Field name="year" label={t.season} defaultValue={year} inputMode="numeric" required />
        <div className="actions">
          <button type="submit" className="button button-secondary">
            {t.showSeason}
          </button>
        </div>
      </Form>
      {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
      <AnswerMessage answer={actionData} />
      <h2>{t.seasonHeading(year)}</h2>
      {perStallion.length > 0 ? (
        <section aria-labelledby="coverings-per-stallion">
          <h3 id="coverings-per-stallion">{t.perStallionHeading}</h3>
          <ul>
            {perStallion.map(({ stallion, count }) => (
              <li key={stallion}>{t.perStallion(stallion, count)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {coverings.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className="coverings-list" aria-label={t.listHeading(year)}>
          {coverings.map((covering) => (
            <CoveringItem key={covering.id} covering={covering} />
          ))}
        </ol>
      )}
      <section aria-labelledby="covering-add-heading">
        <h2 id="covering-add-heading">{t.addHeading}</h2>
        {/* A new key per success empties the form. */}
        <Form method="post" className="form" key={actionData?.ok ? actionData.key : "form"}>
          <CoveringFields
            values={failure?.values ?? { date: loaderData.today, status: "planned" }}
            errors={failure?.fieldErrors ?? {}}
          />
          <div className="actions">
            <SubmitButton>{t.add}</SubmitButton>
          </div>
        </Form>
      </section>
    </section>
  );
}

/** A covering: the pair, day and status, its note, its foal in the planner, and what can be done with it. */
function CoveringItem({ covering }: { covering: Shown["coverings"][number] }) {
  const what = t.what(covering.stallion, covering.mare, covering.date);
  const nameId = `covering-${covering.id}-foal-name`;
  return (
    <li className="covering">
      <p>
        <strong>
          <HorseNameLink name={covering.stallion} /> × <HorseNameLink name={covering.mare} />
        </strong>
        <br />
        {covering.date} · {t.statuses[covering.status]}
      </p>
      {covering.note ? <p>{covering.note}</p> : null}
      {covering.foal ? (
        <p>
          {t.foalLabel} <HorseNameLink name={covering.foal} />
        </p>
      ) : null}
      <p className="admin-links">
        <Link
          to={covering.plannerPath}
          aria-label={t.plannerLinkLabel(covering.stallion, covering.mare, covering.seed)}
        >
          {t.plannerLink}
        </Link>
        <span>{t.seed(covering.seed)}</span>
        <Link to={coveringPath(covering.id)} aria-label={t.editLabel(what)}>
          {t.edit}
        </Link>
      </p>
      {covering.status === REGISTRABLE_STATUS && covering.foal === null ? (
        <Form method="post" action={coveringPath(covering.id, "foal")} className="form register-foal">
          <div className="field">
            <label htmlFor={nameId}>{t.fields.name}</label>
            <input id={nameId} name="name" required autoComplete="off" />
          </div>
          <div className="actions">
            <SubmitButton aria-label={t.registerLabel(what)}>{t.register}</SubmitButton>
          </div>
        </Form>
      ) : null}
    </li>
  );
}
