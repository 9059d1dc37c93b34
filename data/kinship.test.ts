import { beforeAll, expect, it } from "vitest";
import { horseIndex, SOLD_CATEGORY } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { loadPairKinship, type PairKinship, type PairKinshipResult } from "./kinship";
import { pedigreeInMemoryAt } from "./pedigree/in-memory";
import { addPedigreeEntry } from "./pedigree/pedigree";
import { pedigreeRecord, studFile } from "./records";

// Relatives worked out by hand (docs/product.md, "Kinship figures (definitions)"): half siblings
// share one parent, full siblings two; a parent and its foal; a foal of full siblings (F = ¼).
// `Släkt Halvfar` and `Släkt Mor` are only named as parents; `Släkt Förälder` is a stud horse.
const family = studFile.parse({
  horses: [{ name: "Släkt Förälder", category: "stallions", breed: "d", gender: "Hingst", height: 150 }],
  pedigree: [
    { name: "Släkt Halv Ett", sire: "Släkt Halvfar", dam: "Släkt Halvmor Ett" },
    { name: "Släkt Halv Två", sire: "Släkt Halvfar", dam: "Släkt Halvmor Två" },
    { name: "Släkt Hel Ett", sire: "Släkt Helfar", dam: "Släkt Helmor" },
    { name: "Släkt Hel Två", sire: "Släkt Helfar", dam: "Släkt Helmor" },
    { name: "Släkt Avkomma", sire: "Släkt Förälder", dam: "Släkt Mor" },
    { name: "Släkt Inavlad", sire: "Släkt Hel Ett", dam: "Släkt Hel Två" },
  ],
});

// A stud with popular sires: most pairs share ancestors at many depths.
const stud = studFile.parse(largeStud({ horses: 120, pedigree: 1_200, generations: 10, seed: 31 }));

const pairOf = (result: PairKinshipResult): PairKinship => {
  if (!result.found) throw new Error(`unknown: ${result.unknown.join(", ")}`);
  return result.pair;
};

describeWithDatabase("any two horses' relationship", (db) => {
  beforeAll(async () => {
    await importStud(db(), family);
    await importStud(db(), stud);
  }, 60_000);

  it("gives half siblings f = 1/8 and R = 1/4, from their one common parent", async () => {
    const pair = pairOf(await loadPairKinship(db(), "släkt halv ett", "SLÄKT HALV TVÅ"));
    expect(pair.a).toEqual({
      name: "Släkt Halv Ett",
      inbreeding: 0,
      completeness: { knownShare: 2 / 2 / 5, completeGenerations: 1 },
    });
    expect(pair.b.name).toBe("Släkt Halv Två");
    expect(pair.kinship).toBeCloseTo(0.125, 15);
    expect(pair.relationship).toBeCloseTo(0.25, 15);
    // The sire of both, a name only given as a parent: the sire's sire and the dam's sire of their foal.
    expect(pair.commonAncestors).toEqual([
      { ancestor: "Släkt Halvfar", share: expect.closeTo(0.125, 15), positions: ["2S", "2D"] },
    ]);
  });

  it("gives full siblings f = 1/4 and R = 1/2, an eighth from each parent", async () => {
    const pair = pairOf(await loadPairKinship(db(), "Släkt Hel Ett", "Släkt Hel Två"));
    expect(pair.kinship).toBeCloseTo(0.25, 15);
    expect(pair.relationship).toBeCloseTo(0.5, 15);
    expect(pair.commonAncestors).toEqual([
      { ancestor: "Släkt Helfar", share: expect.closeTo(0.125, 15), positions: ["2S", "2D"] },
      { ancestor: "Släkt Helmor", share: expect.closeTo(0.125, 15), positions: ["2S", "2D"] },
    ]);
  });

  it("gives a parent and its foal f = 1/4 and R = 1/2, the parent (a stud horse) the one common ancestor", async () => {
    for (const [a, b] of [
      ["Släkt Förälder", "släkt avkomma"],
      ["Släkt Avkomma", "släkt förälder"],
    ]) {
      const pair = pairOf(await loadPairKinship(db(), a, b));
      expect(pair.kinship).toBeCloseTo(0.25, 15);
      expect(pair.relationship).toBeCloseTo(0.5, 15);
      expect(pair.commonAncestors.map(({ ancestor }) => ancestor)).toEqual(["Släkt Förälder"]);
      expect(pair.commonAncestors[0].share).toBeCloseTo(0.25, 15);
    }
    // In a foal of the parent × its foal the parent stands as sire and as the dam's sire.
    const pair = pairOf(await loadPairKinship(db(), "Släkt Förälder", "Släkt Avkomma"));
    expect(pair.commonAncestors[0].positions).toEqual(["1S", "2D"]);
  });

  it("gives a horse with itself f = (1 + F)/2 and R = 1", async () => {
    // A foal of full siblings: F = 1/4.
    const inbred = pairOf(await loadPairKinship(db(), "Släkt Inavlad", "SLÄKT INAVLAD"));
    expect(inbred.a.inbreeding).toBeCloseTo(0.25, 15);
    expect(inbred.kinship).toBeCloseTo((1 + 0.25) / 2, 15);
    expect(inbred.relationship).toBeCloseTo(1, 15);
    const founder = pairOf(await loadPairKinship(db(), "Släkt Helfar", "Släkt Helfar"));
    expect(founder.kinship).toBeCloseTo(0.5, 15);
    expect(founder.relationship).toBeCloseTo(1, 15);
    expect(founder.commonAncestors).toEqual([{ ancestor: "Släkt Helfar", share: 0.5, positions: ["1S", "1D"] }]);
  });

  it("names the names no horse has, each once; Unknown and blank are no horse", async () => {
    expect(await loadPairKinship(db(), "Ingen Alls", "Släkt Hel Ett")).toEqual({
      found: false,
      unknown: ["Ingen Alls"],
    });
    expect(await loadPairKinship(db(), "Släkt Hel Ett", "Unknown")).toEqual({ found: false, unknown: ["Unknown"] });
    expect(await loadPairKinship(db(), "Ingen", "Ingen")).toEqual({ found: false, unknown: ["Ingen"] });
    expect(await loadPairKinship(db(), "", "Ingen Heller")).toEqual({ found: false, unknown: ["", "Ingen Heller"] });
    expect(await loadPairKinship(db(), "Släkt\u0000Hel Ett", "x".repeat(10_000))).toMatchObject({ found: false });
    // Blanks around a name and another Unicode form of it (o + combining diaeresis) find it.
    expect(pairOf(await loadPairKinship(db(), "  Sla\u0308kt Hel Ett ", "Släkt Hel Två")).a.name).toBe("Släkt Hel Ett");
  });

  it("agrees with the engine and with each horse's own coefficient, its parts summing to it", async () => {
    const { kinship } = await pedigreeInMemoryAt(db());
    const { graph, engine } = kinship;
    const unsold = stud.horses.filter((horse) => horse.category !== SOLD_CATEGORY);
    let related = 0;
    for (const [i, horse] of unsold.entries()) {
      const other = unsold[(i * 7 + 3) % unsold.length];
      const pair = pairOf(await loadPairKinship(db(), horse.name.toUpperCase(), other.name.toLowerCase()));
      const [x, y] = [horseIndex(graph, horse.name), horseIndex(graph, other.name)];
      expect(pair.a.name).toBe(horse.name);
      expect(pair.kinship).toBe(engine.kinship(x, y));
      expect(pair.relationship).toBe(engine.relationship(x, y));
      expect(pair.a.inbreeding).toBe(engine.inbreeding[x]);
      const shares = pair.commonAncestors.map(({ share }) => share);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(pair.kinship, 12);
      expect(shares).toEqual([...shares].sort((p, q) => q - p));
      if (pair.kinship > 0) related++;
      // Independently: a horse's own F (the one pass over the whole pedigree) is its parents' kinship.
      if (horse.sire && horse.dam) {
        const parents = pairOf(await loadPairKinship(db(), horse.sire, horse.dam));
        expect(parents.kinship).toBeCloseTo(engine.inbreeding[x], 12);
      }
    }
    expect(related).toBeGreaterThan(10);
  }, 60_000);

  it("reads the pedigree after a write", async () => {
    expect(await loadPairKinship(db(), "Släkt Nytt Föl", "Släkt Hel Ett")).toEqual({
      found: false,
      unknown: ["Släkt Nytt Föl"],
    });
    const entry = pedigreeRecord.parse({ name: "Släkt Nytt Föl", sire: "Släkt Hel Ett", dam: "Släkt Halvmor Ett" });
    expect((await addPedigreeEntry(db(), entry)).ok).toBe(true);
    const pair = pairOf(await loadPairKinship(db(), "Släkt Nytt Föl", "Släkt Hel Ett"));
    expect(pair.kinship).toBeCloseTo(0.25, 15);
  });
});
