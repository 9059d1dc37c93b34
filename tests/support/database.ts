import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { currentDataVersion, openDatabase, type Database, type Db, type OpenOptions } from "#data/db";

export type Driver = "pglite" | "postgres";
const TEMPLATE_DATABASE = "snoflingan_template";

/** A fresh, migrated, empty database on the given driver (a clone, so it is cheap). */
export async function createTestDatabase(
  driver: Driver,
  options: Pick<OpenOptions, "onQuery"> & { poolSize?: number } = {},
): Promise<Database> {
  const { poolSize = 4, ...openOptions } = options;
  if (driver === "pglite") {
    const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
    return openDatabase({ driver: "pglite", loadDataDir: snapshot }, { ...openOptions, migrate: false });
  }
  const serverUrl = inject("postgresUrl");
  if (!serverUrl) throw new Error("PostgreSQL is not available");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const database = await openDatabase(
    { driver: "postgres", url: serverUrl.replace(/\/[^/]*$/, `/${name}`), poolSize },
    { ...openOptions, migrate: false },
  );
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A server's PGlite directory (DATA_DIR) that is migrated already: a copy of the run's (Vitest's global
 * setup). A server started on it skips PGlite's initdb, several seconds of a core, and starts as on
 * any later day (migrations checked, stud files imported). For servers whose first start is not
 * what the test is about.
 */
export function migratedPgliteDir(): string {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "snoflingan-server-")), "db");
  cpSync(inject("pgliteDataDir"), dataDir, { recursive: true });
  return dataDir;
}

export function availableDrivers(): Driver[] {
  return inject("postgresUrl") ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * Runs the same suite against every driver, each with its own fresh database:
 * `describeWithDatabase("horses", (db) => { it("…", async () => { await listX(db()) }) })`.
 */
export function describeWithDatabase(name: string, suite: (db: () => Db, database: () => Database) => void) {
  for (const driver of availableDrivers()) {
    describe(`${name} [${driver}]`, () => {
      let database: Database;
      beforeAll(async () => {
        database = await createTestDatabase(driver);
      });
      afterAll(async () => {
        await database?.close();
      });
      suite(
        () => database.db,
        () => database,
      );
    });
  }
}

/**
 * Which finishes first: `read`, or a request arriving meanwhile (on the event loop's next turn)
 * that asks the database for the data version. Both are waited for.
 */
export async function firstToFinish(db: Db, read: Promise<unknown>): Promise<"read" | "request"> {
  const finished: ("read" | "request")[] = [];
  await Promise.all([
    read.then(() => finished.push("read")),
    new Promise((resolve) => setImmediate(resolve))
      .then(() => currentDataVersion(db))
      .then(() => finished.push("request")),
  ]);
  return finished[0];
}
