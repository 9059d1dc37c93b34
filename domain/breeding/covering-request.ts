// What the site knows of a covering a visitor asks for, one of the stud's stallions × her own
// mare, who is not in the pedigree (docs/product.md, "Requests"): the foal's coefficient and
// completeness from the mare's given parents, its colour odds and OO risk, its possible sections.
import { formatGenotype, parseGenotype } from "../colour/alleles";
import { foalColourOdds, lethalChance, type ColourOdds } from "../colour/coat-colour";
import { BREEDS, type Breed } from "../horses/breeds";
import { knownAncestryShare, COMPLETENESS_GENERATIONS } from "../pedigree/kinship/completeness";
import { horseIndex, type PedigreeCompleteness, type PedigreeKinship } from "../pedigree/kinship/figures";
import { NONE } from "../pedigree/kinship/pedigree";
import { knownName } from "../pedigree/names";
import { foalSection, TALL_FOAL_CM } from "./simulation";

/** A parent of the outside mare as given: matched against the pedigree as any name is (null: none given). */
export interface GivenParent {
  /** The name as given; null when none was given or it was written as no parent (`Okänd`, `0`, …). */
  name: string | null;
  /** The pedigree's spelling of it, or null when the pedigree does not know the name. */
  found: string | null;
}

export interface OutsideMareFoal {
  /** Wright's F of the foal: the kinship of the stallion and the mare, to full depth. */
  coi: number;
  completeness: PedigreeCompleteness;
  sire: GivenParent;
  dam: GivenParent;
}

/**
 * The foal of `stallion` (a horse of the pedigree) and an outside mare whose parents are `sire` ×
 * `dam`, exactly: the mare is not in the pedigree, so her kinship with the stallion is the mean of
 * her parents' (f(S, M) = ½ (f(S, sire) + f(S, dam)), an unknown parent adding 0), each from the
 * engine to full depth. Her completeness is her parents' shifted one generation back. The same
 * figures as adding her to the pedigree and asking for the foal of the pair (tested so).
 */
export function outsideMareFoal(
  kinship: PedigreeKinship,
  stallion: string,
  parents: { sire: string | null; dam: string | null },
): OutsideMareFoal {
  const { graph, engine, completeGenerations } = kinship;
  const s = horseIndex(graph, stallion);
  const given = (name: string | null): GivenParent & { index: number } => {
    const known = knownName(name);
    const index = horseIndex(graph, known);
    return { name: known === "" ? null : known, found: index === NONE ? null : graph.names[index], index };
  };
  const sire = given(parents.sire);
  const dam = given(parents.dam);
  const coi = (engine.kinship(s, sire.index) + engine.kinship(s, dam.index)) / 2;

  // The share of known ancestors over COMPLETENESS_GENERATIONS generations of the foal, each
  // generation g weighing 1/2^g per place: the stallion's side as the pedigree has it; the mare's
  // side is the mare (known) and, one generation further back, each given parent with its own
  // ancestors (a name the pedigree lacks is a known parent without known ancestors).
  const generations = COMPLETENESS_GENERATIONS;
  const stallionSide = s === NONE ? 0 : knownAncestryShare(graph, s, NONE, generations) * generations;
  const parentSide = (parent: { name: string | null; index: number }) => {
    if (parent.name === null) return 0;
    const own =
      parent.index === NONE
        ? 0
        : knownAncestryShare(graph, graph.sire[parent.index], graph.dam[parent.index], generations - 2) *
          (generations - 2);
    return 1 / 4 + own / 4;
  };
  const knownShare = (stallionSide + 1 / 2 + parentSide(sire) + parentSide(dam)) / generations;
  const parentComplete = (parent: { name: string | null; index: number }) =>
    parent.index === NONE ? 0 : completeGenerations[parent.index];
  const mareComplete =
    sire.name === null || dam.name === null ? 0 : 1 + Math.min(parentComplete(sire), parentComplete(dam));
  const completeness = {
    knownShare,
    completeGenerations: s === NONE ? 0 : 1 + Math.min(completeGenerations[s], mareComplete),
  };
  return {
    coi,
    completeness,
    sire: { name: sire.name, found: sire.found },
    dam: { name: dam.name, found: dam.found },
  };
}

/**
 * The sections a foal of these parents can have by the mating table, whatever its height (the
 * mare's height is not asked: B×D and C×D give C up to TALL_FOAL_CM and D above), in section order.
 */
export function possibleFoalSections(sireBreed: string, damBreed: string): Breed[] {
  const found = new Set([TALL_FOAL_CM, TALL_FOAL_CM + 1].map((cm) => foalSection(sireBreed, damBreed, cm)));
  return BREEDS.filter((breed) => found.has(breed));
}

/**
 * A genotype as a visitor writes it (`Ee Aa nCr`), in its canonical spelling, or null when any
 * word of it is no gene's pair (the pages' genotypes are read leniently; a stranger's is not).
 */
export function readGivenGenotype(text: string): string | null {
  const words = text.split(/[\s,;]+/).filter((word) => word !== "");
  if (words.length === 0) return null;
  if (words.some((word) => Object.keys(parseGenotype(word)).length !== 1)) return null;
  return formatGenotype(parseGenotype(text));
}

/** The foal's colour odds and its chance of being a lethal OO foal (domain foalColourOdds). */
export function requestedFoalColours(
  stallionGenotype: string | null,
  mareGenotype: string,
): { odds: ColourOdds[]; lethal: number } {
  const odds = foalColourOdds(stallionGenotype ?? "", mareGenotype);
  return { odds, lethal: lethalChance(odds) };
}
