// The season plan (docs/product.md, "Season plan"): a stallion for every chosen mare at once, the
// assignment that gives the most foals reaching their mares' goals, beside the greedy plan and random
// mating. Pure: the pair figures (the mates list's) come in, the plans go out.
import { runSteps } from "../pedigree/steps";
import { createRng } from "./simulation";

/** One pair's figures, for the mare's goal (the mates list's row for that mare, discipline and level). */
export interface PairFigures {
  /** Chance that the foal reaches the mare's goal, 0…1. */
  chance: number;
  expectedScore: number;
  /** The foal's coefficient of inbreeding, 0…1. */
  coi: number;
  /** Chance of an `OO` (lethal white) foal, 0…1. */
  lethalChance: number;
}

export interface SeasonInput {
  /** `figures[mare][stallion]`: every chosen mare against every allowed stallion. */
  figures: readonly (readonly PairFigures[])[];
  stallions: number;
  /** The most mares one stallion covers, 0 or more. */
  perStallion: number;
  /** The highest foal coefficient allowed, 0…1. */
  maxCoi: number;
}

/** A mare's stallion in a plan when she has none. */
export const NO_STALLION = -1;

/** Why a mare has no stallion in a plan. */
export type Unplanned =
  | { kind: "noStallions" }
  /** No stallion is allowed for her: how many give a coefficient over maxCoi, how many risk OO (a stallion may count twice). */
  | { kind: "excluded"; overMaxCoi: number; ooRisk: number }
  /** Every allowed stallion gives her foal no chance of reaching her goal. */
  | { kind: "noChance" }
  /** Every allowed stallion that gives a chance already has perStallion mares in the plan. */
  | { kind: "capacity" };

export interface PlanTotals {
  /** Mares with a stallion. */
  covered: number;
  /** Sums over the covered mares. */
  chance: number;
  expectedScore: number;
  coi: number;
}

export interface SeasonPlan {
  /** Per mare the index of her stallion, or NO_STALLION. */
  stallionOf: number[];
  /** Per mare why she has no stallion; null when she has one. */
  unplanned: (Unplanned | null)[];
  totals: PlanTotals;
}

/**
 * The resolution the plans compare figures at: each chance and coefficient counts as a whole number
 * of billionths (nine decimals, beyond the six any page or file shows). Whole numbers make every sum
 * and comparison exact: no rounding of floating-point sums decides between two plans.
 */
export const SEASON_FIGURE_UNIT = 1e9;

/** A figure (0…1) as a whole number of SEASON_FIGURE_UNIT parts. */
export function figureUnits(figure: number): number {
  return Math.round(figure * SEASON_FIGURE_UNIT);
}

/** Whether a pair may be mated: its foal's coefficient at most maxCoi (as the mates list filters) and no OO risk. */
export function isAllowedPair(pair: PairFigures, maxCoi: number): boolean {
  return pair.coi <= maxCoi && pair.lethalChance === 0;
}

/** The plan's objective: the sums of chance and coefficient in SEASON_FIGURE_UNIT parts. */
export function planObjective(input: SeasonInput, stallionOf: readonly number[]): { chance: number; coi: number } {
  let chance = 0;
  let coi = 0;
  stallionOf.forEach((stallion, mare) => {
    if (stallion === NO_STALLION) return;
    const pair = input.figures[mare]![stallion]!;
    chance += figureUnits(pair.chance);
    coi += figureUnits(pair.coi);
  });
  return { chance, coi };
}

function totalsOf(input: SeasonInput, stallionOf: readonly number[]): PlanTotals {
  const totals: PlanTotals = { covered: 0, chance: 0, expectedScore: 0, coi: 0 };
  stallionOf.forEach((stallion, mare) => {
    if (stallion === NO_STALLION) return;
    const pair = input.figures[mare]![stallion]!;
    totals.covered++;
    totals.chance += pair.chance;
    totals.expectedScore += pair.expectedScore;
    totals.coi += pair.coi;
  });
  return totals;
}

/**
 * Why `mare` has no stallion in a plan. In both plans a mare is left out only when no allowed
 * stallion that gives her a chance has room (the tests check it), so that is the reason whenever
 * such a stallion exists.
 */
function unplannedReason(input: SeasonInput, mare: number): Unplanned {
  if (input.stallions === 0) return { kind: "noStallions" };
  const row = input.figures[mare]!;
  const allowed = row.filter((pair) => isAllowedPair(pair, input.maxCoi));
  if (allowed.length === 0)
    return {
      kind: "excluded",
      overMaxCoi: row.filter((pair) => pair.coi > input.maxCoi).length,
      ooRisk: row.filter((pair) => pair.lethalChance !== 0).length,
    };
  return allowed.some((pair) => figureUnits(pair.chance) > 0) ? { kind: "capacity" } : { kind: "noChance" };
}

function planOf(input: SeasonInput, stallionOf: number[]): SeasonPlan {
  return {
    stallionOf,
    unplanned: stallionOf.map((stallion, mare) => (stallion === NO_STALLION ? unplannedReason(input, mare) : null)),
    totals: totalsOf(input, stallionOf),
  };
}

/**
 * A binary heap of nodes keyed by (a, b), compared lexicographically, for Dijkstra with lazy
 * deletion (a node pushed again with a smaller key; the caller skips stale entries). Typed arrays,
 * grown as needed: the search pushes at most one entry per edge.
 */
class PairHeap {
  private node = new Int32Array(64);
  private a = new Float64Array(64);
  private b = new Float64Array(64);
  size = 0;
  /** The last popped entry. */
  topNode = 0;
  topA = 0;
  topB = 0;
  clear() {
    this.size = 0;
  }
  private place(i: number, node: number, a: number, b: number) {
    this.node[i] = node;
    this.a[i] = a;
    this.b[i] = b;
  }
  push(node: number, a: number, b: number) {
    if (this.size === this.node.length) {
      const grow = <T extends Int32Array | Float64Array>(old: T, made: T) => (made.set(old), made);
      this.node = grow(this.node, new Int32Array(this.size * 2));
      this.a = grow(this.a, new Float64Array(this.size * 2));
      this.b = grow(this.b, new Float64Array(this.size * 2));
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pa = this.a[parent]!;
      if (pa < a || (pa === a && this.b[parent]! <= b)) break;
      this.place(i, this.node[parent]!, pa, this.b[parent]!);
      i = parent;
    }
    this.place(i, node, a, b);
  }
  /** Removes the least entry into topNode, topA, topB. */
  pop() {
    this.topNode = this.node[0]!;
    this.topA = this.a[0]!;
    this.topB = this.b[0]!;
    const last = --this.size;
    const node = this.node[last]!;
    const a = this.a[last]!;
    const b = this.b[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      const right = child + 1;
      if (
        right < last &&
        (this.a[right]! < this.a[child]! || (this.a[right] === this.a[child] && this.b[right]! < this.b[child]!))
      )
        child = right;
      const ca = this.a[child]!;
      if (a < ca || (a === ca && b <= this.b[child]!)) break;
      this.place(i, this.node[child]!, ca, this.b[child]!);
      i = child;
    }
    if (last > 0) this.place(i, node, a, b);
  }
}

/**
 * The optimal plan: each mare at most one stallion, no stallion more than perStallion mares, only
 * allowed pairs (isAllowedPair); among all such assignments the largest sum of chances, and among
 * those the smallest sum of coefficients (both in SEASON_FIGURE_UNIT parts). Exact, not greedy:
 * a minimum-cost flow, source → mare (capacity 1) → stallion (capacity perStallion) → sink, by
 * successive shortest paths with potentials (Dijkstra on reduced costs).
 *
 * Why it is exact:
 * - A pair's cost is the pair of whole numbers (−chance, coefficient), compared lexicographically.
 *   Pairs of integers under componentwise addition and lexicographic order form a totally ordered
 *   group, which is all successive shortest paths, potentials and Dijkstra rely on; so the flow
 *   of least cost is the assignment of the objective, with no weight that could be too small (as
 *   one number −chance·BIG + coefficient could be) and no floating-point sum to round. Every
 *   potential is a shortest path's cost, a sum of at most (mares + stallions + 2) costs of at
 *   most SEASON_FIGURE_UNIT each, and every reduced distance at most twice that: far under 2^53
 *   for any stud, so every addition of these whole numbers is exact.
 * - A mare may stay without a stallion: paths are augmented only while the shortest one's cost is
 *   below (0, 0). Successive shortest paths give the cheapest flow of each size, and the path costs
 *   never decrease, so the cheapest of all sizes is where they stop being negative.
 * - Pairs whose chance is 0 (at the resolution) are left out of the network: such a pair adds no
 *   chance and a coefficient of at least 0, so some optimal plan never uses it; the mare is then
 *   listed with her reason instead (noChance).
 * The first of equally good plans is the one the search meets first (mares and stallions in input order).
 */
export function seasonPlan(input: SeasonInput): SeasonPlan {
  return runSteps(seasonPlanSteps(input));
}

/** seasonPlan as steps (domain/pedigree/steps.ts): a pause after each mare placed, for the server's slices. */
export function* seasonPlanSteps(input: SeasonInput): Generator<void, SeasonPlan> {
  const mares = input.figures.length;
  const stallions = input.stallions;
  const source = 0;
  const mareNode = (m: number) => 1 + m;
  const stallionNode = (s: number) => 1 + mares + s;
  const sink = 1 + mares + stallions;
  const nodes = sink + 1;

  // The residual network: edge e and its reverse e ^ 1.
  const to: number[] = [];
  const capacity: number[] = [];
  const costA: number[] = [];
  const costB: number[] = [];
  const next: number[] = [];
  const head = new Int32Array(nodes).fill(-1);
  const addEdge = (from: number, target: number, cap: number, a: number, b: number) => {
    for (const [u, v, c, sign] of [
      [from, target, cap, 1],
      [target, from, 0, -1],
    ] as const) {
      to.push(v);
      capacity.push(c);
      costA.push(sign * a || 0);
      costB.push(sign * b || 0);
      next.push(head[u]!);
      head[u] = to.length - 1;
    }
  };
  // The edge of each pair, to read the plan back.
  const pairEdges: [mare: number, stallion: number, edge: number][] = [];
  for (let m = 0; m < mares; m++) {
    addEdge(source, mareNode(m), 1, 0, 0);
    input.figures[m]!.forEach((pair, s) => {
      const chance = figureUnits(pair.chance);
      if (!isAllowedPair(pair, input.maxCoi) || chance <= 0) return;
      pairEdges.push([m, s, to.length]);
      addEdge(mareNode(m), stallionNode(s), 1, -chance, figureUnits(pair.coi));
    });
  }
  for (let s = 0; s < stallions; s++) addEdge(stallionNode(s), sink, input.perStallion, 0, 0);

  // Potentials for the first search: the network has no cycle yet, so each node's shortest
  // distance, layer by layer, makes every reduced cost at least (0, 0).
  const potentialA = new Float64Array(nodes);
  const potentialB = new Float64Array(nodes);
  for (const [, s, edge] of pairEdges) {
    const v = stallionNode(s);
    if (costA[edge]! < potentialA[v]! || (costA[edge] === potentialA[v] && costB[edge]! < potentialB[v]!)) {
      potentialA[v] = costA[edge]!;
      potentialB[v] = costB[edge]!;
    }
  }
  for (let s = 0; s < stallions; s++) {
    const v = stallionNode(s);
    if (
      potentialA[v]! < potentialA[sink]! ||
      (potentialA[v] === potentialA[sink] && potentialB[v]! < potentialB[sink]!)
    ) {
      potentialA[sink] = potentialA[v]!;
      potentialB[sink] = potentialB[v]!;
    }
  }

  const distA = new Float64Array(nodes);
  const distB = new Float64Array(nodes);
  const reached = new Uint8Array(nodes);
  const done = new Uint8Array(nodes);
  const via = new Int32Array(nodes);
  const heap = new PairHeap();
  for (let round = 0; round < mares; round++) {
    reached.fill(0);
    done.fill(0);
    heap.clear();
    distA[source] = 0;
    distB[source] = 0;
    reached[source] = 1;
    heap.push(source, 0, 0);
    while (heap.size > 0) {
      heap.pop();
      const u = heap.topNode;
      const a = heap.topA;
      const b = heap.topB;
      if (done[u] || a !== distA[u] || b !== distB[u]) continue;
      done[u] = 1;
      // The sink settled: its shortest path is known, and nodes further away do not matter now.
      if (u === sink) break;
      for (let e = head[u]!; e !== -1; e = next[e]!) {
        if (capacity[e]! <= 0) continue;
        const v = to[e]!;
        if (done[v]) continue;
        const na = a + costA[e]! + potentialA[u]! - potentialA[v]!;
        const nb = b + costB[e]! + potentialB[u]! - potentialB[v]!;
        if (!reached[v] || na < distA[v]! || (na === distA[v] && nb < distB[v]!)) {
          reached[v] = 1;
          distA[v] = na;
          distB[v] = nb;
          via[v] = e;
          heap.push(v, na, nb);
        }
      }
    }
    if (!done[sink]) break;
    // The path's own cost: the reduced distance plus the potentials' difference (source's is 0 + its own).
    const pathA = distA[sink]! + potentialA[sink]! - potentialA[source]!;
    const pathB = distB[sink]! + potentialB[sink]! - potentialB[source]!;
    if (pathA > 0 || (pathA === 0 && pathB >= 0)) break;
    // New potentials: a settled node's distance added, every other node the sink's. Reduced costs
    // stay at least (0, 0) on every edge with room (an edge into a node not settled starts at a
    // settled one at most the sink's distance away and reaches one at least as far), and are
    // (0, 0) along the path, so the reverse edges the augmentation opens are too.
    for (let v = 0; v < nodes; v++) {
      const settled = done[v] === 1;
      potentialA[v] += settled ? distA[v]! : distA[sink]!;
      potentialB[v] += settled ? distB[v]! : distB[sink]!;
    }
    for (let v = sink; v !== source; v = to[via[v]! ^ 1]!) {
      capacity[via[v]!]!--;
      capacity[via[v]! ^ 1]!++;
    }
    yield;
  }

  const stallionOf = new Array<number>(mares).fill(NO_STALLION);
  for (const [m, s, edge] of pairEdges) if (capacity[edge] === 0) stallionOf[m] = s;
  return planOf(input, stallionOf);
}

/**
 * The greedy plan: the mares in the order given (the page's: by name), each taking her best
 * allowed stallion that still has room — the highest chance, then the lowest coefficient, then the
 * first given — if one gives her a chance at all (as in the optimal plan, a pair without a chance
 * is not planned).
 */
export function greedyPlan(input: SeasonInput): SeasonPlan {
  const load = new Array<number>(input.stallions).fill(0);
  const stallionOf = input.figures.map((row) => {
    let best = NO_STALLION;
    let bestChance = 0;
    let bestCoi = 0;
    row.forEach((pair, s) => {
      if (!isAllowedPair(pair, input.maxCoi) || load[s]! >= input.perStallion) return;
      const chance = figureUnits(pair.chance);
      const coi = figureUnits(pair.coi);
      if (chance <= 0) return;
      if (best === NO_STALLION || chance > bestChance || (chance === bestChance && coi < bestCoi)) {
        best = s;
        bestChance = chance;
        bestCoi = coi;
      }
    });
    if (best !== NO_STALLION) load[best]!++;
    return best;
  });
  return planOf(input, stallionOf);
}

/** Draws of the Monte-Carlo estimate of random mating, and their seed (the figure is the same on every load). */
export const RANDOM_MATING_DRAWS = 1000;
export const RANDOM_MATING_SEED = 20240601;

export interface RandomMating {
  /** The expected totals (covered: the expected number of mares covered). */
  totals: PlanTotals;
  /** True when computed exactly, false when estimated from RANDOM_MATING_DRAWS draws. */
  exact: boolean;
  /** The standard error of the estimated chance total (0 when exact). */
  chanceError: number;
}

/**
 * Random mating under the same limits: the mares come in a uniformly random order, and each takes
 * a uniformly random one of her allowed stallions (isAllowedPair, whatever the chance) that still
 * has room, or none when none has. The expectation of the totals over that process:
 * - exactly, when no stallion is allowed for more than perStallion of the mares: then no stallion
 *   ever fills, and each mare's stallion is uniform over her allowed ones, independently;
 * - otherwise estimated from RANDOM_MATING_DRAWS draws with RANDOM_MATING_SEED (createRng), with
 *   the estimate's standard error.
 */
export function randomMating(input: SeasonInput, draws = RANDOM_MATING_DRAWS, seed = RANDOM_MATING_SEED): RandomMating {
  return runSteps(randomMatingSteps(input, draws, seed));
}

/** randomMating as steps (domain/pedigree/steps.ts): a pause after each draw. */
export function* randomMatingSteps(
  input: SeasonInput,
  draws = RANDOM_MATING_DRAWS,
  seed = RANDOM_MATING_SEED,
): Generator<void, RandomMating> {
  const mares = input.figures.length;
  const allowed = input.figures.map((row) => row.flatMap((pair, s) => (isAllowedPair(pair, input.maxCoi) ? [s] : [])));
  const asked = new Array<number>(input.stallions).fill(0);
  for (const list of allowed) for (const s of list) asked[s]!++;
  if (asked.every((count) => count <= input.perStallion)) {
    const totals: PlanTotals = { covered: 0, chance: 0, expectedScore: 0, coi: 0 };
    allowed.forEach((list, m) => {
      if (list.length === 0) return;
      totals.covered++;
      for (const s of list) {
        const pair = input.figures[m]![s]!;
        totals.chance += pair.chance / list.length;
        totals.expectedScore += pair.expectedScore / list.length;
        totals.coi += pair.coi / list.length;
      }
    });
    return { totals, exact: true, chanceError: 0 };
  }

  const rng = createRng(seed);
  const order = Array.from({ length: mares }, (_, m) => m);
  const load = new Int32Array(input.stallions);
  const sums: PlanTotals = { covered: 0, chance: 0, expectedScore: 0, coi: 0 };
  let chanceSquares = 0;
  for (let draw = 0; draw < draws; draw++) {
    for (let i = mares - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    load.fill(0);
    let chance = 0;
    for (const m of order) {
      // Pick among the stallions with room: a full one picked is moved past the end and the pick
      // repeated, so each with room is equally likely (the list's order does not matter).
      const list = allowed[m]!;
      for (let left = list.length; left > 0;) {
        const i = Math.floor(rng.next() * left);
        const s = list[i]!;
        if (load[s]! < input.perStallion) {
          load[s]!++;
          const pair = input.figures[m]![s]!;
          sums.covered++;
          chance += pair.chance;
          sums.expectedScore += pair.expectedScore;
          sums.coi += pair.coi;
          break;
        }
        left--;
        [list[i], list[left]] = [list[left]!, list[i]!];
      }
    }
    sums.chance += chance;
    chanceSquares += chance * chance;
    yield;
  }
  const meanChance = sums.chance / draws;
  const variance = Math.max(0, chanceSquares / draws - meanChance * meanChance);
  return {
    totals: {
      covered: sums.covered / draws,
      chance: meanChance,
      expectedScore: sums.expectedScore / draws,
      coi: sums.coi / draws,
    },
    exact: false,
    chanceError: Math.sqrt(variance / Math.max(1, draws - 1)),
  };
}
