import { TableFrame } from "#app/components/table-frame";
import { formatPercent, type Inbreeding } from "#domain";
import * as texts from "#domain/texts";

/** Wright's coefficient with the common ancestors and the part each contributes (domain inbreedingCoefficient). */
export function InbreedingSummary({
  inbreeding,
  heading = texts.details.inbreedingHeading,
}: {
  inbreeding: Inbreeding;
  heading?: string;
}) {
  return (
    <section className="inbreeding" aria-label={heading}>
      <h3>{heading}</h3>
      <p className="coi">{texts.details.inbreedingValue(formatPercent(inbreeding.coi))}</p>
      {inbreeding.contributions.length === 0 ? (
        <p className="empty">{texts.details.inbreedingNone}</p>
      ) : (
        <TableFrame label={heading}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{texts.details.inbreedingAncestor}</th>
                <th scope="col" className="num">
                  {texts.details.inbreedingShare}
                </th>
              </tr>
            </thead>
            <tbody>
              {inbreeding.contributions.map(({ ancestor, share }) => (
                <tr key={ancestor}>
                  <td>{ancestor}</td>
                  <td className="num">{formatPercent(share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
