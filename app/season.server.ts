// The season plan's server side (docs/product.md, "Season plan"): reading the choices, loading the
// plan, wording its problems, writing its file and saving it as planned coverings.
import { z } from "zod";
import { addPlannedCoverings } from "#data/coverings";
import type { Db } from "#data/db";
import { loadSeasonPlan, type SeasonNameProblem } from "#data/season";
import {
  coiReading,
  disciplineLevels,
  DISCIPLINES,
  formatDecimal,
  formatPercent,
  pairSeed,
  parseSeasonChoices,
  RANDOM_MATING_DRAWS,
  SEASON_FIELDS,
  seasonPlanCsv,
  type ColourOdds,
  type PlanTotals,
  type SeasonProblem,
  type Unplanned,
} from "#domain";
import * as texts from "#domain/texts";
import { plannedRefusal } from "./coverings.server";
import { parseForm, refuse, succeed } from "./forms.server";
import type { ChangeLogger } from "./history.server";
import { plannerPath } from "./paths";

const t = texts.season;
const errors = texts.seasonErrors;

/** The page's address, and its file's (`&format=csv` on the page leads there). */
export const SEASON_PATH = "/admin/season";
const SEASON_FILE_PATH = "/admin/season.csv";

/** The file's address for the page's query (`search` with its `?`). */
export function seasonFilePath(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("format");
  const query = params.toString();
  return query ? `${SEASON_FILE_PATH}?${query}` : SEASON_FILE_PATH;
}

/** The page's address for the file's query. */
export function seasonPagePath(search: string): string {
  return `${SEASON_PATH}${search}`;
}

function problemText(problem: SeasonProblem | SeasonNameProblem): string {
  switch (problem.kind) {
    case "invalidPerStallion":
    case "invalidMaxCoi":
      return errors[problem.kind];
    case "tooManyPairs":
      return errors.tooManyPairs(problem.mares, problem.stallions, problem.max);
    case "unknownDiscipline":
      return errors.unknownDiscipline(problem.mare, problem.value);
    case "unknownLevel":
      return errors.unknownLevel(problem.mare, problem.value, problem.discipline);
    default:
      return errors[problem.kind](problem.name);
  }
}

export function unplannedText(reason: Unplanned): string {
  return reason.kind === "excluded" ? t.unplanned.excluded(reason.overMaxCoi, reason.ooRisk) : t.unplanned[reason.kind];
}

/** Reads the choices and loads the plan; the status is 400 when a choice is wrong (the form says why). */
async function loadPlan(db: Db, url: URL, version: number | undefined) {
  const { choices, problems } = parseSeasonChoices(url.searchParams);
  // Wrong limits are answered at once, before the plan (seconds on a large stud) is computed.
  const result = await loadSeasonPlan(
    db,
    problems.length > 0 ? { ...choices, mares: [], stallions: [] } : choices,
    version,
  );
  const messages = [...problems, ...result.problems].map(problemText);
  return { status: messages.length > 0 ? 400 : 200, choices, result, messages };
}

/** The colours a row shows: the most likely ones, then the others together. */
const COLOURS_SHOWN = 3;

function coloursText(colours: readonly ColourOdds[]): string {
  const shown = colours.slice(0, COLOURS_SHOWN).map((odds) => `${odds.colour} ${formatPercent(odds.probability, 1)}`);
  const rest = colours.slice(COLOURS_SHOWN).reduce((sum, odds) => sum + odds.probability, 0);
  if (colours.length > COLOURS_SHOWN) shown.push(t.otherColours(formatPercent(rest, 1)));
  return shown.join(", ");
}

/**
 * A plan's totals as the comparison shows them: the means over the covered mares (null for none)
 * and the mean coefficient's plain reading (domain/breeding/coi-reading.ts).
 */
function comparedTotals({ covered, chance, expectedScore, coi }: PlanTotals) {
  const meanCoi = covered > 0 ? coi / covered : null;
  return {
    covered,
    chance,
    meanScore: covered > 0 ? expectedScore / covered : null,
    meanCoi,
    meanCoiReading: meanCoi === null ? null : coiReading(meanCoi),
  };
}

/** A row's planner link: the pair with the mates list's seed. */
const rowPlannerPath = (stallion: string, mare: string, seed: number) => plannerPath({ stallion, mare, seed });

/** Everything the page needs, and its status. */
export async function seasonPage(db: Db, url: URL, version?: number) {
  const { status, choices, result, messages } = await loadPlan(db, url, version);
  const { mares, stallions, goals, plan } = result;
  if (messages.length === 0 && plan === null) {
    if (!mares.some((mare) => mare.chosen)) messages.push(t.noMares);
    if (!stallions.some((stallion) => stallion.chosen)) messages.push(t.noStallions);
  }
  const params = url.searchParams;
  return {
    status,
    messages,
    form: {
      mares,
      stallions,
      perStallion: params.get(SEASON_FIELDS.perStallion) ?? String(choices.perStallion),
      maxCoi: params.get(SEASON_FIELDS.maxCoi) ?? formatDecimal(choices.maxCoi * 100, 4),
      goals: goals.map(({ mare, ladder, goal }) => ({
        mare,
        discipline: goal.discipline,
        level: goal.ownLevel ? "" : goal.level,
        levels: disciplineLevels(goal.discipline, ladder),
        fields: { discipline: SEASON_FIELDS.discipline(mare), level: SEASON_FIELDS.level(mare) },
      })),
      disciplines: DISCIPLINES,
    },
    plan: plan && {
      filePath: seasonFilePath(url.search),
      totals: {
        optimal: comparedTotals(plan.totals.optimal),
        greedy: comparedTotals(plan.totals.greedy),
        random: comparedTotals(plan.totals.random.totals),
      },
      randomNote: plan.totals.random.exact
        ? t.randomExact
        : t.randomEstimated(formatDecimal(RANDOM_MATING_DRAWS), formatDecimal(plan.totals.random.chanceError, 3)),
      rows: plan.rows.map((row) => ({
        mare: row.mare,
        goal: t.goal(row.goal.level, row.goal.discipline),
        stallion: row.stallion,
        figures: row.figures,
        coiReading: row.figures && coiReading(row.figures.coi),
        colours: coloursText(row.colours),
        plannerPath: row.stallion && row.seed !== null ? rowPlannerPath(row.stallion, row.mare, row.seed) : null,
        unplanned: row.unplanned && unplannedText(row.unplanned),
        greedyStallion: row.greedyStallion,
      })),
    },
  };
}

/** The plan as a spreadsheet file; null when the choices are wrong or there is nothing to plan (the page says why). */
export async function seasonFile(db: Db, url: URL, version?: number): Promise<Response | null> {
  const { result } = await loadPlan(db, url, version);
  if (!result.plan || result.problems.length > 0) return null;
  const body = seasonPlanCsv(
    result.plan.rows.map((row) => ({
      mare: row.mare,
      stallion: row.stallion,
      discipline: row.goal.discipline,
      level: row.goal.level,
      figures: row.figures,
    })),
    (column) => texts.seasonFile[column],
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t.fileName}"`,
    },
  });
}

/** The save button's form: the plan's pairs, stallion and mare lists in the same order. */
const saveForm = z
  .object({ stallion: z.array(z.string()).max(5_000), mare: z.array(z.string()).max(5_000) })
  .refine((form) => form.stallion.length === form.mare.length);

/**
 * "Spara som planerade betäckningar": the pairs the page showed, each with its planner seed, saved
 * as planned coverings dated today, all or none, as one logged change.
 */
export async function savePlan(request: Request, logged: ChangeLogger) {
  const form = await parseForm(request, saveForm, { lists: ["stallion", "mare"] });
  if (!form.ok) return refuse(400, { form: errors.saveFailed });
  const pairs = form.data.stallion.map((stallion, i) => {
    const mare = form.data.mare[i]!;
    return { stallion, mare, seed: pairSeed(stallion, mare) };
  });
  if (pairs.length === 0) return refuse(400, { form: t.nothingToSave });
  const saved = await logged("covering-add", (tx) => addPlannedCoverings(tx, pairs), t.saveSubject(pairs.length));
  if (!saved.ok) {
    const pair = pairs[saved.index];
    return refuse(saved.reason === "invalid" ? 400 : 409, {
      form: pair ? errors.saveRefused(pair.stallion, pair.mare, plannedRefusal(saved)) : errors.saveFailed,
    });
  }
  return succeed({ message: t.saved(saved.added, saved.replanned) });
}
