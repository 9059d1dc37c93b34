import { sql } from "drizzle-orm";
import { buildPedigreeGraph, type PedigreeGraph, type PedigreeGraphRow } from "#domain";
import { keptPerDataVersion } from "./data-version";
import { queryJsonRows, type Db } from "./db";

/**
 * Every horse the site knows in one statement: each pedigree entry merged with the stud horse
 * of the same name, as the ancestry walk merges them (data/pedigree.ts, lineageOf): the entry's
 * spelling and parents, the stud horse's where the entry has none. One JSON value, because
 * PGlite reads one value far faster than a hundred thousand rows.
 */
const ALL_HORSES = sql`
  select coalesce(p.name, h.name) as name,
         coalesce(nullif(trim(p.sire), ''), nullif(trim(h.sire), '')) as sire,
         coalesce(nullif(trim(p.dam), ''), nullif(trim(h.dam), '')) as dam,
         h.name is not null as "studHorse"
  from pedigree p full join horses h on lower(p.name) = lower(h.name)`;

export async function loadPedigreeGraph(db: Db): Promise<PedigreeGraph> {
  return buildPedigreeGraph(await queryJsonRows<PedigreeGraphRow>(db, ALL_HORSES));
}

/**
 * The whole pedigree as a graph (domain/pedigree-graph.ts), built once per data version and kept
 * in memory (keptPerDataVersion): requests arriving while it is being built share that one build.
 */
export const pedigreeGraph: (db: Db) => Promise<PedigreeGraph> = keptPerDataVersion(loadPedigreeGraph);
