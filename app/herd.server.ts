import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context";
import { herdFiguresNow, loadHerdGenetics, type HerdFiguresNow } from "#data/pedigree/herd-figures";
import type { HerdGenetics } from "#domain";
import { coiReading, spreadsheetFile, spreadsheetNumber, spreadsheetText } from "#domain";
import * as texts from "#domain/texts";

/** Decimals of the fractions in the spreadsheet file (docs/product.md, "Herd genetics"). */
const FRACTION_DECIMALS = 6;

/**
 * The herd's figures at the data version the response cache read for this request (no query for
 * it), exact: the spreadsheet file waits for them.
 */
export function herdFigures(context: Readonly<RouterContextProvider>): Promise<HerdGenetics> {
  const { db, dataVersion } = context.get(requestContext);
  return loadHerdGenetics(db, dataVersion);
}

/**
 * What the page shows: the figures of this data version, or the previous ones marked as being
 * updated while the new ones compute (herdFiguresNow, docs/decisions/0041-held-data-follows-writes.md).
 */
export function herdFiguresForPage(context: Readonly<RouterContextProvider>): Promise<HerdFiguresNow> {
  const { db, dataVersion } = context.get(requestContext);
  return herdFiguresNow(db, dataVersion);
}

/**
 * Headers of the page: one showing figures being updated is not stored by the response cache
 * (server/response-cache.ts), or it would stay so until the next write.
 */
export const herdPageHeaders = (updating: boolean): HeadersInit => (updating ? { "Cache-Control": "no-store" } : {});

/**
 * A list of mean kinship with each figure's plain reading: a horse's mean kinship is the expected
 * coefficient of its foal with a reference horse drawn at random, so the coefficient's limits read
 * it (docs/product.md, "Pedigree and inbreeding").
 */
const withReadings = (horses: HerdGenetics["lowestMeanKinship"]) =>
  horses.map((horse) => ({ ...horse, reading: coiReading(horse.meanKinship) }));

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
    lowestMeanKinship: withReadings(herd.lowestMeanKinship),
    highestMeanKinship: withReadings(herd.highestMeanKinship),
  };
}

/**
 * The herd's figures per reference horse as a spreadsheet file (domain/site/spreadsheet.ts): Häst,
 * Inavelsgrad and Fullständighet as fractions, Generation (empty when unknown), Medelsläktskap as
 * a fraction.
 */
export function herdCsvResponse(herd: HerdGenetics): Response {
  const rows = herd.horses.map((horse) => [
    spreadsheetText(horse.name),
    spreadsheetNumber(horse.inbreeding, FRACTION_DECIMALS),
    spreadsheetNumber(horse.completeness, FRACTION_DECIMALS),
    horse.generation === null ? "" : String(horse.generation),
    spreadsheetNumber(horse.meanKinship, FRACTION_DECIMALS),
  ]);
  return new Response(spreadsheetFile(texts.herdFigures.csvColumns, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${texts.herdFigures.csvFileName}"`,
    },
  });
}
