import { sql } from "drizzle-orm";
import { LIST_PAGE_SIZE, nameKey, SOLD_CATEGORY, type Inbreeding, type Paged, WHOLE_LINE_GENERATIONS } from "#domain";
import { jsonRows, queryRows, type Db } from "./db";
import { evaluationsQuery, toEvaluations, type Evaluation, type EvaluationRow } from "./evaluations";
import { horseByName, type Horse } from "./horses";
import { meritsQuery, toMeritGroups, type MeritGroup, type MeritLine } from "./merits";
import { offspringInMemory, type PedigreeInMemory } from "./pedigree/in-memory";
import {
  ancestryAndOffspringColumns,
  drawnPedigree,
  loadAncestry,
  offspring,
  readAncestryAndOffspring,
  readPedigree,
  studDescendants,
  type AncestorRow,
  type AncestryAndOffspringRow,
  type Ancestry,
  type OffspringRow,
  type StudDescendant,
} from "./pedigree/pedigree";
import { ribbonsQuery, type Ribbon } from "./ribbons";
import { recordsNamed, type StudRecords } from "./stud-records";

export type HorsePage =
  | { kind: "sold"; horse: Horse }
  | {
      kind: "horse";
      horse: Horse;
      /** The ancestors that fill the 4-generation pedigree, or `generations` (not the deeper ones the coefficient read). */
      ancestors: AncestorRow[];
      inbreeding: Inbreeding;
      offspring: OffspringRow[];
      evaluations: Evaluation[];
      ribbons: Ribbon[];
      merits: MeritGroup[];
    };

export interface LoadHorsePageOptions {
  /** A failed ancestry query does not fail the page: the pedigree then shows names only (the rest is read without it). */
  onAncestryError?: (error: unknown) => void;
  /** The pedigree in memory at the current data version, if it is there: ancestry and offspring then need no query. */
  heldPedigree?: PedigreeInMemory | null;
  /** The stud's horses and their records in memory at the current data version: with `heldPedigree`, the page needs no query. */
  records?: StudRecords | null;
  /** How many generations `ancestors` fills: the page's 4 (PEDIGREE_GENERATIONS) unless told, 5 on paper. */
  generations?: number;
}

type RecordsRow = { evaluations: EvaluationRow[]; ribbons: Ribbon[]; merits: ({ key: string } & MeritLine)[] };

/**
 * Everything the horse page shows: from memory alone when the stud's records and the pedigree are
 * held at the current data version (`records`, `heldPedigree`) and the name is the horse's exact one;
 * else in two statements whatever the pedigree's depth: the horse, then its evaluations, ribbons
 * and merits, each a JSON value of ONE select (PGlite runs statements one at a time, each with its
 * own planning and round trip), with its ancestry and offspring (the recursive query serves both
 * the pedigree and the coefficient) unless the pedigree in memory has them. Null when there is no
 * such horse.
 */
export async function loadHorsePage(
  db: Db,
  name: string,
  options: LoadHorsePageOptions = {},
): Promise<HorsePage | null> {
  const { heldPedigree } = options;
  const held = options.records ? recordsNamed(options.records, name) : undefined;
  const horse = held?.horse ?? (await horseByName(db, name));
  if (!horse) return null;
  if (horse.category === SOLD_CATEGORY) return { kind: "sold", horse };

  // The parts reference the horse by its exact stored name, by their own indexes.
  const exactName = sql`${horse.name}`;
  // Built only when they are sent (a page from memory sends none).
  const records = () => sql`${jsonRows(evaluationsQuery(db, exactName))} as evaluations,
    ${jsonRows(ribbonsQuery(db, exactName))} as ribbons,
    ${jsonRows(meritsQuery(db, exactName))} as merits`;
  const parts = await (
    heldPedigree
      ? (held ? Promise.resolve(held) : queryRows<RecordsRow>(db, sql`select ${records()}`).then(([row]) => row)).then(
          ({ evaluations, ribbons, merits }) => ({
            evaluations,
            ribbons,
            merits,
            // The whole pedigree: the slots and the coefficient look up only as far back as they go.
            ancestry: heldPedigree.horses,
            offspring: offspringInMemory(heldPedigree, horse.name),
          }),
        )
      : queryRows<RecordsRow & AncestryAndOffspringRow>(
          db,
          sql`select ${ancestryAndOffspringColumns(horse.name, WHOLE_LINE_GENERATIONS)}, ${records()}`,
        ).then(([row]) => ({ ...row, ...readAncestryAndOffspring(row) }))
  ).catch(async (error: unknown) => {
    options.onAncestryError?.(error);
    const [children, evaluations, ribbons, merits] = await Promise.all([
      offspring(db, horse.name),
      evaluationsQuery(db, exactName),
      ribbonsQuery(db, exactName),
      meritsQuery(db, exactName),
    ]);
    return { ancestry: new Map() as Ancestry, offspring: children, evaluations, ribbons, merits };
  });

  return {
    kind: "horse",
    horse,
    ...drawnPedigree(heldPedigree ?? readPedigree(parts.ancestry), horse, options.generations),
    offspring: parts.offspring,
    evaluations: toEvaluations(parts.evaluations),
    ribbons: parts.ribbons,
    merits: toMeritGroups(parts.merits),
  };
}

/**
 * How far down an ancestor page looks for the stud's horses: 8 generations, about two centuries of
 * horses, the list a breeder reads (a foundation sire of a closed breed has every stud horse
 * further down).
 */
export const DESCENDANT_GENERATIONS = 8;

/** A horse that is not one of the stud's own: a pedigree entry, or a name only given as a parent. */
export interface AncestorPage {
  /** The name as the entry (or else the first horse naming it) writes it. */
  name: string;
  /** Its pedigree entry; null when it is only named as a parent. */
  entry: AncestorRow | null;
  /** The ancestors that fill its 4-generation pedigree, or `generations`. */
  ancestors: AncestorRow[];
  inbreeding: Inbreeding;
  /** Horses naming it as sire or dam (pedigree entries and stud horses); only for a name without an entry. */
  children: OffspringRow[];
  /** The stud's horses descending from it, one page. */
  descendants: Paged<StudDescendant>;
}

/**
 * The page of a name that is not a stud horse: its entry and ancestry from the pedigree in memory
 * (`heldPedigree`, at the current data version) or else from the one recursive walk (the same
 * pedigree and coefficient as a stud horse's), and the stud's horses descending from it, paged. Null when nobody mentions the name: no entry, and no horse names it as a parent.
 */
export async function loadAncestorPage(
  db: Db,
  name: string,
  page: number,
  { heldPedigree, generations }: Pick<LoadHorsePageOptions, "heldPedigree" | "generations"> = {},
): Promise<AncestorPage | null> {
  // No name holds NUL, and PostgreSQL refuses it in a query.
  if (nameKey(name) === "" || name.includes("\0")) return null;
  const descendantsPage = (at: number) =>
    studDescendants(db, name, { generations: DESCENDANT_GENERATIONS, page: at, size: LIST_PAGE_SIZE });
  const [ancestry, firstTry] = await Promise.all([
    heldPedigree?.horses ?? loadAncestry(db, [name], WHOLE_LINE_GENERATIONS),
    descendantsPage(page),
  ]);
  let found = { ...firstTry, page };
  if (found.items.length === 0 && page > 1) {
    // Past the end: the last page.
    const first = await descendantsPage(1);
    const last = Math.max(1, Math.ceil(first.total / LIST_PAGE_SIZE));
    found = last === 1 ? { ...first, page: 1 } : { ...(await descendantsPage(last)), page: last };
  }
  const entry = ancestry.get(nameKey(name)) ?? null;
  const children = entry ? [] : await offspring(db, name);
  const named = children
    .flatMap((child) => [child.sire, child.dam])
    .find((parent) => parent !== null && nameKey(parent) === nameKey(name));
  const subject = entry ?? (named ? { name: named, sire: null, dam: null } : null);
  if (!subject) return null;
  return {
    name: subject.name,
    entry,
    ...drawnPedigree(heldPedigree ?? readPedigree(ancestry), subject, generations),
    children,
    descendants: {
      items: found.items,
      page: found.page,
      pages: Math.max(1, Math.ceil(found.total / LIST_PAGE_SIZE)),
      total: found.total,
    },
  };
}
