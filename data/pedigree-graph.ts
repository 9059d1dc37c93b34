import { sql } from "drizzle-orm";
import { buildPedigreeGraph, type PedigreeGraph, type PedigreeGraphRow } from "#domain";
import { currentDataVersion } from "./data-version";
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

/** The graph each database last built, and the data version it was built at. */
const kept = new WeakMap<Db, { version: number; graph: Promise<PedigreeGraph> }>();

/**
 * The whole pedigree as a graph (domain/pedigree-graph.ts), built once per data version and kept
 * in memory: every write raises the version, so a kept graph is never older than the data a
 * request reads. Requests arriving while it is being built share that one build.
 */
export async function pedigreeGraph(db: Db): Promise<PedigreeGraph> {
  const version = await currentDataVersion(db);
  const held = kept.get(db);
  if (held && held.version === version) return held.graph;
  const graph = loadPedigreeGraph(db);
  kept.set(db, { version, graph });
  // A failed build (the database went away) is not kept: the next request builds again.
  graph.catch(() => {
    if (kept.get(db)?.graph === graph) kept.delete(db);
  });
  return graph;
}
