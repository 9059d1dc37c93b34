import { eq } from "drizzle-orm";
import type { Db } from "./db";
import { dataVersion } from "./schema";

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
  db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.id, 1));
