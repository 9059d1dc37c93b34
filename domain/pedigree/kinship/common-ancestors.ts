// What each common ancestor of a pair contributes to their kinship (the coefficient of inbreeding
// of their foal), at full depth, summing exactly to it (docs/product.md, "Pedigree and
// inbreeding"; docs/decisions/0045-kinship-engine.md).
//
// Wright (1922): f_ab = Σ over common ancestors A, over pairs of paths a → A and b → A that meet
// only at A, of (½)^(n₁+n₂) · ½(1 + F_A). A's part is its own terms. They are the parts the
// tabular recursion credits to A (Emik & Terrill 1949; the memoised recursion of the planner):
// f(x, y) = ½ f(sire of the younger, other) + ½ f(dam of the younger, other), f(A, A) = ½(1 + F_A).
// Followed from (a, b), the recursion is two walkers going up, the younger one stepping first
// (to its sire or dam, half the weight each); where they meet, at A, their paths meet there for
// the first time, and the weight that arrives is A's Σ (½)^(n₁+n₂). Here the recursion runs as a
// sweep down the pedigree's order instead of by memo: each pair of walkers' places is met once,
// when the younger of the two is reached, with all the weight that can reach it. F_A is the
// engine's (./inbreeding.ts). Only horses with a common ancestor among their own ancestors (or
// themselves) can meet: walkers anywhere else are dropped.
import { PEDIGREE_GENERATIONS, slotPosition } from "../slots";
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

/**
 * Each common ancestor's part of f(a, b) (`inbreeding`: every horse's F), largest first (equal
 * ones by index). Empty where either is −1 or they are unrelated.
 */
export function commonAncestorShares(
  pedigree: KinshipPedigree,
  inbreeding: Float64Array,
  a: number,
  b: number,
  /** placesIn(pedigree), where the caller keeps it. */
  place: Int32Array = placesIn(pedigree),
): CommonAncestorShare[] {
  if (a < 0 || b < 0) return [];
  const { size, sire, dam, order } = pedigree;
  const mark = new Int32Array(size);
  const lineA = new Int32Array(size);
  const lineB = new Int32Array(size);
  const aCount = collectAncestors(pedigree, place, [a], 1, mark, 1, lineA);
  const bCount = collectAncestors(pedigree, place, [b], 1, mark, 2, lineB);
  // mark is 2 on b's line; a's line is lineA. Common: on both.
  const reaches = new Uint8Array(size);
  let any = false;
  for (let i = 0; i < aCount; i++) {
    const y = order[lineA[i]];
    if (mark[y] === 2) {
      reaches[y] = 1;
      any = true;
    }
  }
  if (!any) return [];
  // A horse some common ancestor is an ancestor of (or that is one): only there can walkers meet.
  for (const [line, count] of [
    [lineA, aCount],
    [lineB, bCount],
  ] as const)
    for (let i = 0; i < count; i++) {
      const y = order[line[i]];
      if ((sire[y] >= 0 && reaches[sire[y]]) || (dam[y] >= 0 && reaches[dam[y]])) reaches[y] = 1;
    }

  // The pairs of walkers waiting, by the younger's place: the older's place → weight.
  const waiting = new Map<number, Map<number, number>>();
  const wait = (p: number, q: number, weight: number) => {
    if (!reaches[order[p]] || !reaches[order[q]]) return;
    const [young, old] = p >= q ? [p, q] : [q, p];
    let pairs = waiting.get(young);
    if (!pairs) waiting.set(young, (pairs = new Map()));
    pairs.set(old, (pairs.get(old) ?? 0) + weight);
  };
  wait(place[a], place[b], 1);
  // Every place a walker can stand on, youngest first: a's line and b's line merged.
  const met = new Map<number, number>();
  for (let i = aCount - 1, j = bCount - 1; i >= 0 || j >= 0;) {
    let p: number;
    if (j < 0 || (i >= 0 && lineA[i] >= lineB[j])) {
      p = lineA[i--];
      if (j >= 0 && lineB[j] === p) j--;
    } else p = lineB[j--];
    const pairs = waiting.get(p);
    if (!pairs) continue;
    waiting.delete(p);
    const y = order[p];
    const s = sire[y];
    const d = dam[y];
    for (const [old, weight] of pairs) {
      if (old === p) {
        met.set(y, (met.get(y) ?? 0) + weight);
        continue;
      }
      if (s >= 0) wait(place[s], old, weight / 2);
      if (d >= 0) wait(place[d], old, weight / 2);
    }
  }

  const positions = foalPositions(pedigree, a, b);
  const shares: CommonAncestorShare[] = [];
  for (const [ancestor, weight] of met)
    shares.push({
      ancestor,
      share: (weight * (1 + inbreeding[ancestor])) / 2,
      positions: positions.get(ancestor) ?? [],
    });
  return shares.sort((x, y) => y.share - x.share || x.ancestor - y.ancestor);
}

/**
 * Each horse in the first PEDIGREE_GENERATIONS generations of a foal of `sire` × `dam` with its
 * positions there (domain/pedigree/slots.ts: the 30 slots, breadth-first).
 */
export function foalPositions(pedigree: KinshipPedigree, sire: number, dam: number): Map<number, string[]> {
  const positions = new Map<number, string[]>();
  let generation = [sire, dam];
  let first = 0;
  for (let g = 1; g <= PEDIGREE_GENERATIONS; g++) {
    generation.forEach((horse, k) => {
      if (horse < 0) return;
      const list = positions.get(horse) ?? [];
      list.push(slotPosition(first + k));
      positions.set(horse, list);
    });
    first += generation.length;
    generation = generation.flatMap((horse) => (horse < 0 ? [-1, -1] : [pedigree.sire[horse], pedigree.dam[horse]]));
  }
  return positions;
}
