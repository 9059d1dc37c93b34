import { and, eq, not, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { normalizeName } from "#domain";
import type { Db } from "./db";
import { nameSkeletonSql, horses, pedigree } from "./schema";

// Horse names are identifiers: compared case-insensitively (like the unique indexes on lower(name)),
// sorted the Swedish way by the one collator in domain/site/collation.ts.
export { compareNames, compareText } from "#domain";

/** Escapes LIKE wildcards, so typed text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Names are stored in NFC (domain/site/input.ts), so what is looked up is normalised the same way. No
// stored text holds NUL, and PostgreSQL refuses it in a query: a lookup holding one matches nothing.

/** `column` holds `name` in any letter case. */
export const nameIs = (column: AnyColumn, name: string): SQL =>
  name.includes("\0") ? sql`false` : sql`lower(${column}) = lower(${normalizeName(name)})`;

/**
 * A horse's or pedigree entry's name that looks like `name` (the same confusable skeleton, e.g.
 * Cyrillic 'ТЕХВАН' beside 'TEXBAH') without being `name` in another letter case, or null.
 * `renaming` is the name being changed, whose own entries do not count. An index scan per table.
 */
export async function lookalikeName(db: Db, name: string, renaming?: string): Promise<string | null> {
  for (const table of [horses, pedigree]) {
    const others = [not(nameIs(table.name, name)), ...(renaming ? [not(nameIs(table.name, renaming))] : [])];
    const [row] = await db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(nameSkeletonSql(table.name), nameSkeletonSql(normalizeName(name))), ...others))
      .limit(1);
    if (row) return row.name;
  }
  return null;
}

/**
 * The exact stored name of the stud horse called `name` in any letter case (an SQL value, null
 * when there is none), by the lower(name) index. Ribbons, evaluations and merits hold that exact
 * name, so they are then found by the indexes on their `horse` column: lower(horse) has none, and
 * comparing it would read the whole table.
 */
export const horseNamed = (name: string): SQL =>
  name.includes("\0")
    ? sql`null`
    : sql`(select ${horses.name} from ${horses} where lower(${horses.name}) = lower(${normalizeName(name)}))`;
