import { Form } from "react-router";
import { BarChart } from "#app/components/bar-chart";
import { plannerPath } from "#app/paths";
import { formatDecimal, formatPercent, HEIGHT_CLASSES, likeliestClass, type FoalOutcome } from "#domain";
import * as texts from "#domain/texts";

const t = texts.outcome;

/**
 * The pair's outcome table beside the rolled foal (docs/product.md, "Foal odds"): the exact chance
 * of each height class and, per discipline, of each level on ONE height class's ladder (the
 * foal's likeliest by default; a GET form chooses another, with or without JavaScript), with the
 * expected score. Bars in CSS.
 */
export function FoalOutcomeView({
  outcome,
  pair,
}: {
  outcome: FoalOutcome;
  /** The planned pair and seed, which the ladder's form keeps. */
  pair: { stallion: string; mare: string; seed: number };
}) {
  const likeliest = likeliestClass(outcome.heightClasses);
  return (
    <section aria-labelledby="outcome-heading" className="foal-outcome">
      <h3 id="outcome-heading">{t.heading}</h3>
      <p>{t.intro}</p>
      <h4>{t.heightClasses}</h4>
      <BarChart
        label={t.heightClasses}
        max={1}
        rows={outcome.heightClasses.map(({ heightClass, probability }) => ({
          label: t.heightClass(heightClass),
          value: probability,
          text: formatPercent(probability, 1),
        }))}
      />
      <Form method="get" action={plannerPath()} className="form" preventScrollReset>
        <input type="hidden" name="stallion" value={pair.stallion} />
        <input type="hidden" name="mare" value={pair.mare} />
        <input type="hidden" name="seed" value={pair.seed} />
        <div className="field">
          <label htmlFor="outcome-ladder">{t.ladder}</label>
          <select id="outcome-ladder" name="heightClass" defaultValue={outcome.ladder} key={outcome.ladder}>
            {HEIGHT_CLASSES.map((cls) => (
              <option key={cls} value={cls}>
                {t.ladderOption(cls, cls === likeliest)}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button button-secondary">
            {t.ladderSubmit}
          </button>
        </div>
      </Form>
      <p className="outcome-ladder-note">{t.ladderNote(outcome.ladder)}</p>
      <div className="outcome-disciplines">
        {outcome.disciplines.map(({ discipline, expectedScore, levels }) => (
          <section key={discipline} aria-label={t.levelsCaption(discipline, outcome.ladder)}>
            <h4>
              {discipline} <span className="hint">({t.expectedScore(formatDecimal(expectedScore, 1, 1))})</span>
            </h4>
            <BarChart
              label={t.levelsCaption(discipline, outcome.ladder)}
              max={1}
              rows={levels.map(({ label, probability }) => ({
                label,
                value: probability,
                text: formatPercent(probability, 1),
              }))}
            />
          </section>
        ))}
      </div>
    </section>
  );
}
