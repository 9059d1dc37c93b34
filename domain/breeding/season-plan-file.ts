// The season plan as a spreadsheet file (docs/product.md, "Season plan"): one row per chosen mare, as
// Swedish spreadsheet programs open it (domain/site/spreadsheet.ts).
import { spreadsheetFile, spreadsheetNumber, spreadsheetText } from "../site/spreadsheet";
import type { PairFigures } from "./season-plan";

/** The file's columns, in order (their headings are the text catalogue's). */
export const SEASON_FILE_COLUMNS = [
  "mare",
  "stallion",
  "discipline",
  "level",
  "chance",
  "expectedScore",
  "coi",
  "lethal",
] as const;
export type SeasonFileColumn = (typeof SEASON_FILE_COLUMNS)[number];

export interface SeasonFileRow {
  mare: string;
  /** null: no allowed stallion for her (the figures are then empty). */
  stallion: string | null;
  discipline: string;
  level: string;
  figures: PairFigures | null;
}

/** Fractions with six decimals, the score with two, a mare without a stallion with empty figures. */
export function seasonPlanCsv(rows: readonly SeasonFileRow[], heading: (column: SeasonFileColumn) => string): string {
  const fraction = (value: number | undefined) => (value === undefined ? "" : spreadsheetNumber(value, 6));
  return spreadsheetFile(
    SEASON_FILE_COLUMNS.map(heading),
    rows.map((row) => [
      spreadsheetText(row.mare),
      spreadsheetText(row.stallion ?? ""),
      spreadsheetText(row.discipline),
      spreadsheetText(row.level),
      fraction(row.figures?.chance),
      row.figures ? spreadsheetNumber(row.figures.expectedScore, 2) : "",
      fraction(row.figures?.coi),
      fraction(row.figures?.lethalChance),
    ]),
  );
}
