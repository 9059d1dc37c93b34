import type { PedigreeGraph } from "#domain";
import type { Db } from "../db";
import { pedigreeInMemoryAt } from "./in-memory";

/**
 * The whole pedigree as a graph (domain/pedigree/graph.ts) at the current data version: the one
 * built with the pedigree in memory (in-memory.ts: each pedigree entry merged with the stud
 * horse of the same name, the entry's spelling and parents, the stud horse's where the entry has
 * none). `version`: the one the caller already knows, as the response cache read it for the
 * request; unless given, it is asked. Requests arriving while the pedigree is being read share
 * that one read.
 */
export async function pedigreeGraph(db: Db, version?: number): Promise<PedigreeGraph> {
  return (await pedigreeInMemoryAt(db, version)).graph;
}
