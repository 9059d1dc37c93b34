// The planner's pickers search on the server: a picker lists at most PICKER_LIMIT horses,
// still grouped by section and generation, so the page does not grow with the stud.
import { nameKey } from "../pedigree/names";
import { compareText } from "../site/collation";
import { foldName, SEARCH_RANKS, searchQuery, searchRank } from "../site/search";
import type { BreedingCandidate, CandidateGroup } from "./planner";

/** The most horses one picker lists at a time. */
export const PICKER_LIMIT = 60;

export interface NarrowedCandidates {
  groups: CandidateGroup[];
  /** Horses listed. */
  shown: number;
  /** Horses that match the search (all candidates without one). */
  matching: number;
}

/**
 * The candidates whose name contains `query` as the site search matches names (domain/site/search.ts
 * searchRank: case and accents folded, `askv` finds `Snöflingans Åskvigg`), in the groups' order,
 * at most `limit` of them; the selected horse is always kept, so the picker still shows the choice.
 */
export function narrowCandidates(
  groups: readonly CandidateGroup[],
  query: string,
  selected: string | null,
  limit: number = PICKER_LIMIT,
): NarrowedCandidates {
  const searching = foldName(query.trim()) !== "";
  const chosen = selected ? nameKey(selected) : null;
  let shown = 0;
  let matching = 0;
  const narrowed: CandidateGroup[] = [];
  for (const group of groups) {
    const horses = group.horses.filter((horse) => {
      const key = nameKey(horse.name);
      const matches = !searching || searchRank(horse.name, query.trim()) !== null;
      if (matches) matching++;
      const keep = (matches && shown < limit) || key === chosen;
      if (keep) shown++;
      return keep;
    });
    if (horses.length > 0) narrowed.push({ ...group, horses });
  }
  return { groups: narrowed, shown, matching };
}

/**
 * The candidates a typed name can mean, as the site search reads it (searchQuery, searchRank: any
 * piece of the name, accents and case folded): a name equal to what is typed, folded, alone if
 * there is one (`Snoflingans Askvigg` is Snöflingans Åskvigg, not also Snöflingans Åskvigg II);
 * else every name holding it, best rank first, then in Swedish alphabetical order.
 */
export function candidatesNamed(horses: readonly BreedingCandidate[], typed: string): BreedingCandidate[] {
  const query = searchQuery(typed);
  if (foldName(query) === "") return [];
  const ranked = horses.flatMap((horse) => {
    const rank = searchRank(horse.name, query);
    return rank === null ? [] : [{ horse, rank: SEARCH_RANKS.indexOf(rank) }];
  });
  const exact = ranked.filter(({ rank }) => rank === 0);
  return (exact.length > 0 ? exact : ranked)
    .sort((a, b) => a.rank - b.rank || compareText(a.horse.name, b.horse.name))
    .map(({ horse }) => horse);
}
