import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  isStatementCancelled,
  openDatabase,
  queryRows,
  retryingTransaction,
  withTimeLimit,
  type Database,
} from "#data/db";
import { recordChange } from "#data/history";
import { ageAllHorses } from "#data/horses";
import { studFile } from "#data/records";
import { availableDrivers } from "#tests/support/database";
import { importStud } from "#transfer/stud";

// The administrator's bulk writes run under a time limit of their own, not the serving pool's
// bound on one statement (server/outage.ts STATEMENT_TIMEOUT_MS, here 300 ms to keep the test short):
// ageing that waits 1 s for a row answers, instead of being cancelled as an outage; past its own
// limit a bulk write is cancelled whole, as a statement cancelled (data/db/transactions.ts withTimeLimit).

const POOL_BOUND_MS = 300;
const HORSES = 20;

describe.skipIf(!availableDrivers().includes("postgres"))(
  "admin bulk writes under their own time limit [postgres]",
  () => {
    let database: Database;
    let serverUrl: string;
    let name: string;

    beforeAll(async () => {
      serverUrl = inject("postgresUrl")!;
      name = `bulk_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name} template snoflingan_template`);
      await admin.end();
      const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
      // As the server opens it: every statement bound by the pool, on the server and in the client.
      database = await openDatabase(
        { driver: "postgres", url, poolSize: 4, statementTimeoutMs: POOL_BOUND_MS },
        { migrate: false },
      );
      await importStud(
        database.db,
        studFile.parse({
          horses: Array.from({ length: HORSES }, (_, i) => ({
            name: `Bulk ${i}`,
            category: "competitors",
            breed: "b",
            gender: "Sto",
            age: 5,
          })),
        }),
      );
    });

    afterAll(async () => {
      await database?.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    });

    it("ages every horse though it waits longer than the pool's bound for a row", async () => {
      const holder = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]*$/, `/${name}`) });
      await holder.connect();
      await holder.query("begin");
      await holder.query("select 1 from horses where name = 'Bulk 7' for update");
      const released = new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => holder.query("commit"));
      const result = await recordChange(database.db, { actor: "admin@example.se", kind: "age" }, async (tx) => ({
        ok: true,
        count: await ageAllHorses(tx, 1),
      })).finally(() => released.finally(() => holder.end()));
      expect(result).toEqual({ ok: true, count: HORSES });
      expect(await queryRows(database.db, sql`select distinct age from horses`)).toEqual([{ age: 6 }]);
    });

    it("past its own limit, a bulk write is cancelled whole and reads as cancelled", async () => {
      const failure = await retryingTransaction(database.db, (tx) =>
        withTimeLimit(tx, 200, async () => {
          await tx.execute(sql`update horses set age = age + 1`);
          await tx.execute(sql`select pg_sleep(1)`);
        }),
      ).catch((error: unknown) => error);
      expect(isStatementCancelled(failure)).toBe(true);
      expect(await queryRows(database.db, sql`select distinct age from horses`)).toEqual([{ age: 6 }]);
      // The pool's bound is back for the next transaction on the same connections.
      const next = await retryingTransaction(database.db, (tx) => tx.execute(sql`select pg_sleep(0.6)`)).catch(
        (error: unknown) => error,
      );
      expect(isStatementCancelled(next)).toBe(true);
    });
  },
);
