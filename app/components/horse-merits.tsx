import { RecordActions } from "#app/components/record-actions";
import { useHorsePage } from "#app/horse-page";
import { formatMeritLine } from "#domain";
import * as texts from "#domain/texts";

/** The Meriter tab: merits grouped by `event class`, each `date | text` with its points, and the total. */
export default function HorseMerits() {
  const { horse, merits, meritTotal, admin } = useHorsePage();
  if (merits.length === 0) return <p className="empty">{texts.horseTabs.noMerits(horse.name)}</p>;
  return (
    <div className="merits">
      {merits.map((group) => (
        <section key={group.key} className="merit-group">
          <h2>{group.key}</h2>
          <ul>
            {group.lines.map((line) => (
              <li key={line.id}>
                {formatMeritLine(line)} <span className="badge">{texts.horseTabs.meritPoints(line.points)}</span>
                {admin ? <RecordActions kind="merit" id={line.id} what={`${group.key} ${line.date}`} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="merit-total">
        <strong>{texts.horseTabs.meritsTotal(meritTotal)}</strong>
      </p>
    </div>
  );
}
