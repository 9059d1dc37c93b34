import {
  candidatesNamed,
  closeRelation,
  compareMates,
  compareText,
  fixedParent,
  foalColourOdds,
  foalCompleteness,
  foalSections,
  horseIndex,
  lethalChance,
  mateOdds,
  mateLevel,
  mateRole,
  MIN_BREEDING_AGE,
  nameKey,
  pageOf,
  pairSeed,
  PICKER_LIMIT,
  sortNeedsOdds,
  MATES_PAGE_SIZE,
  type Breed,
  type BreedingCandidate,
  type ColourOdds,
  type HeightClass,
  type MateChoices,
  type MatesProblem,
  type MateRow,
  type Paged,
  type ParentRole,
} from "#domain";
import { breedingCandidatesAt } from "./breeding";
import type { Db } from "./db";
import { inSlices, pedigreeInMemoryAt } from "./pedigree/in-memory";

// The mates list (docs/product.md, "Mates list"; docs/decisions/0025-mates-list.md): the rules are
// in domain/breeding/mates.ts and domain/breeding/foal-odds.ts, the foal's coefficient is the
// kinship engine's (domain/pedigree/kinship/engine.ts: the horse's kinship to everyone in one pass).

export interface MatesList {
  horse: BreedingCandidate;
  /** The height class whose ladder the level is read on (the chosen one, or the horse's own). */
  ladder: HeightClass;
  /** The level the chance is for (the chosen one, or the horse's own on that ladder). */
  level: string;
  /** Every colour a foal of the horse and one of its mates can have, for the colour choice. */
  colours: string[];
  /** The chosen colour as the colours list spells it; null when none (or an unknown one) is chosen. */
  colour: string | null;
  rows: Paged<MateRow>;
}

/**
 * How long the list's computation holds the process before it lets other work in: a visitor's
 * page waits at most about this long for a list being computed (docs/decisions/0043-expensive-work-limits.md).
 */
const MATES_SLICE_MS = 5;

/** `make` for each item, in slices (inSlices): a list of thousands of mates delays other requests by a slice. */
function mapInSlices<T, U>(items: readonly T[], make: (item: T) => U): Promise<U[]> {
  function* steps(): Generator<void, U[]> {
    const made = new Array<U>(items.length);
    for (let i = 0; i < items.length; i++) {
      made[i] = make(items[i]!);
      yield;
    }
    return made;
  }
  return inSlices(steps(), MATES_SLICE_MS);
}

export type MatesResult =
  | { ok: true; value: MatesList }
  | { ok: false; reason: "unknown" | "wrongRole"; role: ParentRole; name: string }
  /** The name can mean several horses of the role: the first PICKER_LIMIT of them, best first, and how many. */
  | { ok: false; reason: "several"; role: ParentRole; name: string; matches: string[]; total: number }
  | { ok: false; reason: "level"; horse: BreedingCandidate; problem: Extract<MatesProblem, { kind: "unknownLevel" }> };

/**
 * The list for `choices`: one page of it, or every row (`all`, the spreadsheet file). Every
 * foal's coefficient comes from one pass over the pedigree (the horse's kinship to all, linear in
 * its size); the odds and the pedigree's completeness are worked out for every mate only where
 * the order needs them (sortNeedsOdds), else for the page's rows alone.
 */
export async function loadMates(db: Db, choices: MateChoices, all = false, version?: number): Promise<MatesResult> {
  // At the request's data version where it has one (no statement to ask it again).
  const [candidates, { kinship }] = await Promise.all([
    breedingCandidatesAt(db, version),
    pedigreeInMemoryAt(db, version),
  ]);
  const { role, name } = choices;
  // The name as the site search reads it: one match is the horse, several a choice.
  const named = candidatesNamed(
    candidates[role].flatMap((group) => group.horses),
    name,
  );
  if (named.length > 1) {
    const matches = named.slice(0, PICKER_LIMIT).map((match) => match.name);
    return { ok: false, reason: "several", role, name, matches, total: named.length };
  }
  const horse = named[0];
  if (!horse) {
    const other = candidatesNamed(
      candidates[mateRole(role)].flatMap((group) => group.horses),
      name,
    );
    return other.length === 1
      ? { ok: false, reason: "wrongRole", role, name: other[0]!.name }
      : { ok: false, reason: "unknown", role, name };
  }
  const goal = mateLevel(horse, choices);
  if ("kind" in goal) return { ok: false, reason: "level", horse, problem: goal };
  const { ladder, level } = goal;
  const pairOf = (mate: BreedingCandidate) =>
    role === "mare" ? { stallion: mate, mare: horse } : { stallion: horse, mare: mate };

  // Colours and the lethal risk depend on the two genotypes only, the sections on the breeds and
  // heights: a stud has few distinct ones, so each is worked out once.
  const byGenotype = new Map<string, { colours: ColourOdds[]; lethal: number }>();
  const genetics = (mate: BreedingCandidate) => {
    const genotype = mate.genotype ?? "";
    let found = byGenotype.get(genotype);
    if (!found) {
      const { stallion, mare } = pairOf(mate);
      const colours = foalColourOdds(stallion.genotype ?? "", mare.genotype ?? "");
      found = { colours, lethal: lethalChance(colours) };
      byGenotype.set(genotype, found);
    }
    return found;
  };
  const bySize = new Map<string, Breed[]>();
  const sectionsOf = (mate: BreedingCandidate) => {
    const key = `${mate.breed} ${mate.heightCm}`;
    let found = bySize.get(key);
    if (!found) {
      const { stallion, mare } = pairOf(mate);
      bySize.set(key, (found = foalSections(stallion, mare)));
    }
    return found;
  };
  const allMates = candidates[mateRole(role)].flatMap((group) => group.horses);
  const colours = [...new Set(allMates.flatMap((mate) => genetics(mate).colours.map((odds) => odds.colour)))].sort(
    compareText,
  );
  const colour =
    choices.colour === null ? null : (colours.find((c) => nameKey(c) === nameKey(choices.colour!)) ?? null);
  // A colour no foal can have: no list to compute (the page says why).
  if (choices.colour !== null && colour === null)
    return {
      ok: true,
      value: {
        horse,
        ladder,
        level,
        colours,
        colour,
        rows: pageOf([], 1, MATES_PAGE_SIZE),
      },
    };

  const index = (candidate: BreedingCandidate) => horseIndex(kinship.graph, candidate.name);
  const at = index(horse);
  const kinshipTo = kinship.engine.kinshipToAll(at);
  const old = choices.young ? allMates : allMates.filter((mate) => mate.age >= MIN_BREEDING_AGE);
  const listed = (
    await mapInSlices(old, (mate) => {
      const { stallion, mare } = pairOf(mate);
      const mateAt = index(mate);
      return {
        horse: mate,
        mate: mate.name,
        age: mate.age,
        breed: mate.breed,
        relation: closeRelation(kinship.graph, at, mateAt),
        sections: sectionsOf(mate),
        coi: mateAt < 0 ? 0 : kinshipTo[mateAt],
        lethalChance: genetics(mate).lethal,
        seed: pairSeed(stallion.name, mare.name),
      };
    })
  ).filter(
    ({ sections, coi, relation }) =>
      (choices.section === null || sections.includes(choices.section)) &&
      (choices.maxCoi === null || coi <= choices.maxCoi) &&
      !(choices.hideRelatives && relation !== null),
  );
  type Listed = (typeof listed)[number];

  const fixed = fixedParent(horse);
  const complete = ({ horse: mate, ...row }: Listed): MateRow => {
    const { stallion, mare } = pairOf(mate);
    return {
      ...row,
      ...foalCompleteness(kinship, index(stallion), index(mare)),
      ...mateOdds(fixed, mate, choices.discipline, level, ladder),
      colourChance:
        colour === null
          ? null
          : genetics(mate).colours.reduce((sum, odds) => sum + (odds.colour === colour ? odds.probability : 0), 0),
    };
  };
  const order = compareMates(choices.sort);
  const size = all ? Math.max(1, listed.length) : MATES_PAGE_SIZE;
  let rows: Paged<MateRow>;
  if (all || sortNeedsOdds(choices.sort))
    rows = pageOf((await mapInSlices(listed, complete)).sort(order), choices.page, size);
  else {
    const page = pageOf(listed.sort(order), choices.page, size);
    rows = { ...page, items: page.items.map(complete) };
  }
  return { ok: true, value: { horse, ladder, level, colours, colour, rows } };
}
