import { describe, expect, it } from "vitest";
import { caselessLookup, lookupOf } from "#tests/support/parents-lookup";
import { createRng } from "../../breeding/simulation";
import { buildPedigreeGraph } from "../graph";
import { parentsLookup, type KnownHorse } from "../names";
import { inbreedingCoefficient, inbreedingInGraph } from "./coefficient";

describe("inbreedingCoefficient", () => {
  it("is 0 for unrelated parents", () => {
    const lookup = lookupOf({ S: ["SS", "SD"], D: ["DS", "DD"] });
    expect(inbreedingCoefficient("S", "D", lookup)).toEqual({ coi: 0, contributions: [] });
  });

  it("is 12.5 % for half-siblings", () => {
    const result = inbreedingCoefficient("S", "D", lookupOf({ S: ["X", "M1"], D: ["X", "M2"] }));
    expect(result.coi).toBeCloseTo(0.125, 12);
    expect(result.contributions).toEqual([{ ancestor: "X", share: 0.125 }]);
  });

  it("is 25 % for full siblings, shared by both parents", () => {
    const result = inbreedingCoefficient("S", "D", lookupOf({ S: ["X", "Y"], D: ["X", "Y"] }));
    expect(result.coi).toBeCloseTo(0.25, 12);
    expect(result.contributions).toEqual([
      { ancestor: "X", share: 0.125 },
      { ancestor: "Y", share: 0.125 },
    ]);
  });

  it("is 25 % for a sire on his own daughter", () => {
    const result = inbreedingCoefficient("S", "D", lookupOf({ S: ["SS", "SD"], D: ["S", "M"] }));
    expect(result.coi).toBeCloseTo(0.25, 12);
    expect(result.contributions).toEqual([{ ancestor: "S", share: 0.25 }]);
  });

  it("counts an inbred common ancestor with (1 + F)", () => {
    // X is a full-sibling mating (F = 0.25); half-siblings by X → 0.125 × 1.25.
    const lookup = lookupOf({ S: ["X", "M1"], D: ["X", "M2"], X: ["P", "Q"], P: ["G1", "G2"], Q: ["G1", "G2"] });
    const result = inbreedingCoefficient("S", "D", lookup);
    expect(result.coi).toBeCloseTo(0.15625, 12);
    expect(result.contributions.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(result.coi, 12);
  });

  it("ignores ancestors beyond the generation limit", () => {
    // The common ancestor X is in generation 3 of the foal.
    const lookup = lookupOf({ S: ["S1", "S2"], D: ["D1", "D2"], S1: ["X", null], D1: ["X", null] });
    expect(inbreedingCoefficient("S", "D", lookup).coi).toBeCloseTo(1 / 32, 12);
    expect(inbreedingCoefficient("S", "D", lookup, 2).coi).toBe(0);
  });

  it("terminates on a looping pedigree", () => {
    const lookup = lookupOf({ S: ["A", "B"], D: ["A", "C"], A: ["B", "S"], B: ["A", "D"], C: ["C", "D"] });
    const result = inbreedingCoefficient("S", "D", lookup);
    expect(Number.isFinite(result.coi)).toBe(true);
    expect(result.coi).toBeGreaterThan(0);
    expect(result.coi).toBeLessThanOrEqual(1);
  });

  it("equals Wright's sum over path pairs, ancestor by ancestor, on random pedigrees", () => {
    // Independent of the recursion: every pair of paths up from sire and dam that meet only at a
    // common ancestor A adds (1/2)^(n1 + n2 + 1) · (1 + F_A) to A's part (Wright, 1922).
    const random = createRng(1922);
    let inbred = 0;
    for (let run = 0; run < 200; run++) {
      const count = random.int(3, 12);
      const horses = new Map<string, KnownHorse>();
      for (let i = 0; i < count; i++) {
        const parent = () => (i > 0 && random.next() < 0.8 ? `H${random.int(0, i - 1)}` : null);
        horses.set(`h${i}`, { name: `H${i}`, sire: parent(), dam: parent() });
      }
      const lookup = parentsLookup(horses);
      const parentsOf = (name: string) =>
        [lookup(name)?.sire, lookup(name)?.dam].filter((parent): parent is string => Boolean(parent));
      /** Every path up from `name` (itself first), as lists of names. */
      const pathsUp = (name: string): string[][] => [
        [name],
        ...parentsOf(name).flatMap((parent) => pathsUp(parent).map((path) => [name, ...path])),
      ];
      const wright = (sire: string | null | undefined, dam: string | null | undefined): Map<string, number> => {
        const parts = new Map<string, number>();
        if (!sire || !dam) return parts;
        for (const up of pathsUp(sire))
          for (const down of pathsUp(dam)) {
            const ancestor = up.at(-1)!;
            if (ancestor !== down.at(-1) || up.slice(0, -1).some((name) => down.includes(name))) continue;
            const own = [...wright(lookup(ancestor)?.sire, lookup(ancestor)?.dam).values()].reduce((a, b) => a + b, 0);
            parts.set(ancestor, (parts.get(ancestor) ?? 0) + 0.5 ** (up.length + down.length - 1) * (1 + own));
          }
        return parts;
      };
      const sire = `H${random.int(0, count - 1)}`;
      const dam = `H${random.int(0, count - 1)}`;
      const expected = wright(sire, dam);
      const { coi, contributions } = inbreedingCoefficient(sire, dam, lookup, 20);
      if (coi > 0) inbred++;
      expect(coi).toBeCloseTo(
        [...expected.values()].reduce((a, b) => a + b, 0),
        12,
      );
      expect(new Map(contributions.map(({ ancestor, share }) => [ancestor, share]))).toEqual(
        new Map(
          [...expected].filter(([, share]) => share > 0).map(([name, share]) => [name, expect.closeTo(share, 12)]),
        ),
      );
    }
    // Most runs have common ancestors, some inbred themselves: the comparison covers real cases.
    expect(inbred).toBeGreaterThan(80);
  });

  it("is 0 when a parent is unknown", () => {
    expect(inbreedingCoefficient("Unknown", "D", lookupOf({})).coi).toBe(0);
  });

  it("gives the same figure and shares, to the bit, read from the pedigree graph", () => {
    // Random pedigrees of 40 horses with parents typed in any letter case, every limit of depth,
    // some with loops (a parent younger than its child, or the horse itself).
    const random = createRng(2026);
    let inbred = 0;
    for (let run = 0; run < 200; run++) {
      const looping = run % 2 === 1;
      const rows = Array.from({ length: 40 }, (_, i) => {
        const parent = () => {
          if (i === 0 || random.next() < 0.15) return null;
          const older = random.int(Math.max(0, i - 12), i - 1);
          const name = `H${looping && random.next() < 0.1 ? random.int(0, 39) : older}`;
          return random.next() < 0.3 ? name.toLowerCase() : name;
        };
        return { name: `H${i}`, sire: parent(), dam: parent(), studHorse: i >= 30 };
      });
      const graph = buildPedigreeGraph(rows);
      const sire = `H${random.int(20, 39)}`;
      const dam = random.next() < 0.1 ? sire.toLowerCase() : `H${random.int(20, 39)}`;
      // A horse page's horse answers for itself, its own parents winning over its row's.
      const subject = run % 4 === 3 ? { name: `h${random.int(0, 39)}`, sire, dam } : undefined;
      const lookup = parentsLookup(new Map(rows.map((row) => [row.name.toLowerCase(), row])), subject);
      const generations = random.int(1, 10);
      const byName = inbreedingCoefficient(sire, dam, lookup, generations);
      expect(inbreedingInGraph(graph, sire, dam, generations, subject)).toEqual(byName);
      if (byName.coi > 0) inbred++;
    }
    expect(inbred).toBeGreaterThan(100);
  });

  it("answers from the graph only for parents it holds", () => {
    const graph = buildPedigreeGraph([{ name: "S", sire: "X", dam: null, studHorse: true }]);
    expect(inbreedingInGraph(graph, "S", "x")).toEqual({ coi: 0.25, contributions: [{ ancestor: "X", share: 0.25 }] });
    expect(inbreedingInGraph(graph, "S", "Nobody")).toBeNull();
    expect(inbreedingInGraph(graph, "S", "Unknown")).toEqual({ coi: 0, contributions: [] });
    expect(inbreedingInGraph(graph, "S", "X", 8, { name: "S", sire: "Nobody", dam: "X" })).toBeNull();
  });
});

describe("names in any letter case", () => {
  it("computes the coefficient across spellings and names the ancestor as stored", () => {
    // Half-siblings by Storm, typed differently on each side: 12.5 %.
    const result = inbreedingCoefficient(
      "s",
      "D",
      caselessLookup({ S: ["storm", "M1"], D: ["STORM", "M2"], Storm: [null, null] }),
    );
    expect(result.coi).toBeCloseTo(0.125, 12);
    expect(result.contributions).toEqual([{ ancestor: "Storm", share: 0.125 }]);
  });

  it("is 25 % for full siblings whose parents are typed in different cases", () => {
    const result = inbreedingCoefficient("S", "D", caselessLookup({ S: ["Storm", "Stilla"], D: ["storm", "stilla"] }));
    expect(result.coi).toBeCloseTo(0.25, 12);
    expect(result.contributions.map((c) => c.ancestor).sort()).toEqual(["Stilla", "Storm"]);
  });

  it("finds a sire on his own daughter when the daughter types him in lower case", () => {
    const result = inbreedingCoefficient("Sire", "D", caselessLookup({ Sire: ["SS", "SD"], D: ["sire", "M"] }));
    expect(result.coi).toBeCloseTo(0.25, 12);
    expect(result.contributions).toEqual([{ ancestor: "Sire", share: 0.25 }]);
  });
});
