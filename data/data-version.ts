import { currentDataVersion, type Db } from "./db";

/**
 * `load` made to run once per data version and database: its answer is kept in memory and given
 * to every caller until a write raises the version (so a kept answer is never older than the data
 * a request reads). Callers arriving while it loads share that one load; a failed load (the
 * database went away) is not kept, so the next caller loads again.
 */
export function keptPerDataVersion<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const kept = new WeakMap<Db, { version: number; value: Promise<T> }>();
  return async (db) => {
    const version = await currentDataVersion(db);
    const held = kept.get(db);
    if (held && held.version === version) return held.value;
    const value = load(db);
    kept.set(db, { version, value });
    value.catch(() => {
      if (kept.get(db)?.value === value) kept.delete(db);
    });
    return value;
  };
}
