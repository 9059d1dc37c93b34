import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as texts from "#domain/texts";
import { joinedReads } from "./joined-reads";
import * as schema from "./schema";

/** The one type every data module takes: the same queries run on both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
  /** The public data's version (currentDataVersion below), which the response cache asks on every request. */
  dataVersion(): Promise<number>;
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

/**
 * The number every write to the public data raises in its own transaction (triggers on the
 * public tables, data/migrations/0001): equal numbers mean equal public data, in every instance.
 */
export async function currentDataVersion(db: Db): Promise<number> {
  const [row] = await currentDataVersionQuery(db);
  return row?.version ?? 0;
}

/** The query currentDataVersion runs, to read the version within another statement (one snapshot). */
export const currentDataVersionQuery = (db: Db) =>
  db.select({ version: schema.dataVersion.version }).from(schema.dataVersion).where(eq(schema.dataVersion.id, 1));

/**
 * What `read` reads of a database (with the data version it read it at), kept in memory per
 * database until a write brings a newer version; one read at a time, shared by everyone asking
 * meanwhile. `at` waits for a read at `version` or later (unless given, the current version is
 * asked): for callers that cannot do without it (whole-herd genetics, the mates list).
 * `inMemory` never waits: null while a read is under way, the first call after a change starting
 * it in the background (the page meanwhile asks the database as before); `version` reads the
 * current data version unless the caller knows it (`known`: the response cache read it for this
 * request). `what` names it in the log when a background read fails.
 */
export function keptPerVersion<T extends { version: number }>(read: (db: Db) => Promise<T>, what: string) {
  const stores = new WeakMap<Db, { held?: T; reading?: Promise<T> }>();
  const storeOf = (db: Db) => {
    let store = stores.get(db);
    if (!store) stores.set(db, (store = {}));
    return store;
  };
  const readOnce = (db: Db, store: { held?: T; reading?: Promise<T> }): Promise<T> =>
    (store.reading ??= read(db)
      .then((value) => {
        if (!store.held || value.version >= store.held.version) store.held = value;
        return value;
      })
      .finally(() => {
        store.reading = undefined;
      }));
  return {
    async at(db: Db, version?: number): Promise<T> {
      const wanted = version ?? (await currentDataVersion(db));
      const store = storeOf(db);
      // A read started before the write that raised the version answers an older one: read again.
      while (!store.held || store.held.version < wanted) await readOnce(db, store);
      return store.held;
    },
    inMemory(db: Db, version: () => Promise<number>) {
      return async function current(known?: number): Promise<T | null> {
        const store = storeOf(db);
        const now = known ?? (await version());
        if (store.held && store.held.version >= now) return store.held;
        void readOnce(db, store).catch((error: unknown) => console.error(`reading ${what} into memory failed`, error));
        return null;
      };
    },
  };
}

// Also how long a request waits for a pooled connection: generous, so a burst queues rather than fails.
const CONNECT_TIMEOUT_MS = 10_000;
const STARTUP_LOCK = "snoflingan:startup";

function logConnectionLost(state: "idle" | "in use", error: Error) {
  console.error(
    JSON.stringify({ time: new Date().toISOString(), msg: "database connection lost", state, error: error.message }),
  );
}

/** Both drivers answer db.execute with `{ rows }`; this types them. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of `query` as ONE JSON value (json_agg), an SQL expression: for queries of a few hundred
 * small rows, PGlite parses one value several times faster than the rows one by one. Values keep
 * their JSON types (text, number, boolean, null); dates come back as strings.
 */
export const jsonRows = (query: SQLWrapper) =>
  sql`(select coalesce(json_agg(row_data), '[]'::json) from (${query}) as row_data)`;

/** The rows of `query`, read as one JSON value (jsonRows). */
export async function queryJsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [result] = await queryRows<{ rows: T[] }>(db, sql`select ${jsonRows(query)} as rows`);
  return result.rows;
}

/** How often a read in slices starts again because a write came between its slices. */
export const SLICED_READ_ATTEMPTS = 3;

/**
 * A large read (the whole pedigree, every horse's records) in slices, one statement each, every
 * statement with the data version it saw: PGlite runs one statement at a time, so a request
 * arriving meanwhile waits for one slice, not for the whole read (docs/decisions/0036-reads-in-slices.md).
 * `slices()` starts a read: it gives the statements one after the other, each given the rows of the
 * one before it (null for the first), and null when the read is complete; the answer holds each
 * statement's rows. The slices are one snapshot when every statement saw
 * one version (every write raises it); else the read starts again, and after `attempts` (SLICED_READ_ATTEMPTS)
 * the whole read is one statement, `whole`.
 */
export async function readInSlices<T>(
  db: Db,
  slices: () => (previous: T[] | null) => SQLWrapper | null | Promise<SQLWrapper | null>,
  whole: () => Promise<{ version: number; slices: T[][] }>,
  attempts = SLICED_READ_ATTEMPTS,
): Promise<{ version: number; slices: T[][] }> {
  tries: for (let attempt = 0; attempt < attempts; attempt++) {
    let version: number | null = null;
    const read: T[][] = [];
    const next = slices();
    for (let slice = await next(null); slice !== null;) {
      const [{ version: seen, rows }] = await queryRows<{ version: number | null; rows: T[] }>(
        db,
        sql`select (${currentDataVersionQuery(db)}) as version, ${jsonRows(slice)} as rows`,
      );
      if (version !== null && (seen ?? 0) !== version) continue tries;
      version = seen ?? 0;
      read.push(rows);
      // A turn of the event loop before the next slice: PGlite answers within microtasks, so
      // without it no request would even be read between slices.
      await new Promise((resolve) => setImmediate(resolve));
      slice = await next(rows);
    }
    return { version: version ?? 0, slices: read };
  }
  return whole();
}

/** The SQLSTATE of a database error, whichever driver or wrapper (Drizzle puts the driver's error in `cause`). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function errorMessages(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages;
}

/** True for PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return errorCodes(error).includes("23505");
}

/**
 * SQLSTATEs that say the database is gone, going or not answering in time: shutdown (57P01–57P03),
 * a statement cancelled (57014, statement_timeout), connection exceptions (08…), too many connections.
 */
const UNAVAILABLE_CODES =
  /^(57P0[123]|57014|08\w{3}|53300)$|^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND)$/;
/** What node-postgres says, without a code, when a connection breaks, cannot be had, or a query gets no answer. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|Query read timeout/;

/**
 * True when a query failed because the database cannot be reached (an outage, a restart, a
 * terminated backend), not because of what was asked: the request gets 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    errorCodes(error).some((code) => UNAVAILABLE_CODES.test(code)) ||
    errorMessages(error).some((message) => UNAVAILABLE_MESSAGES.test(message))
  );
}

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
 * PGlite has no lock of its own: two processes on one data directory corrupt it.
 * So whoever opens a directory writes its process id into it, and a second opener
 * (another server, `npm run admin:create`, `stud:import` …) is refused with a clear
 * message while that process lives. A lock left by a dead process is taken over.
 */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(texts.cli.dataDirInUse(dataDir, pid));
  }
}

const LOCK_FILE = "snoflingan.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the directory's lock; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(file, "utf8").trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
      throw new DataDirInUseError(dataDir, holder);
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
