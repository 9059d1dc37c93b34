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
 * meanwhile. `follow`, when given, brings what is held up to the current version from what the
 * writes since changed, in one small statement (docs/decisions/0041-held-data-follows-writes.md),
 * or answers null when it cannot (too much changed), and then `read` reads it all again.
 * `at` waits for a value at `version` or later (unless given, the current version is asked): for
 * callers that cannot do without it (whole-herd genetics, the mates list).
 * `inMemory` never waits for a whole read: it answers what is held when it is current, else waits
 * for `follow` and answers its value; null while a whole read is under way (the first call after
 * a change that `follow` cannot take starting it in the background; the page meanwhile asks the
 * database as before). `version` reads the current data version unless the caller knows it
 * (`known`: the response cache read it for this request). `what` names it in the log when a
 * background read fails.
 */
export function keptPerVersion<T extends { version: number }>(
  read: (db: Db) => Promise<T>,
  what: string,
  follow?: (db: Db, held: T) => Promise<T | null>,
) {
  interface Store {
    held?: T;
    reading?: Promise<T>;
    following?: Promise<T | null>;
  }
  const stores = new WeakMap<Db, Store>();
  const storeOf = (db: Db) => {
    let store = stores.get(db);
    if (!store) stores.set(db, (store = {}));
    return store;
  };
  const keep = (store: Store, value: T): T => {
    if (!store.held || value.version >= store.held.version) store.held = value;
    return value;
  };
  const refresh = (db: Db, store: Store): Promise<T> =>
    (store.reading ??= (async () => {
      try {
        if (store.held && follow) {
          const followed = await (store.following = follow(db, store.held));
          if (followed) return keep(store, followed);
        }
        return keep(store, await read(db));
      } finally {
        store.reading = undefined;
        store.following = undefined;
      }
    })());
  return {
    async at(db: Db, version?: number): Promise<T> {
      const wanted = version ?? (await currentDataVersion(db));
      const store = storeOf(db);
      // A read started before the write that raised the version answers an older one: read again.
      while (!store.held || store.held.version < wanted) await refresh(db, store);
      return store.held;
    },
    inMemory(db: Db, version: () => Promise<number>) {
      return async function current(known?: number): Promise<T | null> {
        const store = storeOf(db);
        const now = known ?? (await version());
        if (store.held && store.held.version >= now) return store.held;
        void refresh(db, store).catch((error: unknown) => console.error(`reading ${what} into memory failed`, error));
        // Following a write costs one small statement: worth the wait, unlike a whole read.
        const followed = await store.following?.catch(() => null);
        if (followed && store.held && store.held.version >= now) return store.held;
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
