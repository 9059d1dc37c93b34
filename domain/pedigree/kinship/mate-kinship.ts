// The foal's coefficient of inbreeding for one horse against many mates at once, on the integer
// pedigree graph (docs/decisions/0025-mates-list.md). The figure is the planner's own
// (inbreedingCoefficient in domain/pedigree/kinship/coefficient.ts): same truncation, same common ancestors.
import type { PedigreeGraph } from "../graph";
import { INBREEDING_GENERATIONS } from "./coefficient";
import { placesIn } from "./pedigree";

export interface MateKinship {
  /** Wright's F of the foal, 0…1. */
  coi: number;
  /** How many common ancestors account for a part of it (the planner's list of contributions). */
  commonAncestors: number;
}

const UNRELATED: MateKinship = { coi: 0, commonAncestors: 0 };

/** Horses of one parent's line within `limit` generations, with their distance from it (0 = itself). */
interface Line {
  horses: Int32Array;
  count: number;
}

/** Each horse's place in `graph.order`: an ancestor always comes before its descendants. */
const positions = new WeakMap<PedigreeGraph, Int32Array>();

function positionsOf(graph: PedigreeGraph): Int32Array {
  let found = positions.get(graph);
  if (!found) {
    found = placesIn(graph);
    positions.set(graph, found);
  }
  return found;
}

/** The foal's coefficient of `horse` × any mate; `mate` is a graph index, -1 for a name the graph lacks. */
export interface MateKinships {
  /**
   * Whether the pair has a common ancestor, so a coefficient above 0: one walk of the mate's line.
   * A name the graph lacks is unrelated to everyone.
   */
  related(mate: number): boolean;
  /** The planner's coefficient and its number of common ancestors for the pair. */
  of(mate: number): MateKinship;
}

/**
 * The planner's coefficient for a foal of `horse` × each mate (graph indices). Sire and dam play
 * the same part in it.
 *
 * The planner walks the foal's pedigree breadth-first and stops at the `generations`th
 * generation, counting a horse's parents only when it is met within `generations` − 1: an
 * ancestor's parents are kept when it is within `generations` − 2 of either parent. So the
 * truncated graph depends on the pair: it is rebuilt per pair, small (at most two lines of
 * 2^generations − 1 horses), but only for mates that share an ancestor with the horse within
 * `generations` − 1 generations (`related`): any other mate has no common ancestor in the
 * truncated graph, and its coefficient is 0 at once. The horse's line is walked once.
 */
export function mateKinships(
  graph: PedigreeGraph,
  horse: number,
  generations: number = INBREEDING_GENERATIONS,
): MateKinships {
  if (horse < 0) return { related: () => false, of: () => UNRELATED };
  const reach = generations - 1;
  const position = positionsOf(graph);
  // Distances from the horse and from the current mate; -1 = not within reach.
  const fromHorse = new Int8Array(graph.size).fill(-1);
  const fromMate = new Int8Array(graph.size).fill(-1);
  const local = new Int32Array(graph.size).fill(-1);
  const lineSize = 2 ** generations;
  const walk = (root: number, distance: Int8Array, horses: Int32Array): Line => {
    let count = 0;
    distance[root] = 0;
    horses[count++] = root;
    for (let at = 0; at < count; at++) {
      const child = horses[at];
      const next = distance[child] + 1;
      if (next > reach) continue;
      const sire = graph.sire[child];
      const dam = graph.dam[child];
      if (sire >= 0 && distance[sire] < 0) {
        distance[sire] = next;
        horses[count++] = sire;
      }
      if (dam >= 0 && distance[dam] < 0) {
        distance[dam] = next;
        horses[count++] = dam;
      }
    }
    return { horses, count };
  };
  const horseLine = walk(horse, fromHorse, new Int32Array(lineSize));
  const mateHorses = new Int32Array(lineSize);
  const kinship = pairKinship(2 * lineSize);
  const places = new Int32Array(2 * lineSize);
  const sire = new Int32Array(2 * lineSize);
  const dam = new Int32Array(2 * lineSize);
  const forget = (line: Line) => {
    for (let i = 0; i < line.count; i++) fromMate[line.horses[i]] = -1;
  };
  const shares = (line: Line) => {
    for (let i = 0; i < line.count; i++) if (fromHorse[line.horses[i]] >= 0) return true;
    return false;
  };

  return {
    related(mate) {
      if (mate < 0) return false;
      const mateLine = walk(mate, fromMate, mateHorses);
      const found = shares(mateLine);
      forget(mateLine);
      return found;
    },
    of(mate) {
      if (mate < 0) return UNRELATED;
      const mateLine = walk(mate, fromMate, mateHorses);
      let result = UNRELATED;
      if (shares(mateLine)) {
        // The pair's truncated graph, numbered locally in pedigree order (ancestors first).
        let count = 0;
        for (let i = 0; i < horseLine.count; i++) places[count++] = position[horseLine.horses[i]];
        for (let i = 0; i < mateLine.count; i++)
          if (fromHorse[mateLine.horses[i]] < 0) places[count++] = position[mateLine.horses[i]];
        const members = places.subarray(0, count).sort();
        for (let i = 0; i < count; i++) local[(members[i] = graph.order[members[i]])] = i;
        for (let i = 0; i < count; i++) {
          const member = members[i];
          const a = fromHorse[member];
          const b = fromMate[member];
          // Within reach of either parent, and its parents are kept.
          const keeps = (a >= 0 && a < reach) || (b >= 0 && b < reach);
          sire[i] = keeps && graph.sire[member] >= 0 ? local[graph.sire[member]] : -1;
          dam[i] = keeps && graph.dam[member] >= 0 ? local[graph.dam[member]] : -1;
        }
        result = kinship(sire, dam, count, local[horse], local[mate]);
        for (let i = 0; i < count; i++) local[members[i]] = -1;
      }
      forget(mateLine);
      return result;
    },
  };
}

/**
 * Kinship of two horses of a small graph whose horses are numbered ancestors first (a parent's
 * number is below its child's), by the planner's memoised recursion: kinship(x, x) = (1 + F(x)) / 2,
 * kinship(x, y) = the average over the parents of the younger. A common ancestor is counted when
 * the recursion reaches kinship(A, A) from the top through non-zero kinships, as the planner's
 * contributions do. Scratch space for up to `capacity` horses is allocated once and reused.
 */
function pairKinship(capacity: number) {
  const value = new Float64Array(capacity * capacity);
  const stamp = new Int32Array(capacity * capacity);
  const seen = new Int32Array(capacity * capacity);
  const lines = new Uint32Array(capacity * Math.ceil(capacity / 32));
  const stack = new Int32Array(capacity * capacity);
  let current = 0;
  return (sire: Int32Array, dam: Int32Array, n: number, a: number, b: number): MateKinship => {
    current++;
    // Each horse's line (itself and its ancestors) as bits: two lines without a common horse
    // have kinship 0, known without recursing.
    const words = Math.ceil(n / 32);
    lines.fill(0, 0, n * words);
    for (let x = 0; x < n; x++) {
      lines[x * words + (x >>> 5)] |= 1 << (x & 31);
      const s = sire[x];
      const d = dam[x];
      if (s >= 0) for (let w = 0; w < words; w++) lines[x * words + w] |= lines[s * words + w];
      if (d >= 0) for (let w = 0; w < words; w++) lines[x * words + w] |= lines[d * words + w];
    }
    const share = (x: number, y: number) => {
      for (let w = 0; w < words; w++) if (lines[x * words + w] & lines[y * words + w]) return true;
      return false;
    };
    const key = (x: number, y: number) => (x < y ? x * n + y : y * n + x);
    const kin = (x: number, y: number): number => {
      if (x < 0 || y < 0) return 0;
      const k = key(x, y);
      if (stamp[k] === current) return value[k];
      let result: number;
      if (!share(x, y)) result = 0;
      else if (x === y) result = (1 + kin(sire[x], dam[x])) / 2;
      else {
        const young = Math.max(x, y);
        const old = Math.min(x, y);
        result = (kin(sire[young], old) + kin(dam[young], old)) / 2;
      }
      stamp[k] = current;
      value[k] = result;
      return result;
    };
    const coi = kin(a, b);
    if (coi === 0) return UNRELATED;
    // The common ancestors: kinship(A, A) reached from the top through non-zero kinships.
    let commonAncestors = 0;
    let top = 0;
    const visit = (parent: number, old: number) => {
      if (parent < 0) return;
      const next = key(parent, old);
      if (seen[next] === current || kin(parent, old) === 0) return;
      seen[next] = current;
      stack[top++] = next;
    };
    stack[top++] = key(a, b);
    seen[key(a, b)] = current;
    while (top > 0) {
      const k = stack[--top];
      const old = Math.floor(k / n);
      const young = k - old * n;
      if (old === young) commonAncestors++;
      else {
        visit(sire[young], old);
        visit(dam[young], old);
      }
    }
    return { coi, commonAncestors };
  };
}
