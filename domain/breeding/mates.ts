// The mates list: every mate the planner offers for one horse, ranked by the foal's inbreeding and
// odds (docs/product.md, "Mates list"). Its choices, their checks, order and spreadsheet file.
import { BREEDS, type Breed } from "../horses/breeds";
import { NAME_MAX_LENGTH } from "../horses/horse";
import { heightClass, type HeightClass } from "../horses/horse-fields";
import { disciplineLevels, DISCIPLINES, potentialLabel, potentials, type Discipline } from "../ratings/potential";
import { compareText } from "../site/collation";
import { formatDecimal } from "../site/format";
import { foalHeights, parseHeightClass } from "./foal-odds";
import type { BreedingCandidate, ParentRole } from "./planner";
import { foalSection } from "./simulation";

export const MATE_SORTS = ["chance", "coi", "score", "name", "oo"] as const;
export type MateSort = (typeof MATE_SORTS)[number];

/** Rows per page: a page of the large stud's list stays far under 150 KB of HTML. */
export const MATES_PAGE_SIZE = 50;

/** Horses younger than this are too young to breed: left out of the list unless asked for. */
export const MIN_BREEDING_AGE = 3;

/**
 * The decimals each figure is shown with (the page's percentages and score; the file writes more):
 * the order breaks ties on these, on what the row shows.
 */
export const MATE_DECIMALS = { coi: 3, knownShare: 0, chance: 1, expectedScore: 1, colour: 1, lethal: 1 } as const;

/** The role of the mates listed for a horse of `role`. */
export function mateRole(role: ParentRole): ParentRole {
  return role === "mare" ? "stallion" : "mare";
}

export interface MateChoices {
  role: ParentRole;
  /** The horse's name as the URL gives it (trimmed); "" when none is chosen. */
  name: string;
  discipline: Discipline;
  /** The height class whose ladder the level is read on; null = the horse's own class. */
  ladder: HeightClass | null;
  /** A level of `discipline` on that ladder, as the URL gives it (checked against the ladder once the horse is known); null = the horse's own level. */
  level: string | null;
  colour: string | null;
  /** Highest coefficient of inbreeding shown, 0…1; null = no filter. */
  maxCoi: number | null;
  section: Breed | null;
  /** Horses under MIN_BREEDING_AGE listed too (left out by default). */
  young: boolean;
  /** Close relatives (closeRelation) left out (marked in their rows by default). */
  hideRelatives: boolean;
  sort: MateSort;
  page: number;
}

export type MatesProblem =
  | { kind: "bothRoles" | "invalidPage" | "invalidMaxCoi" | "invalidYoung" | "invalidRelatives" }
  | {
      kind: "unknownDiscipline" | "unknownSection" | "unknownSort" | "unknownColour" | "unknownHeightClass";
      value: string;
    }
  | { kind: "unknownLevel"; value: string; discipline: Discipline; ladder: HeightClass };

export interface MatesParams {
  mare?: string | null;
  stallion?: string | null;
  discipline?: string | null;
  heightClass?: string | null;
  level?: string | null;
  colour?: string | null;
  maxCoi?: string | null;
  section?: string | null;
  /** `include`: horses under MIN_BREEDING_AGE too. */
  young?: string | null;
  /** `exclude`: close relatives left out. */
  relatives?: string | null;
  sort?: string | null;
  page?: string | null;
}

/** The values of the two checkboxes (`young`, `relatives`) that turn them on. */
export const MATE_OPTIONS = { young: "include", relatives: "exclude" } as const;

const clean = (text: string | null | undefined) => (text ?? "").trim().slice(0, NAME_MAX_LENGTH);

/**
 * Reads the list's choices from the URL. Every problem is listed (a wrong choice falls back to
 * its default, so the form can be shown again); the colour is checked later, against the colours
 * the mates can give.
 */
export function parseMateChoices(params: MatesParams): { choices: MateChoices; problems: MatesProblem[] } {
  const problems: MatesProblem[] = [];
  const mare = clean(params.mare);
  const stallion = clean(params.stallion);
  if (mare !== "" && stallion !== "") problems.push({ kind: "bothRoles" });
  const role: ParentRole = mare === "" && stallion !== "" ? "stallion" : "mare";

  const disciplineText = clean(params.discipline);
  const discipline =
    DISCIPLINES.find((d) => d.toLowerCase() === disciplineText.toLowerCase()) ??
    (disciplineText === "" ? "Allround" : null);
  if (discipline === null) problems.push({ kind: "unknownDiscipline", value: disciplineText });
  const chosenDiscipline = discipline ?? "Allround";

  const ladderText = clean(params.heightClass);
  const ladder = ladderText === "" ? null : parseHeightClass(ladderText);
  if (ladderText !== "" && ladder === null) problems.push({ kind: "unknownHeightClass", value: ladderText });
  const levelText = clean(params.level);
  // Checked once the ladder is known (the horse's own class by default): mateLevel.
  const level = levelText === "" ? null : levelText;

  const maxCoiText = clean(params.maxCoi).replace(",", ".");
  let maxCoi: number | null = null;
  if (maxCoiText !== "") {
    const percent = /^\d{1,3}(\.\d{1,4})?$/.test(maxCoiText) ? Number(maxCoiText) : Number.NaN;
    if (percent >= 0 && percent <= 100) maxCoi = percent / 100;
    else problems.push({ kind: "invalidMaxCoi" });
  }

  const sectionText = clean(params.section).toLowerCase();
  const section = BREEDS.find((breed) => breed === sectionText) ?? null;
  if (sectionText !== "" && section === null) problems.push({ kind: "unknownSection", value: clean(params.section) });

  const option = (text: string | null | undefined, on: string, problem: "invalidYoung" | "invalidRelatives") => {
    const value = clean(text).toLowerCase();
    if (value !== "" && value !== on) problems.push({ kind: problem });
    return value === on;
  };
  const young = option(params.young, MATE_OPTIONS.young, "invalidYoung");
  const hideRelatives = option(params.relatives, MATE_OPTIONS.relatives, "invalidRelatives");

  const sortText = clean(params.sort).toLowerCase();
  const sort = MATE_SORTS.find((s) => s === sortText) ?? "chance";
  if (sortText !== "" && sort !== sortText) problems.push({ kind: "unknownSort", value: clean(params.sort) });

  const pageText = clean(params.page);
  const pageValid = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1;
  if (pageText !== "" && !pageValid) problems.push({ kind: "invalidPage" });
  const page = pageValid ? Number(pageText) : 1;

  const colour = clean(params.colour);
  return {
    choices: {
      role,
      name: role === "mare" ? mare : stallion,
      discipline: chosenDiscipline,
      ladder,
      level,
      colour: colour === "" ? null : colour,
      maxCoi,
      section,
      young,
      hideRelatives,
      sort,
      page,
    },
    problems,
  };
}

/**
 * The level the horse's own potential reaches in `discipline` on `ladder`'s ladder (by default its
 * own class's: its potential label); the lowest level without 16 stats.
 */
export function ownLevel(
  horse: BreedingCandidate,
  discipline: Discipline,
  ladder: HeightClass = heightClass(horse.heightCm),
): string {
  const score = potentials(horse.stats, horse.heightCm)?.find((p) => p.discipline === discipline)?.score;
  return score === undefined ? disciplineLevels(discipline, ladder)[0] : potentialLabel(discipline, score, ladder);
}

/**
 * The ladder and level the list's chance is for: the chosen class's ladder, else the horse's own
 * class's; the chosen level on it (any case), else the horse's own level there. A level the ladder
 * does not have is a problem (a Welsh Mountain's Dressyr ladder has no Grand Prix).
 */
export function mateLevel(
  horse: BreedingCandidate,
  choices: Pick<MateChoices, "discipline" | "ladder" | "level">,
): { ladder: HeightClass; level: string } | Extract<MatesProblem, { kind: "unknownLevel" }> {
  const ladder = choices.ladder ?? heightClass(horse.heightCm);
  if (choices.level === null) return { ladder, level: ownLevel(horse, choices.discipline, ladder) };
  const wanted = choices.level.toLowerCase();
  const level = disciplineLevels(choices.discipline, ladder).find((l) => l.toLowerCase() === wanted);
  return level === undefined
    ? { kind: "unknownLevel", value: choices.level, discipline: choices.discipline, ladder }
    : { ladder, level };
}

/** The sections the foal can have (B×D and C×D depend on its height), in section order. */
export function foalSections(stallion: BreedingCandidate, mare: BreedingCandidate): Breed[] {
  const found = new Set(
    foalHeights(stallion.heightCm, mare.heightCm).map((cm) => foalSection(stallion.breed, mare.breed, cm)),
  );
  return BREEDS.filter((breed) => found.has(breed));
}

/**
 * The planner link's seed for a pair: a hash of the two names (FNV-1a), so the list's link to a
 * pair always shows the same foal.
 */
export function pairSeed(stallion: string, mare: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${stallion.toLowerCase()}\n${mare.toLowerCase()}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** How a mate is closely related to the horse, seen from the horse: its parent, offspring or sibling. */
export type CloseRelation = "parent" | "offspring" | "fullSibling" | "halfSibling";

/**
 * The close relation of `mate` to `horse` (indices of the pedigree, NONE = −1 for a horse not in
 * it), read off the parents' indices exactly: a parent or offspring first, then full siblings
 * (both parents known and the same), then half siblings (one known parent shared); null for
 * anyone else. Names compare as the pedigree's indices do (any letter case is one horse).
 */
export function closeRelation(
  pedigree: { sire: Int32Array; dam: Int32Array },
  horse: number,
  mate: number,
): CloseRelation | null {
  if (horse < 0 || mate < 0 || horse === mate) return null;
  const { sire, dam } = pedigree;
  if (sire[horse] === mate || dam[horse] === mate) return "parent";
  if (sire[mate] === horse || dam[mate] === horse) return "offspring";
  const sameSire = sire[horse] >= 0 && sire[horse] === sire[mate];
  const sameDam = dam[horse] >= 0 && dam[horse] === dam[mate];
  if (sameSire && sameDam) return "fullSibling";
  return sameSire || sameDam ? "halfSibling" : null;
}

export interface MateRow {
  mate: string;
  /** The mate's own age and section. */
  age: number;
  breed: Breed;
  /** The mate's close relation to the horse the list is for, if any. */
  relation: CloseRelation | null;
  sections: Breed[];
  coi: number;
  /** The foal's pedigree completeness (domain/pedigree/kinship/figures.ts foalCompleteness). */
  knownShare: number;
  completeGenerations: number;
  /** Chance of at least the chosen level in the chosen discipline. */
  chance: number;
  expectedScore: number;
  /** Chance of the chosen colour; null when none is chosen. */
  colourChance: number | null;
  lethalChance: number;
  /** The planner's seed for the pair (pairSeed). */
  seed: number;
}

/** What a sort needs of a row before the rows are put in order. */
export type SortedRow = Pick<MateRow, "mate" | "coi"> &
  Partial<Pick<MateRow, "chance" | "expectedScore" | "lethalChance">>;

/**
 * A figure as the page shows it (formatPercent, formatDecimal: the same rounding), as a number;
 * every non-zero percentage below the smallest shown (`< 0,1 %`) is one value above 0.
 */
function asShown(value: number, decimals: number, percent: boolean): number {
  const scaled = percent ? value * 100 : value;
  const smallest = 10 ** -decimals;
  if (percent && scaled > 0 && scaled < smallest) return smallest / 2;
  return Number(scaled.toFixed(decimals));
}

/**
 * The row order of a sort. Chance, score and OO risk compare what the row shows (the rounded
 * figure: rows that all read `100 %` are equal), then lower inbreeding, then the name.
 */
export function compareMates(sort: MateSort): (a: SortedRow, b: SortedRow) => number {
  const byCoi = (a: SortedRow, b: SortedRow) => a.coi - b.coi;
  const byName = (a: SortedRow, b: SortedRow) => compareText(a.mate, b.mate);
  const chance = (row: SortedRow) => asShown(row.chance ?? 0, MATE_DECIMALS.chance, true);
  const score = (row: SortedRow) => asShown(row.expectedScore ?? 0, MATE_DECIMALS.expectedScore, false);
  const lethal = (row: SortedRow) => asShown(row.lethalChance ?? 0, MATE_DECIMALS.lethal, true);
  const first: Record<MateSort, (a: SortedRow, b: SortedRow) => number> = {
    chance: (a, b) => chance(b) - chance(a),
    coi: byCoi,
    score: (a, b) => score(b) - score(a),
    name: byName,
    oo: (a, b) => lethal(a) - lethal(b),
  };
  return (a, b) => first[sort](a, b) || byCoi(a, b) || byName(a, b);
}

/** Whether a sort needs every row's odds (the rest need them for the shown page only). */
export function sortNeedsOdds(sort: MateSort): boolean {
  return sort === "chance" || sort === "score";
}

const CSV_SEPARATOR = ";";

function csvField(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A fraction with six decimals and a decimal comma (`0,031250`). */
function sixDecimals(value: number): string {
  return value.toFixed(6).replace(".", ",");
}

/**
 * The page's columns in order; `sort` is the order its heading gives. The mate's own age, section
 * and close relation show in its cell, beside its name.
 */
export const MATE_COLUMNS = [
  { key: "mate", sort: "name" },
  { key: "section", sort: null },
  { key: "coi", sort: "coi" },
  { key: "knownShare", sort: null },
  { key: "completeGenerations", sort: null },
  { key: "chance", sort: "chance" },
  { key: "expectedScore", sort: "score" },
  { key: "colour", sort: null },
  { key: "lethal", sort: "oo" },
  { key: "planner", sort: null },
] as const satisfies readonly { key: string; sort: MateSort | null }[];

export type MatePageColumn = (typeof MATE_COLUMNS)[number]["key"];

/**
 * The file's columns: the page's under the same names, without the chosen colour (the page's
 * only); the mate's age, section and close relation in columns of their own, and the discipline,
 * level and height class the chance is for beside it (the page says them above the table).
 */
export const MATE_FILE_COLUMNS = [
  "mate",
  "age",
  "breed",
  "relation",
  "section",
  "coi",
  "knownShare",
  "completeGenerations",
  "discipline",
  "level",
  "heightClass",
  "chance",
  "expectedScore",
  "lethal",
  "planner",
] as const satisfies readonly (MatePageColumn | string)[];

export type MateFileColumn = (typeof MATE_FILE_COLUMNS)[number];

/** Any column of the page or the file. */
export type MateColumn = MatePageColumn | MateFileColumn;

/**
 * The whole list as a file a Swedish spreadsheet opens as it is: UTF-8 with a byte order mark,
 * `;` between fields, decimal comma, CRLF line ends; chances and coefficients as fractions with six
 * decimals, numbers a spreadsheet computes with (as the herd's and the season plan's files), links
 * absolute. `heading` names a column (the text catalogue's); `goal` is what the chance is for, as
 * the page words it.
 */
export function matesCsv(
  rows: readonly MateRow[],
  heading: (column: MateColumn) => string,
  write: {
    sectionLabel: (breed: Breed) => string;
    relationLabel: (relation: CloseRelation) => string;
    plannerUrl: (row: MateRow) => string;
    goal: { discipline: string; level: string; heightClass: string };
  },
): string {
  const cell: Record<MateFileColumn, (row: MateRow) => string> = {
    mate: (row) => row.mate,
    age: (row) => String(row.age),
    breed: (row) => write.sectionLabel(row.breed),
    relation: (row) => (row.relation === null ? "" : write.relationLabel(row.relation)),
    section: (row) => row.sections.map(write.sectionLabel).join("/"),
    coi: (row) => sixDecimals(row.coi),
    knownShare: (row) => sixDecimals(row.knownShare),
    completeGenerations: (row) => String(row.completeGenerations),
    discipline: () => write.goal.discipline,
    level: () => write.goal.level,
    heightClass: () => write.goal.heightClass,
    chance: (row) => sixDecimals(row.chance),
    expectedScore: (row) => formatDecimal(row.expectedScore, 2, 2).replaceAll("\u00a0", ""),
    lethal: (row) => sixDecimals(row.lethalChance),
    planner: (row) => write.plannerUrl(row),
  };
  const lines = [MATE_FILE_COLUMNS.map((column) => csvField(heading(column))).join(CSV_SEPARATOR)];
  for (const row of rows)
    lines.push(MATE_FILE_COLUMNS.map((column) => csvField(cell[column](row))).join(CSV_SEPARATOR));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
