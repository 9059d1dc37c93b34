import { describe, expect, it } from "vitest";
import { studFile } from "#data/records";
import { largeStud, LARGE_STUD_DEFAULTS } from "./large-stud";

const small = { horses: 300, pedigree: 3_000, generations: 12 };

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
});
