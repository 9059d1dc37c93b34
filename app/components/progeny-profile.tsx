import { TableFrame } from "#app/components/table-frame";
import { useHorsePage } from "#app/horse-page";
import { formatDecimal, formatPercent, sectionLabel, UNKNOWN_BREED_LABEL } from "#domain";
import * as texts from "#domain/texts";
import { InfoList } from "./info-list";

const t = texts.progeny;

/** A mean score as the potential table writes scores: one decimal at most. */
const score = (value: number) => formatDecimal(value, 1);
/** The foals' lead over the stud, signed: `+3,5`, `-12`, `0`. */
const signed = (value: number) => {
  const text = score(value);
  return value > 0 && text !== "0" ? `+${text}` : text;
};

/**
 * What the horse's foals in the stud give (docs/product.md, "Progeny profile"): counts, premiums
 * and the best premiering grade, then each discipline's mean potential score against the stud's,
 * with the difference under the foals' mean: three columns, as the potential table, so it fits a phone.
 * Nothing when the horse has no foal among the stud's horses.
 */
export function ProgenyProfile() {
  const { progeny } = useHorsePage();
  if (!progeny) return null;
  const { foals, evaluated, withPremium, premiumShare, bestPremiering, foalsRated, studRated } = progeny;
  const rows: [string, string | null][] = [
    [t.foals, String(foals)],
    [
      t.sections,
      progeny.sections
        .map((row) => t.sectionCount(row.section ? sectionLabel(row.section) : UNKNOWN_BREED_LABEL, row.foals))
        .join(", "),
    ],
    [t.evaluated, t.ofFoals(evaluated, foals)],
    [
      t.withPremium,
      premiumShare === null ? t.none : t.premiumShare(withPremium, evaluated, formatPercent(premiumShare, 1)),
    ],
    [
      t.premiums,
      withPremium === 0 ? null : progeny.premiums.map((row) => t.premiumCount(row.premium, row.foals)).join(", "),
    ],
    [t.bestPremiering, bestPremiering ?? t.none],
  ];
  return (
    <details className="accordion progeny-profile">
      <summary>
        {t.heading} <span className="badge">{foals}</span>
      </summary>
      <div>
        <InfoList rows={rows} />
        {foalsRated === 0 ? (
          <p>{t.noneRated}</p>
        ) : (
          <>
            <TableFrame label={t.potentialCaption}>
              <table className="potential-table progeny-table">
                <caption>{t.potentialCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.discipline}</th>
                    <th scope="col">{t.foalsColumn}</th>
                    <th scope="col">{t.studColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {progeny.disciplines.map((row) => (
                    <tr key={row.discipline}>
                      <th scope="row">{row.discipline}</th>
                      <td>
                        <span className="mean">{row.foals === null ? t.none : score(row.foals)}</span>
                        {row.difference === null ? null : (
                          <>
                            <br />
                            <small className="difference">
                              <span className="visually-hidden">{t.difference} </span>
                              {signed(row.difference)}
                            </small>
                          </>
                        )}
                      </td>
                      <td>{row.stud === null ? t.none : score(row.stud)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <p className="note">{t.rated(foalsRated, studRated)}</p>
          </>
        )}
      </div>
    </details>
  );
}
