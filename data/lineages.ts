import { sql } from "drizzle-orm";
import { nameKey } from "#domain";
import { currentDataVersionQuery, inMemoryPerVersion, jsonRows, queryRows, type Db } from "./db";
import { compareNames } from "./names";
import { LINEAGE_COLUMNS, type AncestorRow, type Ancestry, type OffspringRow } from "./pedigree";

/**
 * Every horse the pedigree knows, as the ancestry walk reads it (each pedigree entry merged with
 * the stud horse of that name, data/pedigree.ts `lineageOf`), with each horse's children: read
 * in ONE statement, held in memory and used while the data version they were read at is current
 * (docs/decisions/0029-lineages-in-memory.md). The horse page's ancestry, coefficient and
 * offspring then cost no query at all. (data/pedigree-graph.ts keeps names and parents only, with
 * loops broken, for whole-herd genetics; the page needs every field, and the walk exactly as the
 * query walks it.)
 */
export interface Lineages {
  /** The data version they were read at (data/data-version.ts). */
  version: number;
  horses: Map<string, LineageHorse>;
  /** The keys of each horse's children (by the key of their sire or dam, as their lineage reads it). */
  children: Map<string, string[]>;
}

type LineageHorse = AncestorRow & { sireKey: string | null; damKey: string | null };
type LineageRow = LineageHorse & { key: string };

/** Reads the whole pedigree and the data version, in one statement (one snapshot). */
export async function loadLineages(db: Db): Promise<Lineages> {
  // Keys are PostgreSQL's lower(), as the walk in SQL computes them, so both walks agree exactly.
  const lineage = sql`select lineage.*, lower(lineage.sire) as "sireKey", lower(lineage.dam) as "damKey"
    from (
      select lower(coalesce(p.name, h.name)) as key, ${LINEAGE_COLUMNS}
      from pedigree p full join horses h on lower(p.name) = lower(h.name)
    ) as lineage`;
  const [{ version, rows }] = await queryRows<{ version: number | null; rows: LineageRow[] }>(
    db,
    sql`select (${currentDataVersionQuery(db)}) as version, ${jsonRows(lineage)} as rows`,
  );
  const horses = new Map<string, LineageHorse>();
  const children = new Map<string, string[]>();
  for (const { key, ...horse } of rows) {
    horses.set(key, horse);
    for (const parent of new Set([horse.sireKey, horse.damKey])) {
      if (parent === null) continue;
      const list = children.get(parent);
      if (list) list.push(key);
      else children.set(parent, [key]);
    }
  }
  return { version: version ?? 0, horses, children };
}

const asRow = ({ sireKey: _sireKey, damKey: _damKey, ...row }: LineageHorse): AncestorRow => row;

/**
 * The ancestors of `names` up to `generations` generations back, themselves included: what
 * data/pedigree.ts `loadAncestry` reads with its recursive query, walked here in memory.
 */
export function lineageAncestry(lineages: Lineages, names: string[], generations: number): Ancestry {
  const ancestry: Ancestry = new Map();
  let step = [...new Set(names.map(nameKey))];
  for (let depth = 0; depth <= generations && step.length > 0; depth++) {
    const next: string[] = [];
    for (const key of step) {
      const horse = lineages.horses.get(key);
      if (!horse || ancestry.has(key)) continue;
      ancestry.set(key, asRow(horse));
      if (horse.sireKey !== null) next.push(horse.sireKey);
      if (horse.damKey !== null) next.push(horse.damKey);
    }
    step = next;
  }
  return ancestry;
}

/** The children of the horse called `name`, by name: what data/pedigree.ts `offspring` reads. */
export function lineageOffspring(lineages: Lineages, name: string): OffspringRow[] {
  return (lineages.children.get(nameKey(name)) ?? []).map((key) => asRow(lineages.horses.get(key)!)).sort(compareNames);
}

/** The lineages of the current data version, or null while they are being read (inMemoryPerVersion). */
export const lineagesInMemory = (db: Db, version: () => Promise<number>) =>
  inMemoryPerVersion(() => loadLineages(db), version, "the pedigree");
