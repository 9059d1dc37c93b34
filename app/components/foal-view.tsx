import { Form, Link } from "react-router";
import { FoalOutcomeView } from "#app/components/foal-outcome";
import { InbreedingSummary } from "#app/components/inbreeding-summary";
import { Pedigree } from "#app/components/pedigree";
import { PotentialTable } from "#app/components/potential-table";
import { StatsTable } from "#app/components/stats-table";
import { TableFrame } from "#app/components/table-frame";
import { coveringsPath, plannerPath } from "#app/paths";
import type { FoalPlan } from "#data/breeding";
import { COI_WARNING_FROM, formatFraction, formatPercent, sectionLabel, warnsOfCoi } from "#domain";
import * as texts from "#domain/texts";

const t = texts.foal;
/** Colour odds are quarters of quarters: four decimals show most of them exactly (4,6875 %). */
const ODDS_DECIMALS = 4;

/**
 * The planned foal: facts, a new roll, stats, potentials, pedigree, inbreeding and colour odds.
 * A module of its own, loaded only once a pair is planned (app/routes/breeding.tsx).
 */
export default function FoalView({
  plan,
  nextSeed,
  ladderChosen = false,
  canPlanCovering = false,
}: {
  plan: FoalPlan;
  nextSeed: number;
  /** The outcome's height class was chosen (not the foal's likeliest): a new roll keeps it. */
  ladderChosen?: boolean;
  /** Signed in: "Planera betäckning" saves this pair and seed as a planned covering (docs/product.md, "Coverings"). */
  canPlanCovering?: boolean;
}) {
  const { foal } = plan;
  return (
    <section className="foal" aria-labelledby="foal-heading">
      <h2 id="foal-heading">{t.foalHeading(plan.stallion, plan.mare)}</h2>
      {warnsOfCoi(plan.lineage.inbreeding.coi) ? (
        // At the top, before the facts: the figure itself stands far down the view.
        <p className="error-message" role="note">
          {texts.coiReadings.warning(formatPercent(plan.lineage.inbreeding.coi), formatPercent(COI_WARNING_FROM))}{" "}
          <a href="#foal-inbreeding">{texts.coiReadings.warningLink}</a>
        </p>
      ) : null}
      <dl className="info-panel foal-facts">
        <dt>{t.section}</dt>
        <dd>{sectionLabel(foal.breed, { bracketed: true })}</dd>
        <dt>{t.gender}</dt>
        <dd>{foal.gender}</dd>
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
          <Link
            to={plannerPath({ stallion: plan.stallion, mare: plan.mare, seed: plan.seed })}
            aria-label={t.shareLink(plan.seed)}
          >
            {plan.seed}
          </Link>
        </dd>
      </dl>
      <Form method="get" action={plannerPath()} className="reroll">
        <input type="hidden" name="stallion" value={plan.stallion} />
        <input type="hidden" name="mare" value={plan.mare} />
        <input type="hidden" name="seed" value={nextSeed} />
        {ladderChosen ? <input type="hidden" name="heightClass" value={plan.outcome.ladder} /> : null}
        <button type="submit" aria-describedby="reroll-hint">
          {t.reroll}
        </button>
        <span className="hint" id="reroll-hint">
          {t.rerollHint}
        </span>
      </Form>
      {canPlanCovering ? (
        <Form method="post" action={coveringsPath()} className="reroll">
          <input type="hidden" name="intent" value="plan" />
          <input type="hidden" name="stallion" value={plan.stallion} />
          <input type="hidden" name="mare" value={plan.mare} />
          <input type="hidden" name="seed" value={plan.seed} />
          <button type="submit">{texts.coveringLinks.plan}</button>
        </Form>
      ) : null}

      {foal.lethal ? (
        <p className="error-message" role="note">
          {t.lethalFoal}
        </p>
      ) : null}

      <StatsTable stats={foal.stats} caption={t.statsCaption} />

      {foal.potentials ? <PotentialTable potentials={foal.potentials} /> : null}
      <FoalOutcomeView outcome={plan.outcome} pair={plan} />

      <section aria-labelledby="foal-pedigree-heading">
        <h3 id="foal-pedigree-heading">{t.pedigreeHeading}</h3>
        <Pedigree subject={plan.lineage.subject} ancestors={plan.lineage.ancestors} />
      </section>
      <InbreedingSummary inbreeding={plan.lineage.inbreeding} id="foal-inbreeding" />
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
      <TableFrame label={t.oddsCaption}>
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
      </TableFrame>
    </section>
  );
}
