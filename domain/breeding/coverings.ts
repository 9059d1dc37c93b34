// Coverings and their foals (docs/product.md, "Coverings"): the statuses a covering goes through,
// the season a date belongs to, and the record a registered foal is stored as.
import { foalColourName } from "../colour/coat-colour";
import type { Category } from "../horses/horse";
import { calendarDateInSweden, nextDayInSweden } from "../site/format";
import { EARLIEST_RECORD_DATE } from "../site/input";
import type { Foal } from "./simulation";

/** A covering's statuses in the order it goes through them: planerad, betäckt, fölat, inget föl. */
export const COVERING_STATUSES = ["planned", "covered", "born", "none"] as const;
export type CoveringStatus = (typeof COVERING_STATUSES)[number];

/** The status whose foal can be registered ("Registrera föl"). */
export const REGISTRABLE_STATUS = "covered" satisfies CoveringStatus;
/** What a registered foal makes its covering: born (fölat); an OO foal makes it none (inget föl). */
export const REGISTERED_STATUS = "born" satisfies CoveringStatus;
export const NO_FOAL_STATUS = "none" satisfies CoveringStatus;
/** The mares a stallion's page lists for the season: those covered, foaled or not yet. */
export const COVERED_STATUSES = ["covered", "born"] as const satisfies readonly CoveringStatus[];

/** A season is a calendar year (of the covering's date). */
export function seasonOf(date: string): number {
  return Number(date.slice(0, 4));
}

/**
 * The season now, in Sweden, where the stud is. Sweden's clock is ahead of UTC (one hour in winter),
 * so its year differs from UTC's only on the last day of a UTC year; on every other day the UTC
 * year is it, without a time-zone conversion on each horse page.
 */
export function currentSeason(now: Date = new Date()): number {
  const lastDayOfYear = now.getUTCMonth() === 11 && now.getUTCDate() === 31;
  return lastDayOfYear ? seasonOf(calendarDateInSweden(now)) : now.getUTCFullYear();
}

/** seasonEnd's instants (ms) by season: a stallion's page asks on every request, Intl a few times each. */
const seasonEnds = new Map<number, number>();

/** The instant season `year` ends in Sweden: the day after its New Year's Eve begins there. */
export function seasonEnd(year: number): Date {
  let end = seasonEnds.get(year);
  if (end === undefined) {
    end = nextDayInSweden(new Date(Date.UTC(year, 11, 31, 12))).getTime();
    // Pages ask for the current season's end; a bound all the same.
    if (seasonEnds.size < 16) seasonEnds.set(year, end);
  }
  return new Date(end);
}

/** The first and last day of season `year`, as the stored dates compare (YYYY-MM-DD text). */
export function seasonDays(year: number): { from: string; to: string } {
  const padded = String(year).padStart(4, "0");
  return { from: `${padded}-01-01`, to: `${padded}-12-31` };
}

/**
 * `?year=` as a season: four digits, from the earliest day a record may carry to next year (the
 * dates a covering may have, data/records.ts dateField); null for anything else.
 */
export function parseSeason(text: string | null, now: Date = new Date()): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const year = Number(trimmed);
  return year >= seasonOf(EARLIEST_RECORD_DATE) && year <= currentSeason(now) + 1 ? year : null;
}

/** How many coverings each stallion has, most first (ties by name, as `compare` orders names). */
export function coveringsPerStallion(
  coverings: readonly { stallion: string }[],
  compare: (a: string, b: string) => number,
): { stallion: string; count: number }[] {
  const counts = new Map<string, { stallion: string; count: number }>();
  for (const { stallion } of coverings) {
    const key = stallion.toLowerCase();
    const entry = counts.get(key) ?? { stallion, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || compare(a.stallion, b.stallion));
}

/** A registered foal starts as a youngster of age 0. */
export const FOAL_CATEGORY = "youngsters" satisfies Category;
export const FOAL_AGE = 0;

/**
 * The stored fields of the foal `foal` (the planner's roll for the covering's seed,
 * domain/breeding/simulation.ts simulateFoal) of `sire` × `dam`, bred by `breeder`.
 */
export function registeredFoal(foal: Foal, parents: { sire: string; dam: string }, breeder: string) {
  return {
    category: FOAL_CATEGORY,
    breed: foal.breed,
    sire: parents.sire,
    dam: parents.dam,
    gender: foal.gender,
    age: FOAL_AGE,
    height: foal.heightCm,
    color: foalColourName(foal.genotype),
    genotype: foal.genotype,
    stats: foal.stats,
    breeder,
    generation: foal.generation,
  };
}
