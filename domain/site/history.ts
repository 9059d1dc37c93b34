// The change log (docs/product.md, "Change log"): what each admin change is called and how its
// rows read as before → after. Pure: the rows come from data/history.ts.

/** What an admin change did: one kind per admin action that writes. */
export const CHANGE_KINDS = [
  "horse-add",
  "horse-edit",
  "horse-delete",
  "horse-sale",
  "horse-sold",
  "age",
  "pedigree-add",
  "pedigree-edit",
  "pedigree-delete",
  "evaluation-add",
  "evaluation-edit",
  "evaluation-delete",
  "ribbon-add",
  "ribbon-edit",
  "ribbon-delete",
  "merit-import",
  "merit-edit",
  "merit-delete",
  "competition",
  "covering-add",
  "covering-edit",
  "covering-delete",
  "covering-foal",
  "request-approve",
  "request-decline",
  "request-delete",
  "news-add",
  "news-edit",
  "news-delete",
  "news-hide",
  "news-show",
  "undo",
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export function isChangeKind(text: string): text is ChangeKind {
  return (CHANGE_KINDS as readonly string[]).includes(text);
}

/** The tables whose rows the change log keeps (the migration's triggers name the same ones). */
export const LOGGED_TABLES = [
  "horses",
  "pedigree",
  "ribbons",
  "evaluations",
  "merits",
  "competition",
  "coverings",
  "requests",
  "news",
  "news_hidden",
] as const;
export type LoggedTable = (typeof LOGGED_TABLES)[number];

export function isLoggedTable(text: string): text is LoggedTable {
  return (LOGGED_TABLES as readonly string[]).includes(text);
}

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
      return `${text("horse")}: ${text("type")} ${text("date")}`;
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

/** Columns that say nothing to a reader (keys, timestamps the database sets). */
const HIDDEN_COLUMNS = new Set(["id", "created", "position"]);

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

/**
 * The fields a row change touched, before → after: every shown field of a row that was added
 * (before null) or removed (after null), only the changed ones of an edited row. A type's own
 * fields of an evaluation (its JSON column) read as fields of their own.
 */
export function fieldChanges(before: LoggedRow | null, after: LoggedRow | null): FieldChange[] {
  const flat = (row: LoggedRow | null): Record<string, string | null> => {
    if (!row) return {};
    const fields: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(row)) {
      if (HIDDEN_COLUMNS.has(key)) continue;
      if (key === "data" && value && typeof value === "object" && !Array.isArray(value)) {
        for (const [inner, innerValue] of Object.entries(value))
          if (inner !== "type") fields[inner] = shown(innerValue);
      } else fields[key] = shown(value);
    }
    return fields;
  };
  const old = flat(before);
  const now = flat(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return keys
    .map((field) => ({ field, before: old[field] ?? null, after: now[field] ?? null }))
    .filter((change) => change.before !== change.after);
}
