// Every horse's coefficient of inbreeding in one pass, to full depth (docs/product.md, "Pedigree
// and inbreeding"; docs/decisions/0045-kinship-engine.md).
//
// Algorithm: Sargolzaei, Iwaisaki & Colleau (2005), "A fast algorithm for computing inbreeding
// coefficients in large populations" (J. Anim. Breed. Genet. 122:325–331), on Colleau's (2002)
// indirect method. The numerator relationship matrix factors as A = T D Tᵀ (Henderson 1976;
// Quaas 1976): T carries genes down (row i of T is ½ its sire's row + ½ its dam's, plus 1 on the
// diagonal) and D is diagonal, each horse's Mendelian sampling variance, known from its parents'
// coefficients (mendelianVariance). A foal's coefficient is half its parents' relationship,
// F = ½ A[sire][dam], and a sire's relationships to all his mates come from one product
// A e_sire = T (D (Tᵀ e_sire)): up the sire's ancestors (Tᵀ), scaled by D, then down the
// ancestors of his mates only (T restricted to them, which is closed under "parent of"). Horses are
// taken by generation depth, so that every D a product reads is already known, and within a depth
// by sire: one product per sire and depth, whatever the number of his foals and mates.
//
// An unknown parent is an unrelated, non-inbred founder; every known generation counts.
import { runSteps } from "../steps";
import { collectAncestors, type KinshipPedigree, placesIn } from "./pedigree";

/** Each horse's coefficient of inbreeding F and its Mendelian sampling variance d (A = T D Tᵀ). */
export interface Inbreeding {
  /** Wright's F, 0…1, by horse index. */
  inbreeding: Float64Array;
  /** d_i = 1 − ¼(1 + F_sire) − ¼(1 + F_dam) over the known parents (1 for a founder). */
  variance: Float64Array;
}

/**
 * The Mendelian sampling variance of a horse whose parents' coefficients are `fSire`/`fDam`
 * (null: parent unknown), on the scale of A (whose diagonal is 1 + F).
 */
function mendelianVariance(fSire: number | null, fDam: number | null): number {
  return 1 - (fSire === null ? 0 : (1 + fSire) / 4) - (fDam === null ? 0 : (1 + fDam) / 4);
}

/** Every horse's F and d, exactly, to full depth (see the module header). */
export function inbreedingCoefficients(pedigree: KinshipPedigree): Inbreeding {
  return runSteps(inbreedingSteps(pedigree));
}

/**
 * inbreedingCoefficients after a change, from the figures before it: only the horses whose
 * parents `changed` (their indices) and their descendants are computed again, the others' F and d
 * kept from `before` (a horse's F depends on its ancestors only). Indices must keep their horses;
 * horses added since (indices from before's length on) count as changed. The figures are the
 * ones inbreedingCoefficients gives on the changed pedigree, to the bit.
 */
export function inbreedingAfterChange(
  pedigree: KinshipPedigree,
  before: Inbreeding,
  changed: Iterable<number>,
): Inbreeding {
  return runSteps(inbreedingSteps(pedigree, before, changed));
}

/**
 * inbreedingCoefficients (no `before`) or inbreedingAfterChange as steps: it pauses (yields)
 * after each sire's product, so a caller can compute a large closed breed (up to a second) in
 * slices between other work; the figures are the same.
 */
export function* inbreedingSteps(
  pedigree: KinshipPedigree,
  before?: Inbreeding,
  changed: Iterable<number> = [],
): Generator<void, Inbreeding> {
  if (!before) return yield* coefficients(pedigree, null, null);
  const { size, sire, dam, order } = pedigree;
  const affected = new Uint8Array(size);
  for (const x of changed) if (x >= 0 && x < size) affected[x] = 1;
  for (let x = before.inbreeding.length; x < size; x++) affected[x] = 1;
  for (let i = 0; i < size; i++) {
    const x = order[i];
    if ((sire[x] >= 0 && affected[sire[x]]) || (dam[x] >= 0 && affected[dam[x]])) affected[x] = 1;
  }
  return yield* coefficients(pedigree, before, affected);
}

function* coefficients(
  pedigree: KinshipPedigree,
  before: Inbreeding | null,
  affected: Uint8Array | null,
): Generator<void, Inbreeding> {
  const { size, sire, dam, order } = pedigree;
  const place = placesIn(pedigree);
  const inbreeding = new Float64Array(size);
  const variance = new Float64Array(size);
  if (before && affected)
    for (let x = 0; x < size; x++)
      if (!affected[x]) {
        inbreeding[x] = before.inbreeding[x];
        variance[x] = before.variance[x];
      }

  // Depth: 0 for a founder, else one more than the deeper parent. A horse's F needs the d of its
  // parents and their ancestors only: all shallower than it.
  const depth = new Int32Array(size);
  let deepest = 0;
  for (let i = 0; i < size; i++) {
    const x = order[i];
    const s = sire[x];
    const d = dam[x];
    depth[x] = Math.max(s < 0 ? -1 : depth[s], d < 0 ? -1 : depth[d]) + 1;
    if (depth[x] > deepest) deepest = depth[x];
  }
  // Horses by depth (counting sort), in order within a depth.
  const start = new Int32Array(deepest + 2);
  for (let x = 0; x < size; x++) start[depth[x] + 1]++;
  for (let g = 0; g <= deepest; g++) start[g + 1] += start[g];
  const byDepth = new Int32Array(size);
  const filled = start.slice(0, deepest + 1);
  for (let i = 0; i < size; i++) byDepth[filled[depth[order[i]]]++] = order[i];

  const up = new Float64Array(size);
  const scaled = new Float64Array(size);
  const down = new Float64Array(size);
  const mark = new Int32Array(size);
  let stamp = 0;
  const line = new Int32Array(size);
  const matesPlaces = new Int32Array(size);
  const mates = new Int32Array(size);
  // Foals of one depth with both parents known, sorted by sire then dam.
  const foals = new Int32Array(size);
  const pairKey = new Float64Array(size);

  for (let g = 0; g <= deepest; g++) {
    let count = 0;
    for (let i = start[g]; i < start[g + 1]; i++) {
      const x = byDepth[i];
      if (affected && !affected[x]) continue;
      const s = sire[x];
      const d = dam[x];
      variance[x] = mendelianVariance(s < 0 ? null : inbreeding[s], d < 0 ? null : inbreeding[d]);
      if (s >= 0 && d >= 0) {
        pairKey[count] = s * size + d;
        foals[count++] = x;
      }
    }
    if (count === 0) continue;
    // Sort the foals by (sire, dam) through their keys.
    const keys = pairKey.subarray(0, count);
    const byKey = Array.from({ length: count }, (_, i) => i).sort((a, b) => keys[a] - keys[b]);
    const sorted = byKey.map((i) => foals[i]);

    for (let from = 0; from < count;) {
      const s = sire[sorted[from]];
      let to = from;
      let mateCount = 0;
      while (to < count && sire[sorted[to]] === s) {
        const d = dam[sorted[to]];
        if (mateCount === 0 || mates[mateCount - 1] !== d) mates[mateCount++] = d;
        to++;
      }
      // Tᵀ e_s, then D: up the sire's ancestors, youngest first.
      const sireLine = collectAncestors(pedigree, place, [s], 1, mark, ++stamp, line);
      up[s] = 1;
      for (let i = sireLine - 1; i >= 0; i--) {
        const y = order[line[i]];
        const share = up[y];
        if (sire[y] >= 0) up[sire[y]] += share / 2;
        if (dam[y] >= 0) up[dam[y]] += share / 2;
        scaled[y] = share * variance[y];
      }
      for (let i = 0; i < sireLine; i++) up[order[line[i]]] = 0;
      // T (D Tᵀ e_s) on the mates' ancestors, oldest first: row s of A there.
      const matesLine = collectAncestors(pedigree, place, mates, mateCount, mark, ++stamp, matesPlaces);
      for (let i = 0; i < matesLine; i++) {
        const y = order[matesPlaces[i]];
        const ys = sire[y];
        const yd = dam[y];
        down[y] = scaled[y] + ((ys < 0 ? 0 : down[ys]) + (yd < 0 ? 0 : down[yd])) / 2;
      }
      for (let i = from; i < to; i++) inbreeding[sorted[i]] = down[dam[sorted[i]]] / 2;
      for (let i = 0; i < matesLine; i++) down[order[matesPlaces[i]]] = 0;
      for (let i = 0; i < sireLine; i++) scaled[order[line[i]]] = 0;
      from = to;
      yield;
    }
  }
  return { inbreeding, variance };
}
