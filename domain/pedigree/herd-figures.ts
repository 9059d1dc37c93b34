// The herd's genetics at a glance (docs/product.md, "Herd genetics"): the stud's unsold horses'
// coefficients of inbreeding, pedigree completeness, founders (f_e) and major ancestors (f_a),
// all computed on the whole pedigree as numbers (domain/pedigree/graph.ts).
import { compareText } from "../site/collation";
import type { PedigreeGraph } from "./graph";
import { INBREEDING_GENERATIONS } from "./kinship/coefficient";
import { COMPLETENESS_GENERATIONS, knownAncestryShare } from "./kinship/completeness";
import { ANCESTOR_PRECISION, effectiveAncestors, effectiveNumber } from "./kinship/founders";
import { NONE, placesIn } from "./kinship/pedigree";
import { knownName, nameKey } from "./names";

export { effectiveAncestors };

/** How many ancestors the page names, largest marginal contribution first. */
export const TOP_ANCESTORS = 10;

/**
 * The histogram's classes of coefficients (fractions, upper edge included): 0 has a class of its
 * own, and everything above the last edge is one open class. 6.25 %, 12.5 % and 25 % are what
 * half-first cousins, half-siblings and full siblings give.
 */
export const INBREEDING_CLASS_EDGES = [0.02, 0.04, 0.0625, 0.125, 0.25] as const;

/** A reference horse: one of the stud's horses not sold, with its parents as its own record names them. */
export interface ReferenceHorse {
  name: string;
  sire: string | null;
  dam: string | null;
  generation: number | null;
}

export interface HerdHorse {
  name: string;
  /** Wright's coefficient over INBREEDING_GENERATIONS, exactly as the horse page shows it. */
  inbreeding: number;
  /** Share of known ancestors over COMPLETENESS_GENERATIONS generations, 0…1. */
  completeness: number;
  generation: number | null;
}

export interface InbreedingClass {
  /** Lower edge (excluded, except for the class of exactly 0) and upper edge (included; null: open). */
  from: number;
  to: number | null;
  horses: number;
}

export interface HerdGenetics {
  /** The reference horses, by name. */
  horses: HerdHorse[];
  /** Founders with a share of the herd's genes. */
  founders: number;
  /** Null while the stud has no reference horse. */
  meanInbreeding: number | null;
  effectiveFounders: number | null;
  effectiveAncestors: number | null;
  meanCompleteness: number | null;
  inbreedingClasses: InbreedingClass[];
  /** Mean coefficient per stored generation, oldest first, unknown generation last. */
  byGeneration: { generation: number | null; horses: number; meanInbreeding: number }[];
  /** The major ancestors and their marginal share of the herd's genes of known origin. */
  topAncestors: { name: string; share: number }[];
}

/**
 * Computes Wright's coefficient of a foal of `sire` × `dam` (graph indices, -1 unknown) exactly as
 * inbreedingCoefficient (domain/pedigree/kinship/coefficient.ts) does for the horse page: the ancestors within
 * `generations` generations, each at the generation where it first appears (parents are
 * generation 1), and those at the last generation counted as founders. That truncation makes an
 * ancestor's own coefficient depend on the pedigree it appears in, so no coefficient of an
 * ancestor can be reused across horses (Meuwissen & Luo's 1992 method for a whole population
 * rests on that reuse): each horse gets its own small pedigree, at most 2 + 4 + … + 2^generations
 * ancestors, parents first in the graph's order.
 *
 * Only the common ancestors of sire and dam (whose own ancestors are common too) can add to the
 * kinship, so only their relationships are computed, by the tabular method: A[i][j] = ½(A[i][sire
 * j] + A[i][dam j]), A[j][j] = 1 + ½A[sire j][dam j]. Then the sire's genes are followed up his
 * lines to the first common ancestor on each (a line of his own halves at each step), and the
 * dam's likewise: the kinship is Σ L(sire, c) L(dam, c') A[c][c'] / 2 over the common ancestors
 * c and c' the lines reach, ½A[sire][dam] when both are common. On the large bench stud about half
 * of a horse's ancestors within 8 generations are common (75 of 164), a quarter of the matrix.
 *
 * Every figure is a sum of powers of ½, exact in floating point while no line within the small
 * pedigree is longer than about 17 generations: to the bit the horse page's figure, which the
 * tests check. The scratch arrays are allocated once and reused for every horse.
 */
export function inbreedingCalculator(graph: PedigreeGraph, generations: number = INBREEDING_GENERATIONS) {
  const { size, order } = graph;
  const position = placesIn(graph);
  // The graph renumbered by place in `order` (so sorting places puts parents first), and per
  // horse its sire's and dam's places, the last foal that met it, and its generation in that
  // foal's pedigree (then its index there) side by side: one cache line per horse met, where
  // separate arrays cost a miss each.
  const horses = new Int32Array(size * 4);
  for (let p = 0; p < size; p++) {
    const x = order[p];
    horses[4 * p] = graph.sire[x] === NONE ? NONE : position[graph.sire[x]];
    horses[4 * p + 1] = graph.dam[x] === NONE ? NONE : position[graph.dam[x]];
  }
  const most = Math.min(size, 2 ** (generations + 1) - 2);
  const ancestors = new Int32Array(most);
  /** Per ancestor (by index, parents first): its generation, its parents' indices, which of sire and dam it is an ancestor of (bits 1, 2). */
  const depth = new Int32Array(most);
  const sireOf = new Int32Array(most);
  const damOf = new Int32Array(most);
  const side = new Uint8Array(most);
  /** Per common ancestor: its index in the matrix of their relationships. */
  const common = new Int32Array(most);
  const relationship = new Float64Array(most * most);
  /** The share of the sire's (dam's) genes that reach each ancestor on his (her) own lines. */
  const sireFlow = new Float64Array(most);
  const damFlow = new Float64Array(most);
  const sireReached = new Int32Array(most);
  const damReached = new Int32Array(most);
  let horse = 0;

  const reach = (parent: number, childDepth: number, count: number): number => {
    if (parent === NONE || horses[4 * parent + 2] === horse) return count;
    horses[4 * parent + 2] = horse;
    horses[4 * parent + 3] = childDepth + 1;
    ancestors[count] = parent;
    return count + 1;
  };
  /** The index of ancestor i's parent (by place) in this foal's pedigree, if that pedigree goes back so far. */
  const localParent = (i: number, parent: number) =>
    depth[i] < generations && parent !== NONE ? horses[4 * parent + 3] : NONE;
  /**
   * Follows one parent's genes up its lines, halving at each step, until they reach common
   * ancestors: those are listed in `reached` (their count returned), their shares left in `flow`.
   */
  const toCommon = (start: number, flow: Float64Array, reached: Int32Array): number => {
    let count = 0;
    flow[start] = 1;
    for (let i = start; i >= 0; i--) {
      const share = flow[i];
      if (share === 0) continue;
      if (side[i] === 3) {
        reached[count++] = i;
        continue;
      }
      flow[i] = 0;
      if (sireOf[i] !== NONE) flow[sireOf[i]] += share / 2;
      if (damOf[i] !== NONE) flow[damOf[i]] += share / 2;
    }
    return count;
  };

  return {
    coefficient(sireIndex: number, damIndex: number): number {
      if (sireIndex === NONE || damIndex === NONE) return 0;
      horse++;
      const [sire, dam] = [position[sireIndex], position[damIndex]];
      // Breadth-first: every ancestor is met first at the generation closest to the foal.
      let n = reach(dam, 0, reach(sire, 0, 0));
      for (let head = 0; head < n; head++) {
        const x = ancestors[head];
        const generation = horses[4 * x + 3];
        if (generation < generations) n = reach(horses[4 * x + 1], generation, reach(horses[4 * x], generation, n));
      }
      // Parents first; each ancestor's generation moves to its index, and the index takes its place.
      const places = ancestors.subarray(0, n).sort();
      for (let i = 0; i < n; i++) {
        depth[i] = horses[4 * places[i] + 3];
        horses[4 * places[i] + 3] = i;
        side[i] = 0;
      }
      side[horses[4 * sire + 3]] |= 1;
      side[horses[4 * dam + 3]] |= 2;
      let m = 0;
      for (let i = n - 1; i >= 0; i--) {
        const s = localParent(i, horses[4 * places[i]]);
        const d = localParent(i, horses[4 * places[i] + 1]);
        sireOf[i] = s;
        damOf[i] = d;
        if (s !== NONE) side[s] |= side[i];
        if (d !== NONE) side[d] |= side[i];
        if (side[i] === 3) m++;
      }
      // The common ancestors' relationships, oldest first (rows of the parents read along: the
      // matrix is symmetric, and rows miss the cache far less than columns).
      let j = 0;
      for (let i = 0; i < n; i++) {
        if (side[i] !== 3) continue;
        common[i] = j;
        const s = sireOf[i] === NONE ? NONE : common[sireOf[i]];
        const d = damOf[i] === NONE ? NONE : common[damOf[i]];
        for (let k = 0; k < j; k++) {
          const value = ((s === NONE ? 0 : relationship[s * m + k]) + (d === NONE ? 0 : relationship[d * m + k])) / 2;
          relationship[k * m + j] = value;
          relationship[j * m + k] = value;
        }
        relationship[j * m + j] = 1 + (s === NONE || d === NONE ? 0 : relationship[s * m + d] / 2);
        j++;
      }
      const sires = toCommon(horses[4 * sire + 3], sireFlow, sireReached);
      const dams = toCommon(horses[4 * dam + 3], damFlow, damReached);
      let kinship = 0;
      for (let a = 0; a < sires; a++) {
        const row = common[sireReached[a]] * m;
        let sum = 0;
        for (let b = 0; b < dams; b++) sum += damFlow[damReached[b]] * relationship[row + common[damReached[b]]];
        kinship += sireFlow[sireReached[a]] * sum;
      }
      for (let a = 0; a < sires; a++) sireFlow[sireReached[a]] = 0;
      for (let b = 0; b < dams; b++) damFlow[damReached[b]] = 0;
      return kinship / 2;
    },
  };
}

/**
 * The share of known ancestors over `generations` generations (1 = every slot filled), each
 * generation weighing the same: the mean over generations g of (known slots in g) / 2^g. The
 * horse's own parents are `sire` and `dam`; further back the graph's.
 */
export function pedigreeCompleteness(
  graph: PedigreeGraph,
  sire: number,
  dam: number,
  generations: number = COMPLETENESS_GENERATIONS,
): number {
  return knownAncestryShare(graph, sire, dam, generations);
}

/** Each reference horse's genes, as a share of the herd's: 1 / the number of reference horses. */
function referenceGenes(graph: PedigreeGraph, reference: readonly number[]): Float64Array {
  const genes = new Float64Array(graph.size);
  for (const horse of reference) genes[horse] += 1 / reference.length;
  return genes;
}

/**
 * Each founder's share of the reference horses' genes (Lacy 1989): the genes traced back through
 * every known parent, halving at each step, until they reach a horse with no known parent.
 * Unscaled: with a parent unknown somewhere the shares sum to less than 1.
 */
export function founderContributions(graph: PedigreeGraph, reference: readonly number[]): Float64Array {
  const genes = referenceGenes(graph, reference);
  const founders = new Float64Array(graph.size);
  for (let i = graph.size - 1; i >= 0; i--) {
    const x = graph.order[i];
    const share = genes[x];
    if (share === 0) continue;
    const s = graph.sire[x];
    const d = graph.dam[x];
    if (s === NONE && d === NONE) founders[x] = share;
    if (s !== NONE) genes[s] += share / 2;
    if (d !== NONE) genes[d] += share / 2;
  }
  return founders;
}

/** f_e = 1 / Σ p_k² over the founders' shares scaled to sum to 1 (Lacy 1989). */
export function effectiveFounders(contributions: Float64Array): number | null {
  return effectiveNumber(contributions);
}

/** Whether horse x with value a goes before horse y with value b: the larger first, equal ones (to rounding) by name in character order. */
function goesBefore(names: readonly string[], a: number, x: number, b: number, y: number): boolean {
  if (Math.abs(a - b) > 1e-12 * Math.max(a, b)) return a > b;
  return names[x] < names[y];
}

/** Binary max-heap of (value, horse), in the order of goesBefore. */
class Candidates {
  private readonly values: number[] = [];
  private readonly horses: number[] = [];
  constructor(private readonly names: readonly string[]) {}

  get size(): number {
    return this.horses.length;
  }
  get topValue(): number {
    return this.values[0];
  }
  get topHorse(): number {
    return this.horses[0];
  }
  before(a: number, x: number, b: number, y: number): boolean {
    return goesBefore(this.names, a, x, b, y);
  }
  push(value: number, horse: number): void {
    let i = this.horses.length;
    this.values.push(value);
    this.horses.push(horse);
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(value, horse, this.values[up], this.horses[up])) break;
      this.values[i] = this.values[up];
      this.horses[i] = this.horses[up];
      i = up;
    }
    this.values[i] = value;
    this.horses[i] = horse;
  }
  pop(): void {
    const value = this.values.pop()!;
    const horse = this.horses.pop()!;
    const n = this.horses.length;
    if (n === 0) return;
    let i = 0;
    for (;;) {
      let next = 2 * i + 1;
      if (next >= n) break;
      if (
        next + 1 < n &&
        this.before(this.values[next + 1], this.horses[next + 1], this.values[next], this.horses[next])
      )
        next++;
      if (!this.before(this.values[next], this.horses[next], value, horse)) break;
      this.values[i] = this.values[next];
      this.horses[i] = this.horses[next];
      i = next;
    }
    this.values[i] = value;
    this.horses[i] = horse;
  }
}

/**
 * The major ancestors by Boichard, Maignel & Verrier (1997, appendix B): the ancestor with the
 * largest contribution to the reference horses' genes first; then, again and again, the one with
 * the largest marginal contribution, the part of its contribution not yet explained by the
 * ancestors already taken: those become founders (their own ancestors no longer count through
 * them), q(x) is x's contribution in that pedigree, a(x) the share of x's genes that come from
 * ancestors taken, and the marginal contribution is q(x)·(g(x) − a(x)). g(x) is the share of x's
 * genes whose origin is known (1 for a founder, the mean of the parents' with a parent unknown as
 * 0), so that marginal contributions, like founder shares, count genes of known origin only and
 * sum to the same total. Shares are scaled to sum to 1, as the founders' are. Stops when the rest
 * can change f_a by less than `precision`.
 *
 * The greedy search splits genes by the lines they came down (each line counts for the first
 * ancestor taken on it), not by founder: a founder whose genes reach the herd both through an
 * ancestor taken and beside it is split in two, and on a few small herds that spreads the genes
 * wider than the founders themselves do (f_a > f_e; domain/pedigree/herd-figures.test.ts pins one). The
 * founders, each taken whole, are also ancestors whose marginal contributions explain every gene
 * (no founder is on another's line): where they concentrate the genes more, they are the major
 * ancestors. So f_a ≤ f_e always, as Boichard et al. mean it to be
 * (docs/decisions/0032-herd-genetics-fast.md).
 *
 * A marginal contribution only ever shrinks as ancestors are taken, so the search keeps every
 * candidate's last value as a bound (a lazy greedy search): the best bound is recomputed and taken
 * when it still leads, instead of recomputing every horse of the stud for every ancestor taken.
 */
export function majorAncestors(
  graph: PedigreeGraph,
  reference: readonly number[],
  precision: number = ANCESTOR_PRECISION,
): MajorAncestor[] {
  return toTheEnd(majorAncestorSteps(graph, reference, founderContributions(graph, reference), precision));
}

export interface MajorAncestor {
  ancestor: number;
  share: number;
}

/** majorAncestors in steps: one candidate weighed per step (see herdGeneticsSteps). */
function* majorAncestorSteps(
  graph: PedigreeGraph,
  reference: readonly number[],
  contributions: Float64Array,
  precision: number,
): Generator<void, MajorAncestor[]> {
  let total = 0;
  contributions.forEach((share) => (total += share));
  const greedy = yield* greedyAncestorSteps(graph, reference, total, precision);
  const founders = foundersAsAncestors(graph, contributions, total);
  return sumOfSquares(founders) > sumOfSquares(greedy) ? founders : greedy;
}

const sumOfSquares = (ancestors: readonly MajorAncestor[]) =>
  ancestors.reduce((sum, { share }) => sum + share * share, 0);

/** The founders as major ancestors: their shares scaled to sum to 1, largest first (equal ones by name). */
function foundersAsAncestors(graph: PedigreeGraph, contributions: Float64Array, total: number): MajorAncestor[] {
  const founders: MajorAncestor[] = [];
  contributions.forEach((share, ancestor) => {
    if (share > 0) founders.push({ ancestor, share: share / total });
  });
  return founders.sort((a, b) => (goesBefore(graph.names, a.share, a.ancestor, b.share, b.ancestor) ? -1 : 1));
}

/** The greedy search of majorAncestors, as appendix B takes the ancestors. */
function* greedyAncestorSteps(
  graph: PedigreeGraph,
  reference: readonly number[],
  /** The founders' shares summed: the genes of known origin. */
  total: number,
  precision: number,
): Generator<void, MajorAncestor[]> {
  const { size, order, sire, dam } = graph;
  if (reference.length === 0) return [];
  const position = placesIn(graph);
  const origin = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const x = order[i];
    const s = sire[x];
    const d = dam[x];
    origin[x] = s === NONE && d === NONE ? 1 : ((s === NONE ? 0 : origin[s]) + (d === NONE ? 0 : origin[d])) / 2;
  }
  const q = referenceGenes(graph, reference);
  for (let i = size - 1; i >= 0; i--) {
    const x = order[i];
    if (sire[x] !== NONE) q[sire[x]] += q[x] / 2;
    if (dam[x] !== NONE) q[dam[x]] += q[x] / 2;
  }

  const taken = new Uint8Array(size);
  const mark = new Int32Array(size);
  const stack = new Int32Array(size);
  const places = new Int32Array(size);
  const scratch = new Float64Array(size);
  let visit = 0;
  /** x's ancestors up to (and with) the ancestors taken, as places in `order`, parents first. */
  const ancestorsOf = (x: number): Int32Array => {
    visit++;
    let count = 0;
    let top = 0;
    stack[top++] = x;
    mark[x] = visit;
    while (top > 0) {
      const y = stack[--top];
      places[count++] = position[y];
      if (taken[y]) continue;
      for (const parent of [sire[y], dam[y]]) {
        if (parent === NONE || mark[parent] === visit) continue;
        mark[parent] = visit;
        stack[top++] = parent;
      }
    }
    return places.subarray(0, count).sort();
  };
  /** The marginal contribution of x now: q(x)·(g(x) − a(x)). */
  const marginal = (x: number): number => {
    const line = ancestorsOf(x);
    for (let i = 0; i < line.length; i++) {
      const y = order[line[i]];
      const s = sire[y];
      const d = dam[y];
      scratch[y] = taken[y] ? origin[y] : ((s === NONE ? 0 : scratch[s]) + (d === NONE ? 0 : scratch[d])) / 2;
    }
    return q[x] * (origin[x] - scratch[x]);
  };
  /** Takes x: the genes that reached its ancestors through it are now its own. */
  const take = (x: number): void => {
    const line = ancestorsOf(x);
    for (let i = 0; i < line.length; i++) scratch[order[line[i]]] = 0;
    scratch[x] = q[x];
    for (let i = line.length - 1; i >= 0; i--) {
      const y = order[line[i]];
      if (y !== x) {
        q[y] -= scratch[y];
        if (taken[y]) continue;
      }
      for (const parent of [sire[y], dam[y]]) if (parent !== NONE) scratch[parent] += scratch[y] / 2;
    }
    taken[x] = 1;
  };

  const candidates = new Candidates(graph.names);
  for (let x = 0; x < size; x++) if (q[x] > 0) candidates.push(q[x] * origin[x], x);
  const chosen: MajorAncestor[] = [];
  let explained = 0;
  let squares = 0;
  while (candidates.size > 0) {
    yield;
    const x = candidates.topHorse;
    candidates.pop();
    const value = marginal(x);
    if (value <= 1e-12 * total) continue;
    if (candidates.size > 0 && candidates.before(candidates.topValue, candidates.topHorse, value, x)) {
      candidates.push(value, x);
      continue;
    }
    take(x);
    chosen.push({ ancestor: x, share: value / total });
    explained += value;
    squares += value * value;
    if ((total - explained) * value <= precision * squares) break;
  }
  return chosen;
}

/** The class of INBREEDING_CLASS_EDGES a coefficient falls in (0: exactly 0). */
function classOf(coefficient: number): number {
  if (coefficient <= 0) return 0;
  const index = INBREEDING_CLASS_EDGES.findIndex((edge) => coefficient <= edge);
  return 1 + (index === NONE ? INBREEDING_CLASS_EDGES.length : index);
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Runs a computation in steps to its end at once. */
function toTheEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Everything the herd page shows, for the reference horses on this graph. */
export function herdGenetics(graph: PedigreeGraph, referenceHorses: readonly ReferenceHorse[]): HerdGenetics {
  return toTheEnd(herdGeneticsSteps(graph, referenceHorses));
}

/**
 * herdGenetics in steps: it yields after each reference horse and each major ancestor weighed
 * (each a fraction of a millisecond on a large stud), so that its caller can let other work in
 * between them (data/pedigree/herd-figures.ts) instead of holding the process for the whole computation.
 */
export function* herdGeneticsSteps(
  graph: PedigreeGraph,
  referenceHorses: readonly ReferenceHorse[],
): Generator<void, HerdGenetics> {
  const indexOf = (name: string | null) => {
    const known = knownName(name);
    return known === null ? NONE : (graph.indexOf.get(nameKey(known)) ?? NONE);
  };
  const calculator = inbreedingCalculator(graph);
  // Full siblings share their coefficient.
  const byParents = new Map<number, number>();
  const coefficient = (s: number, d: number) => {
    const key = (s + 1) * (graph.size + 1) + d + 1;
    const known = byParents.get(key);
    if (known !== undefined) return known;
    const value = calculator.coefficient(s, d);
    byParents.set(key, value);
    return value;
  };
  const horses: HerdHorse[] = [];
  for (const { name, sire, dam, generation } of referenceHorses) {
    const [s, d] = [indexOf(sire), indexOf(dam)];
    horses.push({ name, inbreeding: coefficient(s, d), completeness: pedigreeCompleteness(graph, s, d), generation });
    yield;
  }
  horses.sort((a, b) => compareText(a.name, b.name));

  const reference = referenceHorses.map((horse) => indexOf(horse.name)).filter((index) => index !== NONE);
  const founders = founderContributions(graph, reference);
  const ancestors = yield* majorAncestorSteps(graph, reference, founders, ANCESTOR_PRECISION);

  const inbreedingClasses: InbreedingClass[] = [0, 0, ...INBREEDING_CLASS_EDGES].map((from, i, edges) => ({
    from,
    to: i === 0 ? 0 : (edges[i + 1] ?? null),
    horses: 0,
  }));
  for (const horse of horses) inbreedingClasses[classOf(horse.inbreeding)].horses++;

  const generations = new Map<number | null, number[]>();
  for (const horse of horses) {
    const values = generations.get(horse.generation) ?? [];
    values.push(horse.inbreeding);
    generations.set(horse.generation, values);
  }
  const byGeneration = [...generations]
    .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
    .map(([generation, values]) => ({ generation, horses: values.length, meanInbreeding: mean(values)! }));

  return {
    horses,
    founders: founders.filter((share) => share > 0).length,
    meanInbreeding: mean(horses.map((horse) => horse.inbreeding)),
    effectiveFounders: effectiveFounders(founders),
    effectiveAncestors: effectiveAncestors(ancestors),
    meanCompleteness: mean(horses.map((horse) => horse.completeness)),
    inbreedingClasses,
    byGeneration,
    topAncestors: ancestors
      .slice(0, TOP_ANCESTORS)
      .map(({ ancestor, share }) => ({ name: graph.names[ancestor], share })),
  };
}
