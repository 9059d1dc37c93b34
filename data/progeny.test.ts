// The progeny profile on a small stud, against a count by hand (docs/product.md, "Progeny profile"),
// from the records in memory and from the database alike.
import { beforeAll, expect, it, vi } from "vitest";
import { DISCIPLINES, type ProgenyProfile } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { currentDataVersion } from "./db";
import { addEvaluation } from "./evaluations";
import { loadHorsePage } from "./horse-page";
import { loadPedigreeInMemory } from "./pedigree/in-memory";
import { progenyProfileOf } from "./progeny";
import { studFile } from "./records";
import { addRibbon } from "./ribbons";
import { studRecordsInMemory } from "./stud-records";

const sixteen = (value: number) => Array<number>(16).fill(value);
/** Five equal exterior scores: 8 → 40 points (Diplom), 6 → 30 (Klass II). */
const exterior = (horse: string, each: number) => ({
  horse,
  type: "exterior" as const,
  date: "2023-06-01",
  judge: "Domare Ek",
  breedType: each,
  hnb: each,
  extremeties: each,
  movement: each,
  overall: each,
});

// Scores (docs/product.md, "Potential"): 16 equal stats v give 16v in Allround and 4v in every other
// discipline; the strength pair alone at 10 gives Allround 20, Dressyr 10, Hoppning 0, Fälttävlan 0,
// Körning 20, Galopp 10, Trav 10, Distans 0, Utställning 0.
const stud = studFile.parse({
  horses: [
    // Allround 160, the others 40.
    { name: "Prog Hingst", category: "stallions", breed: "d", gender: "Hingst", height: 140, stats: sixteen(10) },
    // Allround 320, the others 80.
    { name: "Prog Sto", category: "broodmares", breed: "b", gender: "Sto", height: 125, stats: sixteen(20) },
    {
      name: "Prog Föl Ett",
      category: "youngsters",
      breed: "c",
      gender: "Sto",
      sire: "Prog Hingst",
      dam: "Prog Sto",
      height: 135,
      stats: [10, 10, ...Array<number>(14).fill(0)],
    },
    // Sold, and counted: Allround 80, the others 20.
    {
      name: "Prog Föl Två",
      category: "sold",
      breed: "d",
      gender: "Valack",
      sire: "Prog Hingst",
      link: "https://example.se/tva",
      owner: "Ny Ägare",
      height: 145,
      stats: sixteen(5),
    },
    // Its sire in another letter case; no stats, so no potential.
    { name: "Prog Föl Tre", category: "youngsters", breed: "d", gender: "Hingst", sire: "PROG HINGST" },
    // Not his: Allround 32, the others 8.
    { name: "Prog Annan", category: "competitors", breed: "a", gender: "Sto", height: 100, stats: sixteen(2) },
  ],
  // A foal that is only a pedigree entry, not one of the stud's horses: in the offspring, not in the profile.
  pedigree: [{ name: "Prog Utländsk", sire: "Prog Hingst" }],
  evaluations: [
    exterior("Prog Föl Ett", 8),
    { horse: "Prog Föl Ett", type: "premiering", date: "2024-08-01", result: "Premierad, AB" },
    exterior("Prog Föl Två", 6),
    { horse: "Prog Föl Två", type: "premiering", date: "2024-08-01", result: "Premierad, Elit" },
    {
      horse: "Prog Föl Tre",
      type: "trearstest",
      date: "2024-09-01",
      typ: 5,
      hhb: 5,
      extr: 5,
      skritt: 5,
      trav: 5,
      galopp: 5,
      hoppTeknik: 5,
      hoppTemp: 5,
    },
    exterior("Prog Annan", 8),
  ],
});

/** The stud's five rated horses (Prog Föl Tre has no potential) per discipline: Hingst, Sto, Ett, Två, Annan. */
const STUD_SCORES: Record<(typeof DISCIPLINES)[number], number[]> = {
  Allround: [160, 320, 20, 80, 32],
  Dressyr: [40, 80, 10, 20, 8],
  Hoppning: [40, 80, 0, 20, 8],
  Fälttävlan: [40, 80, 0, 20, 8],
  Körning: [40, 80, 20, 20, 8],
  Galopp: [40, 80, 10, 20, 8],
  Trav: [40, 80, 10, 20, 8],
  Distans: [40, 80, 0, 20, 8],
  Utställning: [40, 80, 0, 20, 8],
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Means by hand of the rated foals, given by their places in STUD_SCORES, against all five. */
const disciplinesOf = (foals: number[]) =>
  DISCIPLINES.map((discipline) => {
    const all = STUD_SCORES[discipline];
    const own = mean(foals.map((index) => all[index]));
    return { discipline, foals: own, stud: mean(all), difference: own - mean(all) };
  });

const HINGST: ProgenyProfile = {
  foals: 3,
  sections: [
    { section: "c", foals: 1 },
    { section: "d", foals: 2 },
  ],
  evaluated: 3,
  premiums: [
    { premium: "Diplom", foals: 1 },
    { premium: "Klass I", foals: 0 },
    { premium: "Klass II", foals: 1 },
  ],
  withPremium: 2,
  premiumShare: 2 / 3,
  bestPremiering: "Elit",
  foalsRated: 2,
  studRated: 5,
  disciplines: disciplinesOf([2, 3]),
};

const STO: ProgenyProfile = {
  ...HINGST,
  foals: 1,
  sections: [{ section: "c", foals: 1 }],
  evaluated: 1,
  premiums: [
    { premium: "Diplom", foals: 1 },
    { premium: "Klass I", foals: 0 },
    { premium: "Klass II", foals: 0 },
  ],
  withPremium: 1,
  premiumShare: 1,
  bestPremiering: "AB",
  foalsRated: 1,
  disciplines: disciplinesOf([2]),
};

describeWithDatabase("the progeny profile", (db) => {
  let kept: ReturnType<typeof studRecordsInMemory>;
  beforeAll(async () => {
    await importStud(db(), stud);
    kept = studRecordsInMemory(db(), () => currentDataVersion(db()));
  });

  /** The profile of `name` from its page's offspring, with the records held (`held`) or from the database. */
  async function profile(name: string, held: boolean) {
    const memory = { heldPedigree: await loadPedigreeInMemory(db()), records: await kept() };
    const page = await loadHorsePage(db(), name, memory);
    if (page?.kind !== "horse") throw new Error(`${name} has no page`);
    const statements = vi.spyOn(db(), "execute");
    try {
      const profile = await progenyProfileOf(db(), page.offspring, held ? memory.records : null);
      // From memory it asks the database nothing, nor without foals; else one statement.
      expect(statements).toHaveBeenCalledTimes(held || profile === null ? 0 : 1);
      return profile;
    } finally {
      statements.mockRestore();
    }
  }

  it("counts the stud's foals, sold ones included, as by hand, from memory and from the database", async () => {
    await expect.poll(() => kept()).not.toBeNull();
    for (const held of [true, false]) {
      expect(await profile("Prog Hingst", held), `held: ${held}`).toEqual(HINGST);
      expect(await profile("Prog Sto", held), `held: ${held}`).toEqual(STO);
      expect(await profile("Prog Annan", held), `held: ${held}`).toBeNull();
    }
  });

  it("follows a write to a foal; a write to another horse changes nothing", async () => {
    const before = await profile("Prog Hingst", true);
    await addRibbon(db(), "Prog Annan", { text: "Rosett", image: null });
    expect(await profile("Prog Hingst", true)).toEqual(before);

    const added = await addEvaluation(db(), exterior("Prog Föl Tre", 8));
    expect(added.ok).toBe(true);
    const after: ProgenyProfile = {
      ...HINGST,
      premiums: [
        { premium: "Diplom", foals: 2 },
        { premium: "Klass I", foals: 0 },
        { premium: "Klass II", foals: 1 },
      ],
      withPremium: 3,
      premiumShare: 1,
    };
    expect(await profile("Prog Hingst", true)).toEqual(after);
    expect(await profile("Prog Hingst", false)).toEqual(after);
  });
});
