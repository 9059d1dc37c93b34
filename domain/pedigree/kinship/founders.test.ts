import { describe, expect, it } from "vitest";
import { closedBreed, pedigreeOf, randomPedigree, seeded, type Row } from "../../../tests/support/kinship-pedigrees";
import {
  effectiveAncestors,
  effectiveNumber,
  founderContributions,
  geneFlow,
  majorAncestors,
  type MajorAncestor,
} from "./founders";
import type { KinshipPedigree } from "./pedigree";

const named = (ped: { index: (name: string) => number }, names: string[]) => names.map(ped.index);

describe("effective number of founders (Lacy 1989)", () => {
  it("gives Lacy's example, f_e = 2.91", () => {
    // Lacy (1989), Zoo Biology 8:111–123, as nprcgenekeepr's lacy1989Ped transcribes it: founders
    // A, B, E; C and D are A × B's; F and G are D × E's. The living descendants C, D, F, G.
    const ped = pedigreeOf([
      ["A", null, null],
      ["B", null, null],
      ["C", "A", "B"],
      ["D", "A", "B"],
      ["E", null, null],
      ["F", "D", "E"],
      ["G", "D", "E"],
    ]);
    const shares = founderContributions(ped, named(ped, ["C", "D", "F", "G"]));
    expect([shares[ped.index("A")], shares[ped.index("B")], shares[ped.index("E")]]).toEqual([0.375, 0.375, 0.25]);
    expect(effectiveNumber(shares)).toBeCloseTo(32 / 11, 12);
    expect(effectiveNumber(shares)!.toFixed(2)).toBe("2.91");
  });
});

describe("effective number of ancestors (Boichard, Maignel & Verrier 1997)", () => {
  it("gives their Figure 1: f_e 5.03, f_a 4.44, marginal contributions 0.300, 0.300, 0.150, 0.100, 0.100, 0.050", () => {
    // Boichard et al. (1997), Figure 1, as PyPedal draws it (doc/graphics/BoichardPedigree_colored.dot):
    // founders 1, 2, 3, 4, 6, 8; 5 = 2 × 3, 7 = 5 × 6; the reference population 9 = 1 × 2,
    // 10 = 4 × 5 and the full siblings 11, 12, 13 = 7 × 8.
    const ped = pedigreeOf([
      ["1", null, null],
      ["2", null, null],
      ["3", null, null],
      ["4", null, null],
      ["5", "2", "3"],
      ["6", null, null],
      ["7", "5", "6"],
      ["8", null, null],
      ["9", "1", "2"],
      ["10", "4", "5"],
      ["11", "7", "8"],
      ["12", "7", "8"],
      ["13", "7", "8"],
    ]);
    const reference = named(ped, ["9", "10", "11", "12", "13"]);
    const founders = founderContributions(ped, reference);
    expect(named(ped, ["1", "2", "3", "4", "6", "8"]).map((x) => founders[x])).toEqual(
      [0.1, 0.225, 0.125, 0.1, 0.15, 0.3].map((v) => expect.closeTo(v, 15)),
    );
    expect(effectiveNumber(founders)!.toFixed(2)).toBe("5.03");
    const ancestors = majorAncestors(ped, reference, { precision: 0 });
    expect(ancestors.map(({ share }) => share)).toEqual(
      [0.3, 0.3, 0.15, 0.1, 0.1, 0.05].map((v) => expect.closeTo(v, 15)),
    );
    // 7 and 8 first (equal), then 2, then 1 and 4, then 5 or 3 (equal: the lower index, 3).
    expect(ancestors.map(({ ancestor }) => ancestor)).toEqual(named(ped, ["7", "8", "2", "1", "4", "3"]));
    expect(effectiveAncestors(ancestors)!.toFixed(2)).toBe("4.44");
  });

  it("gives their Figure 2: f_e 5.56, f_a 2.94", () => {
    // Boichard et al. (1997), Figure 2, families 1 and 2, as PyPedal's examples/boichard2.ped
    // transcribes it; the reference population is the third generation.
    const rows: Row[] = [
      ["1", null, null],
      ["2", null, null],
      ["3", null, null],
      ["4", null, null],
      ["5", "1", "2"],
      ["6", "3", "4"],
      ["15", null, null],
      ["16", null, null],
      ["17", "15", "16"],
      ["18", "15", "16"],
      ["19", "17", "18"],
      ["20", "17", "18"],
    ];
    for (let x = 7; x <= 14; x++) rows.push([`${x}`, "5", "6"]);
    const ped = pedigreeOf(rows);
    const reference = named(ped, ["7", "8", "9", "10", "11", "12", "13", "14", "19", "20"]);
    expect(effectiveNumber(founderContributions(ped, reference))).toBeCloseTo(1 / 0.18, 12);
    const ancestors = majorAncestors(ped, reference, { precision: 0 });
    expect(ancestors.map(({ share }) => share)).toEqual([0.4, 0.4, 0.1, 0.1].map((v) => expect.closeTo(v, 15)));
    expect(ancestors.slice(0, 2).map(({ ancestor }) => ancestor)).toEqual(named(ped, ["5", "6"]));
    expect(effectiveAncestors(ancestors)!.toFixed(2)).toBe("2.94");
  });

  it("counts a reference horse only where it is another's ancestor or a founder", () => {
    // A stallion S covers four founder mares, one foal each; the foals are the reference horses.
    // Each foal is not an ancestor of another: only S (½) and the mares (⅛ each) are candidates,
    // f_a = 1 / (¼ + 4/64) = 3.2, as f_e. Counting each foal as its own ancestor (¼ each) would
    // give 4, the number of horses.
    const ped = pedigreeOf([
      ["S", null, null],
      ["M1", null, null],
      ["M2", null, null],
      ["M3", null, null],
      ["M4", null, null],
      ["X1", "S", "M1"],
      ["X2", "S", "M2"],
      ["X3", "S", "M3"],
      ["X4", "S", "M4"],
    ]);
    const reference = named(ped, ["X1", "X2", "X3", "X4"]);
    const ancestors = majorAncestors(ped, reference, { precision: 0 });
    expect(ancestors).toEqual([
      { ancestor: ped.index("S"), share: expect.closeTo(0.5, 15) },
      ...named(ped, ["M1", "M2", "M3", "M4"]).map((ancestor) => ({ ancestor, share: expect.closeTo(0.125, 15) })),
    ]);
    expect(effectiveAncestors(ancestors)).toBeCloseTo(3.2, 12);
    expect(effectiveNumber(founderContributions(ped, reference))).toBeCloseTo(3.2, 12);

    // Four unrelated pairs, one foal each: every parent explains ⅛, f_a = 8 = f_e. A foal taken as
    // its own ancestor (¼, more than either parent) would give f_a = 4, the number of foals.
    const pairs = pedigreeOf(
      [1, 2, 3, 4].flatMap((k): Row[] => [
        [`S${k}`, null, null],
        [`M${k}`, null, null],
        [`X${k}`, `S${k}`, `M${k}`],
      ]),
    );
    const foals = named(pairs, ["X1", "X2", "X3", "X4"]);
    const parents = majorAncestors(pairs, foals, { precision: 0 });
    expect(parents.map(({ ancestor }) => ancestor).sort((x, y) => x - y)).toEqual(
      named(pairs, ["S1", "M1", "S2", "M2", "S3", "M3", "S4", "M4"]).sort((x, y) => x - y),
    );
    expect(effectiveAncestors(parents)).toBeCloseTo(8, 12);
    expect(effectiveNumber(founderContributions(pairs, foals))).toBeCloseTo(8, 12);

    // With the stallion and the mares among the reference horses, they count (as ancestors of
    // others), and a founder reference horse counts as its own: S has 1/9 + 4 · 1/18, each mare
    // 1/9 + 1/18; no foal is a candidate.
    const all = named(ped, ["S", "M1", "M2", "M3", "M4", "X1", "X2", "X3", "X4"]);
    const withParents = majorAncestors(ped, all, { precision: 0 });
    expect(withParents.map(({ ancestor }) => ancestor)).toEqual(named(ped, ["S", "M1", "M2", "M3", "M4"]));
    expect(withParents[0].share).toBeCloseTo(1 / 3, 15);
    expect(withParents[1].share).toBeCloseTo(1 / 6, 15);
    expect(effectiveAncestors(withParents)).toBeCloseTo(4.5, 12);
  });

  it("gives the worked example of docs/product.md: f_e 4.8, f_a 3", () => {
    // Founders A and B have a son E; E covers the founder mares C, D and F, giving X, Y, Z.
    const ped = pedigreeOf([
      ["A", null, null],
      ["B", null, null],
      ["E", "A", "B"],
      ["C", null, null],
      ["D", null, null],
      ["F", null, null],
      ["X", "E", "C"],
      ["Y", "E", "D"],
      ["Z", "E", "F"],
    ]);
    const reference = named(ped, ["X", "Y", "Z"]);
    expect(effectiveNumber(founderContributions(ped, reference))).toBeCloseTo(4.8, 12);
    const ancestors = majorAncestors(ped, reference, { precision: 0 });
    expect(ancestors[0]).toEqual({ ancestor: ped.index("E"), share: expect.closeTo(0.5, 15) });
    expect(ancestors.slice(1).map(({ share }) => share)).toEqual(
      [1 / 6, 1 / 6, 1 / 6].map((v) => expect.closeTo(v, 15)),
    );
    expect(effectiveAncestors(ancestors)).toBeCloseTo(3, 12);
  });

  it("takes, at every step, the largest marginal contribution recomputed from the definitions", () => {
    // The appendix's loop without shortcuts: every candidate's q (in the pedigree where the
    // ancestors taken have no parents) and a (share of its genes from them) computed afresh.
    const random = seeded(1997);
    for (let round = 0; round < 80; round++) {
      const ped = randomPedigree(random, 3 + Math.floor(random() * 25), 0.15, 6);
      const reference = Array.from({ length: ped.size }, (_, x) => x).filter(() => random() < 0.4);
      if (reference.length === 0) continue;
      const fast = majorAncestors(ped, reference, { precision: 0 });
      const slow = majorAncestorsPlain(ped, reference);
      expect(fast.length).toBe(slow.length);
      fast.forEach((taken, i) => {
        expect(taken.share).toBeCloseTo(slow[i].share, 12);
      });
      // Marginal contributions of known origin sum to 1, and f_a ≤ the number taken.
      expect(fast.reduce((s, { share }) => s + share, 0)).toBeCloseTo(1, 12);
    }
  });
});

/** Boichard et al.'s appendix B step by step, every candidate recomputed at every step. */
function majorAncestorsPlain(ped: KinshipPedigree, reference: number[]): MajorAncestor[] {
  const { size, sire, dam, order } = ped;
  const inReference = new Set(reference);
  const isAncestor = new Set<number>();
  const mark = (x: number) => {
    for (const p of [sire[x], dam[x]])
      if (p >= 0 && !isAncestor.has(p)) {
        isAncestor.add(p);
        mark(p);
      }
  };
  reference.forEach(mark);
  const candidates = [...Array(size).keys()].filter(
    (x) => isAncestor.has(x) || (inReference.has(x) && sire[x] < 0 && dam[x] < 0),
  );
  const taken = new Set<number>();
  const origin = new Float64Array(size);
  for (const x of order)
    origin[x] =
      sire[x] < 0 && dam[x] < 0 ? 1 : ((sire[x] < 0 ? 0 : origin[sire[x]]) + (dam[x] < 0 ? 0 : origin[dam[x]])) / 2;
  const flow = geneFlow(ped, reference);
  const total = [...Array(size).keys()].reduce((s, x) => s + (sire[x] < 0 && dam[x] < 0 ? flow[x] : 0), 0);
  const chosen: MajorAncestor[] = [];
  for (;;) {
    // q in the pedigree cut above the ancestors taken.
    const q = new Float64Array(size);
    for (const x of new Set(reference)) q[x] = 1 / new Set(reference).size;
    for (let i = size - 1; i >= 0; i--) {
      const x = order[i];
      if (taken.has(x)) continue;
      if (sire[x] >= 0) q[sire[x]] += q[x] / 2;
      if (dam[x] >= 0) q[dam[x]] += q[x] / 2;
    }
    // a: share of each horse's genes from the ancestors taken.
    const a = new Float64Array(size);
    for (const x of order)
      a[x] = taken.has(x) ? origin[x] : ((sire[x] < 0 ? 0 : a[sire[x]]) + (dam[x] < 0 ? 0 : a[dam[x]])) / 2;
    let best = -1;
    let bestValue = 0;
    for (const x of candidates) {
      if (taken.has(x)) continue;
      const value = q[x] * (origin[x] - a[x]);
      if (value > bestValue * (1 + 1e-12) + 1e-15) {
        best = x;
        bestValue = value;
      }
    }
    if (best < 0 || bestValue <= 1e-12 * total) return chosen;
    taken.add(best);
    chosen.push({ ancestor: best, share: bestValue / total });
  }
}

describe("founder contributions against counting paths", () => {
  /**
   * Each founder's share by the definition: Σ over the reference horses (each once) and over every
   * path from the horse up through known parents to the founder of (½)^length, / N.
   */
  function contributionsByPaths(ped: KinshipPedigree, reference: number[]): Float64Array {
    const unique = [...new Set(reference)];
    const shares = new Float64Array(ped.size);
    const climb = (x: number, weight: number) => {
      const s = ped.sire[x];
      const d = ped.dam[x];
      if (s < 0 && d < 0) shares[x] += weight;
      if (s >= 0) climb(s, weight / 2);
      if (d >= 0) climb(d, weight / 2);
    };
    for (const horse of unique) climb(horse, 1 / unique.length);
    return shares;
  }

  it("gives each founder's share and f_e on pedigrees with one parent unknown and inbred ancestors", () => {
    const random = seeded(1989);
    let halfKnown = 0;
    for (let round = 0; round < 120; round++) {
      const ped = randomPedigree(random, 4 + Math.floor(random() * 26), 0.25, 5);
      for (let x = 0; x < ped.size; x++) if (ped.sire[x] < 0 !== ped.dam[x] < 0) halfKnown++;
      const reference = Array.from({ length: ped.size }, (_, x) => x).filter(() => random() < 0.4);
      if (reference.length === 0) continue;
      const fast = founderContributions(ped, reference);
      const slow = contributionsByPaths(ped, reference);
      for (let x = 0; x < ped.size; x++) expect(Math.abs(fast[x] - slow[x])).toBeLessThan(1e-12);
      const total = slow.reduce((s, p) => s + p, 0);
      const squares = slow.reduce((s, p) => s + (p / total) ** 2, 0);
      if (total > 0) expect(effectiveNumber(fast)).toBeCloseTo(1 / squares, 9);
      else expect(effectiveNumber(fast)).toBeNull();
    }
    // The pedigrees did have horses with one parent unknown.
    expect(halfKnown).toBeGreaterThan(100);
  });

  it("counts a reference horse named twice once", () => {
    const ped = randomPedigree(seeded(7), 30, 0.2, 6);
    const reference = [3, 10, 17, 25];
    expect(founderContributions(ped, [...reference, 10, 3, 3])).toEqual(founderContributions(ped, reference));
    expect(majorAncestors(ped, [10, ...reference, 25])).toEqual(majorAncestors(ped, reference));
  });
});

describe("major ancestors at the default precision", () => {
  it("takes the first of the ancestors taken to the end, and gives f_a within the precision", () => {
    // Wide pedigrees (parents drawn among the last 40 born), the youngest as reference horses,
    // and two closed breeds: many ancestors with small contributions, so the search stops early.
    const random = seeded(2024);
    const cases: [KinshipPedigree, number[]][] = [];
    for (let round = 0; round < 12; round++) {
      const ped = randomPedigree(random, 300 + Math.floor(random() * 200), 0.3, 40);
      cases.push([ped, Array.from({ length: ped.size }, (_, x) => x).filter((x) => x > 0.75 * ped.size)]);
    }
    for (const [horses, generations] of [
      [600, 6],
      [1500, 8],
    ]) {
      const ped = closedBreed(random, horses, generations);
      const youngest = (generations - 1) * Math.floor(horses / generations);
      cases.push([ped, Array.from({ length: ped.size }, (_, x) => x).filter((x) => x >= youngest)]);
    }
    let stoppedEarly = 0;
    for (const [ped, reference] of cases) {
      const all = majorAncestors(ped, reference, { precision: 0 });
      const some = majorAncestors(ped, reference);
      expect(some.length).toBeGreaterThan(0);
      expect(some.length).toBeLessThanOrEqual(all.length);
      // The same greedy search, stopped earlier: the same ancestors in the same order.
      expect(some.map(({ ancestor }) => ancestor)).toEqual(all.slice(0, some.length).map(({ ancestor }) => ancestor));
      some.forEach(({ share }, i) => expect(share).toBeCloseTo(all[i].share, 12));
      if (some.length < all.length) stoppedEarly++;
      const exact = effectiveAncestors(all)!;
      expect(Math.abs(effectiveAncestors(some)! - exact)).toBeLessThanOrEqual(1e-4 * exact);
    }
    expect(stoppedEarly).toBeGreaterThan(0);
  });
});
