import { sql } from "drizzle-orm";
import { INBREEDING_GENERATIONS, inbreedingCoefficient, parentsLookup, SOLD_CATEGORY, type Inbreeding } from "#domain";
import { jsonRows, queryRows, type Db } from "./db";
import { evaluationsQuery, toEvaluations, type Evaluation, type EvaluationRow } from "./evaluations";
import { horseByName, type Horse } from "./horses";
import { lineageAncestry, lineageOffspring, type Lineages } from "./lineages";
import { meritsQuery, toMeritGroups, type MeritGroup, type MeritLine } from "./merits";
import {
  ancestryAndOffspringColumns,
  offspring,
  readAncestryAndOffspring,
  slotAncestors,
  type AncestorRow,
  type AncestryAndOffspringRow,
  type Ancestry,
  type OffspringRow,
} from "./pedigree";
import { ribbonsQuery, type Ribbon } from "./ribbons";

export type HorsePage =
  | { kind: "sold"; horse: Horse }
  | {
      kind: "horse";
      horse: Horse;
      /** The ancestors that fill the 4-generation pedigree (not the deeper ones the coefficient used). */
      ancestors: AncestorRow[];
      inbreeding: Inbreeding;
      offspring: OffspringRow[];
      evaluations: Evaluation[];
      ribbons: Ribbon[];
      merits: MeritGroup[];
    };

export interface LoadHorsePageOptions {
  /** A failed ancestry query does not fail the page: the pedigree then shows names only (the rest is read without it). */
  onAncestryError?: (error: unknown) => void;
  /** The pedigree in memory at the current data version, if it is there: ancestry and offspring then need no query. */
  lineages?: Lineages | null;
}

type RecordsRow = { evaluations: EvaluationRow[]; ribbons: Ribbon[]; merits: ({ key: string } & MeritLine)[] };

/**
 * Everything the horse page shows, in two statements whatever the pedigree's depth: the horse,
 * then its evaluations, ribbons and merits, each a JSON value of ONE select (PGlite runs
 * statements one at a time, each with its own planning and round trip), with its ancestry and
 * offspring (the recursive query serves both the pedigree and the coefficient) unless the
 * pedigree in memory (`lineages`) has them. Null when there is no such horse.
 */
export async function loadHorsePage(
  db: Db,
  name: string,
  options: LoadHorsePageOptions = {},
): Promise<HorsePage | null> {
  const horse = await horseByName(db, name);
  if (!horse) return null;
  if (horse.category === SOLD_CATEGORY) return { kind: "sold", horse };

  // The parts reference the horse by its exact stored name, by their own indexes.
  const exactName = sql`${horse.name}`;
  const records = sql`${jsonRows(evaluationsQuery(db, exactName))} as evaluations,
    ${jsonRows(ribbonsQuery(db, exactName))} as ribbons,
    ${jsonRows(meritsQuery(db, exactName))} as merits`;
  const { lineages } = options;
  const parts = await (
    lineages
      ? queryRows<RecordsRow>(db, sql`select ${records}`).then(([row]) => ({
          ...row,
          ancestry: lineageAncestry(lineages, [horse.name], INBREEDING_GENERATIONS),
          offspring: lineageOffspring(lineages, horse.name),
        }))
      : queryRows<RecordsRow & AncestryAndOffspringRow>(
          db,
          sql`select ${ancestryAndOffspringColumns(horse.name, INBREEDING_GENERATIONS)}, ${records}`,
        ).then(([row]) => ({ ...row, ...readAncestryAndOffspring(row) }))
  ).catch(async (error: unknown) => {
    options.onAncestryError?.(error);
    const [children, evaluations, ribbons, merits] = await Promise.all([
      offspring(db, horse.name),
      evaluationsQuery(db, exactName),
      ribbonsQuery(db, exactName),
      meritsQuery(db, exactName),
    ]);
    return { ancestry: new Map() as Ancestry, offspring: children, evaluations, ribbons, merits };
  });

  const lookup = parentsLookup(parts.ancestry, horse);
  return {
    kind: "horse",
    horse,
    ancestors: slotAncestors(parts.ancestry, horse.name, lookup),
    inbreeding: inbreedingCoefficient(horse.sire ?? "", horse.dam ?? "", lookup, INBREEDING_GENERATIONS),
    offspring: parts.offspring,
    evaluations: toEvaluations(parts.evaluations),
    ribbons: parts.ribbons,
    merits: toMeritGroups(parts.merits),
  };
}
