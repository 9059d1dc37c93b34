// What the search results page and the header's suggestions say about a hit.
import { categoryLabel } from "#domain";
import * as texts from "#domain/texts";

/** A hit's label: the stud horse's category, or "i stamtavlor" for a pedigree name. */
export function searchHitLabel(category: string | null): string {
  return category === null ? texts.search.inPedigrees : categoryLabel(category);
}

/** What the suggestion route answers. */
export type SearchSuggestions = { hits: { name: string; label: string }[]; error: boolean };
