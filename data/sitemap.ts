import { asc, count } from "drizzle-orm";
import type { Db } from "./db";
import { horses } from "./schema";

/** How many horse pages there are (every horse has one, sold horses too). */
export async function horsePageCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(horses);
  return row?.count ?? 0;
}

/** One page of horse names in a stable order (by id), for one sitemap file: no query grows with the stud. */
export async function horsePageNames(db: Db, offset: number, limit: number): Promise<string[]> {
  const rows = await db.select({ name: horses.name }).from(horses).orderBy(asc(horses.id)).offset(offset).limit(limit);
  return rows.map((row) => row.name);
}
