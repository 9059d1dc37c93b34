/**
 * What typed or imported text may hold (docs/decisions/0014-faults-and-outages.md). Names are
 * identifiers (URLs, sire/dam links): two that look the same must be the same, and every one must
 * be reachable, so they are stored in Unicode NFKC and refused when they hold characters nobody sees.
 */
import { calendarDateInSweden } from "./format";

/** Every space separator (NBSP, U+3000, U+2000…U+200A, …), one or several: an ordinary space in a name. */
const SPACES = /\p{Zs}+/gu;

/**
 * The stored form of a name: Unicode NFKC, so 'Snö' typed as o + combining diaeresis is 'Snö' and
 * the fullwidth 'BarＴext' is 'BarText' (compatibility forms are the letters they stand for: the
 * confusable skeleton, domain/site/confusables.ts, folds them too), and one ordinary space wherever
 * any run of spaces was, so 'Bar\u00A0Nbsp' is 'Bar Nbsp'.
 */
export const normalizeName = (name: string): string => name.normalize("NFKC").replace(SPACES, " ");

/**
 * Control (Cc: NUL, BEL, ESC, newline), format (Cf: zero-width spaces and joiners, the bidi
 * overrides and isolates, the BOM), lone surrogates (Cs), the line and paragraph separators,
 * private-use and unassigned code points (Co, Cn), what Unicode says to show as nothing
 * (Default_Ignorable_Code_Point: Hangul fillers, the combining grapheme joiner, variation
 * selectors, the soft hyphen) and the Braille blank, which draws as a space.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** More combining marks on one letter than any language writes (Vietnamese takes two). */
const STACKED_MARKS = /\p{M}{3,}/u;
const LATIN = /\p{Script=Latin}/u;
const LOOKALIKE_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

export type NameProblem = "forbiddenCharacter" | "stackedMarks" | "mixedScripts" | "onlyDots";

/** Why a (trimmed, normalised) name cannot be used, or null when it can. */
export function nameProblem(name: string): NameProblem | null {
  if (INVISIBLE.test(name)) return "forbiddenCharacter";
  if (STACKED_MARKS.test(name)) return "stackedMarks";
  // A Cyrillic 'а' among Latin letters is a name that looks like another one.
  if (LATIN.test(name) && LOOKALIKE_SCRIPTS.test(name)) return "mixedScripts";
  // '.' and '..' are no page address: /horse/.. is the parent path.
  if (/^\.+$/.test(name)) return "onlyDots";
  return null;
}

/** NUL and the other C0 controls but tab, newline and carriage return: no stored text holds them. */
export const hasForbiddenTextCharacter = (text: string): boolean =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && char !== "\t" && char !== "\n" && char !== "\r") || code === 0x7f;
  });

/**
 * Typed text read as a decimal number ("16", " +7.5 ", ".5"), or NaN. JavaScript's Number() also
 * reads hexadecimal, binary, octal, exponents, "Infinity" and blank text (0), so `0x10` would be
 * stored as 16: none of them is a number a person typing into a form means.
 */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** True for YYYY-MM-DD naming a day that exists (2024-02-29 yes, 2023-02-29 and 9999-99-99 no). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The days an evaluation or a merit may carry (docs/product.md, "Evaluations" and "Merits"): from
 * 1900-01-01, before any horse of a stud's records, to the last day of next year in Sweden (a
 * date entered ahead of an event, never one centuries away).
 */
export const EARLIEST_RECORD_DATE = "1900-01-01";
export function latestRecordDate(now: Date = new Date()): string {
  return `${Number(calendarDateInSweden(now).slice(0, 4)) + 1}-12-31`;
}

/** True for a calendar date (isCalendarDate) from EARLIEST_RECORD_DATE to latestRecordDate(now). */
export function isRecordDate(text: string, now: Date = new Date()): boolean {
  return isCalendarDate(text) && text >= EARLIEST_RECORD_DATE && text <= latestRecordDate(now);
}
