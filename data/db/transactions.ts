// Transactions that run again when PostgreSQL says they may, and the locks that order writes.
import { sql } from "drizzle-orm";
import { errorCodes } from "./errors";
import type { Db } from "./sql";

/** Serialization failure and deadlock: the transaction did nothing and may simply run again. */
const RETRYABLE_CODES = new Set(["40001", "40P01"]);
const RETRY_ATTEMPTS = 5;

/**
 * Runs `work` in a transaction, and again (up to 5 times, after a short random pause) when
 * PostgreSQL aborted it as a serialization failure or a deadlock victim (40001, 40P01).
 */
export async function retryingTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= RETRY_ATTEMPTS || !errorCodes(error).some((code) => RETRYABLE_CODES.has(code))) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** Takes a transaction-scoped advisory lock: writes of one kind run one at a time, in a fixed order. */
export async function lockForWrite(tx: Db, kind: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`snoflingan:${kind}`}))`);
}

/**
 * How long one admin bulk write (ageing every horse, an undo) may take: longer than the serving
 * pool's bound on a statement (server/outage.ts STATEMENT_TIMEOUT_MS), which is for pages. Set-based,
 * these writes take a few seconds on a stud of 10,000 horses (docs/operations.md, "Bulk writes").
 */
export const BULK_WRITE_TIME_LIMIT_MS = 30_000;

/** node-postgres's client of a transaction (Drizzle's session holds it); PGlite has none of these. */
interface ReadTimeoutHolder {
  connectionParameters?: { query_timeout?: number };
}

/**
 * Runs `work` (statements of the transaction `tx`) under a time limit of its own, `ms`, instead of the
 * pool's: `SET LOCAL statement_timeout` (it ends with the transaction), and on node-postgres the
 * client's read timeout (`query_timeout`, which would otherwise give up on the answer after the
 * pool's bound while the server still works) for as long, restored before the connection goes back
 * to the pool. A statement past the limit is cancelled (57014, isStatementCancelled): the whole
 * transaction rolls back. Nested calls keep the outer limit's client setting.
 */
export async function withTimeLimit<T>(tx: Db, ms: number, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('statement_timeout', ${String(Math.round(ms))}, true)`);
  const session = (tx as unknown as { _?: { session?: { client?: ReadTimeoutHolder } } })._?.session;
  const parameters = session?.client?.connectionParameters;
  if (!parameters?.query_timeout) return work();
  const before = parameters.query_timeout;
  // As long again: the server cancels first, so the cancellation (57014) is what the caller sees.
  parameters.query_timeout = Math.max(before, 2 * ms);
  try {
    return await work();
  } finally {
    parameters.query_timeout = before;
  }
}
