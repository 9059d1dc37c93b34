// Merits: points per place and the tab-separated import (docs/product.md, "Merits").
import { EARLIEST_RECORD_DATE, isCalendarDate, isRecordDate, latestRecordDate, normalizeName } from "../site/input";
import * as texts from "../texts";
import { PAIR_EVENT, normalizeClass, normalizeEvent } from "./classes";

/** Points per placing: [first place, last place, points]; any other place gives 0. */
export const MERIT_POINTS_BY_PLACE = [
  [1, 1, 12],
  [2, 2, 10],
  [3, 3, 6],
  [4, 4, 3],
  [5, 10, 1],
] as const;
/** A competition entry with this many merits (or more) is highlighted. */
export const MERIT_COUNT_HIGHLIGHT = 10;

/**
 * A placement `N/M` is place N of M starters: 1 ≤ N ≤ M ≤ MERIT_STARTERS_MAX (docs/product.md,
 * "Merits"). `0/0`, `11/10` and twenty-digit numbers are no placement.
 */
export const MERIT_STARTERS_MAX = 999;

/** Place and starters of a placement `N/M` (spaces around the slash allowed). */
export type Placement = { place: number; starters: number };

/**
 * The placement `N/M` at the start of `text` (the import's placement column, or a stored merit
 * text `N/M | …`): the placement, "out-of-range" when N/M is written but no placement (see
 * MERIT_STARTERS_MAX), or null when the text does not start with N/M.
 */
export function leadingPlacement(text: string): Placement | "out-of-range" | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)(?!\d)/.exec(text);
  if (!match) return null;
  // Past four digits (leading zeros aside) a number is out of range whatever it says; Number() would round it.
  if (match.slice(1).some((digits) => digits.replace(/^0+/, "").length > 4)) return "out-of-range";
  const [place, starters] = [Number(match[1]), Number(match[2])];
  return place >= 1 && place <= starters && starters <= MERIT_STARTERS_MAX ? { place, starters } : "out-of-range";
}

/** Points from the leading placement `N/M` of a merit text; 0 when there is none (or it is out of range). */
export function meritPoints(text: string): number {
  const placement = leadingPlacement(text);
  if (placement === null || placement === "out-of-range") return 0;
  const n = placement.place;
  return MERIT_POINTS_BY_PLACE.find(([first, last]) => n >= first && n <= last)?.[2] ?? 0;
}

/**
 * The points a merit line's leading placing `N/M` gives, with the placing as written (`3/12`), or
 * null when the text starts with none: a line the administrator edits carries its placing's points
 * (docs/product.md, "Merits"); a line without a placing takes any.
 */
export function placingPoints(text: string): { placement: string; points: number } | null {
  const placement = leadingPlacement(text);
  if (placement === null || placement === "out-of-range") return null;
  return { placement: `${placement.place}/${placement.starters}`, points: meritPoints(text) };
}

export interface Merit {
  horse: string;
  event: string;
  /** Canonical class. */
  classKey: string;
  /** Storage key: `{event} {canonical class}`. */
  key: string;
  date: string;
  /** `{N/M} | {class}, {rider/info} - {competition}, {organiser}`. */
  text: string;
  /** 1-based line of the import text. */
  line: number;
  points: number;
}

export interface MeritImport {
  merits: Merit[];
  skipped: { line: number; reason: string }[];
}

/** The import's columns in order; the first 7 are required. Swedish names are used in skip reasons. */
export const MERIT_COLUMNS = [
  "datum",
  "häst",
  "gren",
  "klass",
  "placering",
  "arrangör",
  "tävling",
  "ryttare/info",
] as const;
const REQUIRED_COLUMNS = 7;
const t = texts.meritImport;

/** `{date} | {text}`, the stored form of a merit. */
export function formatMeritLine(merit: { date: string; text: string }): string {
  return `${merit.date} | ${merit.text}`;
}

/** Total points of merit lines that carry their points (as stored and loaded). */
export function sumPoints(lines: readonly { points: number }[]): number {
  return lines.reduce((total, line) => total + line.points, 0);
}

type LineResult = { merits: Omit<Merit, "line">[] } | { reason: string };

function parseLine(raw: string): LineResult {
  const columns = raw.split("\t").map((column) => column.trim());
  const missing = MERIT_COLUMNS.slice(0, REQUIRED_COLUMNS)
    .map((name, i) => (columns[i] ? null : t.column(i + 1, name)))
    .filter((text) => text !== null);
  if (missing.length > 0) return { reason: t.missingColumns(missing.join(", ")) };

  // Columns past the 8th are ignored.
  const [date, horseColumn, eventColumn, classColumn, placementColumn, organiser, competition, info] = columns;
  if (!isCalendarDate(date)) return { reason: t.badDate(date) };
  if (!isRecordDate(date)) return { reason: t.dateOutOfRange(date, EARLIEST_RECORD_DATE, latestRecordDate()) };
  const written = /^(\d+)\s*\/\s*(\d+)$/.exec(placementColumn);
  if (!written) return { reason: t.badPlacement(placementColumn) };
  if (leadingPlacement(placementColumn) === "out-of-range")
    return { reason: t.placementOutOfRange(placementColumn, MERIT_STARTERS_MAX) };

  const event = normalizeEvent(eventColumn) ?? eventColumn;
  // Names are looked up as they are stored (normalizeName: a fullwidth 'ＢarText' finds 'BarText').
  const horses = (
    event === PAIR_EVENT
      ? horseColumn
          .split(",")
          .map((h) => h.trim())
          .filter(Boolean)
      : [horseColumn]
  ).map(normalizeName);
  if (horses.length > 2) return { reason: t.pairSize(horses.length) };

  const classKey = normalizeClass(classColumn);
  const place = `${written[1]}/${written[2]}`;
  const text = `${place} | ${classKey}${info ? `, ${info}` : ""} - ${competition}, ${organiser}`;
  const points = meritPoints(place);
  return {
    merits: horses.map((horse) => ({ horse, event, classKey, key: `${event} ${classKey}`, date, text, points })),
  };
}

/** Parses pasted import text; never throws. Blank lines are ignored; each skipped line gets a Swedish reason. */
export function parseMeritImport(text: string): MeritImport {
  const result: MeritImport = { merits: [], skipped: [] };
  const seen = new Map<string, number>();
  String(text ?? "")
    .split(/\r?\n|\r/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === "") return;
      const parsed = parseLine(raw);
      if ("reason" in parsed) {
        result.skipped.push({ line, reason: t.skipped(line, parsed.reason) });
        return;
      }
      const fresh = parsed.merits.filter((merit) => !seen.has(meritIdentity(merit)));
      if (fresh.length === 0) {
        const first = seen.get(meritIdentity(parsed.merits[0]));
        result.skipped.push({ line, reason: t.skipped(line, t.duplicate(first ?? line)) });
        return;
      }
      for (const merit of fresh) {
        seen.set(meritIdentity(merit), line);
        result.merits.push({ ...merit, line });
      }
    });
  return result;
}

/**
 * Identity of a merit: the same horse, key, date and text (the database's unique line key).
 * Tab-joined: no column of an import line can hold a tab.
 */
export function meritIdentity(merit: { horse: string; key: string; date: string; text: string }): string {
  return [merit.horse, merit.key, merit.date, merit.text].join("\t");
}

/**
 * The canonical storage key of a key written another way (`dressyr LC`, `Hunter Under Saddle allow`):
 * the longest leading words that name an event, then the rest as a canonical class. Null when no
 * leading words name an event.
 */
export function canonicalMeritKey(key: string): string | null {
  const words = key.trim().split(/\s+/);
  for (let split = words.length - 1; split >= 1; split--) {
    const event = normalizeEvent(words.slice(0, split).join(" "));
    if (event) return `${event} ${normalizeClass(words.slice(split).join(" "))}`;
  }
  return null;
}

/** A stored merit line `{date} | {text}` split at its first bar (formatMeritLine's inverse); null without one. */
export function splitMeritLine(line: string): { date: string; text: string } | null {
  const bar = line.indexOf("|");
  if (bar === -1) return null;
  const date = line.slice(0, bar).trim();
  const text = line.slice(bar + 1).trim();
  return date && text ? { date, text } : null;
}

/**
 * The import report in the lines the administrator pasted: a Körning pair's line is one line,
 * imported when a merit of it was stored; each line not (wholly) stored is listed once, with
 * every reason its merits were skipped. `merits` are the parsed merits, `skipped` every skip
 * (parsing and storing alike), each with its line.
 */
export function pastedLineReport(
  merits: readonly { line: number }[],
  skipped: readonly { line: number; reason: string }[],
): { imported: number; skipped: { line: number; reason: string }[] } {
  const meritsPerLine = new Map<number, number>();
  for (const { line } of merits) meritsPerLine.set(line, (meritsPerLine.get(line) ?? 0) + 1);
  const reasons = new Map<number, string[]>();
  for (const { line, reason } of skipped) reasons.set(line, [...(reasons.get(line) ?? []), reason]);
  const stored = [...meritsPerLine].filter(([line, count]) => count > (reasons.get(line)?.length ?? 0));
  return {
    imported: stored.length,
    skipped: [...reasons].sort(([a], [b]) => a - b).map(([line, texts]) => ({ line, reason: texts.join("; ") })),
  };
}
