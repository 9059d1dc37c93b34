import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** Horse names are identifiers: compared case-insensitively (like the unique indexes), sorted the Swedish way. */
const collator = new Intl.Collator("sv");

/** Sorts by name the Swedish way (å, ä, ö last). */
export function compareNames(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name);
}

/** Escapes LIKE wildcards, so typed text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column` holds `name` in any letter case. */
export const nameIs = (column: AnyColumn, name: string): SQL => sql`lower(${column}) = lower(${name})`;
