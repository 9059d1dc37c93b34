import {
  compareMates,
  findCandidate,
  fixedParent,
  foalColourOdds,
  foalSections,
  lethalChance,
  mateKinships,
  mateOdds,
  mateRole,
  nameKey,
  ownLevel,
  pageOf,
  pairSeed,
  sortNeedsOdds,
  MATES_PAGE_SIZE,
  type BreedingCandidate,
  type MateChoices,
  type MateRow,
  type Paged,
  type ParentRole,
} from "#domain";
import { loadBreedingCandidates } from "./breeding";
import type { Db } from "./db";
import { pedigreeGraph } from "./pedigree-graph";

// The mates list (docs/product.md, "Mates list"; docs/decisions/0025-mates-list.md): the rules are
// in domain/mates.ts, domain/foal-odds.ts and domain/mate-kinship.ts.

export interface MatesList {
  horse: BreedingCandidate;
  /** The level the chance is for (the chosen one, or the horse's own). */
  level: string;
  /** Every colour a foal of the horse and one of its mates can have, for the colour choice. */
  colours: string[];
  /** The chosen colour as the colours list spells it; null when none (or an unknown one) is chosen. */
  colour: string | null;
  rows: Paged<MateRow>;
}

export type MatesResult =
  { ok: true; value: MatesList } | { ok: false; reason: "unknown" | "wrongRole"; role: ParentRole; name: string };

/**
 * The list for `choices`: one page of it, or every row (`all`, the spreadsheet file). The foal's
 * coefficient is computed for every mate (filters and the default order need it); its odds for
 * every mate only when the order needs them, else for the page's rows alone.
 */
export async function loadMates(db: Db, choices: MateChoices, all = false): Promise<MatesResult> {
  const [candidates, graph] = await Promise.all([loadBreedingCandidates(db), pedigreeGraph(db)]);
  const { role, name } = choices;
  const horse = findCandidate(candidates, role, name);
  if (!horse) {
    const other = findCandidate(candidates, mateRole(role), name);
    return other
      ? { ok: false, reason: "wrongRole", role, name: other.name }
      : { ok: false, reason: "unknown", role, name };
  }
  const pairOf = (mate: BreedingCandidate) =>
    role === "mare" ? { stallion: mate, mare: horse } : { stallion: horse, mare: mate };

  // Colours depend on the two genotypes only, and a stud has few distinct ones.
  const oddsByGenotype = new Map<string, ReturnType<typeof foalColourOdds>>();
  const colourOdds = (mate: BreedingCandidate) => {
    const genotype = mate.genotype ?? "";
    let found = oddsByGenotype.get(genotype);
    if (!found) {
      const { stallion, mare } = pairOf(mate);
      found = foalColourOdds(stallion.genotype ?? "", mare.genotype ?? "");
      oddsByGenotype.set(genotype, found);
    }
    return found;
  };
  const allMates = candidates[mateRole(role)].flatMap((group) => group.horses);
  const colours = [...new Set(allMates.flatMap((mate) => colourOdds(mate).map((odds) => odds.colour)))].sort((a, b) =>
    a.localeCompare(b, "sv"),
  );
  const colour =
    choices.colour === null ? null : (colours.find((c) => nameKey(c) === nameKey(choices.colour!)) ?? null);

  const withSections = allMates
    .map((mate) => {
      const { stallion, mare } = pairOf(mate);
      return { mate, sections: foalSections(stallion, mare) };
    })
    .filter(({ sections }) => choices.section === null || sections.includes(choices.section));
  const index = (candidate: BreedingCandidate) => graph.indexOf.get(nameKey(candidate.name)) ?? -1;
  const kinships = mateKinships(
    graph,
    index(horse),
    withSections.map(({ mate }) => index(mate)),
  );
  const ranked = withSections
    .map(({ mate, sections }, i) => {
      const { stallion, mare } = pairOf(mate);
      return {
        horse: mate,
        mate: mate.name,
        sections,
        ...kinships[i],
        lethalChance: lethalChance(stallion.genotype ?? "", mare.genotype ?? ""),
        seed: pairSeed(stallion.name, mare.name),
      };
    })
    .filter(({ coi }) => choices.maxCoi === null || coi <= choices.maxCoi);

  const level = choices.level ?? ownLevel(horse, choices.discipline);
  const fixed = fixedParent(horse);
  const complete = ({ horse: mate, ...row }: (typeof ranked)[number]): MateRow => ({
    ...row,
    ...mateOdds(fixed, mate, choices.discipline, level),
    colourChance:
      colour === null
        ? null
        : colourOdds(mate).reduce((sum, odds) => sum + (odds.colour === colour ? odds.probability : 0), 0),
  });
  const order = compareMates(choices.sort);
  const size = all ? Math.max(1, ranked.length) : MATES_PAGE_SIZE;
  let rows: Paged<MateRow>;
  if (all || sortNeedsOdds(choices.sort)) rows = pageOf(ranked.map(complete).sort(order), choices.page, size);
  else {
    const page = pageOf(ranked.sort(order), choices.page, size);
    rows = { ...page, items: page.items.map(complete) };
  }
  return { ok: true, value: { horse, level, colours, colour, rows } };
}
