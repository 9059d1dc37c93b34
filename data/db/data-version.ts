// The public data's version, what is kept in memory per version, and large reads at one version.
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import * as schema from "../schema";
import { jsonRows, queryRows, type Db } from "./sql";

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
