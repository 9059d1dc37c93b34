import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareText } from "../site/collation";
import { buildPedigreeGraph } from "./graph";
import { herdGenetics, MEAN_KINSHIP_LISTED, type ReferenceHorse } from "./herd-figures";
import { pedigreeKinshipSteps } from "./kinship/figures";
import { runSteps } from "./steps";

type Row = [name: string, sire: string | null, dam: string | null];

/** The engine of a pedigree given as rows (the graph's indices follow the rows' order). */
const kinshipOf = (rows: readonly Row[]) =>
  runSteps(
    pedigreeKinshipSteps(buildPedigreeGraph(rows.map(([name, sire, dam]) => ({ name, sire, dam, studHorse: false })))),
  );

const reference = (names: readonly string[]): ReferenceHorse[] => names.map((name) => ({ name, generation: null }));

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
    const herd = herdGenetics(kinshipOf(FAMILY), reference(["E", "C", "D"]));
    expect(herd.horses.map((h) => [h.name, h.inbreeding, h.completeness])).toEqual([
      ["C", 0, 0.2],
      ["D", 0, 0.2],
      ["E", 0.25, 0.4],
    ]);
    // Kinship by the tabular method: f(C, C) = f(D, D) = ½, f(C, D) = ¼ (full siblings),
    // f(C, E) = f(D, E) = ½(½ + ¼) = ⅜, f(E, E) = ½(1 + ¼) = ⅝. Means over C, D and E:
    // C and D (½ + ¼ + ⅜) / 3 = ⅜, E (⅜ + ⅜ + ⅝) / 3 = 11/24.
    expect(herd.horses.map((h) => h.meanKinship)).toEqual([3 / 8, 3 / 8, 11 / 24].map((v) => expect.closeTo(v, 15)));
    expect(herd.lowestMeanKinship.map((h) => h.name)).toEqual(["C", "D", "E"]);
    expect(herd.highestMeanKinship.map((h) => h.name)).toEqual(["E", "C", "D"]);
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
    const herd = herdGenetics(kinshipOf(HALF_KNOWN), reference(["Y", "Z"]));
    // Y: ½ from X. Z: ¼ from X (through Y), ½ from W. Means: X 0.375, W 0.25, scaled 0.6 and 0.4.
    expect(herd.founders).toBe(2);
    expect(herd.effectiveFounders).toBeCloseTo(1 / (0.6 ** 2 + 0.4 ** 2), 12);
    // X (0.375) before Y (its own known half, 0.375, by name); once X is taken Y adds nothing.
    expect(herd.topAncestors.map((a) => a.name)).toEqual(["X", "W"]);
    expect(herd.topAncestors[0].share).toBeCloseTo(0.6, 12);
    expect(herd.effectiveAncestors).toBeCloseTo(herd.effectiveFounders!, 12);
    // Y: sire known of 2, nothing further (0.5 / 5); Z: both parents, then 1 of 4 (1.25 / 5).
    expect(herd.horses.map((h) => [h.name, h.completeness])).toEqual([
      ["Y", 0.1],
      ["Z", 0.25],
    ]);
    expect(herd.meanInbreeding).toBe(0);
    // f(Y, Y) = f(Z, Z) = ½, f(Y, Z) = ¼ (parent and foal): both (½ + ¼) / 2 = ⅜.
    expect(herd.horses.map((h) => h.meanKinship)).toEqual([3 / 8, 3 / 8].map((v) => expect.closeTo(v, 15)));
  });

  it("a loop in the data ends: the graph drops the link that closes it", () => {
    const rows: Row[] = [
      ["Loop", "Back", null],
      ["Back", "Loop", null],
    ];
    const herd = herdGenetics(kinshipOf(rows), reference(["Loop"]));
    expect(herd.horses).toEqual([
      { name: "Loop", inbreeding: 0, meanKinship: 0.5, completeness: 0.1, generation: null },
    ]);
    expect(herd.founders).toBe(1);
    expect(herd.effectiveFounders).toBe(1);
    expect(herd.effectiveAncestors).toBe(1);
  });

  it("a bottleneck: f_a (3) below f_e (4.8), the sire first", () => {
    const herd = herdGenetics(kinshipOf(BOTTLENECK), reference(["X", "Y", "Z"]));
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
    // Half siblings: f = ⅛ between two, ½ with itself: (½ + ⅛ + ⅛) / 3 = ¼ each.
    herd.horses.forEach((h) => expect(h.meanKinship).toBeCloseTo(0.25, 15));
  });

  it("a sire and his son: the son's marginal contribution leaves out his sire's half", () => {
    // E (A × B) sires K by C and Y by F; K sires X by D and Z by G. Each of X, Y, Z weighs ⅓.
    // Founders A, B, C, D, F, G ⅙ each: f_e = 6. The candidates are the ancestors (X, Y and Z
    // are no one's). E and K lead with ⅓ (E by name). Once E is taken, K's marginal is ⅓·(1 − ½)
    // = ⅙, A's and B's nothing, and C, D, F and G, each behind no ancestor taken, ⅙ each: C is
    // taken (by name), which explains the rest of K, then D, F and G: ⅓ + 4 · ⅙ = 1,
    // f_a = 1 / (1/9 + 4/36) = 4.5.
    const rows: Row[] = [
      ...["A", "B", "C", "D", "F", "G"].map((name): Row => [name, null, null]),
      ["E", "A", "B"],
      ["K", "E", "C"],
      ["X", "K", "D"],
      ["Y", "E", "F"],
      ["Z", "K", "G"],
    ];
    const herd = herdGenetics(kinshipOf(rows), reference(["X", "Y", "Z"]));
    expect(herd.effectiveFounders).toBeCloseTo(6, 12);
    expect(herd.topAncestors.map((a) => a.name)).toEqual(["E", "C", "D", "F", "G"]);
    [1 / 3, 1 / 6, 1 / 6, 1 / 6, 1 / 6].forEach((share, i) =>
      expect(herd.topAncestors[i].share).toBeCloseTo(share, 12),
    );
    expect(herd.effectiveAncestors).toBeCloseTo(4.5, 12);
  });

  it("appendix B as written may spread the genes wider than the founders (f_a > f_e)", () => {
    // E (A × B) sires X by C, and Y by his own dam A, Z by his own sire B; G and H are reference
    // founders. Founders: A and B 1.25/5 each, C 0.5/5, G and H 1/5 each: f_e = 1 / 0.215 = 4.65.
    // Appendix B takes E first (0.3), then G and H (0.2), then A, B and C what reaches X, Y and Z
    // beside E (0.1 each): Σ q² = 0.2, f_a = 5. A's genes are split between E and A itself, which
    // no founder share is (docs/decisions/0045-kinship-engine.md: no other rule is added).
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
    const herd = herdGenetics(kinshipOf(rows), reference(["G", "H", "X", "Y", "Z"]));
    expect(herd.effectiveFounders).toBeCloseTo(1 / 0.215, 12);
    expect(herd.topAncestors.map((a) => a.name)).toEqual(["E", "G", "H", "A", "B", "C"]);
    expect(herd.topAncestors.map((a) => a.share)).toEqual(
      [0.3, 0.2, 0.2, 0.1, 0.1, 0.1].map((share) => expect.closeTo(share, 12)),
    );
    expect(herd.effectiveAncestors).toBeCloseTo(5, 12);
  });

  it("no reference horse: no figures", () => {
    const herd = herdGenetics(kinshipOf(FAMILY), []);
    expect(herd).toMatchObject({
      horses: [],
      founders: 0,
      meanInbreeding: null,
      effectiveFounders: null,
      effectiveAncestors: null,
      meanCompleteness: null,
      topAncestors: [],
      lowestMeanKinship: [],
      highestMeanKinship: [],
    });
  });

  it("a reference horse the pedigree lacks (written after it was read) is left out", () => {
    const herd = herdGenetics(kinshipOf(FAMILY), reference(["E", "Later"]));
    expect(herd.horses.map((h) => [h.name, h.meanKinship])).toEqual([["E", 0.625]]);
  });

  it("groups coefficients by stored generation, unknown last", () => {
    const herd = herdGenetics(kinshipOf(FAMILY), [
      { name: "E", generation: 2 },
      { name: "C", generation: 1 },
      { name: "D", generation: null },
    ]);
    expect(herd.byGeneration).toEqual([
      { generation: 1, horses: 1, meanInbreeding: 0 },
      { generation: 2, horses: 1, meanInbreeding: 0.25 },
      { generation: null, horses: 1, meanInbreeding: 0 },
    ]);
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

/**
 * The numerator relationship matrix by the tabular method, densely, the rows in their order
 * (parents first): A[i][j] = ½(A[j][s] + A[j][d]) for j before i, A[i][i] = 1 + ½A[s][d], an
 * unknown parent counting 0.
 */
function tabular(rows: readonly Row[]): number[][] {
  const at = new Map(rows.map(([name], i) => [name, i]));
  const a = rows.map(() => new Array<number>(rows.length).fill(0));
  const cell = (i: number, parent: string | null) => (parent === null ? 0 : a[i][at.get(parent)!]);
  rows.forEach(([, sire, dam], i) => {
    for (let j = 0; j < i; j++) a[i][j] = a[j][i] = (cell(j, sire) + cell(j, dam)) / 2;
    a[i][i] = 1 + (sire === null || dam === null ? 0 : a[at.get(sire)!][at.get(dam)!] / 2);
  });
  return a;
}

describe("herd figures against the dense tabular method", () => {
  it("each reference horse's F and mean kinship: ½ its row of A averaged over the reference horses", () => {
    fc.assert(
      fc.property(pedigrees, fc.integer({ min: 1, max: 12 }), (rows, size) => {
        const a = tabular(rows);
        const herd = rows.slice(-size);
        const figures = herdGenetics(kinshipOf(rows), reference(herd.map(([name]) => name)));
        const at = new Map(rows.map(([name], i) => [name, i]));
        for (const horse of figures.horses) {
          const i = at.get(horse.name)!;
          expect(horse.inbreeding).toBeCloseTo(a[i][i] - 1, 12);
          const expected = herd.reduce((sum, [other]) => sum + a[i][at.get(other)!] / 2, 0) / herd.length;
          expect(horse.meanKinship).toBeCloseTo(expected, 12);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the lists name the horses of lowest and highest mean kinship, equal ones by name", () => {
    fc.assert(
      fc.property(pedigrees, fc.integer({ min: 1, max: 40 }), (rows, size) => {
        const figures = herdGenetics(kinshipOf(rows), reference(rows.slice(-size).map(([name]) => name)));
        const values = figures.horses.map((h) => h.meanKinship);
        const shown = Math.min(MEAN_KINSHIP_LISTED, values.length);
        expect(figures.lowestMeanKinship).toHaveLength(shown);
        expect(figures.highestMeanKinship).toHaveLength(shown);
        const byValue = [...values].sort((x, y) => x - y);
        expect(figures.lowestMeanKinship.map((h) => h.meanKinship)).toEqual(byValue.slice(0, shown));
        expect(figures.highestMeanKinship.map((h) => h.meanKinship)).toEqual(byValue.reverse().slice(0, shown));
        for (const list of [figures.lowestMeanKinship, figures.highestMeanKinship])
          list.forEach((h, i) => {
            expect(figures.horses.find((horse) => horse.name === h.name)!.meanKinship).toBe(h.meanKinship);
            if (i > 0 && list[i - 1].meanKinship === h.meanKinship)
              expect(compareText(list[i - 1].name, h.name)).toBeLessThan(0);
          });
      }),
    );
  });
});
