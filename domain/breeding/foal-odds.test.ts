import { describe, expect, it } from "vitest";
import { HEIGHT_CLASSES, STAT_COUNT, type HeightClass } from "../horses/horse-fields";
import { disciplineLevels, DISCIPLINES, potentialLabel, potentials, type Discipline } from "../ratings/potential";
import {
  fixedParent,
  foalHeights,
  foalOutcome,
  levelThreshold,
  mateOdds,
  parseHeightClass,
  passedValue,
  type OddsParent,
} from "./foal-odds";
import { simulateFoal, STAT_OFFSET, type Parent } from "./simulation";

/** Two demo-stud horses (Snöflingans Åskvigg, a D stallion, and Dyoll Ballerina, an A mare) and a C stallion. */
const ASKVIGG: OddsParent = { stats: [72, 65, 53, 51, 58, 51, 64, 56, 69, 60, 76, 61, 63, 52, 52, 49], heightCm: 152 };
const BALLERINA: OddsParent = {
  stats: [56, 56, 67, 65, 68, 66, 68, 65, 74, 74, 75, 68, 69, 66, 87, 68],
  heightCm: 110,
};
const TALISMAN: OddsParent = { stats: [63, 62, 67, 60, 68, 51, 66, 58, 66, 54, 54, 53, 63, 53, 64, 61], heightCm: 134 };
const SMORBLOMMA: OddsParent = {
  stats: [76, 62, 74, 73, 56, 53, 55, 47, 75, 67, 62, 50, 65, 64, 65, 50],
  heightCm: 112,
};

const asParent = (horse: OddsParent, genotype = ""): Parent => ({
  stats: [...horse.stats],
  heightCm: horse.heightCm,
  genotype,
  generation: 1,
  breed: "a",
});

/** Every way one stat pair can be passed on, counted one by one: the pair sums' distribution. */
function bruteForcePairSums(sire: readonly number[], dam: readonly number[]): Map<number, number> {
  const sums = new Map<number, number>();
  const offsets = STAT_OFFSET.max - STAT_OFFSET.min + 1;
  const each = 1 / (4 * offsets * offsets);
  for (const s of sire)
    for (const d of dam)
      for (let os = STAT_OFFSET.min; os <= STAT_OFFSET.max; os++)
        for (let od = STAT_OFFSET.min; od <= STAT_OFFSET.max; od++) {
          const sum = Math.max(0, s + os) + Math.max(0, d + od);
          sums.set(sum, (sums.get(sum) ?? 0) + each);
        }
  return sums;
}

/**
 * The level distribution of one discipline on every height class's ladder by enumerating every
 * combination of the pair sums it uses and every height, each foal's score from `potentials`
 * itself, labelled on each ladder. Pairs the discipline does not weigh are left at 0.
 */
function bruteForceLevels(sire: OddsParent, dam: OddsParent, discipline: Discipline, pairs: number[]) {
  const perPair = pairs.map((pair) => [
    ...bruteForcePairSums(sire.stats.slice(2 * pair, 2 * pair + 2), dam.stats.slice(2 * pair, 2 * pair + 2)),
  ]);
  const heights = foalHeights(sire.heightCm, dam.heightCm);
  const levels = new Map(HEIGHT_CLASSES.map((ladder) => [ladder, new Map<string, number>()]));
  let expected = 0;
  const walk = (k: number, stats: number[], probability: number) => {
    if (k === pairs.length) {
      for (const height of heights) {
        const found = potentials(stats, height)!.find((p) => p.discipline === discipline)!;
        const share = probability / heights.length;
        for (const [ladder, shares] of levels) {
          const label = potentialLabel(discipline, found.score, ladder);
          shares.set(label, (shares.get(label) ?? 0) + share);
        }
        expected += share * found.score;
      }
      return;
    }
    for (const [sum, p] of perPair[k]) {
      const next = [...stats];
      next[2 * pairs[k]] = sum;
      walk(k + 1, next, probability * p);
    }
  };
  walk(0, Array<number>(STAT_COUNT).fill(0), 1);
  return { levels, expected };
}

/** Low values, so that the floor at 0 and several height classes (B and C) are met. */
const SMALL_SIRE: OddsParent = { stats: [0, 3, 9, 1, 2, 2, 4, 0, 7, 1, 12, 2, 5, 5, 0, 0], heightCm: 131 };
const SMALL_DAM: OddsParent = { stats: [2, 0, 1, 1, 6, 3, 0, 0, 3, 2, 1, 1, 8, 0, 2, 1], heightCm: 126 };
const zeroOutside = (horse: OddsParent, pairs: number[]): OddsParent => ({
  ...horse,
  stats: horse.stats.map((value, i) => (pairs.includes(Math.floor(i / 2)) ? value : 0)),
});

describe("passedValue", () => {
  it("gives each of 32 outcomes 1/32, values below 0 counted as 0", () => {
    const d = passedValue([2, 20]);
    expect(d.min).toBe(0);
    // 2 + (−5…−2) are 0: four outcomes out of 32.
    expect(d.p[0]).toBeCloseTo(4 / 32, 15);
    expect(d.p[30 - d.min]).toBeCloseTo(1 / 32, 15);
    expect(d.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
  });
});

describe("foalOutcome against brute-force enumeration", () => {
  const cases: { discipline: Discipline; pairs: number[] }[] = [
    { discipline: "Dressyr", pairs: [0, 4, 5] },
    { discipline: "Hoppning", pairs: [2, 3, 6] },
    { discipline: "Körning", pairs: [4, 1, 0] },
    { discipline: "Utställning", pairs: [5, 4, 7] },
  ];
  for (const { discipline, pairs } of cases) {
    it(`${discipline}: every level's chance on every height class's ladder, and the expected score`, () => {
      const sire = zeroOutside(SMALL_SIRE, pairs);
      const dam = zeroOutside(SMALL_DAM, pairs);
      const brute = bruteForceLevels(sire, dam, discipline, pairs);
      for (const ladder of HEIGHT_CLASSES) {
        const levels = brute.levels.get(ladder)!;
        const exact = foalOutcome(sire, dam, ladder).disciplines.find((d) => d.discipline === discipline)!;
        expect(exact.levels.map((l) => l.label).sort()).toEqual([...levels.keys()].sort());
        for (const { label, probability } of exact.levels) expect(probability).toBeCloseTo(levels.get(label)!, 12);
        expect(exact.expectedScore).toBeCloseTo(brute.expected, 10);
      }
    });
  }
});

describe("foalOutcome", () => {
  it("sums to 1 in every discipline and lists the height classes the foal can have", () => {
    const outcome = foalOutcome(ASKVIGG, BALLERINA);
    // (152 + 110) / 2 = 131, ±3: 128 and 129 are B, 130…134 C.
    expect(outcome.heightClasses).toEqual([
      { heightClass: "B", probability: 2 / 7 },
      { heightClass: "C", probability: 5 / 7 },
    ]);
    for (const discipline of outcome.disciplines)
      expect(discipline.levels.reduce((sum, l) => sum + l.probability, 0)).toBeCloseTo(1, 12);
  });
});

describe("foalOutcome against 100,000 seeded rolls of simulateFoal", () => {
  const ROLLS = 100_000;
  const pairs: [string, OddsParent, OddsParent][] = [
    ["Åskvigg × Ballerina", ASKVIGG, BALLERINA],
    ["Talisman × Smörblomma", TALISMAN, SMORBLOMMA],
    ["Åskvigg × Smörblomma", ASKVIGG, SMORBLOMMA],
  ];
  for (const [name, sire, dam] of pairs) {
    it(`${name}: every level of every discipline within 4 standard errors`, () => {
      // Each roll's score labelled on the ladder the table reads (the foal's likeliest class).
      const exact = foalOutcome(sire, dam);
      const counts = new Map<string, number>();
      for (let seed = 0; seed < ROLLS; seed++) {
        const foal = simulateFoal(asParent(sire), asParent(dam), seed);
        for (const p of potentials(foal.stats, foal.heightCm)!) {
          const key = `${p.discipline}\t${potentialLabel(p.discipline, p.score, exact.ladder)}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      const exactKeys = new Set<string>();
      for (const { discipline, levels } of exact.disciplines) {
        for (const { label, probability } of levels) {
          exactKeys.add(`${discipline}\t${label}`);
          const seen = (counts.get(`${discipline}\t${label}`) ?? 0) / ROLLS;
          const se = Math.sqrt((probability * (1 - probability)) / ROLLS);
          expect(Math.abs(seen - probability), `${discipline} ${label}`).toBeLessThanOrEqual(4 * se + 1e-12);
        }
      }
      // No level was rolled that the exact odds call impossible.
      for (const key of counts.keys()) expect(exactKeys.has(key), key).toBe(true);
    });
  }
});

describe("levels on one height class's ladder", () => {
  it("offers each class its own levels only: a Welsh Mountain has no Grand Prix", () => {
    expect(disciplineLevels("Dressyr", "A")).toEqual(["Lätt C", "Lätt B", "Lätt A"]);
    expect(disciplineLevels("Dressyr", "C")).toEqual([
      "Lätt C",
      "Lätt B",
      "Lätt A",
      "Lätt A:P0",
      "Lätt A:P1",
      "Lätt A:P2",
      "FEI",
    ]);
    expect(disciplineLevels("Dressyr", "Horse").at(-1)).toBe("Grand Prix");
    for (const discipline of DISCIPLINES)
      for (const cls of ["A", "B", "C", "D"] as const)
        expect(disciplineLevels(discipline, cls), `${discipline} ${cls}`).not.toContain("Grand Prix");
    // Körning has a Horse row only: every class reads it.
    expect(disciplineLevels("Körning", "A")).toEqual(disciplineLevels("Körning", "Horse"));
  });

  it("asks for the points of the level on the chosen ladder, and nothing of a level it does not have", () => {
    expect(levelThreshold("Hoppning", "A", "80 cm")).toBe(400);
    expect(levelThreshold("Hoppning", "D", "80 cm")).toBe(100);
    expect(levelThreshold("Hoppning", "D", "70 cm")).toBe(Number.NEGATIVE_INFINITY);
    expect(levelThreshold("Hoppning", "A", "90 cm")).toBeNull();
    expect(levelThreshold("Dressyr", "A", "Grand Prix")).toBeNull();
  });

  it("reads a height class from the URL: a…d and horse in any case", () => {
    expect(HEIGHT_CLASSES.map((cls) => parseHeightClass(cls.toLowerCase()))).toEqual([...HEIGHT_CLASSES]);
    expect(parseHeightClass(" HORSE ")).toBe("Horse");
    expect(parseHeightClass("E")).toBeNull();
  });

  it("shows the outcome table on the foal's likeliest class by default, never two classes' labels", () => {
    // The worked example (docs/product.md): 2/7 class B, 5/7 class C; P(score ≥ 300) = 0.0630.
    const outcome = foalOutcome(ASKVIGG, BALLERINA);
    expect(outcome.ladder).toBe("C");
    const dressyr = (cls?: HeightClass) =>
      foalOutcome(ASKVIGG, BALLERINA, cls).disciplines.find((d) => d.discipline === "Dressyr")!.levels;
    expect(dressyr().map((l) => l.label)).toEqual(["Lätt A:P2", "FEI"]);
    expect(dressyr()[1]!.probability).toBeCloseTo(0.063, 3);
    // Class B's ladder ends at Lätt A:P2 (200 points), which every foal reaches.
    expect(dressyr("B")).toEqual([{ label: "Lätt A:P2", probability: 1 }]);
    expect(dressyr("Horse").map((l) => l.label)).toEqual(["Svår B", "Svår A", "Intermediaire"]);
    for (const cls of HEIGHT_CLASSES)
      for (const { discipline, levels } of foalOutcome(ASKVIGG, BALLERINA, cls).disciplines) {
        const ladder = disciplineLevels(discipline, cls);
        const labels = levels.map((l) => l.label);
        expect(
          labels.every((label) => ladder.includes(label)),
          `${discipline} ${cls}`,
        ).toBe(true);
        expect(labels).toEqual([...labels].sort((a, b) => ladder.indexOf(a) - ladder.indexOf(b)));
      }
  });
});

describe("mateOdds", () => {
  /** A mate with values the floor at 0 changes (below 5) in some pairs, and one pair not. */
  const LOW: OddsParent = { stats: [2, 60, 0, 4, 71, 3, 64, 56, 9, 1, 76, 61, 4, 52, 52, 49], heightCm: 150 };

  it("agrees with the outcome table on every ladder: the chance of at least a level is the sum of it and the levels above", () => {
    const fixed = fixedParent(BALLERINA);
    for (const mate of [ASKVIGG, LOW, TALISMAN])
      for (const ladder of HEIGHT_CLASSES)
        for (const discipline of DISCIPLINES) {
          const outcome = foalOutcome(mate, BALLERINA, ladder).disciplines.find((d) => d.discipline === discipline)!;
          const levels = disciplineLevels(discipline, ladder);
          for (const level of levels) {
            const rank = levels.indexOf(level);
            const expected = outcome.levels
              .filter((l) => levels.indexOf(l.label) >= rank)
              .reduce((sum, l) => sum + l.probability, 0);
            const odds = mateOdds(fixed, mate, discipline, level, ladder);
            expect(odds.chance, `${discipline} ${ladder} ${level}`).toBeCloseTo(expected, 12);
            expect(odds.expectedScore).toBeCloseTo(outcome.expectedScore, 10);
          }
        }
  });

  it("reads the level on the fixed parent's own class by default, and refuses a level its ladder lacks", () => {
    const fixed = fixedParent(BALLERINA);
    // Ballerina is 110 cm, class B: Lätt A:P0 is 100 points on her ladder.
    expect(mateOdds(fixed, ASKVIGG, "Dressyr", "Lätt A:P0")).toEqual(
      mateOdds(fixed, ASKVIGG, "Dressyr", "Lätt A:P0", "B"),
    );
    expect(() => mateOdds(fixed, ASKVIGG, "Dressyr", "Grand Prix")).toThrow(RangeError);
  });
});
