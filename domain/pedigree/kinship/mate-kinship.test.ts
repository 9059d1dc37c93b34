import { describe, expect, it } from "vitest";
import { createRng } from "../../breeding/simulation";
import { buildPedigreeGraph, type PedigreeGraphRow } from "../graph";
import { parentsLookup, type KnownHorse } from "../names";
import { inbreedingCoefficient } from "./coefficient";
import { mateKinships } from "./mate-kinship";

/**
 * A random, heavily inbred pedigree: each generation's horses take their parents from the few
 * generations before, so lines cross again and again, at every depth.
 */
function randomPedigree(seed: number, generations: number, perGeneration: number): PedigreeGraphRow[] {
  const rng = createRng(seed);
  const rows: PedigreeGraphRow[] = [];
  const byGeneration: string[][] = [];
  for (let g = 0; g < generations; g++) {
    const names = Array.from({ length: perGeneration }, (_, i) => `G${g} H${i}`);
    byGeneration.push(names);
    for (const name of names) {
      const pick = () => {
        if (g === 0 || rng.next() < 0.1) return null;
        const from = byGeneration[Math.max(0, g - 1 - rng.int(0, 2))];
        return rng.pick(from.slice(0, Math.max(2, Math.floor(from.length / 3))));
      };
      rows.push({ name, sire: pick(), dam: pick(), studHorse: g === generations - 1 });
    }
  }
  return rows;
}

describe("mateKinships", () => {
  const rows = randomPedigree(7, 14, 30);
  const graph = buildPedigreeGraph(rows);
  const byKey = new Map<string, KnownHorse>(rows.map((row) => [row.name.toLowerCase(), row]));
  const lookup = parentsLookup(byKey);
  const names = rows.map((row) => row.name);
  const last = names.slice(-60);

  for (const generations of [8, 4, 2]) {
    it(`gives the planner's coefficient and common ancestors, pair by pair (${generations} generations)`, () => {
      let related = 0;
      for (const horse of last.slice(0, 12)) {
        const kinships = mateKinships(graph, graph.indexOf.get(horse.toLowerCase())!, generations);
        for (const mate of last) {
          if (mate === horse) continue;
          const at = graph.indexOf.get(mate.toLowerCase())!;
          const found = kinships.of(at);
          const planner = inbreedingCoefficient(mate, horse, lookup, generations);
          expect(found.coi, `${mate} × ${horse}`).toBeCloseTo(planner.coi, 14);
          expect(found.commonAncestors, `${mate} × ${horse}`).toBe(planner.contributions.length);
          expect(kinships.related(at), `${mate} × ${horse}`).toBe(planner.coi > 0);
          if (planner.coi > 0) related++;
        }
      }
      // The case is a real test only if most pairs are related.
      expect(related).toBeGreaterThan(50);
    });
  }

  it("knows the textbook cases: half-siblings, full siblings, sire × own daughter", () => {
    const family = buildPedigreeGraph([
      { name: "Sire", sire: null, dam: null, studHorse: false },
      { name: "Dam", sire: null, dam: null, studHorse: false },
      { name: "Other", sire: null, dam: null, studHorse: false },
      { name: "Full 1", sire: "Sire", dam: "Dam", studHorse: true },
      { name: "Full 2", sire: "Sire", dam: "Dam", studHorse: true },
      { name: "Half", sire: "Sire", dam: "Other", studHorse: true },
    ]);
    const at = (name: string) => family.indexOf.get(name.toLowerCase())!;
    const kinships = mateKinships(family, at("Full 1"));
    expect([at("Full 2"), at("Half"), at("Sire"), at("Other"), -1].map((mate) => kinships.of(mate))).toEqual([
      { coi: 0.25, commonAncestors: 2 },
      { coi: 0.125, commonAncestors: 1 },
      { coi: 0.25, commonAncestors: 1 },
      { coi: 0, commonAncestors: 0 },
      { coi: 0, commonAncestors: 0 },
    ]);
  });
});
