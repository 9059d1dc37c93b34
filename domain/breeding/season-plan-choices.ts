// The season plan's choices (docs/product.md, "Season plan"): which mares and stallions, the limits and
// each mare's goal, read from the page's GET form, with the defaults the page starts from.
import { NAME_MAX_LENGTH } from "../horses/horse";
import { heightClass } from "../horses/horse-fields";
import { nameKey } from "../pedigree/names";
import { disciplineLevels, DISCIPLINES, type Discipline } from "../ratings/potential";
import { ownLevel } from "./mates";
import type { BreedingCandidate } from "./planner";

/** The form's defaults: at most 3 coverings per stallion, a foal coefficient of at most 6.25 %. */
export const SEASON_DEFAULTS = { perStallion: 3, maxCoi: 0.0625 } as const;
/** The most coverings per stallion the form takes. */
export const PER_STALLION_MAX = 100;
/**
 * The most pairs (chosen mares × chosen stallions) a plan is computed for at once: the size of its
 * goal, 300 × 300 under 5 s. The default choice of a studbook of thousands of broodmares and
 * stallions would take minutes; such a choice is refused, before anything is computed, to be made
 * smaller.
 */
export const SEASON_MAX_PAIRS = 90_000;
/** The mares chosen by default: the broodmares of at least this age. */
export const SEASON_MARE_MIN_AGE = 3;
const DEFAULT_MARE_CATEGORY = "broodmares";

/** The query's field names: the lists, the limits, and a mare's goal (one discipline and one level field per mare). */
export const SEASON_FIELDS = {
  mare: "mare",
  stallion: "stallion",
  perStallion: "perStallion",
  maxCoi: "maxCoi",
  /** Sent by the form: the two lists then say exactly who is chosen (an empty list, none). */
  sent: "sent",
  discipline: (mare: string) => `discipline.${mare}`,
  level: (mare: string) => `level.${mare}`,
} as const;

export interface SeasonChoices {
  /** The mares as the query names them, each once (trimmed, any case); null: the default mares. */
  mares: string[] | null;
  /** The stallions likewise; null: every stallion the planner offers. */
  stallions: string[] | null;
  perStallion: number;
  /** The highest foal coefficient allowed, 0…1. */
  maxCoi: number;
  /** Each mare's goal as the query gives it, by nameKey: its discipline and level text ("" when not given). */
  goals: Map<string, { discipline: string; level: string }>;
}

export type SeasonProblem =
  | { kind: "invalidPerStallion" | "invalidMaxCoi" }
  | { kind: "tooManyPairs"; mares: number; stallions: number; max: number }
  | { kind: "unknownDiscipline"; mare: string; value: string }
  | { kind: "unknownLevel"; mare: string; value: string; discipline: Discipline };

/** What the parser reads of the query: URLSearchParams. */
export interface SeasonParams {
  get(name: string): string | null;
  getAll(name: string): string[];
  keys(): Iterable<string>;
}

const clean = (text: string | null | undefined) => (text ?? "").trim().slice(0, NAME_MAX_LENGTH);

/** Names once each, in the order given, blanks left out. */
function uniqueNames(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.map(clean).filter((name) => {
    const key = nameKey(name);
    if (name === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads the choices from the query. Without the form's `sent`, a list not given is its default;
 * every problem is listed and its choice falls back to the default, so the form can be shown again.
 */
export function parseSeasonChoices(params: SeasonParams): { choices: SeasonChoices; problems: SeasonProblem[] } {
  const problems: SeasonProblem[] = [];
  const sent = params.get(SEASON_FIELDS.sent) !== null;
  const list = (name: string) => {
    const values = params.getAll(name);
    return values.length === 0 && !sent ? null : uniqueNames(values);
  };

  const perStallionText = clean(params.get(SEASON_FIELDS.perStallion));
  let perStallion: number = SEASON_DEFAULTS.perStallion;
  if (perStallionText !== "") {
    const value = /^\d{1,3}$/.test(perStallionText) ? Number(perStallionText) : Number.NaN;
    if (value >= 1 && value <= PER_STALLION_MAX) perStallion = value;
    else problems.push({ kind: "invalidPerStallion" });
  }

  // As the mates list reads it: a percent with a decimal point or comma.
  const maxCoiText = clean(params.get(SEASON_FIELDS.maxCoi)).replace(",", ".");
  let maxCoi: number = SEASON_DEFAULTS.maxCoi;
  if (maxCoiText !== "") {
    const percent = /^\d{1,3}(\.\d{1,4})?$/.test(maxCoiText) ? Number(maxCoiText) : Number.NaN;
    if (percent >= 0 && percent <= 100) maxCoi = percent / 100;
    else problems.push({ kind: "invalidMaxCoi" });
  }

  const goals = new Map<string, { discipline: string; level: string }>();
  const prefixes = { discipline: SEASON_FIELDS.discipline(""), level: SEASON_FIELDS.level("") };
  for (const field of new Set(params.keys())) {
    const kind = field.startsWith(prefixes.discipline)
      ? "discipline"
      : field.startsWith(prefixes.level)
        ? "level"
        : null;
    if (kind === null) continue;
    const mare = clean(field.slice(prefixes[kind].length));
    if (mare === "") continue;
    const goal = goals.get(nameKey(mare)) ?? { discipline: "", level: "" };
    goal[kind] = clean(params.get(field));
    goals.set(nameKey(mare), goal);
  }

  return {
    choices: {
      mares: list(SEASON_FIELDS.mare),
      stallions: list(SEASON_FIELDS.stallion),
      perStallion,
      maxCoi,
      goals,
    },
    problems,
  };
}

/** The problem of choosing `mares` × `stallions` pairs when at most `max` are planned at once; null when they are not too many. */
export function tooManyPairs(mares: number, stallions: number, max: number): SeasonProblem | null {
  return mares * stallions > max ? { kind: "tooManyPairs", mares, stallions, max } : null;
}

/** Whether a mare is chosen by default: a broodmare aged SEASON_MARE_MIN_AGE or more. */
export function isDefaultSeasonMare(mare: { category: string; age: number }): boolean {
  return mare.category === DEFAULT_MARE_CATEGORY && mare.age >= SEASON_MARE_MIN_AGE;
}

/** The discipline of a focus (any case); Allround for none or one that is no discipline. */
export function focusDiscipline(focus: string | null): Discipline {
  const text = (focus ?? "").trim().toLowerCase();
  return DISCIPLINES.find((discipline) => discipline.toLowerCase() === text) ?? "Allround";
}

export interface SeasonGoal {
  discipline: Discipline;
  level: string;
  /** Whether the level is the one her own potential reaches (no level chosen). */
  ownLevel: boolean;
}

/**
 * A mare's goal: the discipline given, else her focus's; the level given (on that discipline's
 * ladder for her own height class, as the mates list's default ladder), else the level her own
 * potential reaches in it (ownLevel). The chance is read on the same ladder (mateOdds' default).
 */
export function seasonGoal(
  mare: BreedingCandidate,
  focus: string | null,
  given: { discipline: string; level: string } | undefined,
): { goal: SeasonGoal; problems: SeasonProblem[] } {
  const problems: SeasonProblem[] = [];
  const disciplineText = given?.discipline ?? "";
  let discipline = focusDiscipline(focus);
  if (disciplineText !== "") {
    const found = DISCIPLINES.find((d) => d.toLowerCase() === disciplineText.toLowerCase());
    if (found) discipline = found;
    else problems.push({ kind: "unknownDiscipline", mare: mare.name, value: disciplineText });
  }
  const levelText = given?.level ?? "";
  const level =
    levelText === ""
      ? null
      : (disciplineLevels(discipline, heightClass(mare.heightCm)).find(
          (l) => l.toLowerCase() === levelText.toLowerCase(),
        ) ?? null);
  if (levelText !== "" && level === null)
    problems.push({ kind: "unknownLevel", mare: mare.name, value: levelText, discipline });
  return {
    goal: { discipline, level: level ?? ownLevel(mare, discipline), ownLevel: level === null },
    problems,
  };
}
