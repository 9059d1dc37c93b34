import { and, eq, ne } from "drizzle-orm";
import {
  CANDIDATE_GENDERS,
  compareText,
  findCandidate,
  fixedParent,
  foalColourOdds,
  greedyPlan,
  heightClass,
  horseIndex,
  isAllowedPair,
  isDefaultSeasonMare,
  lethalChance,
  mateOdds,
  nameKey,
  NO_STALLION,
  pairSeed,
  randomMatingSteps,
  SEASON_MAX_PAIRS,
  seasonGoal,
  seasonPlanSteps,
  SOLD_CATEGORY,
  tooManyPairs,
  type BreedingCandidate,
  type ColourOdds,
  type HeightClass,
  type PairFigures,
  type PlanTotals,
  type RandomMating,
  type SeasonChoices,
  type SeasonGoal,
  type SeasonProblem,
  type Unplanned,
} from "#domain";
import { breedingCandidatesAt } from "./breeding";
import type { Db } from "./db";
import { inSlices, pedigreeInMemoryAt } from "./pedigree/in-memory";
import { horses } from "./schema";

// The season plan (docs/product.md, "Season plan"): the chosen mares, stallions and goals resolved
// against the stud, every pair's figures exactly as the mates list has them (data/mates.ts: the
// mare's kinship to all from the kinship engine, mateOdds for her goal, the pair's OO risk), and
// the plans of domain/breeding/season-plan.ts.

/** How long the plan's work holds the process before it lets other work in (as the mates list's, data/mates.ts). */
const SEASON_SLICE_MS = 5;

export type SeasonNameProblem = { kind: "unknownMare" | "notMare" | "unknownStallion" | "notStallion"; name: string };

export interface SeasonRow {
  mare: string;
  goal: SeasonGoal;
  /** The plan's stallion; null when she has none (`unplanned` says why). */
  stallion: string | null;
  figures: PairFigures | null;
  /** The planner link's seed for the pair (pairSeed, as the mates list's). */
  seed: number | null;
  /** The foal's colours, most likely first (none without a stallion). */
  colours: ColourOdds[];
  unplanned: Unplanned | null;
  /** The greedy plan's stallion for her. */
  greedyStallion: string | null;
}

export interface SeasonPlanView {
  rows: SeasonRow[];
  totals: { optimal: PlanTotals; greedy: PlanTotals; random: RandomMating };
}

export interface SeasonResult {
  /** Every mare the planner offers, by name, and whether she is chosen. */
  mares: { name: string; chosen: boolean }[];
  /** Every stallion the planner offers, by name, and whether he is chosen. */
  stallions: { name: string; chosen: boolean }[];
  /** The chosen mares' goals, in the mares' order, each with the height class whose ladder its level is on (hers). */
  goals: { mare: string; ladder: HeightClass; goal: SeasonGoal }[];
  problems: (SeasonProblem | SeasonNameProblem)[];
  /** Null when there is a problem or nothing to plan. */
  plan: SeasonPlanView | null;
}

/** Each mare's focus and whether she is chosen by default (a broodmare of age), by nameKey. */
async function mareFacts(db: Db) {
  const rows = await db
    .select({ name: horses.name, focus: horses.focus, category: horses.category, age: horses.age })
    .from(horses)
    .where(and(eq(horses.gender, CANDIDATE_GENDERS.mare), ne(horses.category, SOLD_CATEGORY)));
  return new Map(rows.map((row) => [nameKey(row.name), { focus: row.focus, isDefault: isDefaultSeasonMare(row) }]));
}

const byName = (a: BreedingCandidate, b: BreedingCandidate) => compareText(a.name, b.name);

/** The chosen horses of a role: the default, or each name given found among the candidates. */
function chosenOf(
  all: BreedingCandidate[],
  names: string[] | null,
  isDefault: (horse: BreedingCandidate) => boolean,
  find: (name: string) => { found?: BreedingCandidate; problem?: SeasonNameProblem },
  problems: SeasonNameProblem[],
): Set<string> {
  if (names === null) return new Set(all.filter(isDefault).map((horse) => nameKey(horse.name)));
  const chosen = new Set<string>();
  for (const name of names) {
    const { found, problem } = find(name);
    if (found) chosen.add(nameKey(found.name));
    if (problem) problems.push(problem);
  }
  return chosen;
}

/**
 * The season plan for `choices`: the form's lists, the goals, and the plan with its greedy and random
 * comparisons. Unknown names and wrong goals are problems, answered before any figure is computed.
 */
export async function loadSeasonPlan(
  db: Db,
  choices: SeasonChoices,
  version?: number,
  /** The most pairs planned at once (SEASON_MAX_PAIRS; a test gives fewer). */
  maxPairs = SEASON_MAX_PAIRS,
): Promise<SeasonResult> {
  const [candidates, facts] = await Promise.all([breedingCandidatesAt(db, version), mareFacts(db)]);
  const allMares = candidates.mare.flatMap((group) => group.horses).sort(byName);
  const allStallions = candidates.stallion.flatMap((group) => group.horses).sort(byName);

  const nameProblems: SeasonNameProblem[] = [];
  const chosenMares = chosenOf(
    allMares,
    choices.mares,
    (mare) => facts.get(nameKey(mare.name))?.isDefault ?? false,
    (name) => {
      const found = findCandidate(candidates, "mare", name);
      if (found) return { found };
      return { problem: { kind: findCandidate(candidates, "stallion", name) ? "notMare" : "unknownMare", name } };
    },
    nameProblems,
  );
  const chosenStallions = chosenOf(
    allStallions,
    choices.stallions,
    () => true,
    (name) => {
      const found = findCandidate(candidates, "stallion", name);
      if (found) return { found };
      return { problem: { kind: findCandidate(candidates, "mare", name) ? "notStallion" : "unknownStallion", name } };
    },
    nameProblems,
  );

  const mares = allMares.filter((mare) => chosenMares.has(nameKey(mare.name)));
  const stallions = allStallions.filter((stallion) => chosenStallions.has(nameKey(stallion.name)));
  const problems: (SeasonProblem | SeasonNameProblem)[] = [...nameProblems];
  const pairsProblem = tooManyPairs(mares.length, stallions.length, maxPairs);
  if (pairsProblem) problems.push(pairsProblem);
  const goals = mares.map((mare) => {
    const { goal, problems: goalProblems } = seasonGoal(
      mare,
      facts.get(nameKey(mare.name))?.focus ?? null,
      choices.goals.get(nameKey(mare.name)),
    );
    problems.push(...goalProblems);
    return { mare: mare.name, ladder: heightClass(mare.heightCm), goal };
  });
  const result = {
    mares: allMares.map((mare) => ({ name: mare.name, chosen: chosenMares.has(nameKey(mare.name)) })),
    stallions: allStallions.map((stallion) => ({
      name: stallion.name,
      chosen: chosenStallions.has(nameKey(stallion.name)),
    })),
    goals,
    problems,
  };
  if (problems.length > 0 || mares.length === 0 || stallions.length === 0) return { ...result, plan: null };
  return { ...result, plan: await planFor(db, mares, stallions, goals, choices, version) };
}

/**
 * Every pair's figures and the three plans. The coefficient and OO risk of every pair (the reasons
 * a mare is left out name them); the chance and expected score of the allowed pairs only, the only
 * ones a plan can use (0 for the others).
 */
async function planFor(
  db: Db,
  mares: BreedingCandidate[],
  stallions: BreedingCandidate[],
  goals: { goal: SeasonGoal }[],
  choices: SeasonChoices,
  version: number | undefined,
): Promise<SeasonPlanView> {
  const { kinship } = await pedigreeInMemoryAt(db, version);
  const index = (horse: BreedingCandidate) => horseIndex(kinship.graph, horse.name);
  const stallionIndices = stallions.map(index);
  // Colours and the OO risk depend on the two genotypes only: each pair of genotypes is worked out once.
  const byGenotypes = new Map<string, { colours: ColourOdds[]; lethal: number }>();
  const genetics = (stallion: BreedingCandidate, mare: BreedingCandidate) => {
    const key = `${stallion.genotype ?? ""}\n${mare.genotype ?? ""}`;
    let found = byGenotypes.get(key);
    if (!found) {
      const colours = foalColourOdds(stallion.genotype ?? "", mare.genotype ?? "");
      found = { colours, lethal: lethalChance(colours) };
      byGenotypes.set(key, found);
    }
    return found;
  };

  function* figureSteps(): Generator<void, PairFigures[][]> {
    const figures: PairFigures[][] = [];
    for (const [m, mare] of mares.entries()) {
      const { discipline, level } = goals[m]!.goal;
      const kinshipTo = kinship.engine.kinshipToAll(index(mare));
      const fixed = fixedParent(mare);
      const row: PairFigures[] = [];
      for (const [s, stallion] of stallions.entries()) {
        const at = stallionIndices[s]!;
        const pair = { chance: 0, expectedScore: 0, coi: at < 0 ? 0 : kinshipTo[at]!, lethalChance: 0 };
        pair.lethalChance = genetics(stallion, mare).lethal;
        if (isAllowedPair(pair, choices.maxCoi)) Object.assign(pair, mateOdds(fixed, stallion, discipline, level));
        row.push(pair);
        if (s % 64 === 63) yield;
      }
      figures.push(row);
      yield;
    }
    return figures;
  }
  const figures = await inSlices(figureSteps(), SEASON_SLICE_MS);
  const input = { figures, stallions: stallions.length, perStallion: choices.perStallion, maxCoi: choices.maxCoi };
  const optimal = await inSlices(seasonPlanSteps(input), SEASON_SLICE_MS);
  const greedy = greedyPlan(input);
  const random = await inSlices(randomMatingSteps(input), SEASON_SLICE_MS);

  const rows = mares.map((mare, m): SeasonRow => {
    const s = optimal.stallionOf[m]!;
    const g = greedy.stallionOf[m]!;
    const stallion = s === NO_STALLION ? null : stallions[s]!;
    return {
      mare: mare.name,
      goal: goals[m]!.goal,
      stallion: stallion?.name ?? null,
      figures: stallion ? figures[m]![s]! : null,
      seed: stallion ? pairSeed(stallion.name, mare.name) : null,
      colours: stallion ? [...genetics(stallion, mare).colours].sort((a, b) => b.probability - a.probability) : [],
      unplanned: optimal.unplanned[m]!,
      greedyStallion: g === NO_STALLION ? null : stallions[g]!.name,
    };
  });
  return { rows, totals: { optimal: optimal.totals, greedy: greedy.totals, random } };
}
