// The site search (docs/product.md, "Search"): how names and queries are folded and how hits rank.
// data/search.ts runs the same rules in SQL (migration 0003's fold_name, the same LIKE patterns);
// this module is their statement in one place, and what the tests compare the database against.

/** A longer query is cut to this many characters (no name is longer). */
export const SEARCH_QUERY_MAX = 80;
/** Hits per page of `/search`. */
export const SEARCH_PAGE_SIZE = 20;
/** Names the header's search field suggests at most. */
export const SEARCH_SUGGESTION_LIMIT = 8;
/** The header's field suggests names from this many typed characters. */
export const SEARCH_SUGGESTION_MIN_CHARS = 2;

/** How well a name matches, best first: the whole name, its start, a word's start, anywhere. */
export const SEARCH_RANKS = ["exact", "prefix", "word", "contains"] as const;
export type SearchRank = (typeof SEARCH_RANKS)[number];

/**
 * Letters that NFKD does not split into a plain letter and marks, but that PostgreSQL's `unaccent`
 * writes in plain letters; lower case, as they are met after lower-casing.
 */
const PLAIN_LETTERS: Record<string, string> = {
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ħ: "h",
  ı: "i",
  ĸ: "q",
  ŀ: "l",
  ŉ: "'n",
  ŋ: "n",
  ŧ: "t",
};
const NOT_PLAIN = new RegExp(`[${Object.keys(PLAIN_LETTERS).join("")}]`, "g");

/**
 * A name as the search compares it: lower case, without accents or other marks (`Snöflingans
 * Åskvigg` → `snoflingans askvigg`, `Ærø` → `aero`). The same fold as SQL `fold_name`.
 */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .replace(NOT_PLAIN, (letter) => PLAIN_LETTERS[letter])
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}

/** Control and format characters (NUL, zero-width, bidi marks): never part of a name. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * What a visitor typed, made a query: invisible characters dropped, runs of space made one,
 * trimmed, cut at SEARCH_QUERY_MAX characters. Empty when nothing is left.
 */
export function searchQuery(typed: string | null | undefined): string {
  return Array.from((typed ?? "").normalize("NFC").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim())
    .slice(0, SEARCH_QUERY_MAX)
    .join("")
    .trim();
}

/** Words begin at the start of the name and after a space or a hyphen (`Coed Coch`, `Ty-Gwyn`). */
export const WORD_STARTS = [" ", "-"] as const;

/** How `name` matches `query` (both as typed; folded here), or null when it does not contain it. */
export function searchRank(name: string, query: string): SearchRank | null {
  const folded = foldName(name);
  const needle = foldName(query);
  if (needle === "" || !folded.includes(needle)) return null;
  if (folded === needle) return "exact";
  if (folded.startsWith(needle)) return "prefix";
  if (WORD_STARTS.some((start) => folded.includes(start + needle))) return "word";
  return "contains";
}

/** A hit as ranking sees it. */
export interface RankedHit {
  name: string;
  rank: SearchRank;
  /** One of the stud's own horses (else a name in the pedigrees). */
  studHorse: boolean;
}

/**
 * Letters the Swedish alphabet orders apart from the plain letters foldName makes of them (CLDR's
 * Swedish collation, which domain compareText uses): å, ä, ö after z, in that order, æ and ę read
 * as ä, ø, ô, ő and œ as ö; ü and ű as y. Each becomes a character that sorts after z in code
 * units (`{`, `|`, `}`) or the letter it reads as. Migration 0012's sort_name has the same table.
 */
const SWEDISH_ORDER: Record<string, string> = {
  å: "{",
  Å: "{",
  ä: "|",
  Ä: "|",
  æ: "|",
  Æ: "|",
  ę: "|",
  Ę: "|",
  ö: "}",
  Ö: "}",
  ô: "}",
  Ô: "}",
  ø: "}",
  Ø: "}",
  ő: "}",
  Ő: "}",
  œ: "}",
  Œ: "}",
  ü: "y",
  Ü: "y",
  ű: "y",
  Ű: "y",
};
const SWEDISH_LETTERS = new RegExp(`[${Object.keys(SWEDISH_ORDER).join("")}]`, "g");

/**
 * A name's key in the search's order: folded as foldName does, but with the letters the Swedish
 * alphabet puts last kept apart (SWEDISH_ORDER), so that keys compared code unit by code unit
 * (SQL `collate "C"`) order names as compareText does wherever they differ in more than letter
 * case and accents (domain/site/search.test.ts). `folded`, the name's foldName when known, saves
 * folding a name without such letters twice. SQL sort_name (migration 0012) gives the same key.
 */
export function searchSortKey(name: string, folded?: string): string {
  const swedish = name.replace(SWEDISH_LETTERS, (letter) => SWEDISH_ORDER[letter]);
  return swedish === name && folded !== undefined ? folded : foldName(swedish);
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of hits: by rank; at equal rank stud horses before ancestors; then in Swedish
 * alphabetical order (searchSortKey: å, ä, ö last, as the category lists sort), and by the name
 * itself, compared code unit by code unit (SQL `collate "C"`, the same on every database).
 */
export function compareSearchHits(a: RankedHit, b: RankedHit): number {
  return (
    SEARCH_RANKS.indexOf(a.rank) - SEARCH_RANKS.indexOf(b.rank) ||
    Number(b.studHorse) - Number(a.studHorse) ||
    byCodeUnits(searchSortKey(a.name), searchSortKey(b.name)) ||
    byCodeUnits(a.name, b.name)
  );
}
