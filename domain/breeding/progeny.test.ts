// The progeny profile worked by hand (docs/product.md, "Progeny profile"). With 16 equal stats v a
// horse scores 16v in Allround and 4v in every other discipline (each weighs its pairs 1 + 1 + 2);
// with only the strength pair at 10 it scores 20 in Allround and Körning (strength × 2), 10 in
// Dressyr, Galopp and Trav (strength × 1), 0 elsewhere.
import { describe, expect, it } from "vitest";
import { DISCIPLINES } from "../ratings/potential";
import { foalFigures, potentialSums, potentialTenths, progenyProfile, type ProgenyHorse } from "./progeny";

const sixteen = (value: number) => Array<number>(16).fill(value);
const strengthOnly = [10, 10, ...Array<number>(14).fill(0)];
/** An exterior evaluation of five equal scores: 8 → 40 (Diplom), 7.4 → 37 (Klass I), 6 → 30 (Klass II). */
const exterior = (date: string, each: number, premium?: "Diplom" | "Klass I" | "Klass II") => ({
  type: "exterior" as const,
  date,
  breedType: each,
  hnb: each,
  extremeties: each,
  movement: each,
  overall: each,
  ...(premium ? { premium } : {}),
});
const premiering = (date: string, result: string) => ({ type: "premiering" as const, date, result });
const horse = (fields: Partial<ProgenyHorse>): ProgenyHorse => ({
  breed: "a",
  stats: sixteen(10),
  height: 120,
  evaluations: [],
  ...fields,
});
/** Scores per discipline in DISCIPLINES order, as tenths. */
const tenthsOf = (scores: Record<(typeof DISCIPLINES)[number], number>) => DISCIPLINES.map((d) => scores[d] * 10);

describe("foalFigures", () => {
  it("takes the premium of the latest exterior evaluation, a stored premium winning, the first of one date", () => {
    const latest = (evaluations: ProgenyHorse["evaluations"]) => foalFigures(horse({ evaluations })).premium;
    expect(latest([exterior("2020-05-01", 8), exterior("2022-05-01", 7.4)])).toBe("Klass I");
    expect(latest([exterior("2022-05-01", 7.4), exterior("2020-05-01", 8)])).toBe("Klass I");
    expect(latest([exterior("2021-05-01", 6, "Diplom")])).toBe("Diplom");
    expect(latest([exterior("2021-05-01", 6), exterior("2021-05-01", 8)])).toBe("Klass II");
    expect(latest([premiering("2021-05-01", "Premierad, A")])).toBeNull();
  });

  it("counts any evaluation as evaluated and keeps only premierings of a known grade", () => {
    const figures = foalFigures(
      horse({
        evaluations: [premiering("2021-01-01", "Premierad, A"), premiering("2022-01-01", "Premierad, Z")],
      }),
    );
    expect(figures).toMatchObject({ evaluated: true, premium: null, premierings: ["Premierad, A"] });
    expect(foalFigures(horse({})).evaluated).toBe(false);
  });

  it("reads the section as the breed code and scores in tenths, none without a height or 16 stats", () => {
    expect(foalFigures(horse({ breed: " D " })).section).toBe("d");
    expect(foalFigures(horse({ breed: "q" })).section).toBeNull();
    expect(potentialTenths(horse({ stats: strengthOnly }))).toEqual(
      tenthsOf({
        Allround: 20,
        Dressyr: 10,
        Hoppning: 0,
        Fälttävlan: 0,
        Körning: 20,
        Galopp: 10,
        Trav: 10,
        Distans: 0,
        Utställning: 0,
      }),
    );
    expect(potentialTenths(horse({ height: null }))).toBeNull();
    expect(potentialTenths(horse({ stats: sixteen(10).slice(1) }))).toBeNull();
  });
});

describe("potentialSums", () => {
  it("adds tenths exactly, so any order of the horses gives the same sums", () => {
    const horses = [sixteen(0.1), sixteen(0.7), sixteen(3.3), strengthOnly].map((stats) =>
      potentialTenths({ stats, height: 130 }),
    );
    const sums = potentialSums(horses);
    expect(potentialSums([...horses].reverse())).toEqual(sums);
    expect(potentialSums([horses[2], null, horses[0], horses[3], horses[1]])).toEqual(sums);
    // Allround: 16 × (0.1 + 0.7 + 3.3) + 20 = 85.6 points; Hoppning: 4 × 4.1 + 0 = 16.4.
    expect(sums).toMatchObject({ horses: 4 });
    expect(sums.tenths[0]).toBe(856);
    expect(sums.tenths[2]).toBe(164);
  });
});

describe("progenyProfile", () => {
  // Four foals: two of section A, one D, one of no Welsh section.
  const foals = [
    // Allround 160, the others 40; Diplom (40 points); premiering AB.
    horse({ evaluations: [exterior("2023-06-01", 8), premiering("2024-08-01", "Premierad, AB")] }),
    // Strength only (Allround 20 …); Klass II (30 points); premiering B.
    horse({
      stats: strengthOnly,
      height: 130,
      evaluations: [exterior("2023-06-01", 6), premiering("2024-08-01", "Premierad, B")],
    }),
    // No height, so no potential; evaluated by a three-year test only: no premium.
    horse({
      breed: "d",
      height: null,
      evaluations: [
        {
          type: "trearstest",
          date: "2022-09-01",
          typ: 5,
          hhb: 5,
          extr: 5,
          skritt: 5,
          trav: 5,
          galopp: 5,
          hoppTeknik: 5,
          hoppTemp: 5,
        },
      ],
    }),
    // Allround 80, the others 20; not evaluated.
    horse({ breed: "q", stats: sixteen(5), height: 140 }),
  ].map(foalFigures);
  // The stud: the three rated foals, a horse of 16 × 20 (Allround 320, the others 80) and one without a potential.
  const stud = potentialSums([
    ...foals.map((foal) => foal.tenths),
    potentialTenths({ stats: sixteen(20), height: 150 }),
    potentialTenths({ stats: sixteen(20), height: null }),
  ]);

  it("counts the foals, their sections, the evaluated, premiums and the best premiering", () => {
    expect(progenyProfile(foals, stud)).toMatchObject({
      foals: 4,
      sections: [
        { section: "a", foals: 2 },
        { section: "d", foals: 1 },
        { section: null, foals: 1 },
      ],
      evaluated: 3,
      premiums: [
        { premium: "Diplom", foals: 1 },
        { premium: "Klass I", foals: 0 },
        { premium: "Klass II", foals: 1 },
      ],
      withPremium: 2,
      premiumShare: 2 / 3,
      bestPremiering: "AB",
      foalsRated: 3,
      studRated: 4,
    });
  });

  it("sets each discipline's mean of the rated foals against the stud's", () => {
    // Foals: Allround (160 + 20 + 80) / 3; Dressyr (40 + 10 + 20) / 3; Hoppning (40 + 0 + 20) / 3.
    // Stud: Allround (160 + 20 + 80 + 320) / 4 = 145; Dressyr (40 + 10 + 20 + 80) / 4 = 37.5; Hoppning 35.
    const hand = {
      Allround: [260 / 3, 145],
      Dressyr: [70 / 3, 37.5],
      Hoppning: [20, 35],
      Fälttävlan: [20, 35],
      Körning: [80 / 3, 40],
      Galopp: [70 / 3, 37.5],
      Trav: [70 / 3, 37.5],
      Distans: [20, 35],
      Utställning: [20, 35],
    };
    const { disciplines } = progenyProfile(foals, stud)!;
    expect(disciplines.map((row) => row.discipline)).toEqual(DISCIPLINES);
    for (const row of disciplines) {
      const [own, all] = hand[row.discipline];
      expect(row.foals, row.discipline).toBeCloseTo(own, 10);
      expect(row.stud, row.discipline).toBeCloseTo(all, 10);
      expect(row.difference, row.discipline).toBeCloseTo(own - all, 10);
    }
  });

  it("is null without foals; shares, grades and means are null where nothing is counted", () => {
    expect(progenyProfile([], stud)).toBeNull();
    const unrated = foalFigures(horse({ height: null }));
    const profile = progenyProfile([unrated], potentialSums([]))!;
    expect(profile).toMatchObject({
      foals: 1,
      evaluated: 0,
      withPremium: 0,
      premiumShare: null,
      bestPremiering: null,
      foalsRated: 0,
      studRated: 0,
    });
    expect(profile.disciplines.every((row) => row.foals === null && row.stud === null && row.difference === null)).toBe(
      true,
    );
    // Rated foals against a stud counted without them still get a mean; the difference needs both.
    const rated = progenyProfile([foalFigures(horse({}))], potentialSums([]))!;
    expect(rated.disciplines[0]).toEqual({ discipline: "Allround", foals: 160, stud: null, difference: null });
  });
});
