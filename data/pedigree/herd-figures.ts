import { ne } from "drizzle-orm";
import { herdGeneticsSteps, SOLD_CATEGORY, type HerdGenetics, type ReferenceHorse } from "#domain";
import type { Db } from "../db";
import { horses } from "../schema";
import { currentPedigreeVersion, inSlices, pedigreeInMemoryAt, type PedigreeInMemory } from "./in-memory";

/**
 * How long the herd's computation holds the process before it lets other work in (other requests
 * go on meanwhile, each waiting about this long, or one step: the search for major ancestors,
 * kinship/founders.ts, is one, tens of milliseconds on the bench's closed stud).
 */
const HERD_SLICE_MS = 10;

/** The reference horses: the stud's horses not sold (the pedigree held gives their parents). */
export async function referenceHorses(db: Db): Promise<ReferenceHorse[]> {
  return db
    .select({ name: horses.name, generation: horses.generation })
    .from(horses)
    .where(ne(horses.category, SOLD_CATEGORY))
    .orderBy(horses.name);
}

/** The herd's figures, and whether newer ones are being computed (the page then says so). */
export interface HerdFiguresNow {
  figures: HerdGenetics;
  /** True: the figures are those of the pedigree before the latest writes; the new ones follow. */
  updating: boolean;
}

interface HerdStore {
  /** The newest figures computed, and the pedigree version they were computed at. */
  latest?: { pedigreeVersion: number; figures: HerdGenetics };
  /** The computation under way, one at a time. */
  computing?: { pedigreeVersion: number; figures: Promise<HerdGenetics> };
}

const stores = new WeakMap<Db, HerdStore>();
const storeOf = (db: Db): HerdStore => {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = {}));
  return store;
};

/**
 * The figures of `held`: the newest computed when they are at its pedigree version, else a
 * computation in slices (one at a time: a newer pedigree waits for the run under way, then
 * computes). A failed run is not kept, so the next caller tries again.
 */
function figuresOf(db: Db, held: PedigreeInMemory): Promise<HerdGenetics> {
  const store = storeOf(db);
  if (store.latest && store.latest.pedigreeVersion >= held.pedigreeVersion)
    return Promise.resolve(store.latest.figures);
  const running = store.computing;
  if (running && running.pedigreeVersion >= held.pedigreeVersion) return running.figures;
  const figures: Promise<HerdGenetics> = (running?.figures.catch(() => undefined) ?? Promise.resolve())
    .then(async () => {
      const computed = await inSlices(herdGeneticsSteps(held.kinship, await referenceHorses(db)), HERD_SLICE_MS);
      if (!store.latest || store.latest.pedigreeVersion < held.pedigreeVersion)
        store.latest = { pedigreeVersion: held.pedigreeVersion, figures: computed };
      return computed;
    })
    .finally(() => {
      if (store.computing?.figures === figures) store.computing = undefined;
    });
  store.computing = { pedigreeVersion: held.pedigreeVersion, figures };
  return figures;
}

/**
 * The herd's genetics (domain/pedigree/herd-figures.ts) at data version `version` or later (unless
 * given, it is asked), exact: computed once per pedigree version (docs/decisions/0041) and kept, in
 * slices so other requests go on; callers that need these very figures (the spreadsheet file, the
 * bench, tests) wait for them. The page asks herdFiguresNow instead.
 */
export async function loadHerdGenetics(db: Db, version?: number): Promise<HerdGenetics> {
  return figuresOf(db, await pedigreeInMemoryAt(db, version));
}

/**
 * What the herd page shows at data version `version` (the response cache's): the figures of the
 * current pedigree when they are computed; else, while they compute in the background, the
 * newest figures there are, `updating` (stale while revalidate, docs/decisions/0041): a write
 * never makes the page wait for them, nor for the pedigree to follow it (one small statement asks
 * the pedigree version). Only the first figures after a start are waited for.
 */
export async function herdFiguresNow(db: Db, version?: number): Promise<HerdFiguresNow> {
  const store = storeOf(db);
  const latest = store.latest;
  if (!latest) return { figures: await loadHerdGenetics(db, version), updating: false };
  if (latest.pedigreeVersion >= (await currentPedigreeVersion(db))) return { figures: latest.figures, updating: false };
  loadHerdGenetics(db, version).catch((error: unknown) => console.error("computing the herd's figures failed", error));
  return { figures: store.latest!.figures, updating: true };
}
