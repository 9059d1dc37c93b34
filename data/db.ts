import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./pglite-lock";
import * as schema from "./schema";

/** The one type every data module takes: the same queries run on both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConfig =
  | { driver: "postgres"; url: string; poolSize?: number }
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob | File };

export interface Database {
  db: Db;
  driver: DatabaseConfig["driver"];
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot other tests can start from (see tests/setup). */
  dumpDataDir?(): Promise<Blob | File>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside this file, or (in the bundled server) under the working directory. */
export const migrationsFolder =
  process.env.MIGRATIONS_DIR ??
  (existsSync(path.join(here, "migrations")) ? path.join(here, "migrations") : path.resolve("data/migrations"));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) return { driver: "postgres", url: env.DATABASE_URL };
  return { driver: "pglite", dataDir: env.DATA_DIR ?? path.resolve("data/pglite") };
}

export interface OpenOptions {
  migrate?: boolean;
  /** Called with the SQL of every statement sent (tests count round trips with it). */
  onQuery?: (query: string) => void;
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  const migrate = options.migrate ?? true;
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (config.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    // An idle pooled connection that the server ends (restart, failover, a dropped test database)
    // is emitted here; without a listener it would crash the process. The pool replaces it.
    pool.on("error", (error) =>
      console.error(
        JSON.stringify({ time: new Date().toISOString(), msg: "idle database connection lost", error: error.message }),
      ),
    );
    const db = drizzlePg(pool, { schema, logger });
    if (migrate) await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  const unlock = config.dataDir ? lockDataDir(config.dataDir) : () => undefined;
  const client = new PGlite({ dataDir: config.dataDir, loadDataDir: config.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger });
  if (migrate) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: async () => {
      await client.close();
      unlock();
    },
    dumpDataDir: async () => {
      // Without a checkpoint the dump can miss what is still only in the WAL.
      await client.exec("checkpoint");
      return client.dumpDataDir("none");
    },
  };
}

/** Both drivers answer db.execute with `{ rows }`; this types them. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** True for PostgreSQL's unique_violation (23505), whichever driver or wrapper (Drizzle puts it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
