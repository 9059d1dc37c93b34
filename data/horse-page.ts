import { INBREEDING_GENERATIONS, inbreedingCoefficient, parentsLookup, SOLD_CATEGORY, type Inbreeding } from "#domain";
import type { Db } from "./db";
import { evaluationsOf, type Evaluation } from "./evaluations";
import { horseByName, type Horse } from "./horses";
import { meritsOf, type MeritGroup } from "./merits";
import {
  ancestryAndOffspring,
  offspring,
  slotAncestors,
  type AncestorRow,
  type Ancestry,
  type OffspringRow,
} from "./pedigree";
import { ribbonsOf, type Ribbon } from "./ribbons";

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
  /** A failed ancestry query does not fail the page: the pedigree then shows names only (the offspring are read alone). */
  onAncestryError?: (error: unknown) => void;
}

/**
 * Everything the horse page shows, in two round trips whatever the pedigree's depth: the horse,
 * then its ancestry and offspring (one statement; the recursive query serves both the pedigree
 * and the coefficient), evaluations, ribbons and merits side by side. Null when there is no such horse.
 */
export async function loadHorsePage(
  db: Db,
  name: string,
  options: LoadHorsePageOptions = {},
): Promise<HorsePage | null> {
  const horse = await horseByName(db, name);
  if (!horse) return null;
  if (horse.category === SOLD_CATEGORY) return { kind: "sold", horse };

  const [{ ancestry, offspring: children }, evaluations, ribbons, merits] = await Promise.all([
    ancestryAndOffspring(db, horse.name, INBREEDING_GENERATIONS).catch(async (error: unknown) => {
      options.onAncestryError?.(error);
      return { ancestry: new Map() as Ancestry, offspring: await offspring(db, horse.name) };
    }),
    evaluationsOf(db, horse.name),
    ribbonsOf(db, horse.name),
    meritsOf(db, horse.name),
  ]);

  const lookup = parentsLookup(ancestry, horse);
  return {
    kind: "horse",
    horse,
    ancestors: slotAncestors(ancestry, horse.name, lookup),
    inbreeding: inbreedingCoefficient(horse.sire ?? "", horse.dam ?? "", lookup, INBREEDING_GENERATIONS),
    offspring: children,
    evaluations,
    ribbons,
    merits,
  };
}
