import { sql, type AnyColumn, type SQL } from "drizzle-orm";

// Horse names are identifiers: compared case-insensitively (like the unique indexes on lower(name)),
// sorted the Swedish way by the one collator in domain/text.ts.
export { compareNames, compareText } from "#domain";

/** Escapes LIKE wildcards, so typed text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column` holds `name` in any letter case. */
export const nameIs = (column: AnyColumn, name: string): SQL => sql`lower(${column}) = lower(${name})`;

/** `column` starts with `prefix` in any letter case; wildcards in `prefix` are taken literally. */
export const startsWith = (column: AnyColumn, prefix: string): SQL =>
  sql`lower(${column}) like ${`${escapeLike(prefix.toLowerCase())}%`}`;
