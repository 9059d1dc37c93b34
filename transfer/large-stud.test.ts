import { describe, expect, it } from "vitest";
import { studFile } from "#data/records";
import { foldName } from "#domain";
import { largeStud, LARGE_STUD_DEFAULTS } from "./large-stud";

const small = { horses: 300, pedigree: 3_000, generations: 12 };
const closed = { ...small, closed: true };

/** Each stud horse's ancestors up to `depth` generations back, itself included (generation 0). */
function ancestorsWithin(stud: ReturnType<typeof largeStud>, depth: number): Map<string, Set<string>> {
  const parents = new Map((stud.pedigree ?? []).map((entry) => [entry.name, [entry.sire, entry.dam]]));
  const within = new Map<string, Set<string>>();
  for (const horse of stud.horses ?? []) {
    const found = new Set([horse.name]);
    let generation = [horse.name];
    for (let g = 1; g <= depth; g++) {
      generation = generation.flatMap((name) => (parents.get(name) ?? []).filter((p): p is string => !!p));
      generation.forEach((name) => found.add(name));
    }
    within.set(horse.name, found);
  }
  return within;
}

/** Stallion × mare pairs of the stud's horses that share no ancestor within 7 generations of each. */
function unrelatedPairs(stud: ReturnType<typeof largeStud>): number {
  // 7 back from each parent is 8 back from their foal: the generations its coefficient counts.
  const within = ancestorsWithin(stud, 7);
  const horses = stud.horses ?? [];
  const stallions = horses.filter((h) => h.gender === "Hingst").map((h) => within.get(h.name)!);
  const mares = horses.filter((h) => h.gender === "Sto").map((h) => within.get(h.name)!);
  expect(stallions.length * mares.length).toBeGreaterThan(10_000);
  let unrelated = 0;
  for (const stallion of stallions)
    for (const mare of mares) if (![...stallion].some((name) => mare.has(name))) unrelated += 1;
  return unrelated;
}

describe("large stud", () => {
  it("has the default sizes: 10,000 horses on 100,000 pedigree entries", () => {
    const stud = largeStud();
    expect(stud.horses).toHaveLength(LARGE_STUD_DEFAULTS.horses);
    expect(stud.pedigree).toHaveLength(LARGE_STUD_DEFAULTS.pedigree);
  }, 120_000);

  it("is the same stud for the same options, and another for another seed", () => {
    expect(JSON.stringify(largeStud(small))).toBe(JSON.stringify(largeStud(small)));
    expect(JSON.stringify(largeStud({ ...small, seed: 7 }))).not.toBe(JSON.stringify(largeStud(small)));
  });

  it("is a valid stud file whose names are unique in any letter case", () => {
    const stud = studFile.parse(largeStud(small));
    expect(stud.horses).toHaveLength(small.horses);
    expect(stud.pedigree).toHaveLength(small.pedigree);
    expect(new Set(stud.pedigree.map((entry) => entry.name.toLowerCase())).size).toBe(small.pedigree);
    expect(new Set(stud.horses.map((horse) => horse.name.toLowerCase())).size).toBe(small.horses);
  });

  it("names only earlier entries as parents, so a walk back always ends, and goes back every generation", () => {
    const stud = studFile.parse(largeStud(small));
    const seen = new Map<string, { sire: string | null; dam: string | null }>();
    for (const entry of stud.pedigree) {
      for (const parent of [entry.sire, entry.dam]) if (parent) expect(seen.has(parent)).toBe(true);
      seen.set(entry.name, entry);
    }
    const depth = (name: string | null): number => {
      const entry = name ? seen.get(name) : undefined;
      return entry ? 1 + Math.max(depth(entry.sire), depth(entry.dam)) : 0;
    };
    expect(depth(stud.pedigree.at(-1)!.name)).toBe(small.generations);
    // Every stud horse is a pedigree entry too, with the same parents.
    for (const horse of stud.horses) expect(seen.get(horse.name)).toMatchObject({ sire: horse.sire, dam: horse.dam });
  });

  it("has popular sires: one stallion fathers far more foals than the average sire", () => {
    const stud = studFile.parse(largeStud());
    const foals = new Map<string, number>();
    for (const entry of stud.pedigree) if (entry.sire) foals.set(entry.sire, (foals.get(entry.sire) ?? 0) + 1);
    const counts = [...foals.values()];
    const average = counts.reduce((sum, n) => sum + n, 0) / counts.length;
    expect(Math.max(...counts)).toBeGreaterThan(5 * average);
    expect(Math.max(...counts)).toBeGreaterThan(500);
  }, 120_000);

  it("has stud horses in every category, home-bred ones and horses for sale", () => {
    const stud = studFile.parse(largeStud(small));
    expect(new Set(stud.horses.map((horse) => horse.category)).size).toBe(7);
    expect(stud.horses.some((horse) => horse.breeder === LARGE_STUD_DEFAULTS.stableName)).toBe(true);
    expect(stud.horses.some((horse) => horse.forSale)).toBe(true);
  });

  describe("as a closed breed", () => {
    it("relates every stallion to every mare within 8 generations of their foal (the open stud does not)", () => {
      expect(unrelatedPairs(largeStud(closed))).toBe(0);
      expect(unrelatedPairs(largeStud(small))).toBeGreaterThan(0);
    });

    it("goes back to a handful of foundation sires, each generation with popular sires", () => {
      const stud = studFile.parse(largeStud(closed));
      const byName = new Map(stud.pedigree.map((entry) => [entry.name, entry]));
      const tailMaleRoot = (name: string): string => {
        const sire = byName.get(name)?.sire;
        return sire ? tailMaleRoot(sire) : name;
      };
      expect(new Set(stud.horses.map((horse) => tailMaleRoot(horse.name))).size).toBe(1);
      const foals = new Map<string, number>();
      for (const entry of stud.pedigree) if (entry.sire) foals.set(entry.sire, (foals.get(entry.sire) ?? 0) + 1);
      // Fewer than one entry in twenty fathers foals (a few stallions per section and generation).
      expect(foals.size).toBeLessThan(stud.pedigree.length / 20);
    });

    it("is a valid stud file, the same for the same options, names unique in any letter case and without numbers", () => {
      expect(JSON.stringify(largeStud(closed))).toBe(JSON.stringify(largeStud(closed)));
      expect(JSON.stringify(largeStud({ ...closed, seed: 7 }))).not.toBe(JSON.stringify(largeStud(closed)));
      const stud = studFile.parse(largeStud(closed));
      expect(stud.horses).toHaveLength(small.horses);
      expect(stud.pedigree).toHaveLength(small.pedigree);
      expect(new Set(stud.pedigree.map((entry) => entry.name.toLowerCase())).size).toBe(small.pedigree);
      expect(stud.pedigree.filter((entry) => /\d/.test(entry.name))).toEqual([]);
      expect(new Set(stud.horses.map((horse) => horse.category)).size).toBe(7);
    });

    it("has stud prefixes each beginning about a tenth of the names, the stable's own among them", () => {
      const names = largeStud({ ...closed, pedigree: 20_000 }).pedigree!.map((entry) => foldName(entry.name));
      const share = (piece: string) => names.filter((name) => name.includes(piece)).length / names.length;
      for (const prefix of ["coed coch", "penllyn", "snoflingans", "co", "pe"]) {
        expect(share(prefix)).toBeGreaterThan(0.08);
        expect(share(prefix)).toBeLessThan(0.15);
      }
    });
  });
});
