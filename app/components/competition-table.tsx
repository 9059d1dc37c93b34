import { Form, Link } from "react-router";
import { TableFrame } from "#app/components/table-frame";
import { horsePath } from "#app/paths";
import type { CompetitionEntry } from "#data/competition";
import { breedLabel, MERIT_COUNT_HIGHLIGHT, type HeightClass } from "#domain";
import * as texts from "#domain/texts";

const t = texts.competition;

const COLUMNS = [
  "name",
  "breed",
  "gender",
  "age",
  "height",
  "premium",
  "event",
  "class",
  "merits",
  "partner",
  "actions",
] as const satisfies readonly (keyof typeof t.columns)[];
const NUMERIC_COLUMNS = new Set<string>(["age", "merits"]);

/** A competition entry as the list shows it (app/routes/admin.competition-list.tsx's loader). */
export type CompetitionRow = CompetitionEntry & {
  heightClass: HeightClass | null;
  canLevelUp: boolean;
  pairable: boolean;
};

/**
 * The competition list's table. In pairing mode a Körning entry gets a checkbox of the pair form
 * (`pair-form`); `picked` and `onPick` keep the picking in the page's hands.
 */
export function CompetitionTable(props: {
  entries: readonly CompetitionRow[];
  pairing: boolean;
  hydrated: boolean;
  picked: readonly string[];
  onPick: (name: string, checked: boolean) => void;
}) {
  const { entries, pairing } = props;
  return (
    <TableFrame label={t.tableCaption}>
      <table className="table">
        <caption className="visually-hidden">{t.tableCaption}</caption>
        <thead>
          <tr>
            {pairing ? <th scope="col">{t.columns.pick}</th> : null}
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC_COLUMNS.has(column) ? "num" : undefined}>
                {t.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <EntryRow
              key={entry.name}
              entry={entry}
              pairing={pairing}
              hydrated={props.hydrated}
              picked={props.picked.includes(entry.name)}
              onPick={props.onPick}
            />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function EntryRow(props: {
  entry: CompetitionRow;
  pairing: boolean;
  hydrated: boolean;
  picked: boolean;
  onPick: (name: string, checked: boolean) => void;
}) {
  const { entry, pairing, hydrated } = props;
  const many = entry.meritCount >= MERIT_COUNT_HIGHLIGHT;
  return (
    <tr className={props.picked ? "selected" : undefined}>
      {pairing ? (
        <td className="pick">
          {entry.pairable ? (
            <input
              type="checkbox"
              name="pick"
              value={entry.name}
              form="pair-form"
              aria-label={t.pick(entry.name)}
              checked={props.picked}
              onChange={(e) => props.onPick(entry.name, e.target.checked)}
            />
          ) : null}
        </td>
      ) : null}
      <th scope="row">
        <Link to={horsePath(entry.name)}>{entry.name}</Link>
      </th>
      {/* data-label: on a phone each row is a card, and every value says what it is. */}
      <td data-label={t.columns.breed}>{breedLabel(entry.breed)}</td>
      <td data-label={t.columns.gender}>{entry.gender}</td>
      <td className="num" data-label={t.columns.age}>
        {entry.age ?? ""}
      </td>
      <td data-label={t.columns.height}>{entry.heightClass ? t.heightClass(entry.heightClass) : ""}</td>
      <td data-label={t.columns.premium}>{entry.premium}</td>
      <td data-label={t.columns.event}>{entry.currentEvent}</td>
      <td data-label={t.columns.class}>{entry.currentClass}</td>
      <td className="num" data-label={t.columns.merits}>
        <span className={many ? "badge badge-red" : "badge"} title={many ? t.manyMerits : undefined}>
          {entry.meritCount}
          {many ? <span className="visually-hidden"> ({t.manyMerits})</span> : null}
        </span>
      </td>
      <td className="partner" data-label={t.columns.partner}>
        {entry.partner ?? ""}
      </td>
      <td className="actions">
        <RowAction name={entry.name} intent="levelUp" label={t.levelUp} disabled={!entry.canLevelUp} />
        <RowAction name={entry.name} intent="refresh" label={t.refresh} />
        <ConfirmedAction name={entry.name} intent="retire" hydrated={hydrated} />
        <ConfirmedAction name={entry.name} intent="remove" hydrated={hydrated} />
      </td>
    </tr>
  );
}

/** What the two asked-first actions say: retiring the horse, or taking an entry made by mistake off the list. */
const CONFIRMED = {
  retire: { label: t.retire, confirm: t.confirmRetire, yes: t.confirmRetireYes },
  remove: { label: t.remove, confirm: t.confirmRemove, yes: t.confirmRemoveYes },
} as const;

function ConfirmedAction({
  name,
  intent,
  hydrated,
}: {
  name: string;
  intent: keyof typeof CONFIRMED;
  hydrated: boolean;
}) {
  const words = CONFIRMED[intent];
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="name" value={name} />
      <button
        type="submit"
        className="button button-danger"
        // With JavaScript the browser asks; without it the server shows a confirmation step.
        name={hydrated ? "confirm" : undefined}
        value={hydrated ? "yes" : undefined}
        onClick={(e) => {
          if (!window.confirm(words.confirm(name))) e.preventDefault();
        }}
      >
        {words.label}
      </button>
    </Form>
  );
}

function RowAction(props: { name: string; intent: "levelUp" | "refresh"; label: string; disabled?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="name" value={props.name} />
      <button type="submit" className="button button-secondary" disabled={props.disabled}>
        {props.label}
      </button>
    </Form>
  );
}

/** The server's confirmation step for retiring or removing (without JavaScript, where the browser cannot ask). */
export function RetireConfirmation({
  name,
  cancelHref,
  intent = "retire",
}: {
  name: string;
  cancelHref: string;
  intent?: keyof typeof CONFIRMED;
}) {
  const words = CONFIRMED[intent];
  return (
    <Form method="post" className="form retire-confirmation">
      <p role="alert">{words.confirm(name)}</p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="name" value={name} />
      <div className="actions">
        <button type="submit" name="confirm" value="yes" className="button button-danger">
          {words.yes}
        </button>
        <Link to={cancelHref} className="button button-secondary">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
