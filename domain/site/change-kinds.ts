// What the change log knows of a change: its kind and the tables whose rows it keeps. A module of
// its own, importing nothing: the history texts (domain/texts/history.ts) name the same kinds, and
// the presentation (./history.ts) reads the texts.

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
  "competition-delete",
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
