import { ne } from "drizzle-orm";
import { herdGenetics, SOLD_CATEGORY, type HerdGenetics, type ReferenceHorse } from "#domain";
import { keptPerDataVersion } from "./data-version";
import type { Db } from "./db";
import { pedigreeGraph } from "./pedigree-graph";
import { horses } from "./schema";

/** The reference horses: the stud's horses not sold, with the parents their own records name. */
export async function referenceHorses(db: Db): Promise<ReferenceHorse[]> {
  return db
    .select({ name: horses.name, sire: horses.sire, dam: horses.dam, generation: horses.generation })
    .from(horses)
    .where(ne(horses.category, SOLD_CATEGORY));
}

async function computeHerdGenetics(db: Db): Promise<HerdGenetics> {
  const [graph, reference] = await Promise.all([pedigreeGraph(db), referenceHorses(db)]);
  return herdGenetics(graph, reference);
}

/**
 * The herd's genetics (domain/herd-genetics.ts), computed once per data version and kept: the
 * first request after a write pays for it (docs/performance.md), the others read it from memory.
 */
export const loadHerdGenetics: (db: Db) => Promise<HerdGenetics> = keptPerDataVersion(computeHerdGenetics);
