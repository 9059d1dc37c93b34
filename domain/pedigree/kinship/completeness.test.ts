import { describe, expect, it } from "vitest";
import { pedigreeOf, randomPedigree, seeded, type Row } from "../../../tests/support/kinship-pedigrees";
import { completeGenerations, knownAncestryShare } from "./completeness";
import type { KinshipPedigree } from "./pedigree";

describe("completeness", () => {
  // Three complete generations above H, then G's sire line known one generation further.
  const rows: Row[] = [];
  const full = (name: string, depth: number) => {
    if (depth === 0) {
      rows.push([name, null, null]);
      return;
    }
    rows.push([name, `${name}s`, `${name}d`]);
    full(`${name}s`, depth - 1);
    full(`${name}d`, depth - 1);
  };
  full("H", 3);
  rows.push(["Hss_extra", null, null]);
  const ped = pedigreeOf(rows.map(([name, s, d]) => (name === "Hsss" ? ["Hsss", "Hss_extra", null] : [name, s, d])));

  it("counts the generations in which every ancestor is known", () => {
    const complete = completeGenerations(ped);
    expect(complete[ped.index("H")]).toBe(3);
    expect(complete[ped.index("Hs")]).toBe(2);
    expect(complete[ped.index("Hsss")]).toBe(0);
    expect(complete[ped.index("Hss")]).toBe(1);
  });

  it("gives the share of known ancestors over 5 generations, each generation weighing the same", () => {
    // Generations 1–3 complete, generation 4 one of 16 known: (1 + 1 + 1 + 1/16 + 0) / 5.
    expect(knownAncestryShare(ped, ped.sire[ped.index("H")], ped.dam[ped.index("H")])).toBe((3 + 1 / 16) / 5);
    expect(knownAncestryShare(ped, -1, -1)).toBe(0);
    // One parent known, a founder: ½ of generation 1.
    expect(knownAncestryShare(ped, ped.index("Hss_extra"), -1)).toBe(0.5 / 5);
  });

  it("agrees with counting the 62 places of the 5-generation pedigree one by one", () => {
    const random = seeded(5);
    for (let round = 0; round < 30; round++) {
      const p = randomPedigree(random, 40, 0.2, 6);
      const complete = completeGenerations(p);
      for (let x = 0; x < p.size; x++) {
        const places = placesByGeneration(p, x, 8);
        const share = places.slice(0, 5).reduce((s, known, g) => s + known / 2 ** (g + 1), 0) / 5;
        expect(knownAncestryShare(p, p.sire[x], p.dam[x])).toBeCloseTo(share, 15);
        const firstIncomplete = places.findIndex((known, g) => known < 2 ** (g + 1));
        // Within 8 generations: complete up to the first generation with a place unknown.
        if (firstIncomplete >= 0) expect(complete[x]).toBe(firstIncomplete);
        else expect(complete[x]).toBeGreaterThanOrEqual(8);
      }
    }
  });
});

/** Known places per generation 1…generations, the pedigree drawn out as breeders draw it. */
function placesByGeneration(ped: KinshipPedigree, x: number, generations: number): number[] {
  const counts: number[] = [];
  let row = [x];
  for (let g = 1; g <= generations; g++) {
    row = row.flatMap((horse) => (horse < 0 ? [-1, -1] : [ped.sire[horse], ped.dam[horse]]));
    counts.push(row.filter((horse) => horse >= 0).length);
  }
  return counts;
}

describe("complete generations of full-sib matings", () => {
  it("gives exactly t after t generations of full brother × full sister", () => {
    for (let t = 1; t <= 12; t++) {
      // S0, D0 founders; S_k and D_k are full siblings, foals of S_{k−1} × D_{k−1}.
      const rows: Row[] = [
        ["S0", null, null],
        ["D0", null, null],
      ];
      for (let k = 1; k <= t; k++) rows.push([`S${k}`, `S${k - 1}`, `D${k - 1}`], [`D${k}`, `S${k - 1}`, `D${k - 1}`]);
      const ped = pedigreeOf(rows);
      const complete = completeGenerations(ped);
      expect(complete[ped.index(`S${t}`)]).toBe(t);
      expect(complete[ped.index(`D${t}`)]).toBe(t);
      expect(complete[ped.index("S0")]).toBe(0);
    }
  });
});
