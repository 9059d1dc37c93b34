import { and, eq, not, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { normalizeName } from "#domain";
import { NO_PARENT_SPELLINGS } from "#domain/pedigree/names";
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
 * A horse's or pedigree entry's name that looks like `name` without being `name` in another letter
 * case, or null: the same once case and accents are folded ('Snoflingans Askvigg' beside
 * 'Snöflingans Åskvigg': the search's fold, name_folded), or the same confusable skeleton (Cyrillic
 * 'ТЕХВАН' beside 'TEXBAH'), or both ('ТЕХВАН' beside 'Téxbah'). `renaming` is the name being
 * changed, whose own entries do not count. Each condition is one an index holds (the skeleton's,
 * the folded name's in collate "C"), asked for the typed name's skeleton and its fold. Every name
 * write asks this (docs/product.md, "Horses, categories and sale").
 */
export async function lookalikeName(db: Db, name: string, renaming?: string): Promise<string | null> {
  const typed = normalizeName(name);
  const skeleton = nameSkeletonSql(typed);
  const folded = [sql`fold_name(${typed}) collate "C"`, sql`fold_name(${skeleton}) collate "C"`];
  for (const table of [horses, pedigree]) {
    const others = [not(nameIs(table.name, name)), ...(renaming ? [not(nameIs(table.name, renaming))] : [])];
    const [row] = await db
      .select({ name: table.name })
      .from(table)
      .where(
        and(
          or(
            eq(nameSkeletonSql(table.name), skeleton),
            eq(nameSkeletonSql(table.name), sql`fold_name(${skeleton})`),
            ...folded.map((fold) => sql`${table.nameFolded} = ${fold}`),
          ),
          ...others,
        ),
      )
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

/**
 * The characters String.prototype.trim removes, which knownName trims: taken from trim itself
 * (every one lies in the Basic Multilingual Plane), so the SQL trims exactly the same. PostgreSQL's
 * trim() alone removes only the space.
 */
const TRIMMED = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((character) => character.trim() === "")
  .join("");

/** A constant as an SQL string literal (standard_conforming_strings, the default on both drivers). */
const literal = (text: string): SQL => sql.raw(`'${text.replaceAll("'", "''")}'`);

const TRIMMED_SQL = literal(TRIMMED);
const NO_PARENT_SQL = sql.join(NO_PARENT_SPELLINGS.map(literal), sql`, `);

/**
 * `value` (a sire's or dam's text) as a parent's name: knownName in SQL. Null for null and for
 * every one of NO_PARENT_SPELLINGS, compared as knownName compares (NFKC, trimmed, lower case:
 * PostgreSQL's lower() in a UTF-8 locale, as every name comparison here), else the text trimmed
 * as knownName trims it. Built from the one list (domain/pedigree/names.ts), so "0", "unk" or
 * " Okänd " is never one phantom ancestor shared by every horse that has it (docs/product.md,
 * "Kinship figures (definitions)"). Agreement with knownName: data/names.no-parent.test.ts.
 */
export const parentNameSql = (value: SQL | AnyColumn): SQL =>
  // normalize() costs as much as the rest of a whole-pedigree read's columns: the quick check
  // (IS NFKC NORMALIZED) spares it for the names that need none, nearly all of them.
  sql`(case when lower(btrim(case when ${value} is nfkc normalized then ${value} else normalize(${value}, NFKC) end,
    ${TRIMMED_SQL})) in (${NO_PARENT_SQL}) then null else btrim(${value}, ${TRIMMED_SQL}) end)`;
