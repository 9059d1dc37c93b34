import { buildPedigreeGraph, type PedigreeGraph } from "#domain";
import type { Db } from "./db";
import { lineagesAt, type Lineages } from "./lineages";

const graphs = new WeakMap<Lineages, PedigreeGraph>();

/**
 * The whole pedigree as a graph (domain/pedigree-graph.ts), built from the pedigree in memory
 * (data/lineages.ts: each pedigree entry merged with the stud horse of the same name, the entry's
 * spelling and parents, the stud horse's where the entry has none) and kept with it: one read of
 * the whole pedigree per data version serves the horse pages, the herd's genetics and the mates list.
 */
export function graphOfLineages(lineages: Lineages): PedigreeGraph {
  let graph = graphs.get(lineages);
  if (!graph) graphs.set(lineages, (graph = buildPedigreeGraph(lineages.horses.values())));
  return graph;
}

/**
 * The graph at the current data version (`version`: the one the caller already knows, as the
 * response cache read it for the request; unless given, it is asked). Requests arriving while the
 * pedigree is being read share that one read.
 */
export async function pedigreeGraph(db: Db, version?: number): Promise<PedigreeGraph> {
  return graphOfLineages(await lineagesAt(db, version));
}
