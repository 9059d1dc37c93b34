import * as texts from "#domain/texts";
import { RecordActions } from "./record-actions";

/** The ribbons once more as a list, each with `Ändra` and `Ta bort`, for a signed-in administrator. */
export function RibbonAdminList({ ribbons }: { ribbons: readonly { id: number; text: string }[] }) {
  return (
    <ul className="record-list" aria-label={texts.horse.ribbonsLabel}>
      {ribbons.map((ribbon) => (
        <li key={ribbon.id}>
          {ribbon.text} <RecordActions kind="ribbon" id={ribbon.id} what={ribbon.text} />
        </li>
      ))}
    </ul>
  );
}
