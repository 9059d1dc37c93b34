import { BarChart } from "#app/components/bar-chart";
import { formatDecimal, formatPercent, type FoalOutcome } from "#domain";
import * as texts from "#domain/texts";

const t = texts.outcome;

/**
 * The pair's outcome table beside the rolled foal (docs/product.md, "Foal odds"): the exact chance
 * of each height class and, per discipline, of each level, with the expected score. Bars in CSS.
 */
export function FoalOutcomeView({ outcome }: { outcome: FoalOutcome }) {
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
      <div className="outcome-disciplines">
        {outcome.disciplines.map(({ discipline, expectedScore, levels }) => (
          <section key={discipline} aria-label={t.levelsCaption(discipline)}>
            <h4>
              {discipline} <span className="hint">({t.expectedScore(formatDecimal(expectedScore, 1, 1))})</span>
            </h4>
            <BarChart
              label={t.levelsCaption(discipline)}
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
