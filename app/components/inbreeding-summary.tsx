import { CoiBadge } from "#app/components/coi-reading";
import { TableFrame } from "#app/components/table-frame";
import { coiReading, formatPercent, formatPositions, type Inbreeding } from "#domain";
import * as texts from "#domain/texts";

/**
 * Wright's coefficient to full depth with its plain reading (låg, måttlig, hög) and the
 * pedigree's completeness beside it, and the common ancestors with the part each contributes and
 * where they stand (domain foalInbreeding).
 */
export function InbreedingSummary({
  inbreeding,
  heading = texts.details.inbreedingHeading,
  id,
}: {
  inbreeding: Inbreeding;
  heading?: string;
  /** The section's id, for a link to it. */
  id?: string;
}) {
  const { completeness } = inbreeding;
  return (
    <section className="inbreeding" aria-label={heading} id={id}>
      <h3>{heading}</h3>
      <p className="coi">
        {texts.details.inbreedingValue(formatPercent(inbreeding.coi))} <CoiBadge reading={coiReading(inbreeding.coi)} />
      </p>
      <p className="completeness">
        {texts.details.inbreedingCompleteness(
          formatPercent(completeness.knownShare, 0),
          completeness.completeGenerations,
        )}
      </p>
      <p className="hint">{texts.details.inbreedingCompletenessHelp}</p>
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
                <th scope="col">{texts.details.inbreedingPositions}</th>
              </tr>
            </thead>
            <tbody>
              {inbreeding.contributions.map(({ ancestor, share, positions }) => (
                <tr key={ancestor}>
                  <td>{ancestor}</td>
                  <td className="num">{formatPercent(share)}</td>
                  <td>{formatPositions(positions)}</td>
                </tr>
              ))}
              {inbreeding.others.count > 0 && (
                <tr>
                  <td>{texts.details.inbreedingOthers(inbreeding.others.count)}</td>
                  <td className="num">{formatPercent(inbreeding.others.share)}</td>
                  <td />
                </tr>
              )}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
