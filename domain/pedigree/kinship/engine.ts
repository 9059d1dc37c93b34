// The one kinship engine: every relationship figure of the site, exact and to full depth, on the
// pedigree as numbers (docs/product.md, "Pedigree and inbreeding"; docs/decisions/0045-kinship-engine.md).
//
// - Every horse's F in one pass: inbreedingCoefficients (Sargolzaei, Iwaisaki & Colleau 2005).
// - One horse's kinship to all others: Colleau (2002), "An indirect approach to the extensive
//   calculation of relationship coefficients" (Genet. Sel. Evol. 34:409–421): A x = T (D (Tᵀ x)),
//   one pass up the pedigree and one down, linear in its size. With x = the reference horses'
//   indicator / N, the same two passes give every horse's mean kinship with them.
// - One pair: the same product restricted to the pair's ancestors (up one horse's, down the
//   other's), linear in their number.
// - Each common ancestor's part of a pair's kinship, with the kinship: pairKinshipCalculator
//   (./common-ancestors.ts).
// Kinship f_xy = ½ A_xy (the coefficient of inbreeding of a foal of x × y); f_xx = ½ (1 + F_x).
import { type PairKinship, pairKinshipCalculator } from "./common-ancestors";
import { type Inbreeding, inbreedingCoefficients } from "./inbreeding";
import { collectAncestors, type KinshipPedigree, placesIn } from "./pedigree";

export interface KinshipEngine {
  readonly pedigree: KinshipPedigree;
  /** Wright's F of every horse, by index. */
  readonly inbreeding: Float64Array;
  /** Mendelian sampling variances (A = T D Tᵀ), by index. */
  readonly variance: Float64Array;
  /** f(x, i) for every horse i: O(size). */
  kinshipToAll(x: number): Float64Array;
  /**
   * For each of `reference` (indices), its mean kinship with them all, itself included. A horse
   * named more than once counts once among them (as founders.ts's reference shares) and gets the
   * same figure at each of its places.
   */
  meanKinship(reference: readonly number[]): Float64Array;
  /** f(a, b): 0 where either is −1 (an unknown horse). Linear in the pair's ancestors. */
  kinship(a: number, b: number): number;
  /**
   * Wright's coefficient of relationship R = 2 f_ab / √((1 + F_a)(1 + F_b)); 0 with an unknown
   * horse. `pairKinship`: f_ab where the caller has it already (kinshipWithShares), not walked again.
   */
  relationship(a: number, b: number, pairKinship?: number): number;
  /** f(a, b) (as `kinship` gives it) and each common ancestor's part of it, largest first, summing to it. */
  kinshipWithShares(a: number, b: number): PairKinship;
}

/**
 * Builds the engine for one state of the pedigree: every F at once (inbreedingCoefficients), or
 * `known`, the figures of this very pedigree kept from before (inbreedingAfterChange).
 */
export function kinshipEngine(pedigree: KinshipPedigree, known?: Inbreeding): KinshipEngine {
  const { size, sire, dam, order } = pedigree;
  const { inbreeding, variance } = known ?? inbreedingCoefficients(pedigree);
  const place = placesIn(pedigree);
  // Scratch for the pair, kept zeroed between calls.
  const up = new Float64Array(size);
  const down = new Float64Array(size);
  const mark = new Int32Array(size);
  const lineA = new Int32Array(size);
  const lineB = new Int32Array(size);
  let stamp = 0;
  const kinshipWithShares = pairKinshipCalculator(pedigree, inbreeding, variance, place);

  /** ½ T D Tᵀ x over the whole pedigree. */
  const halfRelationshipTimes = (x: Float64Array): Float64Array => {
    for (let i = size - 1; i >= 0; i--) {
      const y = order[i];
      const share = x[y];
      if (share === 0) continue;
      if (sire[y] >= 0) x[sire[y]] += share / 2;
      if (dam[y] >= 0) x[dam[y]] += share / 2;
    }
    for (let i = 0; i < size; i++) {
      const y = order[i];
      const s = sire[y];
      const d = dam[y];
      x[y] = x[y] * variance[y] + ((s < 0 ? 0 : x[s]) + (d < 0 ? 0 : x[d])) / 2;
    }
    for (let i = 0; i < size; i++) x[i] /= 2;
    return x;
  };

  const kinship = (a: number, b: number): number => {
    if (a < 0 || b < 0) return 0;
    const aLine = collectAncestors(pedigree, place, [a], 1, mark, ++stamp, lineA);
    up[a] = 1;
    for (let i = aLine - 1; i >= 0; i--) {
      const y = order[lineA[i]];
      const share = up[y];
      if (sire[y] >= 0) up[sire[y]] += share / 2;
      if (dam[y] >= 0) up[dam[y]] += share / 2;
    }
    for (let i = 0; i < aLine; i++) {
      const y = order[lineA[i]];
      up[y] *= variance[y];
    }
    const bLine = collectAncestors(pedigree, place, [b], 1, mark, ++stamp, lineB);
    for (let i = 0; i < bLine; i++) {
      const y = order[lineB[i]];
      const s = sire[y];
      const d = dam[y];
      down[y] = up[y] + ((s < 0 ? 0 : down[s]) + (d < 0 ? 0 : down[d])) / 2;
    }
    const value = down[b] / 2;
    for (let i = 0; i < aLine; i++) up[order[lineA[i]]] = 0;
    for (let i = 0; i < bLine; i++) down[order[lineB[i]]] = 0;
    return value;
  };

  return {
    pedigree,
    inbreeding,
    variance,
    kinshipToAll(x) {
      const vector = new Float64Array(size);
      if (x >= 0) vector[x] = 1;
      return halfRelationshipTimes(vector);
    },
    meanKinship(reference) {
      // A horse named twice counts once, as in the founder contributions (./founders.ts).
      const unique = [...new Set(reference)];
      const vector = new Float64Array(size);
      for (const horse of unique) vector[horse] = 1 / unique.length;
      const all = halfRelationshipTimes(vector);
      return Float64Array.from(reference, (horse) => all[horse]);
    },
    kinship,
    relationship(a, b, pairKinship = kinship(a, b)) {
      if (a < 0 || b < 0) return 0;
      return (2 * pairKinship) / Math.sqrt((1 + inbreeding[a]) * (1 + inbreeding[b]));
    },
    kinshipWithShares,
  };
}
