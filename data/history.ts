import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import {
  isLoggedTable,
  pageOf,
  rowLabel,
  type ChangeKind,
  type LoggedRow,
  type LoggedTable,
  type Paged,
} from "#domain";
import { lockForWrite, queryRows, retryingTransaction, type Db } from "./db";
import { changeRows, changes, competition, evaluations, horses, merits, pedigree, ribbons } from "./schema";

/**
 * The change log (docs/decisions/0030-change-log.md). An admin write runs inside recordChange,
 * which names the transaction's change (`snoflingan.change`, transaction-local); the triggers of
 * migration 0005 then log every row it inserts, updates or deletes, cascades included, before and
 * after. Undo applies the inverse of those rows in one transaction.
 */

const TABLES: Record<LoggedTable, PgTable> = { horses, pedigree, ribbons, evaluations, merits, competition };
/** Rows come back parents first: a ribbon needs its horse, a partner its entry. */
const RESTORE_ORDER: readonly LoggedTable[] = ["horses", "pedigree", "competition", "ribbons", "evaluations", "merits"];

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
  | { ok: false; reason: "not-found" | "not-undoable" | "conflict" };

/**
 * Undoes change `id` exactly, in one transaction, when no later change touched any of its rows:
 * rows it added are deleted, rows it deleted come back with their ids, rows it edited get their
 * old values. The undo is itself a change (kind `undo`), so it can be undone in turn.
 */
export async function undoChange(db: Db, id: number, actor: string): Promise<UndoResult> {
  try {
    return await recordChange(db, { actor, kind: "undo" }, async (tx, undoId) => {
      // Undos one at a time: two at once could each find the other's rows untouched.
      await lockForWrite(tx, "undo");
      const [change] = await tx.select().from(changes).where(eq(changes.id, id)).limit(1);
      if (!change || change.id === undoId) return { ok: false, reason: "not-found" } as const;
      if (!change.undoable) return { ok: false, reason: "not-undoable" } as const;
      if (await touchedLater(tx, id)) return { ok: false, reason: "conflict" } as const;
      const rows = await tx.select().from(changeRows).where(eq(changeRows.changeId, id)).orderBy(asc(changeRows.id));
      await applyInverse(tx, rows);
      await tx.update(changes).set({ subject: change.subject, undoes: id }).where(eq(changes.id, undoId));
      return { ok: true, id, subject: change.subject } as const;
    });
  } catch (error) {
    // The old rows no longer fit (a name taken since, a horse gone): nothing was changed.
    if (constraintViolated(error)) return { ok: false, reason: "conflict" };
    throw error;
  }
}

type ChangeRow = typeof changeRows.$inferSelect;

/** A table's columns as written back: generated ones (the search's folded names) follow by themselves. */
function storedColumns(table: LoggedTable): SQL {
  const columns = getTableConfig(TABLES[table]).columns.filter((column) => !column.generated);
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

async function applyInverse(tx: Db, rows: ChangeRow[]): Promise<void> {
  const logged = rows.filter((row): row is ChangeRow & { tableName: LoggedTable } => isLoggedTable(row.tableName));
  const target = (row: { tableName: LoggedTable }) => sql.identifier(getTableConfig(TABLES[row.tableName]).name);
  // Added rows go first, the last added first (children before their parents).
  for (const row of [...logged].reverse().filter((r) => r.before === null))
    await tx.execute(sql`delete from ${target(row)} where id = ${row.rowId}`);
  const deleted = logged
    .filter((row) => row.after === null)
    .sort((a, b) => RESTORE_ORDER.indexOf(a.tableName) - RESTORE_ORDER.indexOf(b.tableName) || a.id - b.id);
  for (const row of deleted) {
    const columns = storedColumns(row.tableName);
    await tx.execute(
      sql`insert into ${target(row)} (${columns}) select ${columns} from jsonb_populate_record(null::${target(row)}, ${JSON.stringify(row.before)}::jsonb)`,
    );
  }
  // Edits last, parents first (a horse's old name cascades to its rows before they are set back),
  // each table's newest first: every row ends with the values it had before the change.
  const edited = logged
    .filter((row) => row.before !== null && row.after !== null)
    .sort((a, b) => RESTORE_ORDER.indexOf(a.tableName) - RESTORE_ORDER.indexOf(b.tableName) || b.id - a.id);
  for (const row of edited) {
    const columns = storedColumns(row.tableName);
    await tx.execute(
      sql`update ${target(row)} set (${columns}) = (select ${columns} from jsonb_populate_record(null::${target(row)}, ${JSON.stringify(row.before)}::jsonb)) where id = ${row.rowId}`,
    );
  }
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

/** True when a later change touched a row change `id` touched. */
async function touchedLater(db: Db, id: number): Promise<boolean> {
  const [row] = await queryRows<{ later: boolean }>(
    db,
    sql`select exists (
      select 1 from ${changeRows} own
      join ${changeRows} later on later.table_name = own.table_name and later.row_id = own.row_id
        and later.change_id > own.change_id
      where own.change_id = ${id}
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
  const shown = await queryRows<{
    change_id: number;
    table_name: string;
    before: LoggedRow | null;
    after: LoggedRow | null;
    n: number;
  }>(
    db,
    sql`select change_id, table_name, before, after, n from (
      select change_id, table_name, before, after, id,
             row_number() over (partition by change_id order by id) as rank,
             count(*) over (partition by change_id)::int as n
      from ${changeRows} where change_id in (${sql.join(ids, sql`, `)})
    ) ranked where rank <= ${ROWS_SHOWN} order by change_id, id`,
  );
  const touched = await queryRows<{ change_id: number }>(
    db,
    sql`select distinct own.change_id from ${changeRows} own
      join ${changeRows} later on later.table_name = own.table_name and later.row_id = own.row_id
        and later.change_id > own.change_id
      where own.change_id in (${sql.join(ids, sql`, `)})`,
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
