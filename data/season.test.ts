import { and, eq, gte, isNotNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  disciplineLevels,
  figureUnits,
  focusDiscipline,
  heightClass,
  isAllowedPair,
  ownLevel,
  parseMateChoices,
  parseSeasonChoices,
  type BreedingCandidate,
  type MateRow,
  type PairFigures,
} from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { loadBreedingCandidates } from "./breeding";
import { loadMates } from "./mates";
import { studFile } from "./records";
import { horses } from "./schema";
import { loadSeasonPlan, type SeasonResult } from "./season";

// A small large stud: popular sires, so many pairs share ancestors and the coefficient limit bites.
const stud = studFile.parse(largeStud({ horses: 300, pedigree: 2_000, generations: 10 }));

/** The choices of a query, as the page reads them. */
const choicesOf = (query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  const { choices, problems } = parseSeasonChoices(params);
  expect(problems).toEqual([]);
  return choices;
};

/** The mates list's rows of a mare for her goal, by stallion. */
async function matesRows(db: Parameters<typeof loadMates>[0], mare: string, discipline: string, level: string) {
  // Every stallion, the young too: the season plan offers them all.
  const { choices, problems } = parseMateChoices({ mare, discipline, level, young: "include" });
  expect(problems).toEqual([]);
  const result = await loadMates(db, choices, true);
  if (!result.ok) throw new Error(result.reason);
  return new Map(result.value.rows.items.map((row): [string, MateRow] => [row.mate, row]));
}

const figuresOf = (row: MateRow): PairFigures => ({
  chance: row.chance,
  expectedScore: row.expectedScore,
  coi: row.coi,
  lethalChance: row.lethalChance,
});

function plannedOf(result: SeasonResult) {
  if (!result.plan) throw new Error(`no plan: ${JSON.stringify(result.problems)}`);
  return result.plan;
}

describeWithDatabase("season plan", (db) => {
  let mares: BreedingCandidate[];
  let stallions: BreedingCandidate[];
  beforeAll(async () => {
    await importStud(db(), stud);
    const candidates = await loadBreedingCandidates(db());
    mares = candidates.mare.flatMap((group) => group.horses);
    stallions = candidates.stallion.flatMap((group) => group.horses);
  }, 120_000);

  it("chooses the broodmares aged 3 or more and every stallion the planner offers, each mare's goal her focus at her own level", async () => {
    const broodmares = await db()
      .select({ name: horses.name, focus: horses.focus })
      .from(horses)
      .where(
        and(eq(horses.category, "broodmares"), eq(horses.gender, "Sto"), gte(horses.age, 3), isNotNull(horses.height)),
      );
    expect(broodmares.length).toBeGreaterThan(5);
    const result = await loadSeasonPlan(db(), choicesOf({}));
    expect(result.problems).toEqual([]);
    const chosen = result.mares.filter((mare) => mare.chosen).map((mare) => mare.name);
    expect(chosen.sort()).toEqual(broodmares.map((mare) => mare.name).sort());
    expect(result.mares.map((mare) => mare.name).sort()).toEqual(mares.map((mare) => mare.name).sort());
    expect(result.stallions.every((stallion) => stallion.chosen)).toBe(true);
    expect(result.stallions.map((stallion) => stallion.name).sort()).toEqual(stallions.map((s) => s.name).sort());
    for (const { mare, goal } of result.goals) {
      const focus = broodmares.find((row) => row.name === mare)!.focus;
      const discipline = focusDiscipline(focus);
      expect(goal).toEqual({
        discipline,
        level: ownLevel(
          mares.find((m) => m.name === mare)!,
          discipline,
        ),
        ownLevel: true,
      });
    }
    // The default limits: 3 per stallion, 6.25 %, no OO risk.
    const plan = plannedOf(result);
    const load = new Map<string, number>();
    for (const row of plan.rows) {
      if (!row.stallion) continue;
      load.set(row.stallion, (load.get(row.stallion) ?? 0) + 1);
      expect(row.figures!.coi).toBeLessThanOrEqual(0.0625);
      expect(row.figures!.lethalChance).toBe(0);
    }
    for (const count of load.values()) expect(count).toBeLessThanOrEqual(3);
    expect(plan.totals.greedy.chance).toBeLessThanOrEqual(plan.totals.optimal.chance + 1e-9);
  }, 120_000);

  it("gives every planned pair the mates list's figures for the mare's goal, chosen or her own", async () => {
    const chosen = mares.slice(0, 10);
    const level = disciplineLevels("Hoppning", heightClass(chosen[0]!.heightCm))[2]!;
    const query = {
      sent: "1",
      mare: chosen.map((mare) => mare.name),
      stallion: stallions.map((stallion) => stallion.name),
      maxCoi: "25",
      [`discipline.${chosen[0]!.name}`]: "Hoppning",
      [`level.${chosen[0]!.name}`]: level,
      [`discipline.${chosen[1]!.name}`]: "dressyr",
    };
    const result = await loadSeasonPlan(db(), choicesOf(query));
    const plan = plannedOf(result);
    expect(result.goals[0]!.goal).toMatchObject({ discipline: "Hoppning", level, ownLevel: false });
    expect(result.goals[1]!.goal).toMatchObject({ discipline: "Dressyr", ownLevel: true });
    let planned = 0;
    for (const row of plan.rows) {
      if (!row.stallion) continue;
      planned++;
      const listed = (await matesRows(db(), row.mare, row.goal.discipline, row.goal.level)).get(row.stallion)!;
      expect(row.figures).toEqual(figuresOf(listed));
      expect(row.seed).toBe(listed.seed);
    }
    expect(planned).toBeGreaterThan(5);
  }, 120_000);

  it("is optimal: every assignment of a small choice enumerated from the mates list's own figures", async () => {
    for (const [perStallion, maxCoi, offset] of [
      [1, "25", 0],
      [2, "100", 7],
      [1, "100", 20],
    ] as const) {
      const chosenMares = mares.slice(offset, offset + 5);
      const chosenStallions = stallions.slice(offset, offset + 3);
      const result = await loadSeasonPlan(
        db(),
        choicesOf({
          sent: "1",
          mare: chosenMares.map((mare) => mare.name),
          stallion: chosenStallions.map((stallion) => stallion.name),
          perStallion: String(perStallion),
          maxCoi,
        }),
      );
      const plan = plannedOf(result);
      const limit = Number(maxCoi) / 100;
      // The figures, independently: each mare's mates list for her goal.
      const figures = await Promise.all(
        plan.rows.map(async (row) => {
          const listed = await matesRows(db(), row.mare, row.goal.discipline, row.goal.level);
          return chosenStallions.map((stallion) => figuresOf(listed.get(stallion.name)!));
        }),
      );
      let best = { chance: -1, coi: 0 };
      const assign = (m: number, load: number[], chance: number, coi: number) => {
        if (m === figures.length) {
          if (chance > best.chance || (chance === best.chance && coi < best.coi)) best = { chance, coi };
          return;
        }
        assign(m + 1, load, chance, coi);
        figures[m]!.forEach((pair, s) => {
          if (!isAllowedPair(pair, limit) || load[s]! >= perStallion) return;
          load[s]!++;
          assign(m + 1, load, chance + figureUnits(pair.chance), coi + figureUnits(pair.coi));
          load[s]!--;
        });
      };
      assign(0, [0, 0, 0], 0, 0);
      const found = { chance: 0, coi: 0 };
      for (const row of plan.rows)
        if (row.figures) {
          found.chance += figureUnits(row.figures.chance);
          found.coi += figureUnits(row.figures.coi);
        }
      expect(found).toEqual(best);
      expect(best.chance).toBeGreaterThan(0);
      if (perStallion === 1) expect(plan.rows.filter((row) => row.stallion === null).length).toBeGreaterThanOrEqual(2);
    }
  }, 120_000);

  it("names every wrong choice and plans nothing", async () => {
    const mare = mares[0]!;
    const stallion = stallions[0]!;
    const result = await loadSeasonPlan(
      db(),
      choicesOf({
        sent: "1",
        mare: [mare.name.toUpperCase(), stallion.name, "Ingen Sådan"],
        stallion: [stallion.name, mare.name],
        [`level.${mare.name}`]: "Grand Prix",
      }),
    );
    expect(result.plan).toBeNull();
    expect(result.problems).toEqual([
      { kind: "notMare", name: stallion.name },
      { kind: "unknownMare", name: "Ingen Sådan" },
      { kind: "notStallion", name: mare.name },
      { kind: "unknownLevel", mare: mare.name, value: "Grand Prix", discipline: result.goals[0]!.goal.discipline },
    ]);
    expect(result.mares.find((m) => m.name === mare.name)?.chosen).toBe(true);
  }, 60_000);

  it("refuses more pairs than it plans at once, before computing, and plans as many", async () => {
    const choices = choicesOf({
      sent: "1",
      mare: mares.slice(0, 3).map((m) => m.name),
      stallion: stallions.slice(0, 2).map((s) => s.name),
    });
    const refused = await loadSeasonPlan(db(), choices, undefined, 5);
    expect(refused.plan).toBeNull();
    expect(refused.problems).toEqual([{ kind: "tooManyPairs", mares: 3, stallions: 2, max: 5 }]);
    // The choice is kept for the form.
    expect(refused.mares.filter((mare) => mare.chosen)).toHaveLength(3);
    const planned = await loadSeasonPlan(db(), choices, undefined, 6);
    expect(planned.problems).toEqual([]);
    expect(planned.plan?.rows).toHaveLength(3);
  }, 60_000);

  it("plans nothing when the form chose no mare, and leaves sold horses out", async () => {
    const none = await loadSeasonPlan(db(), choicesOf({ sent: "1", stallion: stallions[0]!.name }));
    expect(none.plan).toBeNull();
    expect(none.mares.some((mare) => mare.chosen)).toBe(false);
    const sold = await db()
      .select({ name: horses.name })
      .from(horses)
      .where(and(eq(horses.gender, "Sto"), eq(horses.category, "sold")));
    expect(sold.length).toBeGreaterThan(0);
    const listed = new Set(none.mares.map((mare) => mare.name));
    for (const { name } of sold) expect(listed.has(name)).toBe(false);
  }, 60_000);
});
