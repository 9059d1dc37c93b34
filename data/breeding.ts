import { and, asc, inArray, isNotNull, ne, sql } from "drizzle-orm";
import {
  BREEDS,
  breedCode,
  colourName,
  foalColourOdds,
  heightClass,
  inbreedingCoefficient,
  parseSeed,
  pedigreeSlots,
  potentials,
  simulateFoal,
  type Breed,
  type ColourOdds,
  type Foal,
  type HeightClass,
  type Inbreeding,
  type Parent,
  type Potential,
} from "../domain";
import type { Db } from "./db";
import { INBREEDING_GENERATIONS } from "./horse-page";
import { SOLD_CATEGORY } from "./horses";
import { compareNames } from "./names";
import { ancestryLookup, loadAncestry, type AncestorRow } from "./pedigree";
import { LIMITS } from "./records";
import { horses } from "./schema";

/**
 * Who may be planned with (docs/decisions/0006-breeding-candidates.md): every stud horse that is
 * not sold and has a height, whatever its category; stallions are `Hingst`, mares `Sto`.
 */
export const CANDIDATE_GENDERS = { stallion: "Hingst", mare: "Sto" } as const;
export type ParentRole = keyof typeof CANDIDATE_GENDERS;

/** What the planner needs of a parent: enough to simulate the foal without another query. */
export interface BreedingCandidate {
  name: string;
  gender: string;
  breed: Breed;
  generation: number | null;
  heightCm: number;
  genotype: string | null;
  stats: number[];
}

/** One <optgroup>: the horses of one section and generation. */
export interface CandidateGroup {
  breed: Breed;
  generation: number | null;
  horses: BreedingCandidate[];
}

export interface BreedingCandidates {
  stallion: CandidateGroup[];
  mare: CandidateGroup[];
}

/**
 * Groups candidates by section (a, b, c, d, x) and then generation (unknown generation last),
 * names sorted within a group. Pure, so the order does not depend on how the rows arrived.
 */
export function groupCandidates(candidates: readonly BreedingCandidate[]): CandidateGroup[] {
  const generationOrder = (generation: number | null) => generation ?? Number.POSITIVE_INFINITY;
  const sorted = [...candidates].sort(
    (a, b) =>
      BREEDS.indexOf(a.breed) - BREEDS.indexOf(b.breed) ||
      generationOrder(a.generation) - generationOrder(b.generation) ||
      compareNames(a, b),
  );
  const groups: CandidateGroup[] = [];
  for (const horse of sorted) {
    const last = groups.at(-1);
    if (last && last.breed === horse.breed && last.generation === horse.generation) last.horses.push(horse);
    else groups.push({ breed: horse.breed, generation: horse.generation, horses: [horse] });
  }
  return groups;
}

/** Every possible stallion and mare of the stud, grouped for the two pickers, in one query. */
export async function loadBreedingCandidates(db: Db): Promise<BreedingCandidates> {
  const rows = await db
    .select({
      name: horses.name,
      gender: horses.gender,
      breed: horses.breed,
      generation: horses.generation,
      heightCm: horses.height,
      genotype: horses.genotype,
      stats: horses.stats,
    })
    .from(horses)
    .where(
      and(
        inArray(horses.gender, Object.values(CANDIDATE_GENDERS)),
        ne(horses.category, SOLD_CATEGORY),
        isNotNull(horses.height),
      ),
    )
    .orderBy(asc(sql`lower(${horses.name})`));
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

/** The candidate of the given role with this name (any case), if there is one. */
export function findCandidate(candidates: BreedingCandidates, role: ParentRole, name: string): BreedingCandidate | undefined {
  const key = name.trim().toLowerCase();
  return candidates[role].flatMap((group) => group.horses).find((horse) => horse.name.toLowerCase() === key);
}

/** Why a choice from the URL cannot be planned; the page words each one (app/texts.ts). */
export type ChoiceProblem =
  | { kind: "missingParent" }
  | { kind: "sameHorse" }
  | { kind: "unknownStallion" | "notStallion" | "unknownMare" | "notMare"; name: string }
  | { kind: "invalidSeed" };

export interface PlannerChoice {
  stallion?: BreedingCandidate;
  mare?: BreedingCandidate;
  /** Null when the URL has none: the page then picks one and redirects. */
  seed: number | null;
  problems: ChoiceProblem[];
}

/** A parameter as the form sends it; a repeated parameter counts by its first value. */
export interface ChoiceParams {
  stallion?: string | null;
  mare?: string | null;
  seed?: string | null;
}

/**
 * Checks a stallion/mare/seed choice against the candidates. No names at all is no problem (the
 * bare picker); otherwise every problem is listed, and the valid half of a choice is kept so the
 * picker can show it again.
 */
export function resolveChoice(candidates: BreedingCandidates, params: ChoiceParams): PlannerChoice {
  // No stored name is longer, and the page repeats an unknown name in its message.
  const stallionName = (params.stallion ?? "").trim().slice(0, LIMITS.name);
  const mareName = (params.mare ?? "").trim().slice(0, LIMITS.name);
  const seedText = (params.seed ?? "").trim();
  const choice: PlannerChoice = { seed: null, problems: [] };
  if (stallionName === "" && mareName === "") return choice;
  if (stallionName === "" || mareName === "") choice.problems.push({ kind: "missingParent" });
  if (stallionName !== "" && stallionName.toLowerCase() === mareName.toLowerCase()) {
    choice.problems.push({ kind: "sameHorse" });
    return choice;
  }
  if (stallionName !== "") {
    choice.stallion = findCandidate(candidates, "stallion", stallionName);
    if (!choice.stallion) {
      const isMare = findCandidate(candidates, "mare", stallionName);
      choice.problems.push(isMare ? { kind: "notStallion", name: isMare.name } : { kind: "unknownStallion", name: stallionName });
    }
  }
  if (mareName !== "") {
    choice.mare = findCandidate(candidates, "mare", mareName);
    if (!choice.mare) {
      const isStallion = findCandidate(candidates, "stallion", mareName);
      choice.problems.push(isStallion ? { kind: "notMare", name: isStallion.name } : { kind: "unknownMare", name: mareName });
    }
  }
  if (seedText !== "") {
    choice.seed = parseSeed(seedText);
    if (choice.seed === null) choice.problems.push({ kind: "invalidSeed" });
  }
  return choice;
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
 * The foal's pedigree and coefficient of inbreeding from ONE recursive query over both parents'
 * lines. The parents are the foal's first generation, so their lines are loaded one generation
 * less deep than the coefficient looks.
 */
export async function loadFoalLineage(db: Db, stallion: string, mare: string): Promise<FoalLineage> {
  const ancestry = await loadAncestry(db, [stallion, mare], INBREEDING_GENERATIONS - 1);
  const subject = { name: FOAL_KEY, sire: stallion, dam: mare };
  const lookup = ancestryLookup(ancestry, subject);
  const slotNames = new Set(pedigreeSlots(FOAL_KEY, lookup).map((slot) => slot.toLowerCase()));
  return {
    subject,
    ancestors: [...ancestry].filter(([key]) => slotNames.has(key)).map(([, row]) => row),
    inbreeding: inbreedingCoefficient(stallion, mare, lookup, INBREEDING_GENERATIONS),
  };
}

/** The simulation's view of a candidate: unknown generation counts as 0, no genotype as no known genes. */
export function asParent(horse: BreedingCandidate): Parent {
  return {
    stats: horse.stats,
    heightCm: horse.heightCm,
    genotype: horse.genotype ?? "",
    generation: horse.generation ?? 0,
    breed: horse.breed,
  };
}

/** Everything the planner shows about one simulated foal, as plain data. */
export interface FoalPlan {
  stallion: string;
  mare: string;
  seed: number;
  foal: Foal & { heightClass: HeightClass; colour: string; potentials: Potential[] | null };
  colourOdds: ColourOdds[];
  /** Probability of a lethal (OO) foal; 0 when it cannot happen. */
  lethalProbability: number;
  lineage: FoalLineage;
}

/** The foal of `stallion` × `mare` for `seed` (the same every time), with its lineage in one query. */
export async function planFoal(db: Db, stallion: BreedingCandidate, mare: BreedingCandidate, seed: number): Promise<FoalPlan> {
  const foal = simulateFoal(asParent(stallion), asParent(mare), seed);
  const colourOdds = foalColourOdds(stallion.genotype ?? "", mare.genotype ?? "");
  return {
    stallion: stallion.name,
    mare: mare.name,
    seed,
    foal: {
      ...foal,
      heightClass: heightClass(foal.heightCm),
      colour: colourName(foal.genotype),
      potentials: potentials(foal.stats, foal.heightCm),
    },
    colourOdds,
    lethalProbability: colourOdds.reduce((sum, odds) => sum + (odds.lethal ? odds.probability : 0), 0),
    lineage: await loadFoalLineage(db, stallion.name, mare.name),
  };
}
