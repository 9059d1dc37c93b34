import { beforeAll, expect, it, vi } from "vitest";
import { findCandidate, parentsLookup, pedigreeSlots } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { FOAL_KEY, loadBreedingCandidates, loadFoalLineage, planFoal } from "./breeding";
import { pedigreeInMemoryAt } from "./pedigree/in-memory";
import { studFile } from "./records";

const stud = studFile.parse({
  horses: [
    {
      name: "Planner Hingst D3",
      category: "stallions",
      breed: "d",
      gender: "Hingst",
      height: 150,
      generation: 3,
      sire: "Planner Far",
      dam: "Planner Mor",
    },
    { name: "planner hingst d1", category: "youngsters", breed: "d", gender: "Hingst", height: 148, generation: 1 },
    {
      name: "Planner Hingst A",
      category: "for-sale",
      forSale: true,
      breed: "a",
      gender: "Hingst",
      height: 110,
      generation: 1,
    },
    { name: "Planner Hingst X", category: "stallions", breed: "x", gender: "Hingst", height: 140 },
    {
      name: "Planner Såld",
      category: "sold",
      breed: "d",
      gender: "Hingst",
      height: 151,
      generation: 2,
      link: "https://example.com",
      owner: "Någon",
    },
    { name: "Planner Valack", category: "competitors", breed: "d", gender: "Valack", height: 150, generation: 2 },
    { name: "Planner Utan Höjd", category: "stallions", breed: "d", gender: "Hingst", generation: 2 },
    {
      name: "Planner Sto C",
      category: "broodmares",
      breed: "c",
      gender: "Sto",
      age: 7,
      height: 136,
      generation: 2,
      sire: "Planner Morfar",
      dam: "Planner Mormor",
      genotype: "ee Aa nO",
      stats: [1, 2, 3],
    },
    {
      name: "Planner Sto Såld",
      category: "sold",
      breed: "c",
      gender: "Sto",
      height: 135,
      link: "https://example.com",
      owner: "Någon",
    },
  ],
  // The stallion's sire and the mare's sire are half-brothers (Planner Stamfar): the foal's
  // parents are half first cousins, F = (1/2)^5.
  pedigree: [
    { name: "Planner Far", sire: "Planner Stamfar", dam: "Planner Farmor" },
    { name: "Planner Mor", sire: "Planner Morfar Hingst", dam: "Planner Mormor Sto" },
    { name: "Planner Morfar", sire: "Planner Stamfar", dam: "Planner Annan" },
    { name: "Planner Stamfar", sire: "Planner Urfar", evalExt: "F" },
    { name: "Planner Urfar", sire: "Planner Uraldrig" },
    { name: "Planner Uraldrig", sire: "Planner Uraldrigare" },
  ],
});

describeWithDatabase("breeding candidates", (db) => {
  beforeAll(async () => {
    await importStud(db(), stud);
  });

  it("offers unsold stallions and mares with a height, grouped by section then generation", async () => {
    const candidates = await loadBreedingCandidates(db());
    const summary = (role: "stallion" | "mare") =>
      candidates[role].map(
        (group) => `${group.breed}${group.generation ?? "?"}: ${group.horses.map((h) => h.name).join(", ")}`,
      );
    expect(summary("stallion")).toEqual([
      "a1: Planner Hingst A",
      "d1: planner hingst d1",
      "d3: Planner Hingst D3",
      "x?: Planner Hingst X",
    ]);
    expect(summary("mare")).toEqual(["c2: Planner Sto C"]);
  });

  it("carries what the simulation needs and finds a candidate by name in any case", async () => {
    const candidates = await loadBreedingCandidates(db());
    expect(findCandidate(candidates, "mare", "PLANNER STO C")).toEqual({
      name: "Planner Sto C",
      gender: "Sto",
      breed: "c",
      generation: 2,
      heightCm: 136,
      age: 7,
      genotype: "ee Aa nO",
      stats: [1, 2, 3],
    });
    expect(findCandidate(candidates, "stallion", "Planner Sto C")).toBeUndefined();
    expect(findCandidate(candidates, "stallion", "Planner Såld")).toBeUndefined();
  });
});

describeWithDatabase("foal lineage", (db) => {
  beforeAll(async () => {
    await importStud(db(), stud);
  });

  it("loads both parents' lines in one round trip and fills the foal's pedigree and coefficient", async () => {
    const execute = vi.spyOn(db(), "execute");
    const select = vi.spyOn(db(), "select");
    const lineage = await loadFoalLineage(db(), "Planner Hingst D3", "Planner Sto C");
    expect(execute).toHaveBeenCalledTimes(1);
    expect(select).not.toHaveBeenCalled();
    execute.mockRestore();
    select.mockRestore();

    const ancestry = new Map(lineage.ancestors.map((row) => [row.name.toLowerCase(), row]));
    const slots = pedigreeSlots(FOAL_KEY, parentsLookup(ancestry, lineage.subject));
    expect(slots.slice(0, 6)).toEqual([
      "Planner Hingst D3",
      "Planner Sto C",
      "Planner Far",
      "Planner Mor",
      "Planner Morfar",
      "Planner Mormor",
    ]);
    expect(slots.filter((name) => name === "Planner Stamfar")).toHaveLength(2);
    // Only the 4 generations the pedigree shows travel to the page.
    expect(lineage.ancestors.map((row) => row.name)).not.toContain("Planner Uraldrig");
    expect(lineage.inbreeding.coi).toBeCloseTo(1 / 32, 10);
    expect(lineage.inbreeding.contributions).toMatchObject([{ ancestor: "Planner Stamfar", share: 1 / 32 }]);
    expect(lineage.inbreeding.contributions[0]!.positions).toHaveLength(2);
  });

  it("reads the same lineage from the pedigree in memory, without a statement", async () => {
    const held = await pedigreeInMemoryAt(db());
    const fromSql = await loadFoalLineage(db(), "Planner Hingst D3", "Planner Sto C");
    const execute = vi.spyOn(db(), "execute");
    const fromMemory = await loadFoalLineage(db(), "planner hingst d3", "PLANNER STO C", held);
    expect(execute).not.toHaveBeenCalled();
    execute.mockRestore();
    expect(fromMemory.ancestors).toEqual(fromSql.ancestors);
    expect(fromMemory.inbreeding).toEqual(fromSql.inbreeding);
  });

  it("plans the same foal for the same seed, with its odds and lineage", async () => {
    const candidates = await loadBreedingCandidates(db());
    const stallion = findCandidate(candidates, "stallion", "Planner Hingst D3")!;
    const mare = findCandidate(candidates, "mare", "Planner Sto C")!;
    const plan = await planFoal(db(), stallion, mare, 2024);
    expect(await planFoal(db(), stallion, mare, 2024)).toEqual(plan);
    expect(plan.foal.generation).toBe(4);
    expect(plan.foal.stats).toHaveLength(16);
    expect(plan.foal.potentials).toHaveLength(9);
    // (150 + 136) / 2 ± 3 is over 137 cm, so D × C gives section D.
    expect(plan.foal.breed).toBe("d");
    expect(plan.foal.heightClass).toBe("D");
    // Only the mare carries overo: no lethal OO foal.
    expect(plan.lethalProbability).toBe(0);
    expect(plan.colourOdds.reduce((sum, odds) => sum + odds.probability, 0)).toBeCloseTo(1, 12);
    expect(plan.lineage.inbreeding.coi).toBeCloseTo(1 / 32, 10);
    const seeds = [1, 2, 3, 4, 5];
    const foals = await Promise.all(seeds.map((seed) => planFoal(db(), stallion, mare, seed)));
    expect(new Set(foals.map((other) => JSON.stringify(other.foal))).size).toBeGreaterThan(1);
  });

  it("shows a foal that rolled OO as not viable: lethal white overo, no potential", async () => {
    const candidates = await loadBreedingCandidates(db());
    // Both parents carry overo: a quarter of the seeds roll OO.
    const stallion = { ...findCandidate(candidates, "stallion", "Planner Hingst D3")!, genotype: "Ee Aa nO" };
    const mare = findCandidate(candidates, "mare", "Planner Sto C")!;
    const plans = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => planFoal(db(), stallion, mare, seed)));
    const lethal = plans.filter((plan) => plan.foal.genotype.includes("OO"));
    const viable = plans.filter((plan) => !plan.foal.genotype.includes("OO"));
    expect(lethal.length).toBeGreaterThan(0);
    expect(viable.length).toBeGreaterThan(0);
    for (const plan of lethal) {
      expect(plan.foal).toMatchObject({ lethal: true, colour: "dödlig vit overo (OO)", potentials: null });
    }
    for (const plan of viable) {
      expect(plan.foal.lethal).toBe(false);
      expect(plan.foal.colour).not.toContain("dödlig");
      expect(plan.foal.potentials).toHaveLength(9);
    }
  });

  it("gives an unrelated pair a coefficient of 0", async () => {
    const lineage = await loadFoalLineage(db(), "Planner Hingst A", "Planner Sto C");
    expect(lineage.inbreeding).toMatchObject({ coi: 0, contributions: [], others: { count: 0, share: 0 } });
  });
});
