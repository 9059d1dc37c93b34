import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./db";

/**
 * The horses with a page, in a stable order: every stud horse (sold ones too) by id, then every
 * pedigree entry that is not a stud horse by id (its ancestor page, docs/product.md "Ancestor pages").
 */
const pagedHorses = sql`select name, 0 as part, id from horses
  union all
  select name, 1, id from pedigree p where not exists (select from horses h where lower(h.name) = lower(p.name))`;

/** How many horse pages there are. */
export async function horsePageCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${pagedHorses}) as pages`,
  );
  return row?.count ?? 0;
}

/** One page of horse names in a stable order, for one sitemap file: no query grows with the stud. */
export async function horsePageNames(db: Db, offset: number, limit: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select name from (${pagedHorses}) as pages order by part, id offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => row.name);
}
