// The breeding planner's choices: who may be planned with, how the pickers group them, and what
// a stallion/mare/seed choice from the URL means (docs/decisions/0006-breeding-candidates.md).
import { BREEDS, type Breed } from "../horses/breeds";
import { NAME_MAX_LENGTH } from "../horses/horse";
import { nameKey } from "../pedigree/names";
import { compareNames } from "../site/collation";
import { parseSeed, type Parent } from "./simulation";

/**
 * Who may be planned with: every stud horse that is not sold and has a height, whatever its
 * category; stallions are `Hingst`, mares `Sto`.
 */
export const CANDIDATE_GENDERS = { stallion: "Hingst", mare: "Sto" } as const;
export type ParentRole = keyof typeof CANDIDATE_GENDERS;

/** The planner role of a horse of this gender; null for a gelding. */
export function parentRole(gender: string): ParentRole | null {
  return gender === CANDIDATE_GENDERS.stallion ? "stallion" : gender === CANDIDATE_GENDERS.mare ? "mare" : null;
}

/** What the planner needs of a parent: enough to simulate the foal without another query. */
export interface BreedingCandidate {
  name: string;
  gender: string;
  breed: Breed;
  generation: number | null;
  heightCm: number;
  /** In years, as stored (the mates list leaves out horses too young to breed). */
  age: number;
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

/** The candidate of the given role with this name (any case), if there is one. */
export function findCandidate(
  candidates: BreedingCandidates,
  role: ParentRole,
  name: string,
): BreedingCandidate | undefined {
  const key = nameKey(name);
  return candidates[role].flatMap((group) => group.horses).find((horse) => nameKey(horse.name) === key);
}

/** Why a choice from the URL cannot be planned; the page words each one (domain/texts/index.ts). */
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
  const stallionName = (params.stallion ?? "").trim().slice(0, NAME_MAX_LENGTH);
  const mareName = (params.mare ?? "").trim().slice(0, NAME_MAX_LENGTH);
  const seedText = (params.seed ?? "").trim();
  const choice: PlannerChoice = { seed: null, problems: [] };
  if (stallionName === "" && mareName === "") return choice;
  if (stallionName === "" || mareName === "") choice.problems.push({ kind: "missingParent" });
  if (stallionName !== "" && nameKey(stallionName) === nameKey(mareName)) {
    choice.problems.push({ kind: "sameHorse" });
    // The one horse stays chosen in the role it can take (a candidate is a stallion or a mare).
    choice.stallion = findCandidate(candidates, "stallion", stallionName);
    choice.mare = findCandidate(candidates, "mare", mareName);
  } else {
    resolveParents(candidates, stallionName, mareName, choice);
  }
  if (seedText !== "") {
    choice.seed = parseSeed(seedText);
    if (choice.seed === null) choice.problems.push({ kind: "invalidSeed" });
  }
  return choice;
}

/** Finds two different names in their roles, or says why one cannot take its role. */
function resolveParents(candidates: BreedingCandidates, stallionName: string, mareName: string, choice: PlannerChoice) {
  if (stallionName !== "") {
    choice.stallion = findCandidate(candidates, "stallion", stallionName);
    if (!choice.stallion) {
      const isMare = findCandidate(candidates, "mare", stallionName);
      choice.problems.push(
        isMare ? { kind: "notStallion", name: isMare.name } : { kind: "unknownStallion", name: stallionName },
      );
    }
  }
  if (mareName !== "") {
    choice.mare = findCandidate(candidates, "mare", mareName);
    if (!choice.mare) {
      const isStallion = findCandidate(candidates, "stallion", mareName);
      choice.problems.push(
        isStallion ? { kind: "notMare", name: isStallion.name } : { kind: "unknownMare", name: mareName },
      );
    }
  }
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
