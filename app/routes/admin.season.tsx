import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import { requireUser } from "#app/auth.server";
import { CoiBadge } from "#app/components/coi-reading";
import { FormMessage } from "#app/components/form-message";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { TableFrame } from "#app/components/table-frame";
import { requestContext } from "#app/context";
import { logFailure, refuse } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { horsePath } from "#app/paths";
import { savePlan, seasonFilePath, seasonPage } from "#app/season.server";
import { formatDecimal, formatPercent, PER_STALLION_MAX, SEASON_FIELDS } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.season";

// The season plan (docs/product.md, "Season plan"): a GET form of choices, the optimal plan beside
// the greedy plan and random mating, its file, and saving it as planned coverings.

const t = texts.season;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The file is a resource route of its own: a page route cannot answer with a file.
  if (url.searchParams.get("format") === "csv") throw redirect(seasonFilePath(url.search));
  const { db, dataVersion } = context.get(requestContext);
  const { status, ...shown } = await seasonPage(db, url, dataVersion);
  return data({ ...shown, formKey: url.search }, { status });
}

/** "Spara som planerade betäckningar": the shown plan's pairs as planned coverings, one logged change. */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  try {
    return await savePlan(request, changeLogger(context));
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: texts.seasonErrors.saveFailed });
  }
}

type Shown = Route.ComponentProps["loaderData"];

export default function SeasonPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { form, messages, plan, formKey } = loaderData;
  return (
    <section className="admin-page season-plan">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      {messages.length > 0 ? <FormMessage kind="error">{messages.join(" ")}</FormMessage> : null}
      <ChoicesForm key={formKey} form={form} />
      {plan ? <Plan plan={plan} actionData={actionData} /> : null}
    </section>
  );
}

/** The choices: a GET form that works without JavaScript; with it, a new discipline starts from the mare's own level. */
function ChoicesForm({ form }: { form: Shown["form"] }) {
  return (
    <Form method="get" className="form season-plan-form" aria-label={t.formHeading}>
      <input type="hidden" name={SEASON_FIELDS.sent} value="1" />
      <fieldset>
        <legend>{t.mares}</legend>
        <p className="hint">{t.maresHint}</p>
        <div className="form-grid">
          {form.mares.map((mare) => (
            <label key={mare.name} className="check">
              <input type="checkbox" name={SEASON_FIELDS.mare} value={mare.name} defaultChecked={mare.chosen} />
              {mare.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.stallions}</legend>
        <p className="hint">{t.stallionsHint}</p>
        <div className="form-grid">
          {form.stallions.map((stallion) => (
            <label key={stallion.name} className="check">
              <input
                type="checkbox"
                name={SEASON_FIELDS.stallion}
                value={stallion.name}
                defaultChecked={stallion.chosen}
              />
              {stallion.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="season-per-stallion">{t.perStallion}</label>
          <input
            id="season-per-stallion"
            name={SEASON_FIELDS.perStallion}
            type="number"
            min={1}
            max={PER_STALLION_MAX}
            inputMode="numeric"
            defaultValue={form.perStallion}
          />
        </div>
        <div className="field">
          <label htmlFor="season-max-coi">{t.maxCoi}</label>
          <input
            id="season-max-coi"
            name={SEASON_FIELDS.maxCoi}
            inputMode="decimal"
            defaultValue={form.maxCoi}
            aria-describedby="season-max-coi-hint"
          />
          <p className="hint" id="season-max-coi-hint">
            {t.maxCoiHint}
          </p>
        </div>
      </div>
      {form.goals.length > 0 ? (
        <fieldset>
          <legend>{t.goals}</legend>
          <p className="hint">{t.goalsHint}</p>
          <div className="form-grid season-goals">
            {form.goals.map((goal, i) => (
              <fieldset key={goal.mare}>
                <legend>{goal.mare}</legend>
                <div className="field">
                  <label htmlFor={`season-goal-${i}-discipline`}>{t.discipline}</label>
                  <select
                    id={`season-goal-${i}-discipline`}
                    name={goal.fields.discipline}
                    defaultValue={goal.discipline}
                    onChange={(event) => {
                      const level = event.currentTarget.form?.elements.namedItem(goal.fields.level);
                      if (level instanceof HTMLSelectElement) level.value = "";
                    }}
                  >
                    {form.disciplines.map((discipline) => (
                      <option key={discipline}>{discipline}</option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`season-goal-${i}-level`}>{t.level}</label>
                  <select id={`season-goal-${i}-level`} name={goal.fields.level} defaultValue={goal.level}>
                    <option value="">{t.ownLevel}</option>
                    {goal.levels.map((level) => (
                      <option key={level}>{level}</option>
                    ))}
                  </select>
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="actions">
        <button type="submit">{t.submit}</button>
      </div>
    </Form>
  );
}

type Totals = NonNullable<Shown["plan"]>["totals"]["optimal"];

/** The comparison, the plan's table, its file and the save button. */
function Plan({
  plan,
  actionData,
}: {
  plan: NonNullable<Shown["plan"]>;
  actionData: Route.ComponentProps["actionData"];
}) {
  const columns: [label: string, totals: Totals][] = [
    [t.plans.optimal, plan.totals.optimal],
    [t.plans.greedy, plan.totals.greedy],
    [t.plans.random, plan.totals.random],
  ];
  const measures: [label: string, cell: (totals: Totals) => ReactNode][] = [
    [t.covered, (totals) => formatDecimal(totals.covered, 1)],
    [t.expectedFoals, (totals) => formatDecimal(totals.chance, 2, 2)],
    [t.meanScore, (totals) => formatOrDash(totals.meanScore, (x) => formatDecimal(x, 1, 1))],
    [
      t.meanCoi,
      (totals) => (
        <>
          {formatOrDash(totals.meanCoi, (x) => formatPercent(x))}
          {totals.meanCoiReading ? (
            <>
              {" "}
              <CoiBadge reading={totals.meanCoiReading} />
            </>
          ) : null}
        </>
      ),
    ],
  ];
  const planned = plan.rows.filter((row) => row.stallion !== null);
  return (
    <>
      <h2>{t.compareHeading}</h2>
      <TableFrame label={t.compareCaption}>
        <table className="table season-compare">
          <caption>{t.compareCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.measure}</th>
              {columns.map(([label]) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {measures.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {columns.map(([column, totals]) => (
                  <td key={column} className="num">
                    {cell(totals)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <p className="hint">{t.expectedFoalsNote}</p>
      <p className="hint">{t.greedyNote}</p>
      <p className="hint">{plan.randomNote}</p>
      <h2>{t.planHeading}</h2>
      <p>
        <a href={plan.filePath} download>
          {t.download}
        </a>
      </p>
      <TableFrame label={t.planCaption}>
        <table className="table season-table">
          <caption>{t.planCaption}</caption>
          <thead>
            <tr>
              {Object.values(t.columns).map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.rows.map((row) => (
              <tr key={row.mare}>
                <th scope="row">
                  <Link to={horsePath(row.mare)}>{row.mare}</Link>
                </th>
                <td>{row.stallion ? <Link to={horsePath(row.stallion)}>{row.stallion}</Link> : row.unplanned}</td>
                <td>{row.goal}</td>
                <td className="num">{row.figures ? formatPercent(row.figures.chance, 1) : null}</td>
                <td className="num">{row.figures ? formatDecimal(row.figures.expectedScore, 1, 1) : null}</td>
                <td className="num">
                  {row.figures && row.coiReading ? (
                    <>
                      {formatPercent(row.figures.coi)} <CoiBadge reading={row.coiReading} />
                    </>
                  ) : null}
                </td>
                <td>{row.colours}</td>
                <td>{row.greedyStallion ?? t.noStallion}</td>
                <td>
                  {row.plannerPath && row.stallion ? (
                    <Link to={row.plannerPath} aria-label={t.plannerLinkLabel(row.stallion, row.mare)}>
                      {t.plannerLink}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {planned.length > 0 ? (
        <Form method="post" className="form season-save">
          {planned.map((row) => (
            <span key={row.mare} hidden>
              <input type="hidden" name="stallion" value={row.stallion!} />
              <input type="hidden" name="mare" value={row.mare} />
            </span>
          ))}
          <div className="actions">
            <SubmitButton>{t.save}</SubmitButton>
          </div>
          <AnswerMessage answer={actionData} />
        </Form>
      ) : null}
    </>
  );
}

function formatOrDash(value: number | null, format: (value: number) => string): string {
  return value === null ? "–" : format(value);
}
