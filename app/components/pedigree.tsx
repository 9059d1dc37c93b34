import {
  breedLabel,
  duplicateAncestors,
  formatPositions,
  lineageName,
  nameKey,
  parentsLookup,
  pedigreeSlots,
  slotGeneration,
  UNKNOWN,
} from "#domain";
import * as texts from "#domain/texts";
import { EditRecordLink } from "./edit-record-link";
import { HorseNameLink } from "./horse-name-link";

/** One ancestor as the pedigree shows it (data/pedigree/pedigree.ts AncestorRow fits). */
export interface PedigreeAncestor {
  name: string;
  sire: string | null;
  dam: string | null;
  gender?: string | null;
  breed?: string | null;
  color?: string | null;
  evalExt?: string | null;
  link?: string | null;
  /** One of the stud's own horses (its form is update-horse); given to a signed-in administrator. */
  studHorse?: boolean;
}

export interface PedigreeProps {
  /** Whose pedigree: its own sire and dam win over any ancestor entry of the same name (a planned foal has none). */
  subject: { name: string; sire: string | null; dam: string | null };
  ancestors: readonly PedigreeAncestor[];
  /** Signed in: each box of a known horse links to its form. */
  admin?: boolean;
}

/** Number of highlight colours in the stylesheet (.dup-1 … .dup-8). */
const DUPLICATE_COLOURS = 8;

/**
 * The 4-generation pedigree: 30 slots (domain pedigreeSlots), every repeated ancestor in a colour
 * of its own with its positions (`3S x 4D`), F/RL shown as lineage names. Plain HTML: works without JS.
 */
export function Pedigree({ subject, ancestors, admin = false }: PedigreeProps) {
  const byName = new Map(ancestors.map((ancestor) => [nameKey(ancestor.name), ancestor]));
  const slots = pedigreeSlots(subject.name, parentsLookup(byName, subject));
  const duplicates = duplicateAncestors(slots);
  const colourOf = new Map(
    [...duplicates.keys()].map((name, index) => [name, `dup-${(index % DUPLICATE_COLOURS) + 1}`]),
  );

  return (
    <div className="pedigree-view">
      {/* Shown (and read) only where the four generations are wider than their frame. */}
      <p className="pedigree-scroll-hint">{texts.details.pedigreeScrollHint}</p>
      {/* Focusable: on a phone the four generations scroll sideways, also from the keyboard. */}
      <div className="pedigree" role="list" aria-label={texts.details.pedigreeHeading} tabIndex={0}>
        {slots.map((name, index) => {
          const side = index % 2 === 0 ? "sire" : "dam";
          const entry = name === UNKNOWN ? undefined : byName.get(nameKey(name));
          const colour = colourOf.get(name);
          const classes = [`gen-${slotGeneration(index)}`, side, colour].filter(Boolean).join(" ");
          return (
            <div key={index} role="listitem" className={classes} data-slot={index}>
              {name === UNKNOWN ? (
                <span className="unknown">{texts.details.unknown}</span>
              ) : (
                <HorseNameLink name={name} />
              )}
              {entry && <SlotDetails entry={entry} />}
              {admin && entry ? <EditRecordLink name={entry.name} studHorse={entry.studHorse} /> : null}
            </div>
          );
        })}
      </div>
      {duplicates.size > 0 && (
        <div className="pedigree-legend">
          <h3>{texts.details.pedigreeRepeated}</h3>
          <ul>
            {[...duplicates].map(([name, positions]) => (
              <li key={name} className={colourOf.get(name)}>
                <strong>{name}</strong> {formatPositions(positions)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function SlotDetails({ entry }: { entry: PedigreeAncestor }) {
  const lineage = lineageName(entry.evalExt);
  const meta = [entry.breed ? breedLabel(entry.breed) : null, entry.color].filter(Boolean).join(", ");
  return (
    <>
      {meta && <span className="meta">{meta}</span>}
      {lineage ? (
        <span className="lineage">{lineage}</span>
      ) : (
        entry.evalExt && <span className="code">{entry.evalExt}</span>
      )}
    </>
  );
}
