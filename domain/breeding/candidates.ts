// The planner's pickers search on the server: a picker lists at most PICKER_LIMIT horses,
// still grouped by section and generation, so the page does not grow with the stud.
import { nameKey } from "../pedigree/names";
import { foldName, searchRank } from "../site/search";
import type { CandidateGroup } from "./planner";

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
