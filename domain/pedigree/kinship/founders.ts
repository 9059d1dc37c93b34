// Where the reference horses' genes come from: founder contributions and the effective number of
// founders f_e (Lacy 1989), the major ancestors and the effective number of ancestors f_a by
// Boichard, Maignel & Verrier (1997), "The value of using probabilities of gene origin to measure
// genetic variability in a population" (Genet. Sel. Evol. 29:5–23), appendix B as written
// (docs/product.md, "Herd genetics"; docs/decisions/0045-kinship-engine.md).
import { runSteps } from "../steps";
import { type KinshipPedigree, placesIn } from "./pedigree";

/**
 * The greedy search for major ancestors stops once the ancestors not yet taken could change f_a by
 * less than this share of it (each later marginal contribution is at most the last one taken, so
 * the rest add at most (unexplained share) × (last share) to Σ q²). Taking every ancestor of a
 * large stud one by one would cost minutes.
 */
export const ANCESTOR_PRECISION = 1e-4;

/** Each reference horse (indices; repeats count once) as 1/N of the reference genes, by horse. */
function referenceShares(pedigree: KinshipPedigree, reference: readonly number[]): Float64Array {
  const unique = [...new Set(reference.filter((horse) => horse >= 0))];
  const genes = new Float64Array(pedigree.size);
  for (const horse of unique) genes[horse] = 1 / unique.length;
  return genes;
}

/**
 * Each horse's expected share of the reference horses' genes that passes through it (itself
 * included for a reference horse): the genes traced up through every known parent, halving.
 */
export function geneFlow(pedigree: KinshipPedigree, reference: readonly number[]): Float64Array {
  const { size, sire, dam, order } = pedigree;
  const genes = referenceShares(pedigree, reference);
  for (let i = size - 1; i >= 0; i--) {
    const x = order[i];
    const share = genes[x];
    if (share === 0) continue;
    if (sire[x] >= 0) genes[sire[x]] += share / 2;
    if (dam[x] >= 0) genes[dam[x]] += share / 2;
  }
  return genes;
}

/**
 * Each founder's share of the reference horses' genes (Lacy 1989), by horse (0 for any other):
 * a founder is a horse with no known parent (a reference horse too). Where one parent is known,
 * the unknown half has no founder and is left out, so the shares sum to less than 1 then.
 */
export function founderContributions(pedigree: KinshipPedigree, reference: readonly number[]): Float64Array {
  const flow = geneFlow(pedigree, reference);
  for (let x = 0; x < pedigree.size; x++) if (pedigree.sire[x] >= 0 || pedigree.dam[x] >= 0) flow[x] = 0;
  return flow;
}

/** 1 / Σ p² with the p scaled to sum to 1 (null without any p > 0): f_e over founder shares. */
export function effectiveNumber(shares: ArrayLike<number>): number | null {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < shares.length; i++) {
    sum += shares[i];
    squares += shares[i] * shares[i];
  }
  return sum > 0 ? (sum * sum) / squares : null;
}

export interface MajorAncestor {
  ancestor: number;
  /** Its marginal contribution, as a share of the reference genes of known origin (they sum to 1 over all). */
  share: number;
}

/**
 * The major ancestors by Boichard, Maignel & Verrier (1997), appendix B, in the order taken.
 *
 * The candidates are the ancestors of the reference population: every horse some reference horse
 * descends from, and a reference horse only where it is itself an ancestor of another reference
 * horse or has no known parent (a founder). A reference horse is not its own ancestor.
 *
 * Step by step, each candidate's marginal contribution is q_k (1 − a_k): q_k its contribution to
 * the reference genes in the pedigree where the ancestors already taken have no parents (genes
 * reaching it only through one of them count for that one), a_k the share of its genes that come
 * from the ancestors taken; the largest is taken. Where a parent is unknown somewhere, the genes
 * without known origin are left out as for founders: 1 is g_k, the share of k's genes of known
 * origin (the mean of its parents' g, an unknown parent 0, a founder 1), so the marginal
 * contributions, like the founder shares, sum to the genes of known origin; they are scaled to
 * sum to 1. Equal contributions (to 1e-12 of them) go by `before` (default: lower index first).
 *
 * A marginal contribution only ever shrinks as ancestors are taken (q_k falls, a_k grows), so a
 * candidate's last value bounds its next (a lazy greedy search, the same choices as recomputing
 * every candidate at every step). Stops once the rest could change f_a by less than `precision`
 * (ANCESTOR_PRECISION; 0 takes every ancestor with a contribution).
 */
export function majorAncestors(
  pedigree: KinshipPedigree,
  reference: readonly number[],
  options: MajorAncestorOptions = {},
): MajorAncestor[] {
  return runSteps(majorAncestorSteps(pedigree, reference, options));
}

export interface MajorAncestorOptions {
  precision?: number;
  before?: (x: number, y: number) => boolean;
}

/**
 * majorAncestors as steps: it pauses (yields) after each candidate it weighs, so the server can
 * search a large closed breed (up to 150 ms) in slices between requests; the ancestors are the same.
 */
export function* majorAncestorSteps(
  pedigree: KinshipPedigree,
  reference: readonly number[],
  options: MajorAncestorOptions = {},
): Generator<void, MajorAncestor[]> {
  const precision = options.precision ?? ANCESTOR_PRECISION;
  const before = options.before ?? ((x: number, y: number) => x < y);
  const { size, sire, dam, order } = pedigree;
  const place = placesIn(pedigree);
  const inReference = referenceShares(pedigree, reference);
  if (!inReference.some((share) => share > 0)) return [];

  // g: the share of each horse's genes of known origin.
  const origin = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const x = order[i];
    const s = sire[x];
    const d = dam[x];
    origin[x] = s < 0 && d < 0 ? 1 : ((s < 0 ? 0 : origin[s]) + (d < 0 ? 0 : origin[d])) / 2;
  }
  // The candidates: ancestors of some reference horse, and founders of the reference population.
  const ancestorOfReference = new Uint8Array(size);
  for (let i = size - 1; i >= 0; i--) {
    const x = order[i];
    if (inReference[x] === 0 && !ancestorOfReference[x]) continue;
    if (sire[x] >= 0) ancestorOfReference[sire[x]] = 1;
    if (dam[x] >= 0) ancestorOfReference[dam[x]] = 1;
  }
  const candidate = (x: number) => ancestorOfReference[x] === 1 || (inReference[x] > 0 && sire[x] < 0 && dam[x] < 0);
  const q = geneFlow(pedigree, reference);
  let total = 0;
  for (let x = 0; x < size; x++) if (sire[x] < 0 && dam[x] < 0) total += q[x];

  const taken = new Uint8Array(size);
  const mark = new Int32Array(size);
  const places = new Int32Array(size);
  const scratch = new Float64Array(size);
  let stamp = 0;
  /** x and its ancestors up to (and with) the ancestors taken, as places, parents first. */
  const lineOf = (x: number): Int32Array => {
    stamp++;
    let count = 0;
    mark[x] = stamp;
    places[count++] = x;
    for (let at = 0; at < count; at++) {
      const y = places[at];
      if (taken[y] && y !== x) continue;
      for (const parent of [sire[y], dam[y]])
        if (parent >= 0 && mark[parent] !== stamp) {
          mark[parent] = stamp;
          places[count++] = parent;
        }
    }
    for (let i = 0; i < count; i++) places[i] = place[places[i]];
    return places.subarray(0, count).sort();
  };
  /** q_x (g_x − a_x) now. */
  const marginal = (x: number): number => {
    const line = lineOf(x);
    for (let i = 0; i < line.length; i++) {
      const y = order[line[i]];
      const s = sire[y];
      const d = dam[y];
      scratch[y] = taken[y] && y !== x ? origin[y] : ((s < 0 ? 0 : scratch[s]) + (d < 0 ? 0 : scratch[d])) / 2;
    }
    return q[x] * (origin[x] - scratch[x]);
  };
  /** Takes x: the genes that reached its ancestors through it are now its own. */
  const take = (x: number): void => {
    const line = lineOf(x);
    for (let i = 0; i < line.length; i++) scratch[order[line[i]]] = 0;
    scratch[x] = q[x];
    for (let i = line.length - 1; i >= 0; i--) {
      const y = order[line[i]];
      if (y !== x) {
        q[y] -= scratch[y];
        if (taken[y]) continue;
      }
      if (sire[y] >= 0) scratch[sire[y]] += scratch[y] / 2;
      if (dam[y] >= 0) scratch[dam[y]] += scratch[y] / 2;
    }
    taken[x] = 1;
  };

  // A max-heap of candidates by their last value (ties by `before`).
  const heapValue: number[] = [];
  const heapHorse: number[] = [];
  // Values equal but for rounding (1e-12 of them) count as equal: the same contribution reached
  // along different lines may differ in its last bits.
  const beats = (a: number, x: number, b: number, y: number) =>
    Math.abs(a - b) > 1e-12 * Math.max(a, b) ? a > b : before(x, y);
  const above = (i: number, j: number) => beats(heapValue[i], heapHorse[i], heapValue[j], heapHorse[j]);
  const swap = (i: number, j: number) => {
    [heapValue[i], heapValue[j]] = [heapValue[j], heapValue[i]];
    [heapHorse[i], heapHorse[j]] = [heapHorse[j], heapHorse[i]];
  };
  const push = (value: number, horse: number) => {
    heapValue.push(value);
    heapHorse.push(horse);
    for (let i = heapValue.length - 1; i > 0 && above(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
  };
  const pop = () => {
    const last = heapValue.length - 1;
    swap(0, last);
    heapValue.pop();
    heapHorse.pop();
    for (let i = 0; ;) {
      let top = i;
      for (const child of [2 * i + 1, 2 * i + 2]) if (child < heapValue.length && above(child, top)) top = child;
      if (top === i) break;
      swap(i, top);
      i = top;
    }
  };

  for (let x = 0; x < size; x++) if (candidate(x) && q[x] > 0) push(q[x] * origin[x], x);
  const chosen: MajorAncestor[] = [];
  let explained = 0;
  let squares = 0;
  const negligible = 1e-12 * total;
  while (heapValue.length > 0) {
    yield;
    const x = heapHorse[0];
    pop();
    const value = marginal(x);
    if (value <= negligible) continue;
    if (heapValue.length > 0 && beats(heapValue[0], heapHorse[0], value, x)) {
      push(value, x);
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

/** f_a = 1 / Σ q² over the marginal contributions (null without any). */
export function effectiveAncestors(ancestors: readonly { share: number }[]): number | null {
  let squares = 0;
  for (const { share } of ancestors) squares += share * share;
  return squares > 0 ? 1 / squares : null;
}
