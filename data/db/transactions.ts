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
