// Opening the database on either driver (PostgreSQL or PGlite), migrating it, and the startup lock.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../schema";
import { currentDataVersion, currentDataVersionQuery } from "./data-version";
import { joinedReads } from "./joined-reads";
import { lockDataDir } from "./pglite-lock";
import type { Db } from "./sql";

export type DatabaseConfig =
  | {
      driver: "postgres";
      url: string;
      poolSize?: number;
      /**
       * The server's bound on one statement: PostgreSQL cancels it after this long (statement_timeout),
       * and the client gives up after as long again when the server itself does not answer (a frozen
       * host cannot cancel anything). Unset (scripts, migrations): no bound.
       */
      statementTimeoutMs?: number;
    }
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob | File };

export interface Database {
  db: Db;
  driver: DatabaseConfig["driver"];
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Applies the migrations (under the startup lock). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the cluster-wide startup lock, so instances starting at the same
   * moment migrate and seed one after another (docs/decisions/0014-faults-and-outages.md).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The public data's version (data-version.ts), which the response cache asks on every request. */
  dataVersion(): Promise<number>;
  /** PGlite only: a snapshot other tests can start from (see tests/setup). */
  dumpDataDir?(): Promise<Blob | File>;
}

const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations");
/** In data/ beside this folder, or (in the bundled server) under the working directory. */
export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? (existsSync(beside) ? beside : path.resolve("data/migrations"));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) return { driver: "postgres", url: env.DATABASE_URL };
  return { driver: "pglite", dataDir: env.DATA_DIR ?? path.resolve("data/pglite") };
}

export interface OpenOptions {
  migrate?: boolean;
  /** Called with the SQL of every statement sent (tests count round trips with it). */
  onQuery?: (query: string) => void;
}

/**
 * Bytes to PGlite as a binary parameter, from PGlite as hex text by Node's own codec. PGlite's
 * built-in serializer writes hex byte by byte through JavaScript arrays and strings (storing a
 * 15 MB photo took 12 s and 1 GB of memory, docs/operations.md); its protocol writer sends a typed
 * array as it is, in binary format, so the serializer hands the bytes over untouched (its type
 * says string, for text parameters). Hex text instead still raised the server's memory 250–306 MB
 * above idle for a 15 MB photo, binary 180–210 MB (docs/performance.md, "Picture uploads").
 */
const PGLITE_BYTEA = {
  serializers: { [types.BYTEA]: (bytes: Uint8Array) => bytes as unknown as string },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), "hex") },
};

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  const migrate = options.migrate ?? true;
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (config.driver === "postgres") {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      // A database that does not answer at all must not hang requests forever; a server held to a
      // statement timeout does not wait longer for a connection either.
      connectionTimeoutMillis: config.statementTimeoutMs ?? CONNECT_TIMEOUT_MS,
      ...(config.statementTimeoutMs
        ? { statement_timeout: config.statementTimeoutMs, query_timeout: config.statementTimeoutMs }
        : {}),
    });
    // An idle pooled connection that the server ends (restart, failover, a dropped test database)
    // is emitted here; without a listener it would crash the process. The pool replaces it.
    pool.on("error", (error) => logConnectionLost("idle", error));
    // A checked-out client (a transaction between statements) emits on itself, not on the pool:
    // every client gets its own listener, else a terminated backend kills the process. The query
    // in flight fails, and the pool discards the broken client when it is released.
    pool.on("connect", (client) => client.on("error", (error) => logConnectionLost("in use", error)));
    const db = drizzlePg(pool, { schema, logger });
    // currentDataVersion's own query, built once, as a prepared statement whose row is an array.
    const { sql: text, params: values } = currentDataVersionQuery(db as unknown as Db).toSQL();
    const dataVersionStatement = { name: "snoflingan_data_version", text, values, rowMode: "array" } as const;
    const database: Database = {
      db: db as unknown as Db,
      driver: "postgres",
      // Other instances write too: always asked (docs/decisions/0015-response-cache.md), on every
      // request the cache or a page from memory answers, requests at the same moment sharing a read
      // sent after they asked. A named statement on the pool itself: the server parses it once per
      // connection, and Drizzle's builder (a third of the cost) is skipped.
      dataVersion: joinedReads(async () => {
        const { rows } = await pool.query<[number]>(dataVersionStatement);
        return rows[0]?.[0] ?? 0;
      }),
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
      migrate: () => migratePg(db, { migrationsFolder }),
      async withStartupLock(work) {
        // A connection of its own, outside the pool: the work may need every pooled one.
        const locker = new pg.Client({ connectionString: config.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        locker.on("error", (error) => logConnectionLost("in use", error));
        await locker.connect();
        try {
          await locker.query("select pg_advisory_lock(hashtext($1))", [STARTUP_LOCK]);
          return await work();
        } finally {
          // Ending the session releases the lock too.
          await locker.end().catch(() => undefined);
        }
      },
    };
    if (migrate) await database.withStartupLock(() => database.migrate());
    return database;
  }
  const unlock = config.dataDir ? lockDataDir(config.dataDir) : () => undefined;
  // The search's extensions (migration 0003): PGlite loads an extension's code only when asked to.
  const client = new PGlite({
    dataDir: config.dataDir,
    loadDataDir: config.loadDataDir,
    extensions: { pg_trgm, unaccent },
    ...PGLITE_BYTEA,
  });
  await client.waitReady;
  // Only this process opens the directory (pglite-lock), and PGlite runs statements one at a time
  // in the order they are sent: the data version can only change after a statement sent here that
  // can write (a select cannot: the version rises by triggers on writes). So it is read once and
  // kept until the next such statement (counted as Drizzle sends it), and a cached page, or a page
  // that only reads, costs no query for it. The version is read through a Drizzle without this counter.
  let writesSent = 0;
  let known: { version: number; afterStatement: number } | undefined;
  const db = drizzlePglite(client, {
    schema,
    logger: {
      logQuery(query) {
        if (!/^\s*select\b/i.test(query)) writesSent += 1;
        onQuery?.(query);
      },
    },
  });
  const versionReader = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    db: db as unknown as Db,
    driver: "pglite",
    async dataVersion() {
      if (known?.afterStatement === writesSent) return known.version;
      // Stamped with the statements sent before it: one sent while it is on its way makes it stale.
      const afterStatement = writesSent;
      known = { version: await currentDataVersion(versionReader), afterStatement };
      return known.version;
    },
    ping: async () => void (await client.query("select 1")),
    close: async () => {
      await client.close();
      unlock();
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process per data directory (pglite-lock): nobody else can be starting.
    withStartupLock: (work) => work(),
    dumpDataDir: async () => {
      // Without a checkpoint the dump can miss what is still only in the WAL.
      await client.exec("checkpoint");
      return client.dumpDataDir("none");
    },
  };
  if (migrate) await database.migrate();
  return database;
}

// Also how long a request waits for a pooled connection: generous, so a burst queues rather than fails.
const CONNECT_TIMEOUT_MS = 10_000;
const STARTUP_LOCK = "snoflingan:startup";

function logConnectionLost(state: "idle" | "in use", error: Error) {
  console.error(
    JSON.stringify({ time: new Date().toISOString(), msg: "database connection lost", state, error: error.message }),
  );
}
