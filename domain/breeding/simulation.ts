// Breeding simulation: seeded randomness, the Welsh mating table and the simulated foal (docs/product.md, "Breeding simulation").
import { GENES, allelesOf, formatGenotype, parseGenotype, sortPair } from "../colour/alleles";
import type { Genotype } from "../colour/alleles";
import { breedCode, type Breed } from "../horses/breeds";
import { STAT_COUNT, type Gender } from "../horses/horse-fields";

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough for a game; the same seed always gives the same sequence. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)] };
}

/** A new random seed for Reroll (fits in the URL as a plain integer). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}

/** The largest seed randomSeed gives (the generator uses 32 bits of it). */
export const MAX_SEED = 2 ** 32 - 1;

/** Reroll's seed: random, and never the current one, so the foal always changes. */
export function rerollSeed(current: number): number {
  const seed = randomSeed();
  return seed === current ? (seed + 1) % (MAX_SEED + 1) : seed;
}

/** A seed from the URL: plain decimal digits within 0…MAX_SEED, anything else is null. */
export function parseSeed(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const seed = Number(trimmed);
  return seed <= MAX_SEED ? seed : null;
}

export const STAT_OFFSET = { min: -5, max: 10 } as const;
export const HEIGHT_OFFSET_CM = { min: -3, max: 3 } as const;
export const MAX_GENERATION = 10;

type Mating = Breed | { upTo137: Breed; taller: Breed };
const B_D_RULE: Mating = { upTo137: "c", taller: "d" };
/** The foal's section is D only when it is taller than this (B×D and C×D). */
export const TALL_FOAL_CM = 137;

/** Welsh mating table, keyed by the two section codes in alphabetical order; X with anything is X. */
export const MATING_TABLE: Record<string, Mating> = {
  aa: "a",
  ab: "b",
  ac: "c",
  ad: "c",
  bb: "b",
  bc: "c",
  bd: B_D_RULE,
  cc: "c",
  cd: B_D_RULE,
  dd: "d",
};

/** The foal's section. A parent of an unknown breed makes the foal a partbred (x). */
export function foalSection(sireBreed: string, damBreed: string, foalHeightCm: number): Breed {
  const codes = [breedCode(sireBreed), breedCode(damBreed)];
  if (codes.some((code) => code === null || code === "x")) return "x";
  const mating = MATING_TABLE[[...codes].sort().join("")];
  if (typeof mating === "string") return mating;
  return foalHeightCm > TALL_FOAL_CM ? mating.taller : mating.upTo137;
}

export interface Parent {
  stats: number[];
  heightCm: number;
  genotype: string;
  generation: number;
  breed: string;
}

/** A foal is a colt or a filly, one chance in two each. */
export const FOAL_GENDERS = ["Hingst", "Sto"] as const satisfies readonly Gender[];
export type FoalGender = (typeof FOAL_GENDERS)[number];

export interface Foal {
  stats: number[];
  heightCm: number;
  genotype: string;
  generation: number;
  breed: Breed;
  gender: FoalGender;
}

/** 16 stats; missing values count as 0 so a parent with incomplete stats can still be planned with. */
function fullStats(stats: readonly number[]): number[] {
  return Array.from({ length: STAT_COUNT }, (_, i) => stats[i] ?? 0);
}

/** A simulated foal, the same for the same parents and seed. */
export function simulateFoal(sire: Parent, dam: Parent, seed: number): Foal {
  const rng = createRng(seed);
  const sireStats = fullStats(sire.stats);
  const damStats = fullStats(dam.stats);
  const inherit = (value: number) => Math.max(0, value + rng.int(STAT_OFFSET.min, STAT_OFFSET.max));

  const stats: number[] = [];
  for (let i = 0; i < STAT_COUNT; i += 2) {
    const fromSire = inherit(rng.pick([sireStats[i], sireStats[i + 1]]));
    const fromDam = inherit(rng.pick([damStats[i], damStats[i + 1]]));
    stats.push(Math.max(fromSire, fromDam), Math.min(fromSire, fromDam));
  }

  const heightCm = Math.round((sire.heightCm + dam.heightCm) / 2 + rng.int(HEIGHT_OFFSET_CM.min, HEIGHT_OFFSET_CM.max));

  const sireGenes = parseGenotype(sire.genotype);
  const damGenes = parseGenotype(dam.genotype);
  const genotype: Genotype = {};
  for (const { name } of GENES) {
    genotype[name] = sortPair(name, rng.pick(allelesOf(sireGenes, name)), rng.pick(allelesOf(damGenes, name)));
  }
  // The last draw: a foal planned before genders were rolled keeps its stats, height and genotype.
  const gender = rng.pick(FOAL_GENDERS);

  return {
    stats,
    heightCm,
    genotype: formatGenotype(genotype),
    generation: Math.min(MAX_GENERATION, Math.max(sire.generation, dam.generation) + 1),
    breed: foalSection(sire.breed, dam.breed, heightCm),
    gender,
  };
}
