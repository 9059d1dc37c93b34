import { sql, type SQL } from "drizzle-orm";
import {
  buildPedigreeGraph,
  nameKey,
  type PedigreeGraph,
  type PedigreeKinship,
  pedigreeKinshipSteps,
  runSteps,
} from "#domain";
import { pedigreeGraphSteps } from "#domain/pedigree/graph";
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
 * and used while that version is current (docs/decisions/0029-lineages-in-memory.md). A write
 * is followed by re-reading only the horses it changed, and none when it changed no pedigree
 * (followPedigreeChanges, docs/decisions/0041-held-data-follows-writes.md); the server does so
 * soon after its writes (docs/decisions/0037-read-ahead-after-writes.md). The
 * horse page's ancestry, coefficient and offspring then cost no query at all. The same read
 * serves whole-herd genetics and the mates list, through the integer graph built from it
 * (`graph`, docs/decisions/0032-herd-genetics-fast.md).
 */
export interface PedigreeInMemory {
  /** The data version they are current at (`currentDataVersion`, data/db/data-version.ts). */
  version: number;
  /**
   * The pedigree version they hold (the `pedigree_version` row): raised only by the writes that
   * change what is read here, so a ribbon or an evaluation leaves the pedigree held as it is
   * (docs/decisions/0041-held-data-follows-writes.md). At most the version read: reading the
   * changes since it again is harmless.
   */
  pedigreeVersion: number;
  /** Every horse by its key: the ancestry the horse page and the planner's figures look up. */
  horses: Ancestry;
  /** The keys of each horse's children (by the key of their sire or dam, as their lineage reads it). */
  children: Map<string, string[]>;
  /**
   * The same horses as numbers (domain/pedigree/graph.ts): the horse pages' coefficient, the
   * herd's genetics and the mates list walk it instead of looking each ancestor up by name.
   */
  graph: PedigreeGraph;
  /**
   * The kinship engine of `graph` (domain/pedigree/kinship/): every coefficient and kinship the
   * pages show, to full depth, computed once per pedigree version (after a write, for the
   * written horses' descendants only; docs/decisions/0045-kinship-engine.md).
   */
  kinship: PedigreeKinship;
  /** Every key in code-unit order: the order the graph is built in, the same however the horses came. */
  keys: string[];
  /** The horses in `keys`' order: the rows the graph is built from (graph.row; slotAncestors). */
  rows: AncestorRow[];
  /** Each horse's parents' keys as the database lowers them: where to take it out of `children`. */
  parentKeys: Map<string, readonly (string | null)[]>;
}

type LineageRow = AncestorRow & { key: string; sireKey: string | null; damKey: string | null; entry: number | null };

/** The pedigree version now, read within another statement (one snapshot). */
const pedigreeVersionQuery = sql`select version from pedigree_version where id = 1`;

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
  // Read before the slices: a pedigree write between the two is then read again by the next
  // followPedigreeChanges, which re-reads the horses it changed whatever is held of them.
  const pedigreeVersion = await currentPedigreeVersion(db);
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
  // The pedigree version of the slices' snapshot: the one read now when no write came since them,
  // else the one read before them (the data version has moved on, so the next caller follows).
  const [after] = await queryRows<{ version: number | null; pedigreeVersion: number | null }>(
    db,
    sql`select (${currentDataVersionQuery(db)}) as version, (${pedigreeVersionQuery}) as "pedigreeVersion"`,
  );
  const held: PedigreeInMemory = {
    version,
    pedigreeVersion: (after.version ?? 0) === version ? (after.pedigreeVersion ?? 0) : pedigreeVersion,
    horses: new Map(),
    children: new Map(),
    parentKeys: new Map(),
    keys: [],
    rows: [],
    graph: EMPTY.graph,
    kinship: EMPTY,
  };
  for (const row of slices.flat()) hold(held, row);
  // Sorted and built in turns of their own (about 0.2 s on a stud of 100,000 entries), like each slice.
  await new Promise((resolve) => setImmediate(resolve));
  held.keys = [...held.horses.keys()].sort();
  held.rows = held.keys.map((key) => held.horses.get(key)!);
  held.graph = await graphOf(held.rows);
  held.kinship = await inSlices(pedigreeKinshipSteps(held.graph), GRAPH_SLICE_MS);
  return held;
}

/** How long building the graph or its kinship figures holds the process before it lets other work in (inSlices). */
const GRAPH_SLICE_MS = 10;

const EMPTY = runSteps(pedigreeKinshipSteps(buildPedigreeGraph([])));

/**
 * The graph of the horses held, built in their keys' order (`rows`): a graph kept up by the
 * changes of writes is then the very graph a fresh read builds, indices and broken loops included.
 */
const graphOf = (rows: AncestorRow[]): Promise<PedigreeGraph> => inSlices(pedigreeGraphSteps(rows), GRAPH_SLICE_MS);

/** Adds a lineage row to `held`'s horses, parents and children (not to its keys and graph). */
function hold(held: PedigreeInMemory, { key, sireKey, damKey, entry: _entry, ...horse }: LineageRow) {
  held.horses.set(key, horse);
  const parents = [...new Set([sireKey, damKey])];
  held.parentKeys.set(key, parents);
  for (const parent of parents) {
    if (parent === null) continue;
    const list = held.children.get(parent);
    if (list) list.push(key);
    else held.children.set(parent, [key]);
  }
}

/**
 * Runs `steps` to their end, handing the event loop back whenever they have held it for `sliceMs`:
 * a long computation then delays other requests by a slice, not by its whole length.
 */
export async function inSlices<T>(steps: Generator<void, T>, sliceMs: number): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      started = performance.now();
    }
  }
}

/**
 * The pedigree versions whose changed keys the database keeps (`pedigree_changes`, pruned by the
 * trigger of migration 0007): a pedigree held further behind is read again whole.
 */
export const PEDIGREE_CHANGES_KEPT = 200;

/** More changed horses than this since the version held: reading it all again is about as quick. */
const MOST_CHANGES_FOLLOWED = 5_000;

/**
 * `held` brought up to the current data version by the horses the writes since it changed
 * (`pedigree_changes`, docs/decisions/0041-held-data-follows-writes.md), read in ONE statement with
 * both versions: the same as reading it all again, at a fraction of the cost. A write that did not
 * change the pedigree (a ribbon) costs that statement and nothing more; one that did re-reads its
 * horses' rows by key, and the graph is built again from what is held, in slices. Null when the
 * changes since are too many, or no longer kept: then it is read whole (loadPedigreeInMemory).
 */
export async function followPedigreeChanges(db: Db, held: PedigreeInMemory): Promise<PedigreeInMemory | null> {
  const [read] = await queryRows<{
    version: number | null;
    pedigreeVersion: number | null;
    changed: string[] | null;
    everything: boolean;
    rows: LineageRow[] | null;
  }>(
    db,
    sql`with changed as (select distinct key from pedigree_changes where version > ${held.pedigreeVersion})
    select (${currentDataVersionQuery(db)}) as version, (${pedigreeVersionQuery}) as "pedigreeVersion",
      (select json_agg(key) from changed where key is not null) as changed,
      exists (select from changed where key is null) as everything,
      case when (select count(*) from changed) <= ${MOST_CHANGES_FOLLOWED} then ${jsonRows(
        lineageRows(sql`from (select * from pedigree where lower(name) in (select key from changed)) p
          full join (select * from horses where lower(name) in (select key from changed)) h on lower(p.name) = lower(h.name)`),
      )} end as rows`,
  );
  const version = read.version ?? 0;
  const pedigreeVersion = read.pedigreeVersion ?? 0;
  if (pedigreeVersion === held.pedigreeVersion) return { ...held, version };
  if (pedigreeVersion - held.pedigreeVersion > PEDIGREE_CHANGES_KEPT || read.everything || read.rows === null)
    return null;
  const changed = read.changed ?? [];
  const rows = new Map(read.rows.map((row) => [row.key, row]));
  // A write that changed only what the graph does not hold (a category, a generation): same graph.
  const same = changed.every((key) => {
    const row = rows.get(key);
    const before = held.horses.get(key);
    if (!row || !before) return !row && !before;
    const { key: _key, sireKey, damKey, entry: _entry, ...horse } = row;
    const parents = held.parentKeys.get(key)!;
    return (
      JSON.stringify(horse) === JSON.stringify(before) &&
      JSON.stringify([...new Set([sireKey, damKey])]) === JSON.stringify(parents)
    );
  });
  if (same) return { ...held, version, pedigreeVersion };
  // The pages may still be reading what is held: the changes go to copies.
  const next: PedigreeInMemory = {
    version,
    pedigreeVersion,
    horses: new Map(held.horses),
    children: new Map(held.children),
    parentKeys: new Map(held.parentKeys),
    keys: held.keys.slice(),
    rows: held.rows,
    graph: held.graph,
    kinship: held.kinship,
  };
  for (const key of changed) {
    if (!next.horses.has(key)) continue;
    for (const parent of next.parentKeys.get(key)!) {
      if (parent === null) continue;
      const list = next.children.get(parent)!.filter((child) => child !== key);
      if (list.length > 0) next.children.set(parent, list);
      else next.children.delete(parent);
    }
    next.horses.delete(key);
    next.parentKeys.delete(key);
    next.keys.splice(sortedIndex(next.keys, key), 1);
  }
  for (const row of rows.values()) {
    // hold() pushes onto the list it finds: a list still shared with `held` is copied first.
    for (const parent of new Set([row.sireKey, row.damKey])) {
      const list = parent === null ? undefined : next.children.get(parent);
      if (parent !== null && list && list === held.children.get(parent)) next.children.set(parent, list.slice());
    }
    hold(next, row);
    next.keys.splice(sortedIndex(next.keys, row.key), 0, row.key);
  }
  next.rows = next.keys.map((key) => next.horses.get(key)!);
  next.graph = await graphOf(next.rows);
  next.kinship = await inSlices(pedigreeKinshipSteps(next.graph, held.kinship), GRAPH_SLICE_MS);
  return next;
}

/** Where `key` is, or belongs, in the sorted `keys` (code-unit order, as Array.prototype.sort). */
function sortedIndex(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The pedigree version now (one small statement): whether what is held, or derived from it, is behind. */
export async function currentPedigreeVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ pedigreeVersion: number | null }>(
    db,
    sql`select (${pedigreeVersionQuery}) as "pedigreeVersion"`,
  );
  return row.pedigreeVersion ?? 0;
}

/** The children of the horse called `name`, by name: what pedigree.ts `offspring` reads. */
export function offspringInMemory(heldPedigree: PedigreeInMemory, name: string): OffspringRow[] {
  return (heldPedigree.children.get(nameKey(name)) ?? [])
    .map((key) => heldPedigree.horses.get(key)!)
    .sort(compareNames);
}

const keptPedigree = keptPerVersion(loadPedigreeInMemory, "the pedigree", followPedigreeChanges);

/** The pedigree in memory at data version `version` or later, waiting for its read (keptPerVersion). */
export const pedigreeInMemoryAt = keptPedigree.at;

/**
 * The pedigree in memory at the current data version (followed to it from the writes' changes when
 * one was held), or null while it is being read whole (keptPerVersion).
 */
export const pedigreeInMemoryIfRead = keptPedigree.inMemory;
