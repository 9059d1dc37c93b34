import { describe, expect, it } from "vitest";
import { randomPedigree, seeded } from "../../tests/support/kinship-pedigrees";
import type { PedigreeGraphRow } from "../pedigree/graph";
import { ancestryKinship, foalInbreeding } from "../pedigree/kinship/figures";
import { outsideMareFoal, possibleFoalSections, readGivenGenotype, requestedFoalColours } from "./covering-request";

const row = (name: string, sire: string | null = null, dam: string | null = null): PedigreeGraphRow => ({
  name,
  sire,
  dam,
  studHorse: false,
});

describe("outsideMareFoal", () => {
  const family = ancestryKinship([
    row("Far"),
    row("Mor"),
    row("Mor Två"),
    row("Hingst", "Far", "Mor"),
    row("Syster", "Far", "Mor"),
  ]);

  it("gives the hand-worked figures: a half sister's foal 12.5 %, a full sister's 25 %, unrelated 0", () => {
    // The mare is a daughter of Far: she and the stallion are half siblings.
    expect(outsideMareFoal(family, "Hingst", { sire: "Far", dam: "Främling" }).coi).toBe(0.125);
    expect(outsideMareFoal(family, "Hingst", { sire: "Far", dam: "Mor" }).coi).toBe(0.25);
    // Her sire is the stallion himself (f(S, S) = ½ (1 + F_S) = ½): a sire × granddaughter foal, 25 %.
    expect(outsideMareFoal(family, "Hingst", { sire: "Hingst", dam: null }).coi).toBe(0.25);
    expect(outsideMareFoal(family, "Hingst", { sire: "Främling", dam: "Okänd" }).coi).toBe(0);
  });

  it("matches the parents as any name is matched: any letter case, no-parent spellings unknown", () => {
    const foal = outsideMareFoal(family, "hingst", { sire: "FAR", dam: "okänd" });
    expect(foal.coi).toBe(0.125);
    expect(foal.sire).toEqual({ name: "FAR", found: "Far" });
    expect(foal.dam).toEqual({ name: null, found: null });
    expect(outsideMareFoal(family, "Hingst", { sire: "Främling", dam: null }).sire).toEqual({
      name: "Främling",
      found: null,
    });
  });

  it("equals adding the mare to the pedigree and asking for the foal, on 300 random pedigrees", () => {
    const random = seeded(39);
    for (let trial = 0; trial < 300; trial++) {
      const pedigree = randomPedigree(random, 4 + Math.floor(random() * 30), 0.25, 6);
      const name = (index: number) => `H${index}`;
      const rows = Array.from({ length: pedigree.size }, (_, x) =>
        row(
          name(x),
          pedigree.sire[x] < 0 ? null : name(pedigree.sire[x]),
          pedigree.dam[x] < 0 ? null : name(pedigree.dam[x]),
        ),
      );
      const pick = () => {
        const choice = random();
        // A horse of the pedigree, a name it lacks, or none.
        if (choice < 0.7) return name(Math.floor(random() * pedigree.size));
        return choice < 0.85 ? "Utanför" : null;
      };
      const stallion = name(Math.floor(random() * pedigree.size));
      const parents = { sire: pick(), dam: pick() };
      const asked = outsideMareFoal(ancestryKinship(rows), stallion, parents);
      const added = foalInbreeding(
        ancestryKinship([...rows, row("Gäststo", parents.sire, parents.dam)]),
        stallion,
        "Gäststo",
      );
      expect(asked.coi).toBeCloseTo(added.coi, 14);
      expect(asked.completeness.knownShare).toBeCloseTo(added.completeness.knownShare, 14);
      expect(asked.completeness.completeGenerations).toBe(added.completeness.completeGenerations);
    }
  });
});

describe("possibleFoalSections", () => {
  it("reads the mating table: one section, both where the height decides, X with a partbred or an unknown", () => {
    expect(possibleFoalSections("a", "b")).toEqual(["b"]);
    expect(possibleFoalSections("d", "b")).toEqual(["c", "d"]);
    expect(possibleFoalSections("c", "d")).toEqual(["c", "d"]);
    expect(possibleFoalSections("d", "d")).toEqual(["d"]);
    expect(possibleFoalSections("b", "x")).toEqual(["x"]);
    expect(possibleFoalSections("b", "")).toEqual(["x"]);
  });
});

describe("readGivenGenotype and requestedFoalColours", () => {
  it("takes a genotype whose every word is a gene's pair, in canonical spelling; refuses the rest", () => {
    expect(readGivenGenotype("ee Aa nCr")).toBe("ee Aa nCr");
    expect(readGivenGenotype("Ee, nO")).toBe("Ee nO");
    expect(readGivenGenotype("Ee Aa <b>")).toBeNull();
    expect(readGivenGenotype("nn")).toBeNull();
    expect(readGivenGenotype("   ")).toBeNull();
  });

  it("gives the OO risk of two overo carriers, ¼, and none without the gene on both sides", () => {
    expect(requestedFoalColours("EE aa nO", "ee aa nO").lethal).toBe(0.25);
    expect(requestedFoalColours("EE aa", "ee aa nO").lethal).toBe(0);
    const { odds } = requestedFoalColours(null, "ee aa");
    expect(odds.reduce((sum, { probability }) => sum + probability, 0)).toBeCloseTo(1, 12);
  });
});
