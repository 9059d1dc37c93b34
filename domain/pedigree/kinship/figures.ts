// The kinship figures the pages read, by name, from one engine per state of the pedigree
// (docs/decisions/0045-kinship-engine.md): a foal's coefficient with each common ancestor's part
// and the completeness of its pedigree (docs/product.md, "Kinship figures (definitions)").
import { compareText } from "../../site/collation";
import { buildPedigreeGraph, type PedigreeGraph, type PedigreeGraphRow } from "../graph";
import { knownName, nameKey } from "../names";
import { runSteps } from "../steps";
import { completeGenerations, knownAncestryShare } from "./completeness";
import { kinshipEngine, type KinshipEngine } from "./engine";
import { type Inbreeding as EngineInbreeding, inbreedingSteps } from "./inbreeding";
import { NONE } from "./pedigree";

/** The engine of one pedigree graph, with every horse's complete generations. */
export interface PedigreeKinship {
  graph: PedigreeGraph;
  engine: KinshipEngine;
  /** completeGenerations(graph), by index. */
  completeGenerations: Int32Array;
}

/** How much of a pedigree is known, read beside its coefficient. */
export interface PedigreeCompleteness {
  /** The share of known ancestors over 5 generations, 0…1 (knownAncestryShare). */
  knownShare: number;
  /** The generations back in which every ancestor is known. */
  completeGenerations: number;
}

/** A common ancestor's part of a kinship, by its stored spelling (CommonAncestorShare by name). */
export interface NamedShare {
  ancestor: string;
  /** Its part of the kinship, > 0; the parts sum to it. */
  share: number;
  /** Its places in the foal's 4-generation pedigree (`3S`, `4D`); empty further back. */
  positions: string[];
}

/** A foal's coefficient of inbreeding as the pages show it. */
export interface Inbreeding {
  /** Wright's F of a foal of sire × dam, 0…1, to full depth. */
  coi: number;
  /**
   * Common ancestors and the part of `coi` each accounts for (sums to `coi`), largest first, with
   * their positions in the foal's 4-generation pedigree (`3S`, `4D`; empty further back).
   */
  contributions: NamedShare[];
  /** The common ancestors after the CONTRIBUTIONS_SHOWN largest: how many, and their parts' sum. */
  others: { count: number; share: number };
  completeness: PedigreeCompleteness;
}

/**
 * How many common ancestors a page lists by name: on a closed breed a pair has hundreds at full
 * depth, each a sliver; the rest are summed in one line, so the parts still add up to F.
 */
export const CONTRIBUTIONS_SHOWN = 10;

/**
 * The figures of `graph` as steps (inbreedingSteps). With `before`, the figures of an earlier
 * graph of the same horses by name: only the horses whose parents changed, the horses added and
 * their descendants are computed again (inbreedingAfterChange), whatever their indices now.
 */
export function* pedigreeKinshipSteps(
  graph: PedigreeGraph,
  before?: PedigreeKinship,
): Generator<void, PedigreeKinship> {
  let inbreeding: EngineInbreeding;
  if (before) {
    const { known, changed } = yield* keptFrom(graph, before);
    inbreeding = yield* inbreedingSteps(graph, known, changed);
  } else inbreeding = yield* inbreedingSteps(graph);
  return { graph, engine: kinshipEngine(graph, inbreeding), completeGenerations: completeGenerations(graph) };
}

/** Horses between two of keptFrom's pauses: a look-up by name each, about a millisecond. */
const KEPT_STEP = 4096;

/** `before`'s F and d moved to `graph`'s indices, and the horses of `graph` whose parents are new. */
function* keptFrom(
  graph: PedigreeGraph,
  before: PedigreeKinship,
): Generator<void, { known: EngineInbreeding; changed: number[] }> {
  const old = before.graph;
  const oldIndex = new Int32Array(graph.size);
  for (let horse = 0; horse < graph.size; horse++) {
    if (horse % KEPT_STEP === KEPT_STEP - 1) yield;
    oldIndex[horse] = old.indexOf.get(nameKey(graph.names[horse])) ?? NONE;
  }
  const known = { inbreeding: new Float64Array(graph.size), variance: new Float64Array(graph.size) };
  const changed: number[] = [];
  const sameParent = (now: number, then: number) => (now < 0 ? then < 0 : then === oldIndex[now]);
  for (let horse = 0; horse < graph.size; horse++) {
    const then = oldIndex[horse];
    if (then < 0 || !sameParent(graph.sire[horse], old.sire[then]) || !sameParent(graph.dam[horse], old.dam[then])) {
      changed.push(horse);
      continue;
    }
    known.inbreeding[horse] = before.engine.inbreeding[then];
    known.variance[horse] = before.engine.variance[then];
  }
  return { known, changed };
}

/** A name's index in the graph; NONE for no horse (blank, Unknown …) or one the graph lacks. */
export function horseIndex(graph: PedigreeGraph, name: string | null | undefined): number {
  const known = knownName(name);
  return known === null ? NONE : (graph.indexOf.get(nameKey(known)) ?? NONE);
}

/** The completeness of a foal of `sire` × `dam` (indices, NONE unknown). */
export function foalCompleteness(kinship: PedigreeKinship, sire: number, dam: number): PedigreeCompleteness {
  const { completeGenerations } = kinship;
  return {
    knownShare: knownAncestryShare(kinship.graph, sire, dam),
    completeGenerations: sire < 0 || dam < 0 ? 0 : 1 + Math.min(completeGenerations[sire], completeGenerations[dam]),
  };
}

/**
 * f(a, b) (indices), as the engine's `kinship` gives it, and each common ancestor's part of it by
 * name, largest first, equal parts by name.
 */
export function namedKinship(
  { graph, engine }: PedigreeKinship,
  a: number,
  b: number,
): { kinship: number; shares: NamedShare[] } {
  const { kinship, shares } = engine.kinshipWithShares(a, b);
  return {
    kinship,
    shares: shares
      .map(({ ancestor, share, positions }) => ({ ancestor: graph.names[ancestor], share, positions }))
      .sort((x, y) => y.share - x.share || compareText(x.ancestor, y.ancestor)),
  };
}

/**
 * The coefficient of a foal of `sire` × `dam` (names, any letter case; a name the graph lacks is
 * an unrelated founder), each common ancestor's part by its stored spelling, and the completeness
 * of its pedigree. For a horse of the pedigree, pass its own parents: the same F as the one pass.
 */
export function foalInbreeding(kinship: PedigreeKinship, sire: string | null, dam: string | null): Inbreeding {
  const { graph } = kinship;
  const [s, d] = [horseIndex(graph, sire), horseIndex(graph, dam)];
  const { kinship: coi, shares: all } = namedKinship(kinship, s, d);
  const rest = all.slice(CONTRIBUTIONS_SHOWN);
  return {
    coi,
    contributions: all.slice(0, CONTRIBUTIONS_SHOWN),
    others: { count: rest.length, share: rest.reduce((sum, { share }) => sum + share, 0) },
    completeness: foalCompleteness(kinship, s, d),
  };
}

/**
 * How far back a walk of a horse's line in SQL goes to read its whole line: further than any
 * studbook (a century of horses is about 25 generations), and a loop in the data still ends.
 */
export const WHOLE_LINE_GENERATIONS = 100;

/**
 * The figures of the ancestry read for a few horses (their whole lines, as the recursive walk
 * reads them where the pedigree is not held in memory): a horse's F depends on its ancestors
 * only, so they are the figures of the whole pedigree.
 */
export function ancestryKinship(rows: Iterable<PedigreeGraphRow>): PedigreeKinship {
  return runSteps(pedigreeKinshipSteps(buildPedigreeGraph(rows)));
}
