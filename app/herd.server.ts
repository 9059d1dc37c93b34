import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context";
import { loadHerdGenetics } from "#data/pedigree/herd-figures";
import type { HerdGenetics } from "#domain";
import { spreadsheetFile, spreadsheetNumber, spreadsheetText } from "#domain";
import * as texts from "#domain/texts";

/** Decimals of the fractions in the spreadsheet file (docs/product.md, "Herd genetics"). */
const FRACTION_DECIMALS = 6;

/** The herd's figures at the data version the response cache read for this request (no query for it). */
export function herdFigures(context: Readonly<RouterContextProvider>): Promise<HerdGenetics> {
  const { db, dataVersion } = context.get(requestContext);
  return loadHerdGenetics(db, dataVersion);
}

/** What the herd page shows: the figures, not the rows per horse (those are in the file). */
export function herdView(herd: HerdGenetics) {
  const { horses, founders, meanInbreeding, effectiveFounders, effectiveAncestors, meanCompleteness } = herd;
  return {
    referenceHorses: horses.length,
    founders,
    meanInbreeding,
    effectiveFounders,
    effectiveAncestors,
    meanCompleteness,
    inbreedingClasses: herd.inbreedingClasses,
    byGeneration: herd.byGeneration,
    topAncestors: herd.topAncestors,
  };
}

/**
 * The herd's figures per reference horse as a spreadsheet file (domain/site/spreadsheet.ts): Häst,
 * Inavelsgrad and Fullständighet as fractions, Generation (empty when unknown).
 */
export function herdCsvResponse(herd: HerdGenetics): Response {
  const rows = herd.horses.map((horse) => [
    spreadsheetText(horse.name),
    spreadsheetNumber(horse.inbreeding, FRACTION_DECIMALS),
    spreadsheetNumber(horse.completeness, FRACTION_DECIMALS),
    horse.generation === null ? "" : String(horse.generation),
  ]);
  return new Response(spreadsheetFile(texts.herdFigures.csvColumns, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${texts.herdFigures.csvFileName}"`,
    },
  });
}
