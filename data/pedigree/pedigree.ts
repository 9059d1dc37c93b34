import { eq, sql, type SQL } from "drizzle-orm";
import {
  ancestryKinship,
  foalInbreeding,
  horseIndex,
  LOOP_CHECK_GENERATIONS,
  nameKey,
  parentsLookup,
  pedigreeLoop,
  slotIndices,
  SOLD_CATEGORY,
  type Inbreeding,
  type PedigreeKinship,
} from "#domain";
import {
  isUniqueViolation,
  jsonRows,
  lockForWrite,
  queryJsonRows,
  queryRows,
  retryingTransaction,
  type Db,
} from "../db";
import { compareNames, lookalikeName, nameIs, parentNameSql } from "../names";
import type { PedigreeRecord } from "../records";
import { horses, pedigree } from "../schema";

/** A stored pedigree entry, exactly as the database row reads. */
export type PedigreeEntry = typeof pedigree.$inferSelect;

/** One horse of an ancestry: a pedigree entry, or a stud horse's own data where there is none. */
export interface AncestorRow {
  name: string;
  sire: string | null;
  dam: string | null;
  gender: string | null;
  breed: string | null;
  color: string | null;
  evalExt: string | null;
  link: string | null;
  /** The horse is one of the stud's own (it has a page of its own here). */
  studHorse: boolean;
}

/** The ancestry of one or more horses, keyed by lower-case name. */
export type Ancestry = Map<string, AncestorRow>;

/**
 * The columns of an AncestorRow from a horse's pedigree entry `p` and stud horse row `h` (either
 * may be missing): the entry first, the stud horse filling what it leaves out. A sire or dam
 * written as no parent (blank, `0`, `unk`, `Okänd`, …: parentNameSql) is none, so every walk and
 * list that reads parents through these columns (the ancestry, offspring, the pedigree in memory)
 * sees no phantom ancestor.
 */
export const LINEAGE_COLUMNS = sql`coalesce(p.name, h.name) as name,
  coalesce(${parentNameSql(sql`p.sire`)}, ${parentNameSql(sql`h.sire`)}) as sire,
  coalesce(${parentNameSql(sql`p.dam`)}, ${parentNameSql(sql`h.dam`)}) as dam,
  coalesce(p.gender, h.gender) as gender,
  coalesce(p.breed, h.breed) as breed,
  coalesce(p.color, h.color) as color,
  p.eval_ext as "evalExt",
  p.link as link,
  h.name is not null as "studHorse"`;

/**
 * Everyone known about the horse whose lower-case name is `key` (an SQL expression over the
 * query around it): its pedigree entry, with the stud horse's row filling what the entry leaves
 * out (a stud horse usually has no entry of its own, only its sire and dam). A LATERAL subquery
 * of two index lookups (lower(name) in pedigree and in horses, each `limit 1`), so the plan is
 * those lookups whatever the table statistics say. `name` is null when neither table knows the
 * horse.
 */
const lineageOf = (key: SQL) => sql`lateral (
  select ${key} as key, ${LINEAGE_COLUMNS}
  from (select) as one
  left join lateral (
    select name, sire, dam, gender, breed, color, eval_ext, link from pedigree where lower(name) = ${key} limit 1
  ) p on true
  left join lateral (
    select name, sire, dam, gender, breed, color from horses where lower(name) = ${key} limit 1
  ) h on true
) as lineage`;

type AncestryRow = AncestorRow & { key: string };

/**
 * The ancestors of the horses whose lower-case names are `roots`, up to `generations` generations
 * back (the horses themselves are generation 0, and included), as ONE recursive query: every step
 * looks the parents of the step before up by index and carries what it found, so no name is looked
 * up twice. The walk carries its depth and stops at `generations`, so a loop in the data (a horse
 * among its own ancestors) still ends. docs/decisions/0017-ancestry-by-index.md
 */
function ancestryQuery(roots: string[], generations: number): SQL {
  // The walk starts from a row per root that names it as its "sire" (depth -1, no name of its
  // own), so the lookup appears once in the statement: planning it is much of the cost on PGlite.
  return sql`with recursive walk as (
      select null::text as key, null::text as name, root as sire, null::text as dam, null::text as gender,
             null::text as breed, null::text as color, null::text as "evalExt", null::text as link,
             false as "studHorse", -1 as depth
      from (values ${sql.join(
        roots.map((root) => sql`(${root}::text)`),
        sql`, `,
      )}) as roots(root)
      union
      select lineage.*, walk.depth + 1
      from walk
      cross join lateral (values (walk.sire), (walk.dam)) as parent(name)
      cross join ${lineageOf(sql`lower(parent.name)`)}
      where walk.depth < ${generations} and parent.name is not null
    )
    select distinct on (key) key, name, sire, dam, gender, breed, color, "evalExt", link, "studHorse"
    from walk
    where name is not null`;
}

const ancestryOf = (rows: AncestryRow[]): Ancestry => new Map(rows.map(({ key, ...row }) => [key, row]));

/** The ancestors of `names` up to `generations` generations back, themselves included (ancestryQuery). */
export async function loadAncestry(db: Db, names: string[], generations: number): Promise<Ancestry> {
  const roots = [...new Set(names.map(nameKey).filter((key) => key !== ""))];
  if (roots.length === 0) return new Map();
  return ancestryOf(await queryJsonRows<AncestryRow>(db, ancestryQuery(roots, generations)));
}

/**
 * A pedigree read for a page: the kinship figures of its graph, and the rows the graph was built
 * from (graph.row gives each horse's). The pedigree in memory is one; readPedigree makes one of
 * the ancestry a recursive walk read.
 */
export interface ReadPedigree {
  kinship: PedigreeKinship;
  rows: readonly AncestorRow[];
}

/** The ReadPedigree of an ancestry (its horses' whole lines: a horse's figures depend on its ancestors only). */
export function readPedigree(ancestry: Ancestry): ReadPedigree {
  const rows = [...ancestry.values()];
  return { kinship: ancestryKinship(rows), rows };
}

/** Whose pedigree a page draws: a horse, an ancestor, or a planned foal, with its own record's parents. */
export interface PedigreeSubject {
  name: string;
  sire: string | null;
  dam: string | null;
}

/**
 * `subject`'s pedigree as a page shows it, from one read pedigree: the rows of its slots
 * (slotAncestors) and its coefficient, that of a foal of the parents its own record names.
 */
export function drawnPedigree(
  pedigree: ReadPedigree,
  subject: PedigreeSubject,
  generations?: number,
): { ancestors: AncestorRow[]; inbreeding: Inbreeding } {
  return {
    ancestors: slotAncestors(pedigree, subject, generations),
    inbreeding: foalInbreeding(pedigree.kinship, subject.sire, subject.dam),
  };
}

/**
 * The ancestors that fill `subject`'s 30 pedigree slots (what the page draws; 62 with 5
 * `generations`, the pedigree on paper), not the deeper ones the coefficient of inbreeding read:
 * only they travel to the browser, in slot order. Walked on the graph, as the pedigree drawn by
 * name walks it (pedigreeSlots): the subject's own record names its parents wherever it stands,
 * and a link the graph dropped to break a loop in the data is followed by name.
 */
export function slotAncestors(
  { kinship: { graph }, rows }: ReadPedigree,
  subject: PedigreeSubject,
  generations?: number,
): AncestorRow[] {
  const self = horseIndex(graph, subject.name);
  const [sire, dam] = [horseIndex(graph, subject.sire), horseIndex(graph, subject.dam)];
  const rowOf = (horse: number): AncestorRow | undefined => rows[graph.row[horse]];
  const parent = (linked: number, named: string | null | undefined) =>
    linked >= 0 || !named ? linked : horseIndex(graph, named);
  const slots = slotIndices(
    sire,
    dam,
    (horse, into, at) => {
      if (horse === self) {
        into[at] = sire;
        into[at + 1] = dam;
        return;
      }
      const row = rowOf(horse);
      into[at] = parent(graph.sire[horse], row?.sire);
      into[at + 1] = parent(graph.dam[horse], row?.dam);
    },
    generations,
  );
  const found = new Set<number>();
  const ancestors: AncestorRow[] = [];
  for (const horse of slots) {
    const row = horse < 0 || found.has(horse) ? undefined : rowOf(horse);
    if (!row) continue;
    found.add(horse);
    ancestors.push(row);
  }
  return ancestors;
}

export async function pedigreeByName(db: Db, name: string): Promise<PedigreeEntry | null> {
  const [row] = await db.select().from(pedigree).where(nameIs(pedigree.name, name)).limit(1);
  return row ?? null;
}

/** A child of a horse: a pedigree entry or a stud horse (`studHorse`, it has a page of its own). */
export type OffspringRow = AncestorRow;

/**
 * Pedigree entries and stud horses whose sire or dam is the horse with lower-case name `key`. A
 * child that is both a stud horse and a pedigree entry is listed once, as the stud horse with the
 * entry's data.
 */
function offspringQuery(key: string): SQL {
  // Candidates by the lower(sire) / lower(dam) indexes of both tables; the outer filter keeps
  // the ones whose sire or dam, as the lineage reads it (entry first), is this horse. A name that
  // means no parent ("0", "unk") has none: checked once, before the index reads every horse naming it.
  const named = sql`${parentNameSql(sql`${key}::text`)} is not null`;
  return sql`select lineage.name, lineage.sire, lineage.dam, lineage.gender, lineage.breed, lineage.color,
             lineage."evalExt", lineage.link, lineage."studHorse"
      from (
        select lower(name) as key from pedigree where ${named} and (lower(sire) = ${key} or lower(dam) = ${key})
        union
        select lower(name) from horses where ${named} and (lower(sire) = ${key} or lower(dam) = ${key})
      ) as candidates
      cross join ${lineageOf(sql`candidates.key`)}
      where lower(lineage.sire) = ${key} or lower(lineage.dam) = ${key}`;
}

/** The offspring of `name` (offspringQuery), by name. */
export async function offspring(db: Db, name: string): Promise<OffspringRow[]> {
  return (await queryJsonRows<OffspringRow>(db, offspringQuery(nameKey(name)))).sort(compareNames);
}

/** What the columns of ancestryAndOffspringColumns hold, as the driver returns them. */
export interface AncestryAndOffspringRow {
  ancestry: AncestryRow[];
  offspring: OffspringRow[];
}

/**
 * The ancestry (`generations` back) and the offspring of the horse called `name`, as two JSON
 * columns (`ancestry`, `offspring`) of a select: one statement can read them beside other parts
 * of a page (PGlite runs statements one at a time, and each costs its own planning). Read them
 * with readAncestryAndOffspring.
 */
export const ancestryAndOffspringColumns = (name: string, generations: number): SQL =>
  sql`${jsonRows(ancestryQuery([nameKey(name)], generations))} as ancestry, ${jsonRows(offspringQuery(nameKey(name)))} as offspring`;

export function readAncestryAndOffspring(row: AncestryAndOffspringRow): {
  ancestry: Ancestry;
  offspring: OffspringRow[];
} {
  return { ancestry: ancestryOf(row.ancestry), offspring: row.offspring.sort(compareNames) };
}

/** The ancestry (`generations` back) and the offspring of one horse in ONE statement (ancestryAndOffspringColumns). */
export async function ancestryAndOffspring(
  db: Db,
  name: string,
  generations: number,
): Promise<{ ancestry: Ancestry; offspring: OffspringRow[] }> {
  const [row] = await queryRows<AncestryAndOffspringRow>(
    db,
    sql`select ${ancestryAndOffspringColumns(name, generations)}`,
  );
  return readAncestryAndOffspring(row);
}

/** A stud horse descending from an ancestor; generation 1 is a child, 2 a grandchild, … */
export interface StudDescendant {
  name: string;
  category: string;
  generation: number;
}

/**
 * The stud's horses (sold ones left out, as from every list) descending from the horse whose name
 * is `name`, up to `generations` generations down, each at its nearest generation: children first,
 * then by name. One recursive statement: each step finds the children of the step before by the
 * lower(sire) / lower(dam) indexes of both tables; the walk carries its depth, so a loop in the
 * data still ends. A name written as no parent (parentNameSql: `0`, `Okänd`, …) has no
 * descendants, as it has no offspring. One page of `size`, with the total.
 */
export async function studDescendants(
  db: Db,
  name: string,
  options: { generations: number; page: number; size: number },
): Promise<{ items: StudDescendant[]; total: number }> {
  const key = nameKey(name);
  const rows = await queryRows<StudDescendant & { total: number }>(
    db,
    sql`with recursive down(key, depth) as (
        select ${key}::text, 0
        union
        select child.key, down.depth + 1
        from down
        cross join lateral (
          select lower(name) as key from pedigree where lower(sire) = down.key or lower(dam) = down.key
          union
          select lower(name) from horses where lower(sire) = down.key or lower(dam) = down.key
        ) as child
        where down.depth < ${options.generations} and ${parentNameSql(sql`down.key`)} is not null
      ),
      nearest as (select key, min(depth) as generation from down where depth > 0 group by key)
      select h.name, h.category, nearest.generation, (count(*) over ())::int as total
      from nearest
      join horses h on lower(h.name) = nearest.key
      where h.category <> ${SOLD_CATEGORY}
      order by nearest.generation, lower(h.name) collate "C", h.name collate "C"
      limit ${options.size} offset ${(options.page - 1) * options.size}`,
  );
  return { items: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export type PedigreeWriteResult =
  | { ok: true; name: string }
  /** duplicate: another entry has the name (any letter case); studHorse: a rename of a stud horse's own entry. */
  | { ok: false; reason: "duplicate" | "not-found" | "studHorse" }
  /** The name looks like another entry's or horse's (`clash`): data/names.ts lookalikeName. */
  | { ok: false; reason: "lookalike"; clash: string }
  /** The chain from the entry up to itself, e.g. `[X, sire of X, …, X]`. */
  | { ok: false; reason: "loop"; chain: string[] };

/** Thrown inside a write (pedigree entry or stud horse) to roll it back when it closed a loop. */
export class PedigreeLoopError extends Error {
  constructor(readonly chain: string[]) {
    super("pedigree loop");
  }
}

/**
 * The one lock of every write that names parents or renames: taken FIRST in the transaction, so a
 * rename and an entry naming the old name as sire run one after the other, and the rename's update
 * of sire/dam texts sees the entry (docs/decisions/0003-renames-cascade.md). Transaction-scoped;
 * taking it again in the same transaction is free.
 */
export async function lockPedigreeWrites(tx: Db): Promise<void> {
  await lockForWrite(tx, "pedigree-write");
}

/**
 * Throws PedigreeLoopError when `name` is among its own ancestors through these parents (docs/product.md, "Pedigree and inbreeding").
 * Call it inside the write's transaction, after the write. Every caller (pedigree entries and stud
 * horses alike) takes the same advisory lock first, held until the transaction ends: checks run one
 * at a time, each on the data as every earlier write committed it, so two concurrent writes cannot
 * close a loop together unseen. (An entry without parents cannot close a loop: no lock needed.)
 */
export async function refusePedigreeLoop(
  tx: Db,
  name: string,
  parents: { sire: string | null; dam: string | null },
): Promise<void> {
  const names = [parents.sire, parents.dam].filter((parent): parent is string => parent !== null);
  if (names.length === 0) return;
  await lockPedigreeWrites(tx);
  const ancestry = await loadAncestry(tx, names, LOOP_CHECK_GENERATIONS);
  const chain = pedigreeLoop(name, parents, parentsLookup(ancestry));
  if (chain) throw new PedigreeLoopError(chain);
}

/**
 * The parents as the stud spells them: a sire or dam typed in another letter case than a stud horse
 * or pedigree entry takes that name's stored spelling, so the lineage shows one name and no second
 * ancestor is made of it; a name the stud does not know is kept as typed. Every write that names
 * parents (horses and pedigree entries) stores what this gives.
 */
export async function spelledParents<T extends { sire: string | null; dam: string | null }>(
  tx: Db,
  record: T,
): Promise<T> {
  const spelled = async (name: string | null) => {
    if (name === null) return null;
    for (const table of [horses, pedigree]) {
      const [row] = await tx.select({ name: table.name }).from(table).where(nameIs(table.name, name)).limit(1);
      if (row) return row.name;
    }
    return name;
  };
  return { ...record, sire: await spelled(record.sire), dam: await spelled(record.dam) };
}

/**
 * Runs one pedigree write in a transaction. The loop check (refusePedigreeLoop, under the
 * pedigree lock) runs on the data as the write leaves it (docs/product.md, "Pedigree and inbreeding"), and a loop rolls the
 * whole write back.
 */
async function writePedigree(db: Db, write: (tx: Db) => Promise<PedigreeWriteResult>): Promise<PedigreeWriteResult> {
  try {
    return await retryingTransaction(db, async (tx) => {
      await lockPedigreeWrites(tx);
      const result = await write(tx);
      if (result.ok) {
        const [entry] = await tx.select().from(pedigree).where(eq(pedigree.name, result.name));
        await refusePedigreeLoop(tx, entry.name, entry);
      }
      return result;
    });
  } catch (error) {
    if (error instanceof PedigreeLoopError) return { ok: false, reason: "loop", chain: error.chain };
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    throw error;
  }
}

/** Adds a pedigree entry; refused when the name is taken (any letter case), looks like a taken one, or it would loop. */
export async function addPedigreeEntry(db: Db, record: PedigreeRecord): Promise<PedigreeWriteResult> {
  return writePedigree(db, async (tx) => {
    if (await pedigreeByName(tx, record.name)) return { ok: false, reason: "duplicate" };
    const clash = await lookalikeName(tx, record.name);
    if (clash) return { ok: false, reason: "lookalike", clash };
    const [row] = await tx
      .insert(pedigree)
      .values(await spelledParents(tx, record))
      .returning({ name: pedigree.name });
    return { ok: true, name: row.name };
  });
}

/**
 * Saves every field of the entry now called `currentName` (any letter case). A rename carries
 * the entry's children along (their sire/dam texts name the new name). The entry of a stud
 * horse is renamed with the horse (update-horse), never alone, so the two never part.
 */
export async function updatePedigreeEntry(
  db: Db,
  currentName: string,
  record: PedigreeRecord,
): Promise<PedigreeWriteResult> {
  return writePedigree(db, async (tx) => {
    const current = await pedigreeByName(tx, currentName);
    if (!current) return { ok: false, reason: "not-found" };
    const renamed = record.name !== current.name;
    if (renamed && record.name.toLowerCase() !== current.name.toLowerCase()) {
      if (await pedigreeByName(tx, record.name)) return { ok: false, reason: "duplicate" };
      const [studHorse] = await tx.select({ id: horses.id }).from(horses).where(nameIs(horses.name, current.name));
      if (studHorse) return { ok: false, reason: "studHorse" };
      const clash = await lookalikeName(tx, record.name, current.name);
      if (clash) return { ok: false, reason: "lookalike", clash };
    }
    await tx
      .update(pedigree)
      .set(await spelledParents(tx, record))
      .where(eq(pedigree.id, current.id));
    if (renamed) await renameParentLinks(tx, current.name, record.name);
    return { ok: true, name: record.name };
  });
}

/** Points every sire/dam text naming `oldName` (any letter case), of horses and pedigree entries, at `newName`. */
export async function renameParentLinks(db: Db, oldName: string, newName: string): Promise<void> {
  for (const table of [horses, pedigree]) {
    await db.update(table).set({ sire: newName }).where(nameIs(table.sire, oldName));
    await db.update(table).set({ dam: newName }).where(nameIs(table.dam, oldName));
  }
}

/**
 * Deletes the pedigree entry named `name` (any letter case). The entry of a stud horse goes only
 * with the horse (deleteHorse), so the horse's ancestry is not lost; children keep its name as
 * their sire or dam text.
 */
export async function deletePedigreeEntry(db: Db, name: string): Promise<PedigreeWriteResult> {
  return retryingTransaction(db, async (tx) => {
    await lockPedigreeWrites(tx);
    const current = await pedigreeByName(tx, name);
    if (!current) return { ok: false, reason: "not-found" } as const;
    const [studHorse] = await tx.select({ id: horses.id }).from(horses).where(nameIs(horses.name, current.name));
    if (studHorse) return { ok: false, reason: "studHorse" } as const;
    await tx.delete(pedigree).where(eq(pedigree.id, current.id));
    return { ok: true, name: current.name } as const;
  });
}
