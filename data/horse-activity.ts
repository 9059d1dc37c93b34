import { inArray, sql } from "drizzle-orm";
import { COVERED_STATUSES, foldName } from "#domain";
import { currentDataVersionQuery, keptPerVersion, queryRows, type Db } from "./db";
import { coverings, news, newsHidden } from "./schema";

/**
 * Which horses have news anyone may see, and which stallions covered mares in which season, read
 * in one statement per data version and held while it is current (keptPerVersion). Most horses
 * have neither, and on PGlite each of those two look-ups costs about as much CPU as the rest of
 * the page (docs/performance.md, "Pages the cache misses"): a horse page asks for its news and its
 * season's mares only where this says there are some.
 */
export interface HorseActivity {
  /** The data version it was read at (currentDataVersion, data/db/data-version.ts). */
  version: number;
  /** foldName of every horse with an item anyone may see. */
  withNews: Set<string>;
  /** `${season}:${foldName(stallion)}` of every covering marked covered or born. */
  coveredSeasons: Set<string>;
}

/**
 * Keys fold case and accents: a superset of the database's own `lower()` matching (data/names.ts
 * nameIs), so a horse the database would find is never left out, only sometimes asked in vain.
 */
const seasonKey = (season: number, stallion: string) => `${season}:${foldName(stallion)}`;

export async function loadHorseActivity(db: Db): Promise<HorseActivity> {
  const [row] = await queryRows<{ version: number | null; withNews: string[] | null; covered: string[] | null }>(
    db,
    sql`select (${currentDataVersionQuery(db)}) as version,
      (select json_agg(distinct ${news.horse}) from ${news}
        where ${news.horse} is not null
          and not exists (select 1 from ${newsHidden} where ${newsHidden.news} = ${news.id})) as "withNews",
      (select json_agg(distinct left(${coverings.date}, 4) || ':' || ${coverings.stallion}) from ${coverings}
        where ${inArray(coverings.status, [...COVERED_STATUSES])}) as covered`,
  );
  return {
    version: row.version ?? 0,
    withNews: new Set((row.withNews ?? []).map(foldName)),
    // Each "YYYY:stallion" (the season is the date's year: domain/breeding/coverings.ts seasonOf).
    coveredSeasons: new Set(
      (row.covered ?? []).map((covered) => seasonKey(Number(covered.slice(0, 4)), covered.slice(5))),
    ),
  };
}

/** False only when `activity` knows horse `name` has no news anyone may see; true when unknown (null). */
export const mayHaveNews = (activity: HorseActivity | null, name: string): boolean =>
  activity === null || activity.withNews.has(foldName(name));

/** False only when `activity` knows stallion `name` covered no mare in `season`; true when unknown (null). */
export const mayHaveCovered = (activity: HorseActivity | null, name: string, season: number): boolean =>
  activity === null || activity.coveredSeasons.has(seasonKey(season, name));

/** What is held at the current data version, or null while it is being read (keptPerVersion). */
export const horseActivityInMemory = keptPerVersion(loadHorseActivity, "which horses have news and coverings").inMemory;
