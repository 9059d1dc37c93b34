// How much of a pedigree is known, to read a coefficient beside: the share of known ancestors over
// 5 generations and the number of complete generations (docs/product.md, "Pedigree and
// inbreeding", "Pedigree completeness"). A low coefficient on a thin pedigree says little.
import { type KinshipPedigree } from "./pedigree";

/** How many generations the share of known ancestors counts. */
export const COMPLETENESS_GENERATIONS = 5;

/**
 * The share of known ancestors of a foal of `sire` × `dam` (indices, −1 unknown) over
 * `generations` generations, each generation weighing the same: the mean over g = 1…generations
 * of (known ancestors in generation g) / 2^g, an ancestor counted in every place it fills. 1 when
 * all 2 + 4 + … + 2^generations places are known. For a horse of the pedigree, pass its parents.
 */
export function knownAncestryShare(
  pedigree: KinshipPedigree,
  sire: number,
  dam: number,
  generations: number = COMPLETENESS_GENERATIONS,
): number {
  let slots = [sire, dam].filter((horse) => horse >= 0);
  let total = 0;
  for (let g = 1; g <= generations && slots.length > 0; g++) {
    total += slots.length / 2 ** g;
    if (g === generations) break;
    const next: number[] = [];
    for (const horse of slots) {
      if (pedigree.sire[horse] >= 0) next.push(pedigree.sire[horse]);
      if (pedigree.dam[horse] >= 0) next.push(pedigree.dam[horse]);
    }
    slots = next;
  }
  return total / generations;
}

/**
 * Every horse's number of complete generations: the generations back from it in which every
 * ancestor is known, to full depth. 0 for a horse with a parent unknown; else 1 + the smaller of
 * its parents' numbers (a foal of two founders has 1: its parents are known, its grandparents not).
 */
export function completeGenerations(pedigree: KinshipPedigree): Int32Array {
  const { size, sire, dam, order } = pedigree;
  const complete = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    const x = order[i];
    complete[x] = foalCompleteGenerations(complete, sire[x], dam[x]);
  }
  return complete;
}

/** The complete generations of a foal of `sire` × `dam`, from completeGenerations' figures. */
function foalCompleteGenerations(complete: Int32Array, sire: number, dam: number): number {
  return sire < 0 || dam < 0 ? 0 : 1 + Math.min(complete[sire], complete[dam]);
}
