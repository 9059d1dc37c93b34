// The type every data module takes, and reading rows the same way on both drivers.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "../schema";

/** The one type every data module takes: the same queries run on both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
