import { data, Form, Link, redirect } from "react-router";
import { FormMessage } from "#app/components/forms";
import { InbreedingSummary } from "#app/components/inbreeding-summary";
import { Pedigree } from "#app/components/pedigree";
import { PotentialTable } from "#app/components/potential-table";
import { StatsTable } from "#app/components/stats-table";
import { requestContext } from "#app/context";
import { loadBreedingCandidates, planFoal, type FoalPlan } from "#data/breeding";
import {
  formatFraction,
  formatPercent,
  randomSeed,
  rerollSeed,
  resolveChoice,
  sectionLabel,
  type CandidateGroup,
  type ChoiceProblem,
} from "#domain";
import { texts } from "#domain/texts";
import type { Route } from "./+types/breeding";

const t = texts.breeding;
/** Colour odds are quarters of quarters: four decimals show most of them exactly (4,6875 %). */
const ODDS_DECIMALS = 4;

/** The planner's URL for a pair and seed: the whole state, so it can be shared and reloaded. */
function plannerHref(stallion: string, mare: string, seed: number): string {
  return `/breeding?${new URLSearchParams({ stallion, mare, seed: String(seed) })}`;
}

export const meta: Route.MetaFunction = () => [
  { title: texts.site.defaultPageTitle },
  { name: "description", content: t.metaDescription },
];

/** The picker needs names only: the page's data stays small however many horses the stud has. */
function optionGroups(groups: CandidateGroup[]) {
  return groups.map(({ breed, generation, horses }) => ({
    breed,
    generation,
    names: horses.map((horse) => horse.name),
  }));
}
type OptionGroup = ReturnType<typeof optionGroups>[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const candidates = await loadBreedingCandidates(db);
  const choice = resolveChoice(candidates, {
    stallion: params.get("stallion"),
    mare: params.get("mare"),
    seed: params.get("seed"),
  });
  const picker = {
    options: { stallion: optionGroups(candidates.stallion), mare: optionGroups(candidates.mare) },
    stallion: choice.stallion?.name ?? null,
    mare: choice.mare?.name ?? null,
    problems: choice.problems,
  };
  if (choice.problems.length > 0) return data({ ...picker, plan: null }, { status: 400 });
  if (!choice.stallion || !choice.mare) return { ...picker, plan: null };
  // A foal is only ever shown under a URL with its seed, so whatever is on screen can be shared.
  if (choice.seed === null) throw redirect(plannerHref(choice.stallion.name, choice.mare.name, randomSeed()));
  const plan = await planFoal(db, choice.stallion, choice.mare, choice.seed);
  return { ...picker, plan, nextSeed: rerollSeed(choice.seed) };
}

function problemText(problem: ChoiceProblem): string {
  switch (problem.kind) {
    case "missingParent":
    case "sameHorse":
    case "invalidSeed":
      return t.errors[problem.kind];
    default:
      return t.errors[problem.kind](problem.name);
  }
}

function ParentSelect({
  name,
  label,
  groups,
  selected,
}: {
  name: string;
  label: string;
  groups: OptionGroup[];
  selected: string | null;
}) {
  const id = `breeding-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={selected ?? ""} required>
        <option value="">{t.choosePlaceholder}</option>
        {groups.map((group) => (
          <optgroup
            key={`${group.breed}-${group.generation}`}
            label={t.groupLabel(sectionLabel(group.breed, { bracketed: true }), group.generation)}
          >
            {group.names.map((horse) => (
              <option key={horse} value={horse}>
                {horse}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

export default function Breeding({ loaderData }: Route.ComponentProps) {
  const { options, stallion, mare, problems, plan } = loaderData;
  const empty = options.stallion.length === 0 || options.mare.length === 0;
  return (
    <article className="breeding-page">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      {problems.length > 0 ? <FormMessage kind="error">{problems.map(problemText).join(" ")}</FormMessage> : null}
      {empty ? <p className="empty">{t.noCandidates}</p> : null}
      {/* Keyed by the choice: the uncontrolled selects show the new choice after a client navigation. */}
      <Form method="get" action="/breeding" className="form breeding-form" key={`${stallion}\n${mare}`}>
        <ParentSelect name="stallion" label={t.stallionLabel} groups={options.stallion} selected={stallion} />
        <ParentSelect name="mare" label={t.mareLabel} groups={options.mare} selected={mare} />
        <div className="actions">
          <button type="submit">{t.submit}</button>
        </div>
      </Form>
      {plan && "nextSeed" in loaderData ? <FoalView plan={plan} nextSeed={loaderData.nextSeed} /> : null}
    </article>
  );
}

function FoalView({ plan, nextSeed }: { plan: FoalPlan; nextSeed: number }) {
  const { foal } = plan;
  return (
    <section className="foal" aria-labelledby="foal-heading">
      <h2 id="foal-heading">{t.foalHeading(plan.stallion, plan.mare)}</h2>
      <dl className="info-panel foal-facts">
        <dt>{t.section}</dt>
        <dd>{sectionLabel(foal.breed, { bracketed: true })}</dd>
        <dt>{t.height}</dt>
        <dd>{t.heightValue(foal.heightCm, foal.heightClass)}</dd>
        <dt>{t.genotype}</dt>
        <dd>
          <code>{foal.genotype || t.noGenotype}</code>
        </dd>
        <dt>{t.colour}</dt>
        <dd>{foal.colour}</dd>
        <dt>{t.generation}</dt>
        <dd>{foal.generation}</dd>
        <dt>{t.seed}</dt>
        <dd>
          <Link to={plannerHref(plan.stallion, plan.mare, plan.seed)} aria-label={t.shareLink(plan.seed)}>
            {plan.seed}
          </Link>
        </dd>
      </dl>
      <Form method="get" action="/breeding" className="reroll">
        <input type="hidden" name="stallion" value={plan.stallion} />
        <input type="hidden" name="mare" value={plan.mare} />
        <input type="hidden" name="seed" value={nextSeed} />
        <button type="submit" aria-describedby="reroll-hint">
          {t.reroll}
        </button>
        <span className="hint" id="reroll-hint">
          {t.rerollHint}
        </span>
      </Form>

      {foal.lethal ? (
        <p className="error-message" role="note">
          {t.lethalFoal}
        </p>
      ) : null}

      <StatsTable stats={foal.stats} caption={t.statsCaption} />

      {foal.potentials ? <PotentialTable potentials={foal.potentials} /> : null}

      <section aria-labelledby="foal-pedigree-heading">
        <h3 id="foal-pedigree-heading">{t.pedigreeHeading}</h3>
        <Pedigree subject={plan.lineage.subject} ancestors={plan.lineage.ancestors} />
      </section>
      <InbreedingSummary inbreeding={plan.lineage.inbreeding} />
      <ColourOdds plan={plan} />
    </section>
  );
}

function ColourOdds({ plan }: { plan: FoalPlan }) {
  return (
    <section aria-labelledby="odds-heading">
      <h3 id="odds-heading">{t.oddsHeading}</h3>
      {plan.lethalProbability > 0 ? (
        <p className="error-message" role="note">
          {t.lethalWarning(
            formatPercent(plan.lethalProbability, ODDS_DECIMALS),
            formatFraction(plan.lethalProbability),
          )}
        </p>
      ) : null}
      <div className="table-wrap" tabIndex={0} role="region" aria-label={t.oddsCaption}>
        <table className="table colour-odds">
          <caption>{t.oddsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.oddsColour}</th>
              <th scope="col">{t.oddsProbability}</th>
              <th scope="col">{t.oddsExact}</th>
            </tr>
          </thead>
          <tbody>
            {plan.colourOdds.map((odds) => (
              <tr key={`${odds.colour}${odds.lethal ? "-lethal" : ""}`} className={odds.lethal ? "lethal" : undefined}>
                <th scope="row">
                  {odds.colour}
                  {odds.lethal ? <span className="badge badge-red">{t.lethal}</span> : null}
                </th>
                <td>{formatPercent(odds.probability, ODDS_DECIMALS)}</td>
                <td>{formatFraction(odds.probability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
