import { sql, type SQL } from "drizzle-orm";
import { buildPedigreeGraph, nameKey, type PedigreeGraph } from "#domain";
import {
  currentDataVersionQuery,
  jsonRows,
  keptPerVersion,
  queryRows,
  readInSlices,
  SLICED_READ_ATTEMPTS,
  type Db,
} from "../db";
import { compareNames } from "../names";
import { LINEAGE_COLUMNS, type AncestorRow, type Ancestry, type OffspringRow } from "./pedigree";

/**
 * Every horse the pedigree knows, as the ancestry walk reads it (each pedigree entry merged with
 * the stud horse of that name, pedigree.ts `lineageOf`), with each horse's children: read at one
 * data version in slices (loadPedigreeInMemory, docs/decisions/0036-reads-in-slices.md), held in memory
 * and used while that version is current (docs/decisions/0029-lineages-in-memory.md); the server
 * reads them again soon after its writes (docs/decisions/0037-read-ahead-after-writes.md). The
 * horse page's ancestry, coefficient and offspring then cost no query at all. The same read
 * serves whole-herd genetics and the mates list, through the integer graph built from it
 * (`graph`, docs/decisions/0032-herd-genetics-fast.md).
 */
export interface PedigreeInMemory {
  /** The data version they were read at (`currentDataVersion`, data/db/data-version.ts). */
  version: number;
  /** Every horse by its key: the ancestry the horse page and the planner's figures look up. */
  horses: Ancestry;
  /** The keys of each horse's children (by the key of their sire or dam, as their lineage reads it). */
  children: Map<string, string[]>;
  /**
   * The same horses as numbers (domain/pedigree/graph.ts): the horse pages' coefficient, the
   * herd's genetics and the mates list walk it instead of looking each ancestor up by name.
   */
  graph: PedigreeGraph;
}

type LineageRow = AncestorRow & { key: string; sireKey: string | null; damKey: string | null; entry: number | null };

/**
 * Pedigree entries per statement of the read: on the large stud (100,000 entries) 11 statements,
 * the server never kept from other requests longer than about 0.3 s (1.5–1.7 s as one statement).
 */
const LINEAGE_SLICE = 10_000;

/**
 * Every horse the pedigree knows (each pedigree entry merged with the stud horse of that name,
 * `from` saying which of them), with its key and its parents' keys and its entry's id (`entry`).
 * Keys are PostgreSQL's lower(), as the walk in SQL computes them, so both walks agree exactly.
 */
const lineageRows = (
  from: SQL,
) => sql`select lineage.*, lower(lineage.sire) as "sireKey", lower(lineage.dam) as "damKey"
  from (select lower(coalesce(p.name, h.name)) as key, p.id as entry, ${LINEAGE_COLUMNS} ${from}) as lineage`;

/**
 * The slices of one read: the pedigree entries by id, `size` at a time, each with the stud
 * horse of its name; then the stud horses without an entry. Together, what the full join of the
 * two tables gives (a name has at most one entry and one horse: unique indexes on lower(name)).
 */
function lineageSlices(size: number) {
  let entriesDone = false;
  return (previous: LineageRow[] | null): SQL | null => {
    if (entriesDone) return null;
    if (previous === null || previous.length === size) {
      // The join gives the slice's rows in any order: the next slice starts after the highest id.
      const after = previous === null ? 0 : Math.max(...previous.map((row) => row.entry!));
      // The slice's entries first, then the horses by a hash join (PGlite would otherwise look each name up in the index).
      return lineageRows(sql`from (select * from pedigree where id > ${after} order by id limit ${size}) p
        left join horses h on lower(h.name) = lower(p.name)`);
    }
    entriesDone = true;
    return lineageRows(sql`from horses h left join pedigree p on lower(p.name) = lower(h.name) where p.id is null`);
  };
}

/**
 * Reads the whole pedigree at one data version, in slices of `slice` entries, `attempts` times
 * before it is one statement (readInSlices).
 */
export async function loadPedigreeInMemory(
  db: Db,
  { slice = LINEAGE_SLICE, attempts = SLICED_READ_ATTEMPTS } = {},
): Promise<PedigreeInMemory> {
  const { version, slices } = await readInSlices<LineageRow>(
    db,
    () => lineageSlices(slice),
    async () => {
      const [read] = await queryRows<{ version: number | null; rows: LineageRow[] }>(
        db,
        sql`select (${currentDataVersionQuery(db)}) as version,
        ${jsonRows(lineageRows(sql`from pedigree p full join horses h on lower(p.name) = lower(h.name)`))} as rows`,
      );
      return { version: read.version ?? 0, slices: [read.rows] };
    },
    attempts,
  );
  const horses: Ancestry = new Map();
  const children = new Map<string, string[]>();
  for (const { key, sireKey, damKey, entry: _entry, ...horse } of slices.flat()) {
    horses.set(key, horse);
    for (const parent of new Set([sireKey, damKey])) {
      if (parent === null) continue;
      const list = children.get(parent);
      if (list) list.push(key);
      else children.set(parent, [key]);
    }
  }
  // Built in a turn of its own (about 0.2 s on a stud of 100,000 entries), like each slice.
  await new Promise((resolve) => setImmediate(resolve));
  return { version, horses, children, graph: buildPedigreeGraph(horses.values()) };
}

/** The children of the horse called `name`, by name: what pedigree.ts `offspring` reads. */
export function offspringInMemory(heldPedigree: PedigreeInMemory, name: string): OffspringRow[] {
  return (heldPedigree.children.get(nameKey(name)) ?? [])
    .map((key) => heldPedigree.horses.get(key)!)
    .sort(compareNames);
}

const keptPedigree = keptPerVersion(loadPedigreeInMemory, "the pedigree");

/** The pedigree in memory at data version `version` or later, waiting for its read (keptPerVersion). */
export const pedigreeInMemoryAt = keptPedigree.at;

/**
 * `derive` made to run once per read of the pedigree (so once per data version) and database: its
 * answer is kept with that read and given to every caller until a write brings newer ones.
 * Callers arriving while it runs share that one run; a failed one (the database went away) is not
 * kept, so the next caller tries again. `version` as for pedigreeInMemoryAt.
 */
export function keptWithPedigreeInMemory<T>(
  derive: (heldPedigree: PedigreeInMemory, db: Db) => T | Promise<T>,
): (db: Db, version?: number) => Promise<T> {
  const kept = new WeakMap<PedigreeInMemory, Promise<T>>();
  return async (db, version) => {
    const heldPedigree = await pedigreeInMemoryAt(db, version);
    const held = kept.get(heldPedigree);
    if (held) return held;
    const value = Promise.resolve(heldPedigree).then((read) => derive(read, db));
    kept.set(heldPedigree, value);
    value.catch(() => {
      if (kept.get(heldPedigree) === value) kept.delete(heldPedigree);
    });
    return value;
  };
}

/** The pedigree in memory at the current data version, or null while it is being read (keptPerVersion). */
export const pedigreeInMemoryIfRead = keptPedigree.inMemory;
