import { ne } from "drizzle-orm";
import { herdGeneticsSteps, SOLD_CATEGORY, type HerdGenetics, type ReferenceHorse } from "#domain";
import type { Db } from "../db";
import { horses } from "../schema";
import { keptWithPedigreeInMemory } from "./in-memory";

/**
 * How long the herd's computation holds the process before it lets other work in (other requests
 * go on meanwhile, each waiting at most about this long).
 */
export const HERD_SLICE_MS = 10;

/** The reference horses: the stud's horses not sold, with the parents their own records name. */
export async function referenceHorses(db: Db): Promise<ReferenceHorse[]> {
  return db
    .select({ name: horses.name, sire: horses.sire, dam: horses.dam, generation: horses.generation })
    .from(horses)
    .where(ne(horses.category, SOLD_CATEGORY));
}

/**
 * Runs `steps` to their end, handing the event loop back whenever they have held it for `sliceMs`:
 * a long computation then delays other requests by a slice, not by its whole length.
 */
export async function inSlices<T>(steps: Generator<void, T>, sliceMs: number): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      started = performance.now();
    }
  }
}

/**
 * The herd's genetics (domain/pedigree/herd-figures.ts), computed once per data version and kept with the
 * pedigree in memory it was computed on: the first request after a write pays for it
 * (docs/performance.md), computing in slices so other requests go on; the others read it from
 * memory. `version`: the data version the request already knows (the response cache's).
 */
export const loadHerdGenetics: (db: Db, version?: number) => Promise<HerdGenetics> = keptWithPedigreeInMemory(
  async (heldPedigree, db) => inSlices(herdGeneticsSteps(heldPedigree.graph, await referenceHorses(db)), HERD_SLICE_MS),
);
