import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import {
  isLoggedTable,
  pageOf,
  SOLD_CATEGORY,
  rowLabel,
  type ChangeKind,
  type LoggedRow,
  type LoggedTable,
  type Paged,
} from "#domain";
import {
  BULK_WRITE_TIME_LIMIT_MS,
  isUniqueViolation,
  lockForWrite,
  queryRows,
  retryingTransaction,
  withTimeLimit,
  type Db,
} from "./db";
import { lookalikeName, nameIs } from "./names";
import { lockPedigreeWrites, PedigreeLoopError, refusePedigreeLoop, renameParentLinks } from "./pedigree/pedigree";
import {
  changeRows,
  changes,
  competition,
  coverings,
  evaluations,
  horses,
  merits,
  news,
  newsHidden,
  pedigree,
  requests,
  ribbons,
} from "./schema";

/**
 * The change log (docs/decisions/0030-change-log.md). An admin write runs inside recordChange,
 * which names the transaction's change (`snoflingan.change`, transaction-local); the triggers of
 * migration 0005 then log every row it inserts, updates or deletes, cascades included, before and
 * after. Undo applies the inverse of those rows in one transaction.
 */

const TABLES: Record<LoggedTable, PgTable> = {
  horses,
  pedigree,
  ribbons,
  evaluations,
  merits,
  competition,
  coverings,
  requests,
  news,
  news_hidden: newsHidden,
};
/** Rows come back parents first: a ribbon needs its horse, a partner its entry, a covering its foal, a request its covering. */
const RESTORE_ORDER: readonly LoggedTable[] = [
  "horses",
  "pedigree",
  "competition",
  "ribbons",
  "evaluations",
  "merits",
  "coverings",
  "requests",
  "news",
  "news_hidden",
];

export interface ChangeRequest {
  /** The administrator's e-mail. */
  actor: string;
  kind: ChangeKind;
  /** Which record, as people name it; left out, the first row the change touched names it. */
  subject?: string;
}

/**
 * Runs `work` in one transaction logged as one change. A change that did not happen (the work
 * answers `ok: false`, or touched no row) leaves no entry.
 */
export async function recordChange<T extends { ok: boolean }>(
  db: Db,
  request: ChangeRequest,
  work: (tx: Db, changeId: number) => Promise<T>,
): Promise<T> {
  return retryingTransaction(db, async (tx) => {
    const [change] = await tx
      .insert(changes)
      .values({ actor: request.actor, kind: request.kind, subject: request.subject ?? "" })
      .returning({ id: changes.id });
    await tx.execute(sql`select set_config('snoflingan.change', ${String(change.id)}, true)`);
    const result = await work(tx, change.id);
    await tx.execute(sql`select set_config('snoflingan.change', '', true)`);
    const [first] = await tx
      .select()
      .from(changeRows)
      .where(eq(changeRows.changeId, change.id))
      .orderBy(asc(changeRows.id))
      .limit(1);
    if (!result.ok || !first) {
      await tx.delete(changes).where(eq(changes.id, change.id));
      return result;
    }
    if (request.subject === undefined && isLoggedTable(first.tableName)) {
      const row = (first.after ?? first.before) as LoggedRow;
      await tx
        .update(changes)
        .set({ subject: rowLabel(first.tableName, row) })
        .where(and(eq(changes.id, change.id), eq(changes.subject, "")));
    }
    return result;
  });
}

export type UndoResult =
  | { ok: true; id: number; subject: string }
  /** conflict: a later change touched one of its rows (or the data no longer takes the old rows back). */
  | { ok: false; reason: "not-found" | "not-undoable" | "conflict" }
  /** A name it would give back is taken since (`name`, when known), by a horse or an ancestor's entry. */
  | { ok: false; reason: "taken"; name?: string }
  /** A name it would give back looks like one given since (`clash`): data/names.ts lookalikeName. */
  | { ok: false; reason: "lookalike"; name: string; clash: string }
  /** The parents it would give back make a horse its own ancestor: the chain from it up to itself. */
  | { ok: false; reason: "loop"; chain: string[] };

type UndoRefusal = Extract<UndoResult, { ok: false }>;

/** Thrown inside an undo to roll back what it applied when the result breaks a rule writes obey. */
class UndoRefused extends Error {
  constructor(readonly refusal: UndoRefusal) {
    super(`undo refused: ${refusal.reason}`);
  }
}

/**
 * Undoes change `id` exactly, in one transaction, when no later change touched any of its rows:
 * rows it added are deleted, rows it deleted come back with their ids, rows it edited get their
 * old values. The undo is itself a change (kind `undo`), so it can be undone in turn.
 *
 * - Races: it locks every row the change touched (FOR UPDATE, parents' tables first, by id) BEFORE
 *   it asks whether a later change touched them, so an edit of those rows either committed first
 *   (and the undo, seeing it logged, is refused) or waits for the undo and comes after it
 *   (docs/decisions/0044-undo-locks-rows-set-based.md).
 * - Size: one statement per table and kind, the old rows read from the log by the database itself,
 *   under the bulk writes' own time limit (withTimeLimit).
 * - Rules: the result passes the checks of the write it reverses (undoRules): look-alike and taken
 *   names, loops; a horse's name given back carries the entries naming it along, as a rename does;
 *   a horse taken away that is a parent stays as an ancestor entry, as a delete keeps it.
 */
export async function undoChange(db: Db, id: number, actor: string): Promise<UndoResult> {
  try {
    return await recordChange(db, { actor, kind: "undo" }, (tx, undoId) =>
      withTimeLimit(tx, BULK_WRITE_TIME_LIMIT_MS, async () => {
        // Undos one at a time: two at once could each find the other's rows untouched.
        await lockForWrite(tx, "undo");
        const [change] = await tx.select().from(changes).where(eq(changes.id, id)).limit(1);
        if (!change || change.id === undoId) return { ok: false, reason: "not-found" } as const;
        if (!change.undoable) return { ok: false, reason: "not-undoable" } as const;
        const tables = await tablesOf(tx, id);
        // Names and parents: the pedigree writes' lock first, as every such write takes it first.
        if (tables.includes("horses") || tables.includes("pedigree")) await lockPedigreeWrites(tx);
        await lockRows(tx, id, tables);
        if (await touchedLater(tx, id)) return { ok: false, reason: "conflict" } as const;
        await applyInverse(tx, id, tables);
        await undoRules(tx, id, tables);
        await tx.update(changes).set({ subject: change.subject, undoes: id }).where(eq(changes.id, undoId));
        return { ok: true, id, subject: change.subject } as const;
      }),
    );
  } catch (error) {
    if (error instanceof UndoRefused) return error.refusal;
    if (error instanceof PedigreeLoopError) return { ok: false, reason: "loop", chain: error.chain };
    // The old rows no longer fit (a name taken since, a horse gone): nothing was changed.
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    if (constraintViolated(error)) return { ok: false, reason: "conflict" };
    throw error;
  }
}

type LoggedTableRow = { table_name: string };

/** The logged tables change `id` touched, parents' tables first (RESTORE_ORDER). */
async function tablesOf(tx: Db, id: number): Promise<LoggedTable[]> {
  const rows = await queryRows<LoggedTableRow>(
    tx,
    sql`select distinct table_name from ${changeRows} where change_id = ${id}`,
  );
  const names = new Set(rows.map((row) => row.table_name));
  return RESTORE_ORDER.filter((table) => names.has(table));
}

const target = (table: LoggedTable) => sql.identifier(getTableConfig(TABLES[table]).name);

/**
 * The rows change `id` touched in `table`, one each (a row can be logged more than once in a
 * change): `before`, the row before the change (null when the change added it), and `after`, the
 * row as the change left it (null when it removed it). A subquery for the statements below.
 */
const netRows = (id: number, table: LoggedTable) => sql`(
  select row_id, (array_agg(before order by id))[1] as before, (array_agg(after order by id desc))[1] as after
  from ${changeRows} where change_id = ${id} and table_name = ${table}
  group by row_id
) as net`;

/**
 * Locks every row of change `id` that still exists, table by table in RESTORE_ORDER and by id
 * within one (a stable order, as two undos never run at once), waiting for any write holding one.
 */
async function lockRows(tx: Db, id: number, tables: readonly LoggedTable[]): Promise<void> {
  for (const table of tables)
    await tx.execute(
      sql`select count(*) from (
        select 1 from ${target(table)}
        where id in (select row_id from ${changeRows} where change_id = ${id} and table_name = ${table})
        order by id for update
      ) as locked`,
    );
}

/** A table's columns as written back: generated ones (the search's folded names) follow by themselves. */
function storedColumns(table: LoggedTable): string[] {
  return getTableConfig(TABLES[table])
    .columns.filter((column) => !column.generated)
    .map((column) => column.name);
}

/**
 * The inverse of change `id`, one statement per table and kind, the old rows read from the log in
 * the database: rows it added are deleted (children's tables first), rows it deleted come back
 * with their ids (parents' tables first), edited rows get their values from before the change
 * (parents' tables first: a horse's old name cascades to its rows before they are set back).
 */
async function applyInverse(tx: Db, id: number, tables: readonly LoggedTable[]): Promise<void> {
  for (const table of [...tables].reverse())
    await tx.execute(
      sql`delete from ${target(table)} where id in (select row_id from ${netRows(id, table)} where net.before is null)`,
    );
  for (const table of tables) {
    const columns = storedColumns(table);
    await tx.execute(
      sql`insert into ${target(table)} (${sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      )})
        select ${sql.join(
          columns.map((column) => sql`prior.${sql.identifier(column)}`),
          sql`, `,
        )}
        from ${netRows(id, table)}
        cross join lateral jsonb_populate_record(null::${target(table)}, net.before) as prior
        where net.before is not null and net.after is null`,
    );
  }
  for (const table of tables) {
    const columns = storedColumns(table).filter((column) => column !== "id");
    await tx.execute(
      sql`update ${target(table)} as stored set ${sql.join(
        columns.map((column) => sql`${sql.identifier(column)} = prior.${sql.identifier(column)}`),
        sql`, `,
      )}
        from ${netRows(id, table)}
        cross join lateral jsonb_populate_record(null::${target(table)}, net.before) as prior
        where stored.id = net.row_id and net.before is not null and net.after is not null`,
    );
  }
}

/** A horse or pedigree entry whose name or parents the undo gives back, or that it takes away. */
interface NamedRow {
  table: "horses" | "pedigree";
  /** As it was before the change (what the undo gives back); null: the undo takes the row away. */
  name: string | null;
  sire: string | null;
  dam: string | null;
  /** As the change left it; null: the undo brings the row back. */
  current: string | null;
}

/**
 * The rules every write of a name or parents obeys, on the data as the undo leaves it (inside its
 * transaction, so a refusal rolls everything back):
 * - a name given back carries along the entries naming it by the name it had (renameParentLinks,
 *   as a rename does);
 * - a stud horse taken away that is a parent stays as a pedigree entry (as deleteHorse keeps it);
 * - a name given back that looks like another (lookalikeName), or that an ancestor's entry has
 *   taken since (a horse's rename), is refused; so are parents that make a loop (refusePedigreeLoop).
 * Only the rows whose name or parents change are read: an undone ageing reads none.
 */
async function undoRules(tx: Db, id: number, tables: readonly LoggedTable[]): Promise<void> {
  const named: NamedRow[] = [];
  for (const table of ["horses", "pedigree"] as const) {
    if (!tables.includes(table)) continue;
    const rows = await queryRows<Omit<NamedRow, "table">>(
      tx,
      sql`select net.before->>'name' as name, net.before->>'sire' as sire, net.before->>'dam' as dam,
          net.after->>'name' as current
        from ${netRows(id, table)}
        where net.before is null or net.after is null
          or net.before->>'name' is distinct from net.after->>'name'
          or net.before->>'sire' is distinct from net.after->>'sire'
          or net.before->>'dam' is distinct from net.after->>'dam'`,
    );
    named.push(...rows.map((row) => ({ table, ...row })));
  }
  if (named.length === 0) return;

  const renames = new Map<string, string>();
  for (const row of named)
    if (row.name !== null && row.current !== null && row.name !== row.current) renames.set(row.current, row.name);
  for (const [from, to] of renames) await renameParentLinks(tx, from, to);

  if (named.some((row) => row.table === "horses" && row.name === null)) await keepParentsAsAncestors(tx, id);

  const ownEntries = sql`(select row_id from ${changeRows} where change_id = ${id} and table_name = 'pedigree')`;
  for (const row of named) {
    if (row.name === null) continue;
    if (row.current === null || row.name !== row.current) {
      const clash = await lookalikeName(tx, row.name, row.current ?? undefined);
      if (clash) throw new UndoRefused({ ok: false, reason: "lookalike", name: row.name, clash });
    }
    // A horse's rename refuses a name an ancestor's entry has (updateHorse): its own entry moves with it.
    if (row.table === "horses" && row.current !== null && row.name.toLowerCase() !== row.current.toLowerCase()) {
      const [entry] = await queryRows<{ name: string }>(
        tx,
        sql`select name from ${pedigree} where ${nameIs(pedigree.name, row.name)} and id not in ${ownEntries} limit 1`,
      );
      if (entry) throw new UndoRefused({ ok: false, reason: "taken", name: entry.name });
    }
    await refusePedigreeLoop(tx, row.name, row);
  }
}

/**
 * The stud horses change `id` added, now taken away by its undo, that are a parent of a horse or
 * entry: each stays as a pedigree entry (name, gender, breed, colour and parents), as deleteHorse
 * keeps a deleted parent, unless an entry of that name exists.
 */
async function keepParentsAsAncestors(tx: Db, id: number): Promise<void> {
  await tx.execute(
    sql`insert into ${pedigree} (name, gender, breed, color, sire, dam)
      select gone.name, gone.gender, gone.breed, gone.color, gone.sire, gone.dam
      from ${netRows(id, "horses")}
      cross join lateral jsonb_populate_record(null::horses, net.after) as gone
      where net.before is null and net.after is not null
        and not exists (select 1 from ${horses} h where lower(h.name) = lower(gone.name))
        and not exists (select 1 from ${pedigree} p where lower(p.name) = lower(gone.name))
        and (exists (select 1 from ${horses} c where lower(c.sire) = lower(gone.name) or lower(c.dam) = lower(gone.name))
          or exists (select 1 from ${pedigree} c where lower(c.sire) = lower(gone.name) or lower(c.dam) = lower(gone.name)))`,
  );
}

/** Unique (23505), foreign key (23503) or check (23514) violations, whichever driver wrapped them. */
function constraintViolated(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === "23505" || code === "23503" || code === "23514") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A row of change `own` logged again later by another change. Rows of one table row are logged in
 * the order their writes took the row's lock, so a later log row (a greater id) is a later write.
 */
const touchedByLater = (own: SQL) => sql`exists (
  select 1 from ${changeRows} later
  where later.table_name = ${own}.table_name and later.row_id = ${own}.row_id
    and later.id > ${own}.id and later.change_id <> ${own}.change_id
)`;

/** True when a later change touched a row change `id` touched. */
async function touchedLater(db: Db, id: number): Promise<boolean> {
  const [row] = await queryRows<{ later: boolean }>(
    db,
    sql`select exists (
      select 1 from ${changeRows} own where own.change_id = ${id} and ${touchedByLater(sql`own`)}
    ) as later`,
  );
  return Boolean(row?.later);
}

/** How many rows of a change the log shows; the rest are counted. */
export const ROWS_SHOWN = 5;
export const CHANGES_PER_PAGE = 20;

export interface LoggedRowChange {
  table: LoggedTable;
  before: LoggedRow | null;
  after: LoggedRow | null;
}

export interface LoggedChange {
  id: number;
  at: Date;
  actor: string;
  kind: string;
  subject: string;
  /** The change an undo undid. */
  undoes: number | null;
  /** The undo that undid this change, if any. */
  undoneBy: number | null;
  /** Made in this database (not read from a backup). */
  undoable: boolean;
  /** No later change touched its rows, and it was made in this database. */
  canUndo: boolean;
  rows: LoggedRowChange[];
  rowCount: number;
}

/** One page of the change log, newest first. */
export async function changeLog(db: Db, page: number, size = CHANGES_PER_PAGE): Promise<Paged<LoggedChange>> {
  const [{ total }] = await db.select({ total: count() }).from(changes);
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pages);
  const list = await db
    .select()
    .from(changes)
    // A restored backup's changes are numbered after this database's own: the time orders them.
    .orderBy(desc(changes.at), desc(changes.id))
    .limit(size)
    .offset((current - 1) * size);
  const ids = list.map((change) => change.id);
  if (ids.length === 0) return { ...pageOf([], 1, size), total };

  const undos = await db
    .select({ id: changes.id, undoes: changes.undoes })
    .from(changes)
    .where(and(isNotNull(changes.undoes), inArray(changes.undoes, ids)));
  const undoneBy = new Map(undos.map((undo) => [undo.undoes, undo.id]));
  // Per change, its first rows by the (change_id, id) index and its count by the same index: a change
  // of 10,000 rows (ageing) costs what one of a row does. Then whether a later change touched one of
  // its rows, which stops at the first such row.
  const listed = sql`(values ${sql.join(
    ids.map((changeId) => sql`(${changeId}::int)`),
    sql`, `,
  )}) as listed(id)`;
  const shown = await queryRows<{
    change_id: number;
    table_name: string;
    before: LoggedRow | null;
    after: LoggedRow | null;
    n: number;
  }>(
    db,
    sql`select listed.id as change_id, head.table_name, head.before, head.after, counted.n
      from ${listed}
      cross join lateral (select count(*)::int as n from ${changeRows} where change_id = listed.id) as counted
      cross join lateral (
        select table_name, before, after, id from ${changeRows} logged
        where logged.change_id = listed.id order by logged.id limit ${ROWS_SHOWN}
      ) as head
      order by listed.id, head.id`,
  );
  const touched = await queryRows<{ change_id: number }>(
    db,
    sql`select listed.id as change_id from ${listed}
      where exists (select 1 from ${changeRows} own where own.change_id = listed.id and ${touchedByLater(sql`own`)})`,
  );
  const touchedLaterIds = new Set(touched.map((row) => Number(row.change_id)));
  const rowsOf = new Map<number, { rows: LoggedRowChange[]; n: number }>();
  for (const row of shown) {
    if (!isLoggedTable(row.table_name)) continue;
    const entry = rowsOf.get(Number(row.change_id)) ?? { rows: [], n: Number(row.n) };
    entry.rows.push({ table: row.table_name, before: row.before, after: row.after });
    rowsOf.set(Number(row.change_id), entry);
  }
  return {
    items: list.map((change) => ({
      id: change.id,
      at: change.at,
      actor: change.actor,
      kind: change.kind,
      subject: change.subject,
      undoes: change.undoes,
      undoneBy: undoneBy.get(change.id) ?? null,
      undoable: change.undoable,
      canUndo: change.undoable && !touchedLaterIds.has(change.id),
      rows: rowsOf.get(change.id)?.rows ?? [],
      rowCount: rowsOf.get(change.id)?.n ?? 0,
    })),
    page: current,
    pages,
    total,
  };
}

/**
 * The change that sold the stud horse named `name` (any letter case): the newest change, not undone,
 * that moved its row to the sold category from another (marked sold, or its category edited), with
 * whether it can be undone now. Null when no logged change did (a horse sold in a stud file). The
 * sold horse's page offers its undo to a signed-in administrator (docs/product.md, "Change log").
 */
export async function saleChange(db: Db, name: string): Promise<{ id: number; canUndo: boolean } | null> {
  const [row] = await queryRows<{ id: number; can_undo: boolean }>(
    db,
    sql`select own.change_id as id, not ${touchedByLater(sql`own`)} as can_undo
      from ${changeRows} own join ${changes} on ${changes.id} = own.change_id
      where own.table_name = 'horses'
        and own.row_id = (select ${horses.id} from ${horses} where ${nameIs(horses.name, name)})
        and own.before is not null and own.before->>'category' <> ${SOLD_CATEGORY}
        and own.after->>'category' = ${SOLD_CATEGORY}
        and ${changes.undoable}
        and not exists (select 1 from ${changes} undo where undo.undoes = own.change_id)
      order by own.id desc limit 1`,
  );
  return row ? { id: Number(row.id), canUndo: Boolean(row.can_undo) } : null;
}

/** When a change of `kind` was last made, and by whom (ageing shows it). */
export async function lastChange(db: Db, kind: ChangeKind): Promise<{ at: Date; actor: string } | null> {
  const [row] = await db
    .select({ at: changes.at, actor: changes.actor })
    .from(changes)
    .where(eq(changes.kind, kind))
    .orderBy(desc(changes.id))
    .limit(1);
  return row ?? null;
}

/** A change as a backup carries it (data/records.ts, `studFile.history`). */
export interface ExportedChange {
  at: Date;
  actor: string;
  kind: string;
  subject: string;
  rows: LoggedRowChange[];
}

/** The whole change log, oldest first, for a backup. */
export async function exportHistory(db: Db): Promise<ExportedChange[]> {
  const list = await db.select().from(changes).orderBy(asc(changes.id));
  const rows = await db.select().from(changeRows).orderBy(asc(changeRows.id));
  const rowsOf = new Map<number, LoggedRowChange[]>();
  for (const row of rows) {
    if (!isLoggedTable(row.tableName)) continue;
    rowsOf.set(row.changeId, [
      ...(rowsOf.get(row.changeId) ?? []),
      { table: row.tableName, before: row.before as LoggedRow | null, after: row.after as LoggedRow | null },
    ]);
  }
  return list.map(({ id, at, actor, kind, subject }) => ({ at, actor, kind, subject, rows: rowsOf.get(id) ?? [] }));
}

/**
 * A backup's change log, added to this database's (in the caller's transaction). Its rows name
 * rows of the database the backup came from, which a restore numbers anew: shown, never undone.
 */
export async function importHistory(db: Db, history: readonly ExportedChange[]): Promise<number> {
  for (const change of history) {
    const [row] = await db
      .insert(changes)
      .values({ at: change.at, actor: change.actor, kind: change.kind, subject: change.subject, undoable: false })
      .returning({ id: changes.id });
    if (change.rows.length > 0)
      await db.insert(changeRows).values(
        change.rows.map((logged) => ({
          changeId: row.id,
          tableName: logged.table,
          rowId: Number((logged.after ?? logged.before)?.id ?? 0),
          before: logged.before,
          after: logged.after,
        })),
      );
  }
  return history.length;
}
