import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPedigreeGraph, type PedigreeGraph } from "./graph";
import {
  effectiveAncestors,
  effectiveFounders,
  founderContributions,
  herdGenetics,
  inbreedingCalculator,
  majorAncestors,
  pedigreeCompleteness,
  type ReferenceHorse,
} from "./herd-figures";
import { inbreedingCoefficient } from "./kinship/coefficient";
import { nameKey, parentsLookup, type KnownHorse } from "./names";

type Row = [name: string, sire: string | null, dam: string | null];

const graphOf = (rows: readonly Row[]) =>
  buildPedigreeGraph(rows.map(([name, sire, dam]) => ({ name, sire, dam, studHorse: false })));

const reference = (rows: readonly Row[], names: readonly string[]): ReferenceHorse[] =>
  names.map((name) => {
    const [, sire, dam] = rows.find(([row]) => row === name)!;
    return { name, sire, dam, generation: null };
  });

const indices = (graph: PedigreeGraph, names: readonly string[]) =>
  names.map((name) => graph.indexOf.get(nameKey(name))!);

/** A founder pair, their two full siblings and the siblings' inbred foal. */
const FAMILY: Row[] = [
  ["A", null, null],
  ["B", null, null],
  ["C", "A", "B"],
  ["D", "A", "B"],
  ["E", "C", "D"],
];

/** A horse with an unknown dam, and its foal by a founder. */
const HALF_KNOWN: Row[] = [
  ["X", null, null],
  ["W", null, null],
  ["Y", "X", "Unknown"],
  ["Z", "Y", "W"],
];

/**
 * A bottleneck, the worked example of docs/product.md ("Herd genetics"): one sire E, a son of
 * the founders A and B, behind all three reference horses X, Y and Z, out of the founder mares
 * C, D and F.
 */
const BOTTLENECK: Row[] = [
  ["A", null, null],
  ["B", null, null],
  ["C", null, null],
  ["D", null, null],
  ["F", null, null],
  ["E", "A", "B"],
  ["X", "E", "C"],
  ["Y", "E", "D"],
  ["Z", "E", "F"],
];

describe("herdGenetics on small herds worked by hand", () => {
  it("a founder pair and their descendants", () => {
    const herd = herdGenetics(graphOf(FAMILY), reference(FAMILY, ["E", "C", "D"]));
    expect(herd.horses.map((h) => [h.name, h.inbreeding, h.completeness])).toEqual([
      ["C", 0, 0.2],
      ["D", 0, 0.2],
      ["E", 0.25, 0.4],
    ]);
    expect(herd.meanInbreeding).toBeCloseTo(0.25 / 3, 15);
    expect(herd.meanCompleteness).toBeCloseTo(0.8 / 3, 15);
    expect(herd.founders).toBe(2);
    expect(herd.effectiveFounders).toBe(2);
    // A and B explain everything between them (A first: equal shares go by name).
    expect(herd.topAncestors).toEqual([
      { name: "A", share: 0.5 },
      { name: "B", share: 0.5 },
    ]);
    expect(herd.effectiveAncestors).toBe(2);
    expect(herd.inbreedingClasses.map((c) => c.horses)).toEqual([2, 0, 0, 0, 0, 1, 0]);
  });

  it("a missing parent: its half of the genes is left out, the shares scaled to sum to 1", () => {
    const herd = herdGenetics(graphOf(HALF_KNOWN), reference(HALF_KNOWN, ["Y", "Z"]));
    // Y: ½ from X. Z: ¼ from X (through Y), ½ from W. Means: X 0.375, W 0.25, scaled 0.6 and 0.4.
    expect(herd.founders).toBe(2);
    expect(herd.effectiveFounders).toBeCloseTo(1 / (0.6 ** 2 + 0.4 ** 2), 12);
    expect(herd.topAncestors.map((a) => a.name)).toEqual(["X", "W"]);
    expect(herd.topAncestors[0].share).toBeCloseTo(0.6, 12);
    expect(herd.effectiveAncestors).toBeCloseTo(herd.effectiveFounders!, 12);
    // Y: sire known of 2, nothing further (0.5 / 5); Z: both parents, then 1 of 4 (1.25 / 5).
    expect(herd.horses.map((h) => [h.name, h.completeness])).toEqual([
      ["Y", 0.1],
      ["Z", 0.25],
    ]);
    expect(herd.meanInbreeding).toBe(0);
  });

  it("a loop in the data ends: the graph drops the link that closes it", () => {
    const rows: Row[] = [
      ["Loop", "Back", null],
      ["Back", "Loop", null],
    ];
    const herd = herdGenetics(graphOf(rows), reference(rows, ["Loop"]));
    expect(herd.horses).toEqual([{ name: "Loop", inbreeding: 0, completeness: 0.1, generation: null }]);
    expect(herd.founders).toBe(1);
    expect(herd.effectiveFounders).toBe(1);
    expect(herd.effectiveAncestors).toBe(1);
  });

  it("a bottleneck: f_a (3) below f_e (4.8), the sire first", () => {
    const herd = herdGenetics(graphOf(BOTTLENECK), reference(BOTTLENECK, ["X", "Y", "Z"]));
    // Each foal: ¼ A, ¼ B, ½ its dam. p = ¼, ¼, ⅙, ⅙, ⅙: f_e = 1 / (2/16 + 3/36) = 4.8.
    expect(herd.founders).toBe(5);
    expect(herd.effectiveFounders).toBeCloseTo(4.8, 12);
    // E carries half of every foal's genes; then each dam the half E did not bring.
    expect(herd.topAncestors.map((a) => a.name)).toEqual(["E", "C", "D", "F"]);
    expect(herd.topAncestors[0].share).toBeCloseTo(0.5, 12);
    herd.topAncestors.slice(1).forEach((a) => expect(a.share).toBeCloseTo(1 / 6, 12));
    expect(herd.effectiveAncestors).toBeCloseTo(3, 12);
    expect(herd.meanInbreeding).toBe(0);
    expect(herd.meanCompleteness).toBeCloseTo(0.3, 12);
  });

  it("a sire and his son: the son's marginal contribution leaves out his sire's half", () => {
    // E (A × B) sires K by C and Y by F; K sires X by D and Z by G. Each of X, Y, Z weighs ⅓.
    // Contributions: E ⅓ (⅙ through K, ⅙ through Y), K ⅓, the six founders ⅙ each: f_e = 6.
    // E leads (⅓, before K, X, Y and Z by name). Then K's marginal is ⅓·(1 − ½) = ⅙ (E is half
    // of him), X's and Z's ⅓·(1 − ¼) = ¼, Y's ⅓·(1 − ½) = ⅙, each founder's not behind E ⅙:
    // X takes ¼ (which ends D's share and half of K's), then Z ¼ (the rest of K, C and G), then
    // F ⅙ (the half of Y that E does not explain): ⅓ + ¼ + ¼ + ⅙ = 1, f_a = 144 / 38.
    const rows: Row[] = [
      ...["A", "B", "C", "D", "F", "G"].map((name): Row => [name, null, null]),
      ["E", "A", "B"],
      ["K", "E", "C"],
      ["X", "K", "D"],
      ["Y", "E", "F"],
      ["Z", "K", "G"],
    ];
    const herd = herdGenetics(graphOf(rows), reference(rows, ["X", "Y", "Z"]));
    expect(herd.effectiveFounders).toBeCloseTo(6, 12);
    expect(herd.topAncestors.map((a) => a.name)).toEqual(["E", "X", "Z", "F"]);
    [1 / 3, 1 / 4, 1 / 4, 1 / 6].forEach((share, i) => expect(herd.topAncestors[i].share).toBeCloseTo(share, 12));
    expect(herd.effectiveAncestors).toBeCloseTo(144 / 38, 12);
  });

  it("where the greedy search spreads the genes wider than the founders, the founders are the major ancestors", () => {
    // Found by the random pedigrees below. E (A × B) sires X by C, and Y by his own dam A, Z by his
    // own sire B. Founders: A and B 1.25/5 each, C 0.5/5, G and H (reference founders) 1/5 each:
    // f_e = 1 / 0.215 = 4.65. Appendix B takes E first (0.3), then G and H (0.2), then A, B and C
    // what reaches X, Y and Z beside E (0.1 each): Σ q² = 0.2, f_a would be 5. A's genes are split
    // between E and A itself, which no founder share is; the founders, taken whole, concentrate
    // the genes more (Σ p² = 0.215), so they are the major ancestors and f_a = f_e.
    const rows: Row[] = [
      ["A", null, null],
      ["B", null, null],
      ["C", null, null],
      ["G", null, null],
      ["H", null, null],
      ["E", "A", "B"],
      ["X", "E", "C"],
      ["Y", "E", "A"],
      ["Z", "E", "B"],
    ];
    const herd = herdGenetics(graphOf(rows), reference(rows, ["G", "H", "X", "Y", "Z"]));
    expect(herd.effectiveFounders).toBeCloseTo(1 / 0.215, 12);
    expect(herd.topAncestors.map((a) => a.name)).toEqual(["A", "B", "G", "H", "C"]);
    expect(herd.topAncestors.map((a) => a.share)).toEqual(
      [0.25, 0.25, 0.2, 0.2, 0.1].map((share) => expect.closeTo(share, 12)),
    );
    expect(herd.effectiveAncestors).toBeCloseTo(herd.effectiveFounders!, 12);
  });

  it("no reference horse: no figures", () => {
    const herd = herdGenetics(graphOf(FAMILY), []);
    expect(herd).toMatchObject({
      horses: [],
      founders: 0,
      meanInbreeding: null,
      effectiveFounders: null,
      effectiveAncestors: null,
      meanCompleteness: null,
      topAncestors: [],
    });
  });

  it("groups coefficients by stored generation, unknown last", () => {
    const herd = herdGenetics(graphOf(FAMILY), [
      { name: "E", sire: "C", dam: "D", generation: 2 },
      { name: "C", sire: "A", dam: "B", generation: 1 },
      { name: "D", sire: "A", dam: "B", generation: null },
    ]);
    expect(herd.byGeneration).toEqual([
      { generation: 1, horses: 1, meanInbreeding: 0 },
      { generation: 2, horses: 1, meanInbreeding: 0.25 },
      { generation: null, horses: 1, meanInbreeding: 0 },
    ]);
  });

  it("a horse's own parents are those of its record, as on its page", () => {
    // The entry names other parents than the stud horse's record; the coefficient follows the record.
    const graph = graphOf(FAMILY);
    const [record] = herdGenetics(graph, [{ name: "E", sire: "A", dam: "C", generation: null }]).horses;
    expect(record.inbreeding).toBe(0.25);
  });
});

/** A random pedigree: each horse's parents drawn among the horses before it, or unknown. */
const pedigrees = fc
  .array(fc.tuple(fc.nat(), fc.nat(), fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 40 })
  .map((draws) =>
    draws.map(([sire, dam, sireKnown, damKnown], i): Row => {
      const parent = (draw: number, known: boolean) => (known && i > 0 ? `H${draw % i}` : null);
      return [`H${i}`, parent(sire, sireKnown), parent(dam, damKnown)];
    }),
  );

describe("herd figures against independent ways of getting them", () => {
  it("each coefficient is the horse page's, to the last digit, at any depth", () => {
    fc.assert(
      fc.property(pedigrees, fc.integer({ min: 1, max: 8 }), (rows, generations) => {
        const graph = graphOf(rows);
        const byKey = new Map<string, KnownHorse>(
          rows.map(([name, sire, dam]) => [nameKey(name), { name, sire, dam }]),
        );
        const calculator = inbreedingCalculator(graph, generations);
        for (const [, sire, dam] of rows) {
          const page = inbreedingCoefficient(sire ?? "", dam ?? "", parentsLookup(byKey), generations).coi;
          const index = (name: string | null) => (name === null ? -1 : graph.indexOf.get(nameKey(name))!);
          expect(calculator.coefficient(index(sire), index(dam))).toBe(page);
        }
      }),
    );
  });

  it("founder shares are those of every path to a founder, enumerated one by one", () => {
    fc.assert(
      fc.property(pedigrees, (rows) => {
        const graph = graphOf(rows);
        const herd = rows.slice(-5).map(([name]) => name);
        const byName = new Map(rows.map(([name, sire, dam]) => [name, [sire, dam] as const]));
        const paths = new Map<string, number>();
        const walk = (name: string, share: number): void => {
          const [sire, dam] = byName.get(name)!;
          if (sire === null && dam === null) paths.set(name, (paths.get(name) ?? 0) + share);
          for (const parent of [sire, dam]) if (parent !== null) walk(parent, share / 2);
        };
        herd.forEach((name) => walk(name, 1 / herd.length));
        const shares = founderContributions(graph, indices(graph, herd));
        for (const [name, share] of paths) expect(shares[graph.indexOf.get(nameKey(name))!]).toBeCloseTo(share, 12);
        expect(shares.filter((share) => share > 0).length).toBe(paths.size);
      }),
    );
  });

  it("the lazy search takes the same ancestors as recomputing everything each round, or the founders", () => {
    fc.assert(
      fc.property(pedigrees, (rows) => {
        const graph = graphOf(rows);
        const herd = indices(
          graph,
          rows.slice(-6).map(([name]) => name),
        );
        const lazy = majorAncestors(graph, herd, 0);
        const plain = appendixB(graph, herd);
        const founders = [...founderContributions(graph, herd)];
        const squares = (shares: Iterable<number>) => [...shares].reduce((sum, share) => sum + share * share, 0);
        const total = founders.reduce((sum, share) => sum + share, 0);
        if (squares(founders.map((share) => share / total)) > squares(plain.map((a) => a.share)) + 1e-12) {
          // Appendix B spread the genes wider than the founders: the founders, largest first.
          expect(new Set(lazy.map((a) => a.ancestor))).toEqual(
            new Set(founders.flatMap((share, i) => (share > 0 ? [i] : []))),
          );
          lazy.forEach((a) => expect(a.share).toBeCloseTo(founders[a.ancestor] / total, 12));
        } else {
          expect(lazy.map((a) => a.ancestor)).toEqual(plain.map((a) => a.ancestor));
          lazy.forEach((a, i) => expect(a.share).toBeCloseTo(plain[i].share, 12));
        }
        expect(lazy.reduce((sum, a) => sum + a.share, 0)).toBeCloseTo(1, 12);
      }),
    );
  });

  it("f_a ≤ f_e on any herd", () => {
    fc.assert(
      fc.property(pedigrees, fc.integer({ min: 1, max: 12 }), (rows, size) => {
        const graph = graphOf(rows);
        const herd = indices(
          graph,
          rows.slice(-size).map(([name]) => name),
        );
        const fa = effectiveAncestors(majorAncestors(graph, herd))!;
        expect(fa).toBeLessThanOrEqual(effectiveFounders(founderContributions(graph, herd))! * (1 + 1e-12));
      }),
      { numRuns: 500 },
    );
  });

  it("completeness counts the known slots of each generation", () => {
    const graph = graphOf(FAMILY);
    const [c, d] = indices(graph, ["C", "D"]);
    expect(pedigreeCompleteness(graph, c, d, 1)).toBe(1);
    expect(pedigreeCompleteness(graph, c, d, 2)).toBe(1);
    expect(pedigreeCompleteness(graph, c, d, 3)).toBe(2 / 3);
    expect(pedigreeCompleteness(graph, -1, -1)).toBe(0);
  });
});

/**
 * Appendix B of Boichard, Maignel & Verrier (1997) as the paper writes it: every round, the
 * ancestors taken become founders, q is propagated from the youngest to the oldest, a from the
 * oldest to the youngest, and the largest q·(g − a) is taken. Ties: the name first.
 */
function appendixB(graph: PedigreeGraph, herd: readonly number[]) {
  const { size, order, sire, dam, names } = graph;
  const parents = (x: number) => [sire[x], dam[x]].filter((p) => p >= 0);
  const origin = new Array<number>(size).fill(0);
  for (const x of order) origin[x] = parents(x).length === 0 ? 1 : parents(x).reduce((s, p) => s + origin[p], 0) / 2;
  const total = herd.reduce((s, x) => s + origin[x], 0) / herd.length;
  const taken = new Set<number>();
  const chosen: { ancestor: number; share: number }[] = [];
  for (;;) {
    const q = new Array<number>(size).fill(0);
    for (const x of herd) q[x] += 1 / herd.length;
    for (const x of [...order].reverse()) if (!taken.has(x)) for (const p of parents(x)) q[p] += q[x] / 2;
    const a = new Array<number>(size).fill(0);
    for (const x of order) a[x] = taken.has(x) ? origin[x] : parents(x).reduce((s, p) => s + a[p], 0) / 2;
    let best = -1;
    for (let x = 0; x < size; x++) {
      if (taken.has(x) || q[x] === 0) continue;
      const value = q[x] * (origin[x] - a[x]);
      const bestValue = best < 0 ? 0 : q[best] * (origin[best] - a[best]);
      const tie = Math.abs(value - bestValue) <= 1e-12 * Math.max(value, bestValue);
      if (tie ? best >= 0 && names[x] < names[best] : value > bestValue) best = x;
    }
    const value = best < 0 ? 0 : q[best] * (origin[best] - a[best]);
    if (value <= 1e-12 * total) return chosen;
    taken.add(best);
    chosen.push({ ancestor: best, share: value / total });
  }
}
