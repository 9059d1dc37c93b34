// Pedigrees for the kinship engine's tests and measures (domain/pedigree/kinship/): small ones by
// name, random ones with inbred ancestors and unknown parents, and a closed breed with popular sires.
import type { KinshipPedigree } from "../../domain/pedigree/kinship/pedigree";

export type Row = [name: string, sire: string | null, dam: string | null];

/** A pedigree from rows in any order (parents may be named before or after their foals). */
export function pedigreeOf(rows: readonly Row[]): KinshipPedigree & { index: (name: string) => number } {
  const names = new Map<string, number>();
  const add = (name: string) => {
    if (!names.has(name)) names.set(name, names.size);
    return names.get(name)!;
  };
  for (const [name] of rows) add(name);
  const parents = rows.map(([name, sire, dam]) => [
    add(name),
    sire === null ? -1 : add(sire),
    dam === null ? -1 : add(dam),
  ]);
  const size = names.size;
  const sire = new Int32Array(size).fill(-1);
  const dam = new Int32Array(size).fill(-1);
  for (const [x, s, d] of parents) {
    sire[x] = s;
    dam[x] = d;
  }
  return { ...withOrder(size, sire, dam), index: (name) => names.get(name) ?? -1 };
}

/** The pedigree with an order (ancestors first) found by a depth-first walk. */
export function withOrder(size: number, sire: Int32Array, dam: Int32Array): KinshipPedigree {
  const order = new Int32Array(size);
  const placed = new Uint8Array(size);
  let count = 0;
  const visit = (x: number) => {
    if (x < 0 || placed[x]) return;
    placed[x] = 1;
    visit(sire[x]);
    visit(dam[x]);
    order[count++] = x;
  };
  for (let x = 0; x < size; x++) visit(x);
  return { size, sire, dam, order };
}

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random pedigree of `size` horses: each born after its parents, a parent unknown with
 * probability `unknown`, parents drawn among the last `window` horses born (so relatives mate
 * and ancestors are inbred). Indices are shuffled, so index order is not birth order.
 */
export function randomPedigree(random: () => number, size: number, unknown = 0.2, window = 8): KinshipPedigree {
  const byBirth = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [byBirth[i], byBirth[j]] = [byBirth[j], byBirth[i]];
  }
  const sire = new Int32Array(size).fill(-1);
  const dam = new Int32Array(size).fill(-1);
  for (let born = 2; born < size; born++) {
    const pick = () => (random() < unknown ? -1 : born - 1 - Math.floor(random() * Math.min(born, window)));
    const s = pick();
    let d = pick();
    if (d === s && d >= 0) d = d > 0 ? d - 1 : -1;
    if (s >= 0 && d === s) d = -1;
    const x = byBirth[born];
    sire[x] = s < 0 ? -1 : byBirth[s];
    dam[x] = d < 0 ? -1 : byBirth[d];
  }
  return withOrder(size, sire, dam);
}

/**
 * A closed breed of `horses` horses in `generations` generations of equal size; generation 0 are
 * founders, the first half of each generation stallions, the second mares. In every generation a
 * few popular sires (2 % of the stallions of the two generations before, drawn with weights
 * falling as 1/rank) cover all the mares of those two generations, so that every stallion shares
 * ancestors with every mare within a few generations. Indices in birth order.
 */
export function closedBreed(random: () => number, horses: number, generations: number): KinshipPedigree {
  const perGeneration = Math.floor(horses / generations);
  const half = Math.floor(perGeneration / 2);
  const sire = new Int32Array(horses).fill(-1);
  const dam = new Int32Array(horses).fill(-1);
  const fromGenerations = (g: number, offset: number) => {
    const generation = Math.max(0, g - 1 - Math.floor(random() * Math.min(g, 2)));
    return generation * perGeneration + offset + Math.floor(random() * half);
  };
  for (let g = 1; g < generations; g++) {
    const sires = Array.from({ length: Math.max(3, Math.floor(perGeneration * 0.02)) }, () => fromGenerations(g, 0));
    const weights = sires.map((_, rank) => 1 / (rank + 1));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const end = g === generations - 1 ? horses : (g + 1) * perGeneration;
    for (let x = g * perGeneration; x < end; x++) {
      let pick = random() * totalWeight;
      let k = 0;
      while (pick > weights[k] && k < sires.length - 1) pick -= weights[k++];
      sire[x] = sires[k];
      dam[x] = fromGenerations(g, half);
    }
  }
  const order = Int32Array.from({ length: horses }, (_, i) => i);
  return { size: horses, sire, dam, order };
}
