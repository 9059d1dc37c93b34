// What each common ancestor of a pair contributes to their kinship (the coefficient of inbreeding
// of their foal), at full depth, summing exactly to it (docs/product.md, "Pedigree and
// inbreeding"; docs/decisions/0045-kinship-engine.md).
//
// Wright (1922): f_ab = Σ over common ancestors A, over pairs of paths a → A and b → A that meet
// only at A, of (½)^(n₁+n₂) · ½(1 + F_A). A's part is its own terms: what the tabular recursion
// credits to A (f(x, y) = ½ f(sire of the younger, other) + ½ f(dam of the younger, other),
// f(A, A) = ½(1 + F_A), followed from (a, b): two walkers going up, meeting first at A), as the
// planner's memoised recursion did within 8 generations.
//
// Computed at full depth without pairs of walkers: let T_xA = Σ over paths x → A of (½)^n (a
// walker from x passes A with that chance). Every pair of paths from a and b to A meets first at
// one horse X (X = A, or a descendant of A on both), then goes on from X to A twice,
// independently: T_aA · T_bA = Σ_X first(X) · T_XA². So, common ancestors youngest first,
// first(A) = T_aA · T_bA − Σ over the X already met of first(X) · T_XA², and each X met carries
// its first(X) · T_XA² to all its ancestors in one pass down the part of a's line older than X.
// The cost is that part for each common ancestor met first, not the pairs of their ancestors. F_A is the
// engine's (./inbreeding.ts). A difference within 1e-14 of T_aA · T_bA is rounding, not a
// meeting: a horse reached by both only through a common ancestor below it has none.
import { PEDIGREE_GENERATIONS, slotIndices, slotPosition } from "../slots";
import { collectAncestors, type KinshipPedigree, placesIn } from "./pedigree";

export interface CommonAncestorShare {
  ancestor: number;
  /** Its part of the pair's kinship (of the foal's coefficient), > 0. */
  share: number;
  /**
   * Where it stands in the foal's pedigree as breeders write it (`3S`, `4D`: generation, sire's or
   * dam's side), in slot order, within the 4 generations the pedigree shows; empty further back.
   */
  positions: string[];
}

/** A pair's kinship and what each of its common ancestors contributes to it. */
export interface PairKinship {
  /** f(a, b), to the bit as KinshipEngine.kinship gives it; 0 where either is −1. */
  kinship: number;
  /** Each common ancestor's part of it, largest first (equal ones by index); empty where unrelated. */
  shares: CommonAncestorShare[];
}

/**
 * PairKinship for many pairs of one pedigree (`inbreeding`, `variance`: every horse's F and
 * Mendelian sampling variance). Its scratch arrays (a few per horse of the pedigree) are
 * allocated once and cleared after each pair along the lines it walked. The kinship comes from the
 * lines the shares walk anyway, by the same operations as the engine's one pair (./engine.ts).
 */
export function pairKinshipCalculator(
  pedigree: KinshipPedigree,
  inbreeding: Float64Array,
  variance: Float64Array,
  /** placesIn(pedigree), where the caller keeps it. */
  place: Int32Array = placesIn(pedigree),
): (a: number, b: number) => PairKinship {
  const { size, sire, dam, order } = pedigree;
  const mark = new Int32Array(size);
  const lineA = new Int32Array(size);
  const lineB = new Int32Array(size);
  const fromA = new Float64Array(size);
  const fromB = new Float64Array(size);
  const fromX = new Float64Array(size);
  const below = new Float64Array(size);
  const down = new Float64Array(size);
  let stamp = 0;
  /** T_x· over x's line (into `values`), its places (parents first) in `into`; returns their count. */
  const walk = (x: number, into: Int32Array, values: Float64Array): number => {
    const count = collectAncestors(pedigree, place, [x], 1, mark, ++stamp, into);
    values[x] = 1;
    for (let i = count - 1; i >= 0; i--) {
      const y = order[into[i]];
      if (sire[y] >= 0) values[sire[y]] += values[y] / 2;
      if (dam[y] >= 0) values[dam[y]] += values[y] / 2;
    }
    return count;
  };
  const clear = (values: Float64Array, places: Int32Array, count: number) => {
    for (let i = 0; i < count; i++) values[order[places[i]]] = 0;
  };

  return (a, b) => {
    if (a < 0 || b < 0) return { kinship: 0, shares: [] };
    const aCount = walk(a, lineA, fromA);
    const bCount = walk(b, lineB, fromB);
    // f(a, b) = ½ (T D Tᵀ)_ab: T_a· D up a's line (fromA), then down b's line, parents first.
    for (let i = 0; i < bCount; i++) {
      const y = order[lineB[i]];
      const s = sire[y];
      const d = dam[y];
      down[y] = fromA[y] * variance[y] + ((s < 0 ? 0 : down[s]) + (d < 0 ? 0 : down[d])) / 2;
    }
    const kinship = down[b] / 2;
    const met = new Map<number, number>();
    // The common ancestors (on both lines), youngest first. Their own ancestors are on a's line,
    // before them in its order: T_x· is followed down a's line from x, no walk of its own needed.
    for (let i = aCount - 1; i >= 0; i--) {
      const x = order[lineA[i]];
      if (fromB[x] === 0) continue;
      const all = fromA[x] * fromB[x];
      const first = all - below[x];
      if (first <= 1e-14 * all) continue;
      met.set(x, first);
      fromX[x] = 1;
      for (let k = i; k >= 0; k--) {
        const y = order[lineA[k]];
        const share = fromX[y];
        // Not one of x's ancestors (nor x).
        if (share === 0) continue;
        fromX[y] = 0;
        if (sire[y] >= 0) fromX[sire[y]] += share / 2;
        if (dam[y] >= 0) fromX[dam[y]] += share / 2;
        if (y !== x) below[y] += first * share * share;
      }
    }
    clear(fromA, lineA, aCount);
    clear(below, lineA, aCount);
    clear(fromB, lineB, bCount);
    clear(down, lineB, bCount);
    return { kinship, shares: sharesOf(pedigree, inbreeding, a, b, met) };
  };
}

function sharesOf(
  pedigree: KinshipPedigree,
  inbreeding: Float64Array,
  a: number,
  b: number,
  met: Map<number, number>,
): CommonAncestorShare[] {
  const positions = foalPositions(pedigree, a, b, met);
  const shares: CommonAncestorShare[] = [];
  for (const [ancestor, weight] of met)
    shares.push({
      ancestor,
      share: (weight * (1 + inbreeding[ancestor])) / 2,
      positions: positions.get(ancestor) ?? [],
    });
  return shares.sort((x, y) => y.share - x.share || x.ancestor - y.ancestor);
}

/** slotPosition of each slot of a pedigree of PEDIGREE_GENERATIONS generations. */
const SLOT_POSITIONS: readonly string[] = Array.from({ length: 2 ** (PEDIGREE_GENERATIONS + 1) - 2 }, (_, slot) =>
  slotPosition(slot),
);

/** Each of `horses` in the first PEDIGREE_GENERATIONS generations of a foal of `sire` × `dam`, with its positions there. */
function foalPositions(
  pedigree: KinshipPedigree,
  sire: number,
  dam: number,
  horses: ReadonlyMap<number, unknown>,
): Map<number, string[]> {
  const positions = new Map<number, string[]>();
  const slots = slotIndices(sire, dam, (horse, into, at) => {
    into[at] = pedigree.sire[horse];
    into[at + 1] = pedigree.dam[horse];
  });
  slots.forEach((horse, slot) => {
    if (horse < 0 || !horses.has(horse)) return;
    const list = positions.get(horse);
    if (list) list.push(SLOT_POSITIONS[slot]);
    else positions.set(horse, [SLOT_POSITIONS[slot]]);
  });
  return positions;
}
