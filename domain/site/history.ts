// The change log (docs/product.md, "Change log"): what each admin change is called and how its
// rows read as before → after, in the forms' labels and words. Pure: the rows come from data/history.ts.
import { breedCode, sectionLabel } from "../horses/breeds";
import { categoryLabel } from "../horses/horse";
import * as texts from "../texts";
import { type LoggedTable } from "./change-kinds";
import { formatDateTime, formatDecimal } from "./format";
import { isNewsKind, POST_KIND } from "./news";

export {
  CHANGE_KINDS,
  type ChangeKind,
  isChangeKind,
  isLoggedTable,
  LOGGED_TABLES,
  type LoggedTable,
} from "./change-kinds";

/** A logged row as the database gave it (to_jsonb of the row: column names as in SQL). */
export type LoggedRow = Record<string, unknown>;

/** How people name a logged row: the horse's name, and what of it. */
export function rowLabel(table: LoggedTable, row: LoggedRow): string {
  const text = (key: string) => (row[key] === null || row[key] === undefined ? "" : String(row[key]));
  switch (table) {
    case "horses":
    case "pedigree":
    case "competition":
      return text("name");
    case "ribbons":
      return `${text("horse")}: ${text("text")}`;
    case "evaluations":
      return `${text("horse")}: ${named(texts.evaluations.types)(row.type) ?? ""} ${text("date")}`;
    case "merits":
      return `${text("horse")}: ${text("key")} ${text("date")}`;
    case "coverings":
      return `${text("stallion")} × ${text("mare")} ${text("date")}`;
    case "requests":
      // Its reference and horse: never the visitor's name or contact (erased later, docs/product.md "Requests").
      return `${text("reference")} ${text("horse")}`;
    case "news":
      // A post's title; an item the site wrote: what of which horse.
      return text("title") || `${text("kind")} ${text("horse")}`;
    case "news_hidden":
      return text("news");
  }
}

export interface FieldChange {
  /** The field as the forms label it. */
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * How a logged column reads in the change log: the label its form gives it and how its values
 * read (the forms' and pages' words, not the stored codes). `fields`: a JSON column whose keys read
 * as fields of their own (an evaluation's type's fields).
 */
export type ColumnReading =
  | { label: string; value?: (value: unknown, row: LoggedRow) => string | null }
  | { fields: Readonly<Record<string, ColumnReading | null>> };
/** Each column of a table: its reading, or null for one that says nothing to a reader (keys, timestamps, the search's copies of the name). */
type TableReading = Readonly<Record<string, ColumnReading | null>>;

/** Text longer than this (a description, a post) reads shortened in the change log. */
export const CHANGE_TEXT_SHOWN = 80;

const plain = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return formatDecimal(value);
  if (typeof value === "boolean") return value ? texts.history.yes : texts.history.no;
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(plain).join(" ");
  return null;
};
const shortened = (value: unknown): string | null => {
  const text = plain(value);
  return text !== null && text.length > CHANGE_TEXT_SHOWN ? `${text.slice(0, CHANGE_TEXT_SHOWN).trimEnd()} …` : text;
};
/** A number that names something (a planner's seed) as the pages write it: whole, without grouping. */
const wholeNumber = (value: unknown): string | null => (typeof value === "number" ? String(value) : plain(value));
/** A section code as the planner names it (`Welsh Cob (D)`); any other breed as written. */
const breed = (value: unknown): string | null => {
  const code = breedCode(typeof value === "string" ? value : null);
  return code ? sectionLabel(code, { bracketed: true }) : plain(value);
};
const instant = (value: unknown): string | null =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? formatDateTime(new Date(value)) : null;
const named =
  (labels: Readonly<Record<string, string>>) =>
  (value: unknown): string | null =>
    typeof value === "string" && Object.hasOwn(labels, value) ? labels[value] : plain(value);
const column = (label: string, value?: (value: unknown, row: LoggedRow) => string | null): ColumnReading => ({
  label,
  value,
});

const horseFields = texts.adminHorses.fields;
const entryFields = texts.records.relation.fields;
const evaluationFields = texts.evaluations.fields;
const entry = texts.competition.columns;
const inbox = texts.requestInbox.fields;
const own = texts.history.fields;

/** What a site-written news item says (its title), from the item's own row. */
const newsFacts = (value: unknown, row: LoggedRow): string | null => {
  const kind = row.kind;
  if (typeof kind !== "string" || !isNewsKind(kind) || kind === POST_KIND || !value || typeof value !== "object")
    return null;
  const title = texts.news.titles[kind] as (event: object) => string;
  return title({ ...value, kind, horse: row.horse });
};

/**
 * Every column of every logged table, as the change log reads it (docs/product.md, "Change log").
 * Keys are the database's column names (the rows are to_jsonb of the row); a column left out of
 * here fails data/history.columns.test.ts, so a new column or table cannot be shown raw or forgotten.
 */
export const LOGGED_COLUMNS = {
  horses: {
    id: null,
    name: column(horseFields.name),
    category: column(horseFields.category, (value) => (typeof value === "string" ? categoryLabel(value) : null)),
    breed: column(entryFields.breed, breed),
    for_sale: column(horseFields.forSale),
    picture: column(horseFields.picture),
    picture_alt: column(texts.pictures.alt),
    focus: column(horseFields.focus),
    sire: column(horseFields.sire),
    dam: column(horseFields.dam),
    gender: column(horseFields.gender),
    age: column(horseFields.age),
    height: column(horseFields.height),
    color: column(horseFields.color),
    genotype: column(horseFields.genotype),
    stats: column(horseFields.stats),
    breeder: column(horseFields.breeder),
    seller: column(horseFields.seller),
    description: column(horseFields.desc, shortened),
    generation: column(horseFields.generation),
    moorwiesen: column(horseFields.moorwiesen),
    rvhf: column(horseFields.rvhf),
    link: column(horseFields.link),
    owner: column(horseFields.owner),
    created: null,
    name_folded: null,
    name_sort_key: null,
  },
  pedigree: {
    id: null,
    name: column(entryFields.name),
    gender: column(entryFields.gender),
    breed: column(entryFields.breed, breed),
    color: column(entryFields.color),
    sire: column(entryFields.sire),
    dam: column(entryFields.dam),
    eval_ext: column(entryFields.evalExt),
    link: column(entryFields.link),
    name_folded: null,
    name_sort_key: null,
  },
  ribbons: {
    id: null,
    horse: column(texts.records.ribbons.fields.name),
    position: null,
    text: column(texts.records.ribbons.fields.ribbon),
    image: column(texts.recordEdit.fields.image),
  },
  evaluations: {
    id: null,
    horse: column(evaluationFields.horse),
    type: column(texts.records.evaluation.typeLabel, named(texts.evaluations.types)),
    date: column(evaluationFields.date),
    judge: column(evaluationFields.judge),
    data: {
      fields: {
        // The type column says it already.
        type: null,
        ...Object.fromEntries(
          Object.entries(evaluationFields)
            .filter(([key]) => !["horse", "date", "judge"].includes(key))
            .map(([key, label]) => [key, column(label)]),
        ),
        premium: column(texts.evaluations.totals.premium),
      },
    },
    created: null,
  },
  merits: {
    id: null,
    horse: column(evaluationFields.horse),
    key: column(texts.recordEdit.fields.key),
    date: column(texts.recordEdit.fields.date),
    text: column(texts.recordEdit.fields.line),
    points: column(texts.recordEdit.fields.points),
    created: null,
  },
  competition: {
    id: null,
    name: column(texts.competition.horse),
    height: column(horseFields.height),
    gender: column(entry.gender),
    breed: column(entry.breed, breed),
    stats: column(horseFields.stats),
    focus: column(horseFields.focus),
    age: column(horseFields.age),
    current_event: column(entry.event),
    current_class: column(entry.class),
    merit_count: column(entry.merits),
    premium: column(entry.premium),
    partner: column(entry.partner),
  },
  coverings: {
    id: null,
    stallion: column(texts.coverings.fields.stallion),
    mare: column(texts.coverings.fields.mare),
    date: column(texts.coverings.fields.date),
    status: column(texts.coverings.fields.status, named(texts.coverings.statuses)),
    note: column(texts.coverings.fields.note, shortened),
    seed: column(own.seed, wholeNumber),
    foal: column(own.foal),
    created: null,
  },
  requests: {
    id: null,
    reference: column(inbox.reference),
    kind: column(own.requestKind, named(texts.requestInbox.kinds)),
    horse: column(inbox.horse),
    name: column(inbox.name),
    contact: column(inbox.contact),
    message: column(inbox.message, shortened),
    mare_name: column(inbox.mareName),
    mare_breed: column(inbox.mareBreed, breed),
    mare_sire: column(inbox.mareSire),
    mare_dam: column(inbox.mareDam),
    mare_genotype: column(inbox.mareGenotype),
    mare_link: column(inbox.mareLink),
    status: column(inbox.status, named(texts.requestInbox.statuses)),
    reason: column(inbox.reason, shortened),
    covering: null,
    created: null,
    answered: column(texts.requestInbox.answered, instant),
    erased: column(own.erased, instant),
  },
  news: {
    id: null,
    kind: null,
    horse: column(own.newsHorse),
    facts: column(own.newsItem, newsFacts),
    title: column(texts.newsAdmin.fields.title),
    body: column(texts.newsAdmin.fields.text, shortened),
    picture: column(horseFields.picture),
    picture_alt: column(texts.pictures.alt),
    created: null,
    updated: null,
  },
  // Hiding an item: the change's subject names the item; the row holds only its key.
  news_hidden: { id: null, news: null, created: null },
} as const satisfies Record<LoggedTable, TableReading>;

/** A row's fields as the change log reads them: labels and values in the forms' words, hidden columns left out. */
function readRow(readings: TableReading, row: LoggedRow | null, into = new Map<string, string | null>(), whole = row) {
  if (!row) return into;
  for (const [key, value] of Object.entries(row)) {
    const reading = readings[key];
    if (!reading) continue;
    if ("fields" in reading) {
      if (value && typeof value === "object" && !Array.isArray(value))
        readRow(reading.fields, value as LoggedRow, into, whole);
    } else into.set(reading.label, (reading.value ?? plain)(value, whole ?? row));
  }
  return into;
}

/**
 * The fields a row change touched, before → after, in the forms' labels and words: every shown
 * field of a row that was added (before null) or removed (after null), only the changed ones of an
 * edited row. A type's own fields of an evaluation (its JSON column) read as fields of their own.
 */
export function fieldChanges(table: LoggedTable, before: LoggedRow | null, after: LoggedRow | null): FieldChange[] {
  const readings: TableReading = LOGGED_COLUMNS[table];
  const old = readRow(readings, before);
  const now = readRow(readings, after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }))
    .filter((change) => change.before !== change.after);
}
