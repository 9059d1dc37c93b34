// The mates list's server side: reading the choices, loading the list and writing the file
// (docs/product.md, "Mates list").
import type { Db } from "#data/db";
import { loadMates } from "#data/mates";
import {
  coiReading,
  disciplineLevels,
  HEIGHT_CLASSES,
  heightClass,
  MATE_OPTIONS,
  mateRole,
  matesCsv,
  parseMateChoices,
  type HeightClass,
  type MateChoices,
  type MateRow,
  type MatesProblem,
  type ParentRole,
} from "#domain";
import * as texts from "#domain/texts";
import { mateColumnLabel } from "./components/mates-table";
import { matesCsvPath, matesPath, plannerPath } from "./paths";

const t = texts.mates;
const errors = texts.matesErrors;

function problemText(problem: MatesProblem): string {
  switch (problem.kind) {
    case "bothRoles":
    case "invalidPage":
    case "invalidMaxCoi":
    case "invalidYoung":
    case "invalidRelatives":
      return errors[problem.kind];
    case "unknownLevel":
      return errors.unknownLevel(problem.value, problem.discipline, problem.ladder);
    default:
      return errors[problem.kind](problem.value);
  }
}

/** A row's planner link: the pair with its fixed seed. */
export function rowPlannerPath(role: ParentRole, horse: string, row: MateRow): string {
  return role === "mare"
    ? plannerPath({ stallion: row.mate, mare: horse, seed: row.seed })
    : plannerPath({ stallion: horse, mare: row.mate, seed: row.seed });
}

/**
 * The form's values as the URL gave them (kept when they are wrong, so the form shows them again).
 * The ladder is the chosen class's, else the horse's own class's once the horse is known (`own`);
 * before that there are levels to offer only for a chosen class.
 */
function formValues(choices: MateChoices, params: URLSearchParams, own: HeightClass | null = null) {
  const ladder = choices.ladder ?? own;
  return {
    role: choices.role,
    name: choices.name,
    discipline: choices.discipline,
    // The classes from here: the page's code need not carry the height rules.
    heightClasses: HEIGHT_CLASSES,
    heightClass: ladder ?? "",
    ownHeightClass: own ?? "",
    level: choices.level ?? "",
    levels: ladder === null ? [] : disciplineLevels(choices.discipline, ladder),
    colour: choices.colour ?? "",
    maxCoi: params.get("maxCoi") ?? "",
    section: choices.section ?? "",
    young: choices.young ? MATE_OPTIONS.young : "",
    relatives: choices.hideRelatives ? MATE_OPTIONS.relatives : "",
    sort: choices.sort,
  };
}

/**
 * The file's name, naming its choices (`hingstar-till-Penllyn-Gwen-Dressyr-minst-Lätt-A-höjdklass-C.csv`):
 * letters and digits kept, every other run of characters one hyphen; `ascii` also without accents,
 * for the header's plain `filename`.
 */
function fileName(words: string, ascii: boolean): string {
  const plain = ascii ? words.normalize("NFD").replace(/\p{M}/gu, "") : words;
  const slug = plain.replace(ascii ? /[^A-Za-z0-9]+/g : /[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
  return `${slug || "partner"}.csv`;
}

function readChoices(url: URL) {
  const params = url.searchParams;
  return parseMateChoices({
    mare: params.get("mare"),
    stallion: params.get("stallion"),
    discipline: params.get("discipline"),
    heightClass: params.get("heightClass"),
    level: params.get("level"),
    colour: params.get("colour"),
    maxCoi: params.get("maxCoi"),
    section: params.get("section"),
    young: params.get("young"),
    relatives: params.get("relatives"),
    sort: params.get("sort"),
    page: params.get("page"),
  });
}

/** The choices a link to one of the horses a name can mean keeps (the horse is not known yet: its own class neither). */
function linkChoices(form: ReturnType<typeof formValues>) {
  const { discipline, heightClass, level, colour, maxCoi, section, young, relatives, sort } = form;
  return { discipline, heightClass, level, colour, maxCoi, section, young, relatives, sort };
}

/**
 * Loads the list, or the messages that say why it cannot be shown (with the status to answer), or
 * the horses a name can mean.
 */
async function loadList(db: Db, url: URL, all: boolean, version: number | undefined) {
  const { choices, problems } = readChoices(url);
  const messages = problems.map(problemText);
  const form = formValues(choices, url.searchParams);
  const none = { choices, form, messages, several: null, list: null };
  if (choices.name === "") return { ...none, status: messages.length > 0 ? 400 : 200 };
  // Wrong choices are answered at once, before the list (seconds on a large stud) is computed.
  if (messages.length > 0) return { ...none, status: 400 };
  const result = await loadMates(db, choices, all, version);
  // A name several horses answer to: the page offers them (each a link to its list).
  if (!result.ok && result.reason === "several") {
    const links = result.matches.map((name) => ({
      name,
      path: matesPath({ role: choices.role, name }, linkChoices(form)),
    }));
    return { ...none, status: 200, several: { typed: result.name, links, total: result.total } };
  }
  if (!result.ok && result.reason === "level") {
    const shown = {
      ...formValues(choices, url.searchParams, heightClass(result.horse.heightCm)),
      name: result.horse.name,
    };
    return { ...none, status: 400, form: shown, messages: [problemText(result.problem)] };
  }
  if (!result.ok) {
    const text =
      result.reason === "unknown"
        ? errors[result.role === "mare" ? "unknownMare" : "unknownStallion"](result.name)
        : errors[result.role === "mare" ? "notMare" : "notStallion"](result.name);
    return { ...none, status: result.reason === "unknown" ? 404 : 400, messages: [...messages, text] };
  }
  const { colour, colours } = result.value;
  if (choices.colour !== null && colour === null) messages.push(errors.unknownColour(choices.colour));
  const shownForm = {
    ...formValues(choices, url.searchParams, heightClass(result.value.horse.heightCm)),
    name: result.value.horse.name,
    level: choices.level === null ? "" : result.value.level,
    colours,
  };
  if (messages.length > 0) return { ...none, status: 400, form: shownForm };
  return { ...none, status: 200, form: shownForm, list: result.value };
}

/**
 * Everything the page needs, and its status. Wrong choices and unknown horses answer with the
 * form and a Swedish message per problem, never a server error.
 */
export async function matesPage(db: Db, url: URL, version?: number) {
  const { status, choices, form, messages, several, list } = await loadList(db, url, false, version);
  if (!list) return { status, form, messages, several, list: null };
  const { horse, ladder, level, colour, rows } = list;
  return {
    status,
    form,
    messages,
    several,
    list: {
      horse: horse.name,
      ladder,
      level,
      colour,
      page: rows.page,
      pages: rows.pages,
      total: rows.total,
      csvPath: matesCsvPath(url.search),
      rows: rows.items.map((row) => ({
        ...row,
        breed: row.breed.toUpperCase(),
        coiReading: coiReading(row.coi),
        sections: row.sections.map((breed) => breed.toUpperCase()).join("/"),
        plannerPath: rowPlannerPath(choices.role, horse.name, row),
      })),
    },
  };
}

/**
 * The whole list as a spreadsheet file; null when the choices are wrong (the page then says why).
 */
export async function matesFile(db: Db, url: URL, publicUrl: string, version?: number): Promise<Response | null> {
  const { choices, list } = await loadList(db, url, true, version);
  if (!list) return null;
  const { horse, ladder, level } = list;
  const mates = mateRole(choices.role);
  const body = matesCsv(list.rows.items, (column) => mateColumnLabel(column, choices.role, null), {
    sectionLabel: (breed) => breed.toUpperCase(),
    relationLabel: (relation) => texts.matesTable.relations[mates][relation],
    // Absolute: a spreadsheet opens a link only with its site (PUBLIC_URL, else the request's origin).
    plannerUrl: (row) => `${publicUrl}${rowPlannerPath(choices.role, horse.name, row)}`,
    goal: { discipline: choices.discipline, level, heightClass: t.heightClassOption(ladder, false) },
  });
  const words = t.fileName(mates, horse.name, choices.discipline, level, ladder);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(words, true)}"; filename*=UTF-8''${encodeURIComponent(fileName(words, false))}`,
    },
  });
}
