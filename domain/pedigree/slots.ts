// The pedigree as breeders draw it: 30 ancestor slots (62 on paper), repeated ancestors, lineage codes
// (docs/product.md, "Pedigree and inbreeding", "Pedigree on paper").
import { UNKNOWN } from "../horses/horse";
import { knownName, nameKey, parentsOf, storedSpelling, type ParentsLookup } from "./names";

/** 4 generations: 2 + 4 + 8 + 16 = 30 slots. */
export const PEDIGREE_GENERATIONS = 4;

/** The pedigree on paper: 5 generations, 2 + 4 + 8 + 16 + 32 = 62 slots (docs/product.md, "Pedigree on paper"). */
export const PAPER_PEDIGREE_GENERATIONS = 5;

/** Exterior-evaluation codes shown instead of a lineage (docs/product.md, "Pedigree and inbreeding"). */
export const LINEAGE_CODES = { F: "Foundation", RL: "Real life" } as const;

export function lineageName(evalExt: string | null | undefined): string | null {
  const code = (evalExt ?? "").trim().toUpperCase();
  return Object.hasOwn(LINEAGE_CODES, code) ? LINEAGE_CODES[code as keyof typeof LINEAGE_CODES] : null;
}

/**
 * The ancestor slots of `generations` generations (2 + 4 + … + 2^generations; 30 for the page's
 * 4), breadth-first: sire, dam, sire's sire, sire's dam, dam's sire, dam's dam, …
 * Every slot of one horse reads the same: its stored spelling, or (without an entry) the spelling
 * met first, however each child's sire/dam text happens to be typed.
 * The depth is fixed, so a loop in the data cannot make this run forever.
 */
export function pedigreeSlots(
  name: string,
  lookup: ParentsLookup,
  generations: number = PEDIGREE_GENERATIONS,
): string[] {
  const spellings = new Map<string, string>();
  const spelling = (horse: string) => {
    const key = nameKey(horse);
    if (!spellings.has(key)) spellings.set(key, storedSpelling(horse, lookup));
    return spellings.get(key)!;
  };
  return slotNames(name, lookup, generations).map((horse) => (horse === null ? UNKNOWN : spelling(horse)));
}

/**
 * The names in pedigreeSlots' slots as each child's sire or dam text writes them, null for no
 * horse: what a caller needs that looks the ancestors up by nameKey and not their spelling.
 */
export function slotNames(
  name: string,
  lookup: ParentsLookup,
  generations: number = PEDIGREE_GENERATIONS,
): (string | null)[] {
  const slots: (string | null)[] = [];
  let generation: (string | null)[] = [knownName(name)];
  for (let g = 1; g <= generations; g++) {
    generation = generation.flatMap((horse) => (horse === null ? [null, null] : parentsOf(horse, lookup)));
    slots.push(...generation);
  }
  return slots;
}

/**
 * pedigreeSlots' slots as horses' indices (−1 for none), for a walk over numbers: `sire` and `dam`,
 * then each horse's parents as `parents` writes them, at `slots[at]` and `slots[at + 1]` (the
 * parents of slot i are slots 2i + 2 and 2i + 3).
 */
export function slotIndices(
  sire: number,
  dam: number,
  parents: (horse: number, slots: Int32Array, at: number) => void,
  generations: number = PEDIGREE_GENERATIONS,
): Int32Array {
  const slots = new Int32Array(2 ** (generations + 1) - 2).fill(-1);
  slots[0] = sire;
  slots[1] = dam;
  for (let slot = 0; 2 * slot + 3 < slots.length; slot++)
    if (slots[slot] >= 0) parents(slots[slot], slots, 2 * slot + 2);
  return slots;
}

/** The generation (1–4, or 5 on paper) of slot `index` of pedigreeSlots. */
export function slotGeneration(index: number): number {
  return Math.floor(Math.log2(index + 2));
}

/** Position of slot `index` as breeders write it: generation, then S (sire's side) or D (dam's side). */
export function slotPosition(index: number): string {
  const generation = slotGeneration(index);
  const inGeneration = index - (2 ** generation - 2);
  return `${generation}${inGeneration < 2 ** (generation - 1) ? "S" : "D"}`;
}

/**
 * Every horse (not Unknown) filling more than one slot, with its positions in slot order. Names
 * match in any letter case; each is listed under the spelling of its first slot.
 */
export function duplicateAncestors(slots: readonly string[]): Map<string, string[]> {
  const byKey = new Map<string, { name: string; positions: string[] }>();
  slots.forEach((name, index) => {
    if (knownName(name) === null) return;
    const key = nameKey(name);
    const found = byKey.get(key) ?? { name, positions: [] };
    found.positions.push(slotPosition(index));
    byKey.set(key, found);
  });
  return new Map(
    [...byKey.values()].filter(({ positions }) => positions.length > 1).map(({ name, positions }) => [name, positions]),
  );
}

/** `3S x 4D`. */
export function formatPositions(positions: readonly string[]): string {
  return positions.join(" x ");
}
