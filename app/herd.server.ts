import type { HerdGenetics } from "#domain";
import { spreadsheetFile, spreadsheetNumber, spreadsheetText } from "#domain";
import * as texts from "#domain/texts";

/** Decimals of the fractions in the spreadsheet file (docs/product.md, "Herd genetics"). */
const FRACTION_DECIMALS = 6;

/**
 * The herd's figures per reference horse as a spreadsheet file (domain/spreadsheet.ts): Häst,
 * Inavelsgrad and Fullständighet as fractions, Generation (empty when unknown).
 */
export function herdCsvResponse(herd: HerdGenetics): Response {
  const rows = herd.horses.map((horse) => [
    spreadsheetText(horse.name),
    spreadsheetNumber(horse.inbreeding, FRACTION_DECIMALS),
    spreadsheetNumber(horse.completeness, FRACTION_DECIMALS),
    horse.generation === null ? "" : String(horse.generation),
  ]);
  return new Response(spreadsheetFile(texts.herd.csvColumns, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${texts.herd.csvFileName}"`,
    },
  });
}
