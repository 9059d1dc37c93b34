import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GENES, parseGenotype } from "../colour/alleles";
import { STAT_COUNT } from "../horses/horse-fields";
import { createRng, foalSection, MAX_SEED, parseSeed, randomSeed, rerollSeed, simulateFoal } from "./simulation";
import type { Parent } from "./simulation";

describe("createRng", () => {
  it("repeats for a seed and stays in range", () => {
    const a = createRng(42);
    const b = createRng(42);
    const first = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRng(43).next()).not.toBe(first[0]);
    const rng = createRng(7);
    const ints = Array.from({ length: 500 }, () => rng.int(-5, 10));
    expect(Math.min(...ints)).toBe(-5);
    expect(Math.max(...ints)).toBe(10);
    expect(["x", "y"]).toContain(rng.pick(["x", "y"]));
  });
});

describe("foalSection", () => {
  it.each([
    ["a", "a", 120, "a"],
    ["a", "b", 120, "b"],
    ["b", "a", 120, "b"],
    ["a", "c", 120, "c"],
    ["d", "a", 150, "c"],
    ["b", "b", 140, "b"],
    ["b", "c", 140, "c"],
    ["b", "d", 137, "c"],
    ["d", "b", 138, "d"],
    ["c", "c", 150, "c"],
    ["c", "d", 137, "c"],
    ["D", "c", 140, "d"],
    ["d", "d", 130, "d"],
    ["x", "a", 120, "x"],
    ["d", "x", 150, "x"],
    ["?", "a", 120, "x"],
  ])("%s × %s at %i cm → %s", (sire, dam, height, expected) => {
    expect(foalSection(sire, dam, height)).toBe(expected);
  });
});

const parent = (overrides: Partial<Parent> = {}): Parent => ({
  stats: [50, 40, 30, 20, 10, 0, 60, 55, 45, 35, 25, 15, 5, 70, 65, 0],
  heightCm: 130,
  genotype: "Ee Aa nCr",
  generation: 3,
  breed: "b",
  ...overrides,
});

describe("simulateFoal", () => {
  it("keeps to the rules", () => {
    const sire = parent({ heightCm: 140, genotype: "EE AA nG nTo", generation: 9, breed: "d" });
    const dam = parent({ heightCm: 136, genotype: "ee aa", generation: 4, breed: "b" });
    const foal = simulateFoal(sire, dam, 1234);
    expect(foal.stats).toHaveLength(16);
    expect(foal.heightCm).toBeGreaterThanOrEqual(135);
    expect(foal.heightCm).toBeLessThanOrEqual(141);
    expect(foal.generation).toBe(10);
    expect(foal.breed).toBe(foal.heightCm > 137 ? "d" : "c");
    const genes = parseGenotype(foal.genotype);
    expect(genes.Extension).toEqual(["E", "e"]);
    expect(genes.Agouti).toEqual(["A", "a"]);
  });

  it("caps the generation at 10 and pads missing stats with 0", () => {
    const foal = simulateFoal(parent({ generation: 10, stats: [] }), parent({ stats: [100] }), 5);
    expect(foal.generation).toBe(10);
    expect(foal.stats).toHaveLength(16);
  });

  it("leaves out E and Agouti that no parent knows", () => {
    const foal = simulateFoal(parent({ genotype: "CrCr" }), parent({ genotype: "CrCr nD" }), 9);
    expect(foal.genotype.startsWith("CrCr")).toBe(true);
    expect(parseGenotype(foal.genotype).Extension).toBeUndefined();
  });

  const stats = fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 0, maxLength: 18 });
  const parents = fc.record({
    stats,
    heightCm: fc.integer({ min: 80, max: 180 }),
    genotype: fc.constantFrom("", "Ee Aa nCr", "ee aa CrCr nO", "EE AtA nG nTo nD"),
    generation: fc.integer({ min: 0, max: 10 }),
    breed: fc.constantFrom("a", "b", "c", "d", "x"),
  });

  it("never gives negative stats and sorts every pair", () => {
    fc.assert(
      fc.property(parents, parents, fc.integer(), (sire, dam, seed) => {
        const foal = simulateFoal(sire, dam, seed);
        return (
          foal.stats.length === 16 && foal.stats.every((v, i) => v >= 0 && (i % 2 === 1 || v >= foal.stats[i + 1]))
        );
      }),
    );
  });

  it("rolls the gender last, a colt or a filly one chance in two each", () => {
    // By hand: two picks and two offsets per stat pair, one height offset, two picks per gene, then the gender.
    const drawsBefore = 2 * STAT_COUNT + 1 + 2 * GENES.length;
    const genders = Array.from({ length: 2000 }, (_, seed) => {
      const rng = createRng(seed);
      for (let draw = 0; draw < drawsBefore; draw++) rng.next();
      const expected = rng.next() < 0.5 ? "Hingst" : "Sto";
      const { gender } = simulateFoal(parent(), parent({ genotype: "ee aa nO" }), seed);
      expect(gender).toBe(expected);
      return gender;
    });
    const colts = genders.filter((gender) => gender === "Hingst").length;
    expect(colts).toBeGreaterThan(900);
    expect(colts).toBeLessThan(1100);
  });

  it("gives the same foal for the same seed", () => {
    fc.assert(
      fc.property(parents, parents, fc.integer(), (sire, dam, seed) => {
        expect(simulateFoal(sire, dam, seed)).toEqual(simulateFoal(sire, dam, seed));
      }),
    );
  });
});

describe("parseSeed", () => {
  it("reads plain decimal seeds within 32 bits", () => {
    expect(parseSeed("0")).toBe(0);
    expect(parseSeed(" 42 ")).toBe(42);
    expect(parseSeed("4294967295")).toBe(MAX_SEED);
  });

  it("refuses anything else", () => {
    for (const text of [null, undefined, "", "abc", "-1", "1.5", "1e3", "0x10", "4294967296", "99999999999", "１２"]) {
      expect(parseSeed(text)).toBeNull();
    }
  });

  it("reads back every seed randomSeed gives", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => parseSeed(String(seed)) === seed));
    const seed = randomSeed();
    expect(parseSeed(String(seed))).toBe(seed);
  });
});

describe("rerollSeed", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives a random seed, never the current one", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    expect(rerollSeed(7)).toBe(2 ** 31);
    expect(rerollSeed(2 ** 31)).toBe(2 ** 31 + 1);
    vi.spyOn(Math, "random").mockReturnValue((2 ** 32 - 1) / 2 ** 32);
    expect(rerollSeed(MAX_SEED)).toBe(0);
  });
});
