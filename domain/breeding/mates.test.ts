import { describe, expect, it } from "vitest";
import {
  closeRelation,
  compareMates,
  foalSections,
  mateLevel,
  matesCsv,
  pairSeed,
  parseMateChoices,
  type MateChoices,
  type MateColumn,
  type MateRow,
} from "./mates";
import type { BreedingCandidate } from "./planner";

const horse = (name: string, breed: BreedingCandidate["breed"], heightCm: number): BreedingCandidate => ({
  name,
  gender: "Hingst",
  breed,
  generation: 1,
  heightCm,
  age: 6,
  genotype: null,
  stats: [],
});

describe("parseMateChoices", () => {
  it("has defaults: Allround, the horse's own level, sorted by chance, page 1", () => {
    expect(parseMateChoices({ mare: "  Seren " })).toEqual({
      choices: {
        role: "mare",
        name: "Seren",
        discipline: "Allround",
        ladder: null,
        level: null,
        colour: null,
        maxCoi: null,
        section: null,
        young: false,
        hideRelatives: false,
        sort: "chance",
        page: 1,
      },
      problems: [],
    });
  });

  it("reads every choice in any letter case, the inbreeding limit as a percent with a decimal comma", () => {
    const { choices, problems } = parseMateChoices({
      stallion: "Taran",
      discipline: "hoppning",
      heightClass: "horse",
      level: "90 CM",
      maxCoi: "6,25",
      section: "D",
      sort: "coi",
      page: "3",
      young: "Include",
      relatives: "exclude",
    });
    expect(problems).toEqual([]);
    expect(choices).toMatchObject({
      role: "stallion",
      discipline: "Hoppning",
      ladder: "Horse",
      level: "90 CM",
      maxCoi: 0.0625,
      section: "d",
      young: true,
      hideRelatives: true,
      sort: "coi",
      page: 3,
    });
  });

  it("lists every problem and falls back to the defaults", () => {
    const { choices, problems } = parseMateChoices({
      mare: "Seren",
      stallion: "Taran",
      discipline: "Polo",
      heightClass: "E",
      maxCoi: "101",
      section: "E",
      sort: "age",
      page: "-1",
      young: "yes",
      relatives: "1",
    });
    expect(problems.map((p) => p.kind)).toEqual([
      "bothRoles",
      "unknownDiscipline",
      "unknownHeightClass",
      "invalidMaxCoi",
      "unknownSection",
      "invalidYoung",
      "invalidRelatives",
      "unknownSort",
      "invalidPage",
    ]);
    expect(choices).toMatchObject({ discipline: "Allround", maxCoi: null, section: null, sort: "chance", page: 1 });
  });

  it("refuses hostile text", () => {
    for (const page of ["0", "1e3", "<script>", "1\u0000", "9999999"])
      expect(parseMateChoices({ mare: "Seren", page }).problems).toEqual([{ kind: "invalidPage" }]);
    expect(parseMateChoices({ mare: "x".repeat(10_000) }).choices.name).toHaveLength(80);
  });
});

describe("mateLevel", () => {
  const mountain = { ...horse("Mynydd", "a", 105), stats: Array<number>(16).fill(40) };
  const choices = (extra: Partial<MateChoices>) =>
    ({ ...parseMateChoices({ stallion: "Mynydd", discipline: "Dressyr" }).choices, ...extra }) as MateChoices;

  it("reads levels on the horse's own class's ladder by default: a Welsh Mountain stallion is never offered Grand Prix", () => {
    expect(mateLevel(mountain, choices({ level: "Grand Prix" }))).toEqual({
      kind: "unknownLevel",
      value: "Grand Prix",
      discipline: "Dressyr",
      ladder: "A",
    });
    expect(mateLevel(mountain, choices({ level: "lätt a" }))).toEqual({ ladder: "A", level: "Lätt A" });
    // His own level: movements 40, strength 40, intelligence 40 → 160 points, the top of class A's ladder.
    expect(mateLevel(mountain, choices({}))).toEqual({ ladder: "A", level: "Lätt A" });
  });

  it("takes another class's ladder when one is chosen, his own level read on it", () => {
    expect(mateLevel(mountain, choices({ ladder: "Horse", level: "Grand Prix" }))).toEqual({
      ladder: "Horse",
      level: "Grand Prix",
    });
    expect(mateLevel(mountain, choices({ ladder: "Horse" }))).toEqual({ ladder: "Horse", level: "Medelsvår A" });
    expect(mateLevel(mountain, choices({ ladder: "C", level: "Novice" }))).toMatchObject({ kind: "unknownLevel" });
  });
});

describe("foalSections", () => {
  it("gives both sections where the foal's height decides (B×D: D only above 137 cm)", () => {
    expect(foalSections(horse("D", "d", 146), horse("B", "b", 128))).toEqual(["c", "d"]);
    expect(foalSections(horse("D", "d", 152), horse("C", "c", 136))).toEqual(["d"]);
    expect(foalSections(horse("A", "a", 112), horse("X", "x", 140))).toEqual(["x"]);
  });
});

describe("pairSeed", () => {
  it("is the same for the same pair in any letter case, and differs between pairs", () => {
    expect(pairSeed("Taran", "Seren")).toBe(pairSeed("TARAN", "seren"));
    expect(pairSeed("Taran", "Seren")).not.toBe(pairSeed("Seren", "Taran"));
    expect(pairSeed("Taran", "Seren")).toBeLessThanOrEqual(2 ** 32 - 1);
  });
});

const row = (mate: string, values: Partial<MateRow>): MateRow => ({
  mate,
  age: 6,
  breed: "d",
  relation: null,
  sections: ["d"],
  coi: 0,
  knownShare: 1,
  completeGenerations: 5,
  chance: 0,
  expectedScore: 0,
  colourChance: null,
  lethalChance: 0,
  seed: 1,
  ...values,
});

describe("compareMates", () => {
  const rows = [
    row("Bryn", { chance: 0.5, coi: 0.0625, expectedScore: 300, lethalChance: 0.25 }),
    row("Aur", { chance: 0.5, coi: 0, expectedScore: 280 }),
    row("Cadno", { chance: 0.75, coi: 0.125, expectedScore: 290 }),
  ];
  const order = (sort: Parameters<typeof compareMates>[0]) => [...rows].sort(compareMates(sort)).map((r) => r.mate);

  it("sorts by chance (ties by lower inbreeding), inbreeding, score, name and OO risk", () => {
    expect(order("chance")).toEqual(["Cadno", "Aur", "Bryn"]);
    expect(order("coi")).toEqual(["Aur", "Bryn", "Cadno"]);
    expect(order("score")).toEqual(["Bryn", "Cadno", "Aur"]);
    expect(order("name")).toEqual(["Aur", "Bryn", "Cadno"]);
    expect(order("oo")).toEqual(["Aur", "Cadno", "Bryn"]);
  });

  it("breaks ties on what the row shows: rows that all read 100 % go by lower inbreeding, the horse's own dam last", () => {
    const shown = [
      row("Dam", { chance: 0.99996, coi: 0.32, expectedScore: 300.04, lethalChance: 0.00001 }),
      row("Ffion", { chance: 0.9999, coi: 0, expectedScore: 299.96 }),
      row("Eira", { chance: 0.99951, coi: 0.03125, expectedScore: 300.01 }),
      // 99,9 %: below the others as the page shows it.
      row("Glaw", { chance: 0.99949, coi: 0 }),
    ];
    const sorted = (sort: Parameters<typeof compareMates>[0]) => [...shown].sort(compareMates(sort)).map((r) => r.mate);
    expect(sorted("chance")).toEqual(["Ffion", "Eira", "Dam", "Glaw"]);
    // The score shows one decimal (300,0 for the first three), the OO risk one (0,0 %).
    expect(sorted("score")).toEqual(["Ffion", "Eira", "Dam", "Glaw"]);
    expect(sorted("oo")).toEqual(["Ffion", "Glaw", "Eira", "Dam"]);
    // A chance below 0,1 % reads "< 0,1 %", the same for all such rows, above a row of 0 %.
    const tiny = [
      row("Hael", { chance: 0.0009, coi: 0.1 }),
      row("Iolo", { chance: 0.0001 }),
      row("Jac", { chance: 0 }),
    ];
    expect([...tiny].sort(compareMates("chance")).map((r) => r.mate)).toEqual(["Iolo", "Hael", "Jac"]);
  });
});

describe("closeRelation", () => {
  // 0 sire, 1 dam, 2 the horse, 3 its full sister, 4 a half-sister by the sire, 5 a half-sister by
  // the dam, 6 the horse's foal, 7 unrelated, 8 a foal of the sire and an unknown dam.
  const NONE = -1;
  const pedigree = {
    sire: Int32Array.of(NONE, NONE, 0, 0, 0, 7, 2, NONE, 0),
    dam: Int32Array.of(NONE, NONE, 1, 1, 7, 1, 3, NONE, NONE),
  };
  it("names parents, offspring, full and half siblings by the pedigree's indices, and nothing else", () => {
    expect([0, 1, 3, 4, 5, 6, 7, 8, NONE].map((mate) => closeRelation(pedigree, 2, mate))).toEqual([
      "parent",
      "parent",
      "fullSibling",
      "halfSibling",
      "halfSibling",
      "offspring",
      null,
      "halfSibling",
      null,
    ]);
    expect(closeRelation(pedigree, 2, 2)).toBeNull();
    // Two foals of unknown parents are no siblings.
    expect(closeRelation(pedigree, 0, 1)).toBeNull();
  });
});

describe("matesCsv", () => {
  const HEADINGS: Record<MateColumn, string> = {
    mate: "Hingst",
    age: "Ålder",
    breed: "Hingstens sektion",
    relation: "Nära släkt",
    section: "Sektion",
    discipline: "Gren",
    level: "Nivå",
    heightClass: "Höjdklass",
    coi: "Inavelsgrad",
    knownShare: "Kända förfäder (5 gen.)",
    completeGenerations: "Fullständiga generationer",
    chance: "Chans",
    expectedScore: "Förväntad poäng",
    colour: "Chans svart",
    lethal: "Risk OO",
    planner: "Planerare",
  };

  it("writes BOM, semicolons, decimal commas, six decimals and quotes where needed", () => {
    const text = matesCsv(
      [
        row('Say "Hi"; Bryn', {
          age: 12,
          relation: "halfSibling",
          sections: ["c", "d"],
          coi: 0.03125,
          knownShare: 0.9375,
          completeGenerations: 3,
          chance: 1 / 3,
          expectedScore: 281.5,
          lethalChance: 0.25,
        }),
      ],
      (column) => HEADINGS[column],
      {
        sectionLabel: (breed) => breed.toUpperCase(),
        relationLabel: (relation) => ({ halfSibling: "Halvbror" })[relation as "halfSibling"],
        plannerUrl: () => "https://snoflingan.example.se/breeding?seed=1",
        goal: { discipline: "Dressyr", level: "Lätt A:P0", heightClass: "C" },
      },
    );
    expect(text).toBe(
      "\uFEFFHingst;Ålder;Hingstens sektion;Nära släkt;Sektion;Inavelsgrad;Kända förfäder (5 gen.);Fullständiga generationer;Gren;Nivå;Höjdklass;Chans;Förväntad poäng;Risk OO;Planerare\r\n" +
        '"Say ""Hi""; Bryn";12;D;Halvbror;C/D;0,031250;0,937500;3;Dressyr;Lätt A:P0;C;0,333333;281,50;0,250000;https://snoflingan.example.se/breeding?seed=1\r\n',
    );
  });

  it("writes a score of thousands without a separator", () => {
    const text = matesCsv([row("Aur", { expectedScore: 1234.5 })], (column) => column, {
      sectionLabel: (breed) => breed,
      relationLabel: (relation) => relation,
      plannerUrl: () => "https://snoflingan.example.se/",
      goal: { discipline: "Allround", level: "Novice", heightClass: "Häst" },
    });
    expect(text).toContain(";1234,50;");
  });
});
