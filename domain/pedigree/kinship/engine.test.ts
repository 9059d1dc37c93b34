import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pedigreeOf, randomPedigree, seeded, withOrder, type Row } from "../../../tests/support/kinship-pedigrees";
import { buildPedigreeGraph } from "../graph";
import { type KnownHorse, nameKey } from "../names";
import { duplicateAncestors, pedigreeSlots, slotPosition } from "../slots";
import { kinshipEngine } from "./engine";
import { inbreedingAfterChange, inbreedingCoefficients } from "./inbreeding";
import type { KinshipPedigree } from "./pedigree";

/**
 * The relationship matrix by the tabular method (Emik & Terrill 1949; Henderson 1976), dense,
 * ancestors first: A_ii = 1 + ½ A_(sire,dam), A_ij = ½ (A_(sire i, j) + A_(dam i, j)). An
 * independent way to every figure: kinship f_ij = ½ A_ij, F_i = A_ii − 1.
 */
function tabular({ size, sire, dam, order }: KinshipPedigree): Float64Array[] {
  const a = Array.from({ length: size }, () => new Float64Array(size));
  for (let i = 0; i < size; i++) {
    const x = order[i];
    const s = sire[x];
    const d = dam[x];
    for (let k = 0; k < i; k++) {
      const y = order[k];
      const value = ((s < 0 ? 0 : a[s][y]) + (d < 0 ? 0 : a[d][y])) / 2;
      a[x][y] = value;
      a[y][x] = value;
    }
    a[x][x] = 1 + (s < 0 || d < 0 ? 0 : a[s][d] / 2);
  }
  return a;
}

/**
 * Wright's formula by brute force: every pair of paths from a and from b up to a common ancestor
 * A that share no horse but A, each adding (½)^(n₁+n₂) · ½(1 + F_A), F_A the same sum for A's
 * parents. Returns each common ancestor's part.
 */
function wrightByPaths(pedigree: KinshipPedigree, a: number, b: number): Map<number, number> {
  const paths = (from: number): number[][] => {
    const all: number[][] = [];
    const walk = (path: number[]) => {
      all.push(path);
      const last = path[path.length - 1];
      for (const parent of [pedigree.sire[last], pedigree.dam[last]]) if (parent >= 0) walk([...path, parent]);
    };
    walk([from]);
    return all;
  };
  const inbreeding = (x: number): number =>
    pedigree.sire[x] < 0 || pedigree.dam[x] < 0
      ? 0
      : [...wrightByPaths(pedigree, pedigree.sire[x], pedigree.dam[x]).values()].reduce((s, v) => s + v, 0);
  const parts = new Map<number, number>();
  const fromB = paths(b);
  for (const p of paths(a)) {
    const top = p[p.length - 1];
    for (const q of fromB) {
      if (q[q.length - 1] !== top) continue;
      const onP = new Set(p.slice(0, -1));
      if (q.slice(0, -1).some((horse) => onP.has(horse))) continue;
      const term = 0.5 ** (p.length - 1 + q.length - 1) * ((1 + inbreeding(top)) / 2);
      parts.set(top, (parts.get(top) ?? 0) + term);
    }
  }
  return parts;
}

/**
 * Each common ancestor's part by the tabular recursion itself, followed from (a, b) as the
 * planner's memoised recursion does: the pair (x, y) passes its weight, half each, to the younger
 * one's sire and dam with the other; the weight reaching (A, A) is A's (times ½(1 + F_A)). Pairs
 * are taken youngest first, each once, with all the weight that reaches it.
 */
function partsByRecursion(ped: KinshipPedigree, inbreeding: Float64Array, a: number, b: number): Map<number, number> {
  const place = new Int32Array(ped.size);
  ped.order.forEach((horse, i) => (place[horse] = i));
  const waiting = new Map<string, number>();
  const key = (x: number, y: number) => (place[x] >= place[y] ? `${x},${y}` : `${y},${x}`);
  const add = (x: number, y: number, weight: number) => {
    if (x < 0 || y < 0) return;
    waiting.set(key(x, y), (waiting.get(key(x, y)) ?? 0) + weight);
  };
  add(a, b, 1);
  const parts = new Map<number, number>();
  while (waiting.size > 0) {
    let youngest = "";
    let youngestPlace = -1;
    for (const pair of waiting.keys()) {
      const p = place[Number(pair.split(",")[0])];
      if (p > youngestPlace) [youngest, youngestPlace] = [pair, p];
    }
    const weight = waiting.get(youngest)!;
    waiting.delete(youngest);
    const [x, y] = youngest.split(",").map(Number);
    if (x === y) parts.set(x, (parts.get(x) ?? 0) + (weight * (1 + inbreeding[x])) / 2);
    else {
      add(ped.sire[x], y, weight / 2);
      add(ped.dam[x], y, weight / 2);
    }
  }
  return parts;
}

const sum = (values: Iterable<number>) => [...values].reduce((s, v) => s + v, 0);

describe("the classic relationships (Wright 1922; Falconer & Mackay 1996, ch. 5)", () => {
  // Founders S, D, D2, S3, D3; every relation is named where it is built.
  const rows: Row[] = [
    ["S", null, null],
    ["D", null, null],
    ["D2", null, null],
    ["S3", null, null],
    ["D3", null, null],
    ["P", "S", "D"],
    ["Q", "S", "D"],
    ["H", "S", "D2"],
    ["R", "S3", "D3"],
    ["T", "S3", "D3"],
    // Double first cousins: parents full sibs on both sides (P, Q and R, T).
    ["U", "P", "R"],
    ["V", "T", "Q"],
    // First cousins: U and W have one pair of full-sib parents (P and Q).
    ["W", "Q", "D2"],
    // Inbred: a foal of full sibs, and a foal of sire × own daughter.
    ["I", "P", "Q"],
    ["J", "S", "P"],
  ];
  const ped = pedigreeOf(rows);
  const engine = kinshipEngine(ped);
  const f = (a: string, b: string) => engine.kinship(ped.index(a), ped.index(b));

  it("gives the textbook kinships", () => {
    expect(f("S", "P")).toBe(0.25); // parent × offspring
    expect(f("P", "Q")).toBe(0.25); // full sibs
    expect(f("P", "H")).toBe(0.125); // half sibs
    expect(f("U", "V")).toBe(0.125); // double first cousins
    expect(f("U", "W")).toBe(0.0625); // first cousins
    expect(f("S", "U")).toBe(0.125); // grandparent × grandchild
    expect(f("S", "D")).toBe(0); // unrelated
    expect(f("P", "P")).toBe(0.5); // self, not inbred
    expect(f("I", "I")).toBe(0.625); // self, inbred 0.25
    expect(engine.kinship(-1, ped.index("S"))).toBe(0);
  });

  it("gives the textbook coefficients of inbreeding and relationships", () => {
    const F = (name: string) => engine.inbreeding[ped.index(name)];
    expect(F("I")).toBe(0.25); // foal of full sibs
    expect(F("J")).toBe(0.25); // foal of sire × own daughter
    expect(F("U")).toBe(0);
    const R = (a: string, b: string) => engine.relationship(ped.index(a), ped.index(b));
    expect(R("P", "Q")).toBe(0.5);
    expect(R("P", "H")).toBe(0.25);
    expect(R("S", "P")).toBe(0.5);
    // An inbred horse and its parent: 2 f / √((1 + F_I)(1 + F_P)) = 2 · ⅜ / √1.25.
    expect(R("I", "P")).toBeCloseTo((2 * 0.375) / Math.sqrt(1.25), 15);
    expect(engine.relationship(-1, 0)).toBe(0);
  });

  it("lists each common ancestor's part, with its positions in the foal's pedigree", () => {
    // Foal of full sibs P × Q: S and D each ⅛.
    const shares = engine.kinshipWithShares(ped.index("P"), ped.index("Q")).shares;
    expect(shares.map(({ ancestor, share, positions }) => [ancestor, share, positions])).toEqual([
      [ped.index("S"), 0.125, ["2S", "2D"]],
      [ped.index("D"), 0.125, ["2S", "2D"]],
    ]);
    // Sire × own daughter: the sire himself, ¼, at 1S and 2D.
    expect(engine.kinshipWithShares(ped.index("S"), ped.index("P")).shares).toEqual([
      { ancestor: ped.index("S"), share: 0.25, positions: ["1S", "2D"] },
    ]);
    expect(engine.kinshipWithShares(ped.index("S"), ped.index("D")).shares).toEqual([]);
    expect(engine.kinshipWithShares(-1, ped.index("D")).shares).toEqual([]);
  });
});

describe("Mrode's worked example (Linear Models for the Prediction of Animal Breeding Values, 2nd ed., Example 2.1)", () => {
  // Six animals: 3 = 1 × 2, 4 = 1 × unknown, 5 = 4 × 3, 6 = 5 × 2. The book's numerator
  // relationship matrix A (printed to three decimals: 0.563, 0.313, 0.688 are 0.5625, 0.3125, 0.6875).
  const rows: Row[] = [
    ["1", null, null],
    ["2", null, null],
    ["3", "1", "2"],
    ["4", "1", null],
    ["5", "4", "3"],
    ["6", "5", "2"],
  ];
  const published = [
    [1, 0, 0.5, 0.5, 0.5, 0.25],
    [0, 1, 0.5, 0, 0.25, 0.625],
    [0.5, 0.5, 1, 0.25, 0.625, 0.5625],
    [0.5, 0, 0.25, 1, 0.625, 0.3125],
    [0.5, 0.25, 0.625, 0.625, 1.125, 0.6875],
    [0.25, 0.625, 0.5625, 0.3125, 0.6875, 1.125],
  ];
  const ped = pedigreeOf(rows);
  const engine = kinshipEngine(ped);
  const index = (animal: number) => ped.index(String(animal));

  it("gives the book's A: kinship ½ A_ij, one pair or one to all, and F_5 = F_6 = 0.125", () => {
    for (let i = 1; i <= 6; i++) {
      const toAll = engine.kinshipToAll(index(i));
      for (let j = 1; j <= 6; j++) {
        expect(engine.kinship(index(i), index(j)), `A ${i},${j}`).toBe(published[i - 1][j - 1] / 2);
        expect(toAll[index(j)], `A ${i},${j} one to all`).toBe(published[i - 1][j - 1] / 2);
      }
      expect(engine.inbreeding[index(i)]).toBe(published[i - 1][i - 1] - 1);
    }
    // Wright's relationship from the same matrix: A_56 / √(A_55 A_66).
    expect(engine.relationship(index(5), index(6))).toBeCloseTo(0.6875 / 1.125, 15);
  });
});

describe("repeated full-sib mating", () => {
  it("follows F_t = ¼(1 + 2F_(t−1) + F_(t−2)) over 40 generations (Wright 1921)", () => {
    const rows: Row[] = [
      ["M0", null, null],
      ["F0", null, null],
    ];
    for (let t = 1; t <= 40; t++) rows.push([`M${t}`, `M${t - 1}`, `F${t - 1}`], [`F${t}`, `M${t - 1}`, `F${t - 1}`]);
    const ped = pedigreeOf(rows);
    const engine = kinshipEngine(ped);
    const expected = [0, 0];
    for (let t = 2; t <= 40; t++) expected.push((1 + 2 * expected[t - 1] + expected[t - 2]) / 4);
    for (let t = 0; t <= 40; t++) {
      expect(engine.inbreeding[ped.index(`M${t}`)]).toBeCloseTo(expected[t], 14);
      expect(engine.kinship(ped.index(`M${t}`), ped.index(`F${t}`))).toBeCloseTo(
        t === 40 ? (1 + 2 * expected[40] + expected[39]) / 4 : expected[t + 1],
        14,
      );
    }
    // The common ancestors' parts of the last foal's coefficient sum to it.
    const shares = engine.kinshipWithShares(ped.index("M40"), ped.index("F40")).shares;
    expect(sum(shares.map(({ share }) => share))).toBeCloseTo((1 + 2 * expected[40] + expected[39]) / 4, 13);
    // At 40 generations the coefficient is near 1: far beyond any 8-generation cut.
    expect(expected[40]).toBeGreaterThan(0.99);
  });
});

describe("against Wright's path formula by brute force", () => {
  it("gives every kinship and every common ancestor's part on random small pedigrees", () => {
    const random = seeded(1922);
    for (let round = 0; round < 60; round++) {
      const ped = randomPedigree(random, 4 + Math.floor(random() * 9), 0.25, 5);
      const engine = kinshipEngine(ped);
      for (let a = 0; a < ped.size; a++)
        for (let b = a; b < ped.size; b++) {
          const parts = wrightByPaths(ped, a, b);
          const expected = sum(parts.values());
          expect(engine.kinship(a, b)).toBeCloseTo(expected, 13);
          const { kinship, shares } = engine.kinshipWithShares(a, b);
          expect(kinship).toBeCloseTo(expected, 13);
          expect(new Map(shares.map(({ ancestor, share }) => [ancestor, share])).size).toBe(parts.size);
          for (const { ancestor, share } of shares) expect(share).toBeCloseTo(parts.get(ancestor)!, 13);
        }
      for (let x = 0; x < ped.size; x++) {
        const expected =
          ped.sire[x] < 0 || ped.dam[x] < 0 ? 0 : sum(wrightByPaths(ped, ped.sire[x], ped.dam[x]).values());
        expect(engine.inbreeding[x]).toBeCloseTo(expected, 13);
      }
    }
  });

  it("gives each common ancestor's part as the tabular recursion credits it, on deeper pedigrees", () => {
    const random = seeded(1949);
    for (let round = 0; round < 12; round++) {
      // Parents among the last 3 or 4 horses born: 20–30 generations of close inbreeding.
      const ped = randomPedigree(random, 60 + Math.floor(random() * 40), 0.05, 3 + (round % 2));
      const engine = kinshipEngine(ped);
      for (let k = 0; k < 6; k++) {
        const a = ped.order[ped.size - 1 - k];
        const b = ped.order[ped.size - 1 - Math.floor(random() * 10)];
        const parts = partsByRecursion(ped, engine.inbreeding, a, b);
        const shares = engine.kinshipWithShares(a, b).shares;
        expect(shares.length).toBe([...parts.values()].filter((part) => part > 0).length);
        for (const { ancestor, share } of shares) expect(Math.abs(share - parts.get(ancestor)!)).toBeLessThan(1e-13);
        expect(Math.abs(sum(shares.map(({ share }) => share)) - engine.kinship(a, b))).toBeLessThan(1e-12);
      }
    }
  });

  it("runs on the site's pedigree graph, a loop in the data broken where the graph breaks it", () => {
    // Storm's sire is Vind, Vind's sire is Storm (a loop); Bris and Dimma are full siblings.
    const graph = buildPedigreeGraph([
      { name: "Storm", sire: "Vind", dam: "Moln", studHorse: true },
      { name: "Vind", sire: "storm", dam: "okänd", studHorse: false },
      { name: "Bris", sire: "Storm", dam: "Moln", studHorse: true },
      { name: "Dimma", sire: "STORM", dam: "moln", studHorse: true },
      { name: "Foal", sire: "Bris", dam: "Dimma", studHorse: true },
    ]);
    const engine = kinshipEngine(graph);
    const a = tabular(graph);
    for (let x = 0; x < graph.size; x++)
      for (let y = 0; y < graph.size; y++) expect(Math.abs(engine.kinship(x, y) - a[x][y] / 2)).toBeLessThan(1e-12);
    const at = (name: string) => graph.indexOf.get(name.toLowerCase())!;
    expect(graph.indexOf.has("okänd")).toBe(false);
    expect(engine.inbreeding[at("Foal")]).toBe(engine.kinship(at("Bris"), at("Dimma")));
    expect(engine.inbreeding[at("Foal")]).toBeGreaterThanOrEqual(0.25);
  });
});

/** Random pedigrees for fast-check: a size, parent picks and a shuffle, as randomPedigree makes. */
const pedigrees = fc
  .record({
    seed: fc.integer(),
    size: fc.integer({ min: 1, max: 30 }),
    unknown: fc.double({ min: 0, max: 0.6, noNaN: true }),
    window: fc.integer({ min: 2, max: 12 }),
  })
  .map(({ seed, size, unknown, window }) => randomPedigree(seeded(seed), size, unknown, window));

describe("the engine's answers agree", () => {
  it("one pass, one to all, one pair and the common ancestors' parts, with the tabular method", () => {
    fc.assert(
      fc.property(pedigrees, (ped) => {
        const engine = kinshipEngine(ped);
        const a = tabular(ped);
        for (let x = 0; x < ped.size; x++) {
          expect(Math.abs(engine.inbreeding[x] - (a[x][x] - 1))).toBeLessThan(1e-12);
          const row = engine.kinshipToAll(x);
          for (let y = 0; y < ped.size; y++) {
            expect(Math.abs(row[y] - a[x][y] / 2)).toBeLessThan(1e-12);
            const pair = engine.kinship(x, y);
            expect(Math.abs(pair - row[y])).toBeLessThan(1e-12);
            const withShares = engine.kinshipWithShares(x, y);
            // The same figure as the one pair, to the bit: a page showing both shows one number.
            expect(withShares.kinship).toBe(pair);
            expect(Math.abs(sum(withShares.shares.map(({ share }) => share)) - pair)).toBeLessThan(1e-12);
          }
          // A horse's F is its parents' kinship.
          expect(Math.abs(engine.inbreeding[x] - engine.kinship(ped.sire[x], ped.dam[x]))).toBeLessThan(1e-12);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("gives every reference horse's mean kinship with the reference horses", () => {
    fc.assert(
      fc.property(pedigrees, fc.integer(), (ped, seed) => {
        const random = seeded(seed);
        const reference = Array.from({ length: ped.size }, (_, x) => x).filter(() => random() < 0.5);
        if (reference.length === 0) return;
        const means = kinshipEngine(ped).meanKinship(reference);
        const a = tabular(ped);
        reference.forEach((x, i) => {
          const expected = sum(reference.map((y) => a[x][y] / 2)) / reference.length;
          expect(Math.abs(means[i] - expected)).toBeLessThan(1e-12);
        });
      }),
      { numRuns: 100 },
    );
  });

  it("after a change, computes again only what changed, and gives every figure to the bit", () => {
    fc.assert(
      fc.property(pedigrees, fc.integer(), (ped, seed) => {
        const random = seeded(seed);
        const before = inbreedingCoefficients(ped);
        // Some horses get new parents (from horses before them in the order, so no loop), and a
        // few foals are added.
        const added = Math.floor(random() * 3);
        const size = ped.size + added;
        const sire = new Int32Array(size).fill(-1);
        const dam = new Int32Array(size).fill(-1);
        sire.set(ped.sire);
        dam.set(ped.dam);
        const changed: number[] = [];
        ped.order.forEach((x, i) => {
          if (i === 0 || random() > 0.15) return;
          changed.push(x);
          sire[x] = random() < 0.2 ? -1 : ped.order[Math.floor(random() * i)];
          dam[x] = random() < 0.2 ? -1 : ped.order[Math.floor(random() * i)];
          if (dam[x] === sire[x]) dam[x] = -1;
        });
        for (let x = ped.size; x < size; x++) {
          sire[x] = Math.floor(random() * ped.size);
          dam[x] = Math.floor(random() * ped.size);
          if (dam[x] === sire[x]) dam[x] = -1;
        }
        const after = withOrder(size, sire, dam);
        const whole = inbreedingCoefficients(after);
        const followed = inbreedingAfterChange(after, before, changed);
        expect(followed.inbreeding).toEqual(whole.inbreeding);
        expect(followed.variance).toEqual(whole.variance);
        // The engine built on them answers as one built afresh.
        const x = Math.floor(random() * size);
        expect(kinshipEngine(after, followed).kinshipToAll(x)).toEqual(kinshipEngine(after).kinshipToAll(x));
      }),
      { numRuns: 200 },
    );
  });

  it("does not depend on how the horses are numbered or ordered", () => {
    const random = seeded(7);
    const ped = randomPedigree(random, 60, 0.1, 10);
    const { inbreeding } = inbreedingCoefficients(ped);
    // Reverse the numbering, and walk a different order.
    const n = ped.size;
    const sire = new Int32Array(n);
    const dam = new Int32Array(n);
    for (let x = 0; x < n; x++) {
      sire[n - 1 - x] = ped.sire[x] < 0 ? -1 : n - 1 - ped.sire[x];
      dam[n - 1 - x] = ped.dam[x] < 0 ? -1 : n - 1 - ped.dam[x];
    }
    const renumbered = inbreedingCoefficients(withOrder(n, sire, dam)).inbreeding;
    for (let x = 0; x < n; x++) expect(renumbered[n - 1 - x]).toBeCloseTo(inbreeding[x], 14);
  });
});

describe("common ancestors' positions against the pedigree as the horse page draws it", () => {
  it("gives each the positions of the 30 slots it fills (pedigreeSlots), duplicates as duplicateAncestors lists them", () => {
    const random = seeded(30);
    let listedTwice = 0;
    for (let round = 0; round < 40; round++) {
      const ped = randomPedigree(random, 10 + Math.floor(random() * 30), 0.15, 5);
      const name = (x: number) => `Horse ${x}`;
      const byKey = new Map<string, KnownHorse>();
      for (let x = 0; x < ped.size; x++)
        byKey.set(nameKey(name(x)), {
          name: name(x),
          sire: ped.sire[x] < 0 ? null : name(ped.sire[x]),
          dam: ped.dam[x] < 0 ? null : name(ped.dam[x]),
        });
      const engine = kinshipEngine(ped);
      for (let pair = 0; pair < 10; pair++) {
        const a = Math.floor(random() * ped.size);
        const b = Math.floor(random() * ped.size);
        if (a === b) continue;
        const foal = { name: "The foal", sire: name(a), dam: name(b) };
        const slots = pedigreeSlots(foal.name, (horse) =>
          nameKey(horse) === nameKey(foal.name) ? foal : byKey.get(nameKey(horse)),
        );
        const duplicates = duplicateAncestors(slots);
        for (const { ancestor, positions } of engine.kinshipWithShares(a, b).shares) {
          const filled = slots.flatMap((slot, i) => (slot === name(ancestor) ? [slotPosition(i)] : []));
          expect(positions).toEqual(filled);
          if (positions.length > 1) {
            expect(duplicates.get(name(ancestor))).toEqual(positions);
            listedTwice++;
          } else expect(duplicates.has(name(ancestor))).toBe(false);
        }
      }
    }
    expect(listedTwice).toBeGreaterThan(20);
  });
});

describe("mean kinship with a reference horse named twice", () => {
  it("counts it once, as the founder contributions do, and gives it the same figure at each place", () => {
    const ped = randomPedigree(seeded(12), 40, 0.2, 6);
    const engine = kinshipEngine(ped);
    const reference = [5, 12, 20, 33, 39];
    const once = engine.meanKinship(reference);
    const twice = engine.meanKinship([12, ...reference, 39, 12]);
    expect(twice.length).toBe(reference.length + 3);
    const at = (horse: number) => once[reference.indexOf(horse)];
    [12, ...reference, 39, 12].forEach((horse, i) => expect(twice[i]).toBe(at(horse)));
    // Against the relationship matrix: the mean over the distinct horses.
    const a = tabular(ped);
    reference.forEach((x, i) => {
      const expected = reference.reduce((sum, y) => sum + a[x][y] / 2, 0) / reference.length;
      expect(Math.abs(once[i] - expected)).toBeLessThan(1e-12);
    });
  });
});
