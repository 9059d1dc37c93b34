import { describe, expect, it } from "vitest";
import {
  figureUnits,
  greedyPlan,
  isAllowedPair,
  NO_STALLION,
  planObjective,
  randomMating,
  RANDOM_MATING_DRAWS,
  seasonPlan,
  type PairFigures,
  type PlanTotals,
  type SeasonInput,
  type SeasonPlan,
} from "./season-plan";
import { createRng, type Rng } from "./simulation";

const pair = (chance: number, coi = 0, lethalChance = 0, expectedScore = 100 * chance): PairFigures => ({
  chance,
  coi,
  lethalChance,
  expectedScore,
});

const input = (figures: PairFigures[][], perStallion = 1, maxCoi = 0.0625): SeasonInput => ({
  figures,
  stallions: figures[0]?.length ?? 0,
  perStallion,
  maxCoi,
});

/** A small herd with many ties: figures drawn from short lists, now and then any fraction. */
function randomHerd(rng: Rng): SeasonInput {
  const mares = rng.int(1, 6);
  const stallions = rng.int(1, 4);
  const chances = [0, 0, 0.125, 0.25, 0.25, 0.5, 0.5, 0.75, 1];
  const cois = [0, 0, 0.03125, 0.0625, 0.0625, 0.125, 0.25];
  const figures = Array.from({ length: mares }, () =>
    Array.from({ length: stallions }, () =>
      pair(
        rng.next() < 0.2 ? rng.next() : rng.pick(chances),
        rng.next() < 0.2 ? rng.next() / 8 : rng.pick(cois),
        rng.next() < 0.15 ? 0.25 : 0,
        rng.int(0, 4000) / 100,
      ),
    ),
  );
  return { figures, stallions, perStallion: rng.int(1, 3), maxCoi: rng.pick([0.0625, 0.125, 1]) };
}

/** Every assignment that keeps the limits: each mare none or an allowed stallion, no stallion over perStallion. */
function* assignments(herd: SeasonInput): Generator<number[]> {
  const mares = herd.figures.length;
  const chosen = new Array<number>(mares).fill(NO_STALLION);
  const load = new Array<number>(herd.stallions).fill(0);
  function* place(m: number): Generator<number[]> {
    if (m === mares) {
      yield [...chosen];
      return;
    }
    chosen[m] = NO_STALLION;
    yield* place(m + 1);
    for (let s = 0; s < herd.stallions; s++) {
      if (!isAllowedPair(herd.figures[m]![s]!, herd.maxCoi) || load[s]! >= herd.perStallion) continue;
      load[s]!++;
      chosen[m] = s;
      yield* place(m + 1);
      load[s]!--;
    }
    chosen[m] = NO_STALLION;
  }
  yield* place(0);
}

/** Lexicographic: more chance first, then less coefficient; positive when `a` is better. */
const better = (a: { chance: number; coi: number }, b: { chance: number; coi: number }) =>
  a.chance !== b.chance ? a.chance - b.chance : b.coi - a.coi;

function bruteForce(herd: SeasonInput) {
  let best = { chance: 0, coi: 0 };
  let bestRawChance = 0;
  for (const assignment of assignments(herd)) {
    const objective = planObjective(herd, assignment);
    if (better(objective, best) > 0) best = objective;
    const raw = assignment.reduce((sum, s, m) => sum + (s === NO_STALLION ? 0 : herd.figures[m]![s]!.chance), 0);
    bestRawChance = Math.max(bestRawChance, raw);
  }
  return { best, bestRawChance };
}

/** The limits every plan keeps, and the reason given for each mare left out. */
function expectWithinLimits(herd: SeasonInput, plan: SeasonPlan) {
  const load = new Array<number>(herd.stallions).fill(0);
  plan.stallionOf.forEach((s, m) => {
    if (s === NO_STALLION) return;
    expect(isAllowedPair(herd.figures[m]![s]!, herd.maxCoi)).toBe(true);
    expect(herd.figures[m]![s]!.coi).toBeLessThanOrEqual(herd.maxCoi);
    expect(herd.figures[m]![s]!.lethalChance).toBe(0);
    load[s]!++;
  });
  for (const count of load) expect(count).toBeLessThanOrEqual(herd.perStallion);
  plan.stallionOf.forEach((s, m) => {
    const reason = plan.unplanned[m];
    if (s !== NO_STALLION) return expect(reason).toBeNull();
    const row = herd.figures[m]!;
    const allowed = row.flatMap((p, i) => (isAllowedPair(p, herd.maxCoi) ? [i] : []));
    const withChance = allowed.filter((i) => figureUnits(row[i]!.chance) > 0);
    if (allowed.length === 0)
      expect(reason).toEqual({
        kind: "excluded",
        overMaxCoi: row.filter((p) => p.coi > herd.maxCoi).length,
        ooRisk: row.filter((p) => p.lethalChance > 0).length,
      });
    else if (withChance.length === 0) expect(reason).toEqual({ kind: "noChance" });
    else {
      expect(reason).toEqual({ kind: "capacity" });
      // Left out only when every stallion that would give her a chance is full.
      for (const i of withChance) expect(load[i]).toBe(herd.perStallion);
    }
  });
}

describe("seasonPlan", () => {
  it("finds the best assignment of every small herd, lexicographically, as enumerating all of them does", () => {
    const rng = createRng(38);
    for (let herdNumber = 0; herdNumber < 400; herdNumber++) {
      const herd = randomHerd(rng);
      const { best, bestRawChance } = bruteForce(herd);
      const plan = seasonPlan(herd);
      expect(planObjective(herd, plan.stallionOf), `herd ${herdNumber}`).toEqual(best);
      expect(plan.totals.chance).toBeCloseTo(bestRawChance, 8);
      expectWithinLimits(herd, plan);
      const greedy = greedyPlan(herd);
      expectWithinLimits(herd, greedy);
      expect(better(planObjective(herd, greedy.stallionOf), best)).toBeLessThanOrEqual(0);
    }
  });

  it("gives the first mare's favourite to the second where that gains more (greedy does not)", () => {
    // Ada: Xerxes 0.9, Yngve 0.8; Bella: Xerxes 0.85, Yngve 0.1; one mare each.
    const herd = input([
      [pair(0.9), pair(0.8)],
      [pair(0.85), pair(0.1)],
    ]);
    expect(seasonPlan(herd).stallionOf).toEqual([1, 0]);
    expect(seasonPlan(herd).totals.chance).toBeCloseTo(1.65, 12);
    expect(greedyPlan(herd).stallionOf).toEqual([0, 1]);
    expect(greedyPlan(herd).totals.chance).toBeCloseTo(1.0, 12);
  });

  it("puts the chance first and the coefficient second", () => {
    // Either way both are covered: 0.6 + 0.6 at 5 % each beats 0.4 + 0.4 at 0 %.
    const first = input([
      [pair(0.6, 0.05), pair(0.4, 0)],
      [pair(0.4, 0), pair(0.6, 0.05)],
    ]);
    expect(seasonPlan(first).stallionOf).toEqual([0, 1]);
    // Equal chances: the lower coefficients win.
    const second = input([
      [pair(0.5, 0.05), pair(0.5, 0)],
      [pair(0.5, 0), pair(0.5, 0.05)],
    ]);
    expect(seasonPlan(second).stallionOf).toEqual([1, 0]);
    expect(seasonPlan(second).totals.coi).toBe(0);
  });

  it("reroutes a mare already placed when a new one gains more through her", () => {
    // Capacity 1. Ada only with Xerxes; Bella 0.7 with Xerxes, 0.6 with Yngve; Cilla only with Yngve 0.5.
    const herd = input([
      [pair(0.9), pair(0)],
      [pair(0.7), pair(0.6)],
      [pair(0), pair(0.5)],
    ]);
    const plan = seasonPlan(herd);
    expect(plan.stallionOf).toEqual([0, 1, NO_STALLION]);
    expect(plan.unplanned[2]).toEqual({ kind: "capacity" });
    expect(plan.totals.chance).toBeCloseTo(1.5, 12);
  });

  it("fills a stallion up to perStallion with the mares that gain most", () => {
    const herd = input([[pair(0.3)], [pair(0.9)], [pair(0.6)]], 2);
    const plan = seasonPlan(herd);
    expect(plan.stallionOf).toEqual([NO_STALLION, 0, 0]);
    expect(plan.unplanned).toEqual([{ kind: "capacity" }, null, null]);
    expect(plan.totals).toEqual({ covered: 2, chance: 1.5, expectedScore: 150, coi: 0 });
  });

  it("says why a mare has no stallion", () => {
    const herd = input(
      [
        [pair(0.5, 0.125), pair(0.5, 0.25)], // both over 6.25 %
        [pair(0.5, 0, 0.25), pair(0.5, 0.125, 0.25)], // both risk OO, one also over the limit
        [pair(0, 0), pair(0, 0.01)], // allowed, but no chance of the goal
        [pair(0.5, 0.0625), pair(0.2, 0.0625)], // at the limit is allowed
      ],
      1,
    );
    const plan = seasonPlan(herd);
    expect(plan.stallionOf).toEqual([NO_STALLION, NO_STALLION, NO_STALLION, 0]);
    expect(plan.unplanned).toEqual([
      { kind: "excluded", overMaxCoi: 2, ooRisk: 0 },
      { kind: "excluded", overMaxCoi: 1, ooRisk: 2 },
      { kind: "noChance" },
      null,
    ]);
    expect(seasonPlan({ figures: [[]], stallions: 0, perStallion: 3, maxCoi: 1 }).unplanned).toEqual([
      { kind: "noStallions" },
    ]);
    expect(seasonPlan({ figures: [], stallions: 2, perStallion: 3, maxCoi: 1 }).stallionOf).toEqual([]);
    expect(seasonPlan(input([[pair(0.5)]], 0)).unplanned).toEqual([{ kind: "capacity" }]);
  });

  it("compares chances at nine decimals: a difference below that is a tie, broken by the coefficient", () => {
    const herd = input([[pair(0.5 + 1e-11, 0.01), pair(0.5, 0)]]);
    expect(seasonPlan(herd).stallionOf).toEqual([1]);
  });
});

/** Random mating's expectation by enumerating the process: the next mare uniform among those left, her stallion uniform among her allowed ones with room. */
function exactRandomMating(herd: SeasonInput): PlanTotals {
  const load = new Array<number>(herd.stallions).fill(0);
  const zero = (): PlanTotals => ({ covered: 0, chance: 0, expectedScore: 0, coi: 0 });
  const add = (into: PlanTotals, from: PlanTotals, weight: number) => {
    into.covered += from.covered * weight;
    into.chance += from.chance * weight;
    into.expectedScore += from.expectedScore * weight;
    into.coi += from.coi * weight;
  };
  const expect = (left: number[]): PlanTotals => {
    const total = zero();
    for (const m of left) {
      const rest = left.filter((x) => x !== m);
      const free = herd.figures[m]!.flatMap((p, s) =>
        isAllowedPair(p, herd.maxCoi) && load[s]! < herd.perStallion ? [s] : [],
      );
      if (free.length === 0) {
        add(total, expect(rest), 1 / left.length);
        continue;
      }
      for (const s of free) {
        load[s]!++;
        const after = expect(rest);
        load[s]!--;
        const p = herd.figures[m]![s]!;
        add(
          total,
          { covered: 1, chance: p.chance, expectedScore: p.expectedScore, coi: p.coi },
          1 / left.length / free.length,
        );
        add(total, after, 1 / left.length / free.length);
      }
    }
    return total;
  };
  return expect(herd.figures.map((_, m) => m));
}

describe("randomMating", () => {
  it("is exact when no stallion can fill: each mare's mean over her allowed stallions", () => {
    // Ada: Xerxes 0.5, Yngve 0.1 → 0.3; Bella: only Yngve allowed (Xerxes risks OO) → 0.4.
    const herd = input(
      [
        [pair(0.5, 0.02), pair(0.1, 0)],
        [pair(0.9, 0, 0.25), pair(0.4, 0.04)],
      ],
      3,
    );
    const random = randomMating(herd);
    expect(random.exact).toBe(true);
    expect(random.chanceError).toBe(0);
    expect(random.totals.covered).toBe(2);
    expect(random.totals.chance).toBeCloseTo(0.7, 12);
    expect(random.totals.coi).toBeCloseTo(0.05, 12);
    const enumerated = exactRandomMating(herd);
    expect(random.totals.chance).toBeCloseTo(enumerated.chance, 12);
    expect(random.totals.expectedScore).toBeCloseTo(enumerated.expectedScore, 10);
  });

  it(`estimates the process from ${RANDOM_MATING_DRAWS} seeded draws within four standard errors of the enumerated expectation`, () => {
    const rng = createRng(1938);
    let estimated = 0;
    for (let herdNumber = 0; herdNumber < 60; herdNumber++) {
      const herd = randomHerd(rng);
      if (herd.figures.length > 5) continue;
      const random = randomMating(herd);
      const exact = exactRandomMating(herd);
      if (random.exact) {
        expect(random.totals.chance).toBeCloseTo(exact.chance, 10);
        expect(random.totals.covered).toBeCloseTo(exact.covered, 10);
        continue;
      }
      estimated++;
      expect(Math.abs(random.totals.chance - exact.chance)).toBeLessThanOrEqual(4 * random.chanceError + 1e-12);
      expect(Math.abs(random.totals.covered - exact.covered)).toBeLessThanOrEqual(0.25);
      expect(randomMating(herd)).toEqual(random);
    }
    expect(estimated).toBeGreaterThan(10);
  });

  it("never covers more mares than the capacity, and never a mare without an allowed stallion", () => {
    const herd = input([[pair(0.5)], [pair(0.4)], [pair(0.3)], [pair(0.2, 0.5)]], 2);
    const random = randomMating(herd);
    expect(random.exact).toBe(false);
    expect(random.totals.covered).toBe(2);
    expect(random.totals.chance).toBeCloseTo(exactRandomMating(herd).chance, 1);
  });
});
