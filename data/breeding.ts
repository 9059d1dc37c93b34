import { and, inArray, isNotNull, ne, sql } from "drizzle-orm";
import {
  asParent,
  breedCode,
  CANDIDATE_GENDERS,
  foalColourName,
  foalColourOdds,
  foalOutcome,
  groupCandidates,
  heightClass,
  isLethalWhite,
  lethalChance,
  potentials,
  simulateFoal,
  SOLD_CATEGORY,
  type BreedingCandidate,
  type BreedingCandidates,
  type ColourOdds,
  type Foal,
  type FoalOutcome,
  type HeightClass,
  type Inbreeding,
  type Potential,
  WHOLE_LINE_GENERATIONS,
} from "#domain";
import { currentDataVersion, keptPerVersion, queryJsonRows, type Db } from "./db";
import type { PedigreeInMemory } from "./pedigree/in-memory";
import { drawnPedigree, loadAncestry, readPedigree, type AncestorRow } from "./pedigree/pedigree";
import { horses } from "./schema";

// The planner's pure rules (candidates, grouping, choices) are in domain/breeding/planner.ts.

/** The candidates' rows, unordered (groupCandidates orders them). */
const CANDIDATES = sql`
  select ${horses.name} as name, ${horses.gender} as gender, ${horses.breed} as breed,
         ${horses.generation} as generation, ${horses.height} as "heightCm", ${horses.age} as age,
         ${horses.genotype} as genotype,
         ${horses.stats} as stats
  from ${horses}
  where ${and(
    inArray(horses.gender, Object.values(CANDIDATE_GENDERS)),
    ne(horses.category, SOLD_CATEGORY),
    isNotNull(horses.height),
  )}`;

type CandidateRow = Omit<BreedingCandidate, "breed" | "heightCm"> & { breed: string; heightCm: number | null };

/**
 * Every possible stallion and mare of the stud, grouped for the two pickers, in one query read as
 * one JSON value (thousands of rows with their stats on a large stud; queryJsonRows).
 */
export async function loadBreedingCandidates(db: Db): Promise<BreedingCandidates> {
  const rows = await queryJsonRows<CandidateRow>(db, CANDIDATES);
  const candidates = rows.flatMap((row): BreedingCandidate[] => {
    const breed = breedCode(row.breed);
    // Both are guaranteed by the query and the schema's validation; the guard only narrows the types.
    return breed && row.heightCm !== null ? [{ ...row, breed, heightCm: row.heightCm }] : [];
  });
  return {
    stallion: groupCandidates(candidates.filter((horse) => horse.gender === CANDIDATE_GENDERS.stallion)),
    mare: groupCandidates(candidates.filter((horse) => horse.gender === CANDIDATE_GENDERS.mare)),
  };
}

const keptCandidates = keptPerVersion(async (db: Db) => {
  // The version first: a write between the two reads only makes the next request read again.
  const version = await currentDataVersion(db);
  return { version, candidates: await loadBreedingCandidates(db) };
}, "the breeding candidates");

/**
 * The candidates at the current data version (or at `version`, when the request knows it), read
 * once per version and kept for the mates list and the planner: on a large stud the read is one
 * statement of several tenths of a second that, on PGlite, holds the whole process
 * (docs/decisions/0043-expensive-work-limits.md). Shared: callers must not change it.
 */
export async function breedingCandidatesAt(db: Db, version?: number): Promise<BreedingCandidates> {
  return (await keptCandidates.at(db, version)).candidates;
}

/**
 * The planned foal in pedigree lookups: it has no name of its own, so it stands under a key no
 * stored name can have (names are trimmed text) and answers with the chosen sire and dam.
 */
export const FOAL_KEY = "\u0000foal";

export interface FoalLineage {
  /** The foal as the pedigree's subject: the chosen stallion and mare are its sire and dam. */
  subject: { name: string; sire: string; dam: string };
  /** The ancestors that fill the foal's 4-generation pedigree. */
  ancestors: AncestorRow[];
  inbreeding: Inbreeding;
}

/**
 * The foal's pedigree and coefficient of inbreeding, from the pedigree in memory (`heldPedigree`,
 * at the current data version) or else from ONE recursive query over both parents' whole lines.
 */
export async function loadFoalLineage(
  db: Db,
  stallion: string,
  mare: string,
  heldPedigree?: PedigreeInMemory | null,
): Promise<FoalLineage> {
  const pedigree = heldPedigree ?? readPedigree(await loadAncestry(db, [stallion, mare], WHOLE_LINE_GENERATIONS));
  const subject = { name: FOAL_KEY, sire: stallion, dam: mare };
  return { subject, ...drawnPedigree(pedigree, subject) };
}

/** Everything the planner shows about one simulated foal, as plain data. */
export interface FoalPlan {
  stallion: string;
  mare: string;
  seed: number;
  /** `lethal`: the foal is OO and would not survive, so it has no potential. */
  foal: Foal & { heightClass: HeightClass; colour: string; lethal: boolean; potentials: Potential[] | null };
  colourOdds: ColourOdds[];
  /** Probability of a lethal (OO) foal; 0 when it cannot happen. */
  lethalProbability: number;
  lineage: FoalLineage;
  /** The exact odds of the pair's foals, of which `foal` is one draw. */
  outcome: FoalOutcome;
}

/**
 * The foal of `stallion` × `mare` for `seed` (the same every time), with its lineage from the
 * pedigree in memory or in one query (loadFoalLineage), and the pair's outcome with its levels on
 * `ladder`'s ladder (by default the foal's likeliest height class).
 */
export async function planFoal(
  db: Db,
  stallion: BreedingCandidate,
  mare: BreedingCandidate,
  seed: number,
  heldPedigree?: PedigreeInMemory | null,
  ladder?: HeightClass,
): Promise<FoalPlan> {
  const foal = simulateFoal(asParent(stallion), asParent(mare), seed);
  const lethal = isLethalWhite(foal.genotype);
  const colourOdds = foalColourOdds(stallion.genotype ?? "", mare.genotype ?? "");
  return {
    stallion: stallion.name,
    mare: mare.name,
    seed,
    foal: {
      ...foal,
      heightClass: heightClass(foal.heightCm),
      colour: foalColourName(foal.genotype),
      lethal,
      potentials: lethal ? null : potentials(foal.stats, foal.heightCm),
    },
    colourOdds,
    lethalProbability: lethalChance(colourOdds),
    lineage: await loadFoalLineage(db, stallion.name, mare.name, heldPedigree),
    outcome: foalOutcome(stallion, mare, ladder),
  };
}
