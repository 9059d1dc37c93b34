import { data } from "react-router";
import { requestContext } from "#app/context";
import { logFailure } from "#app/forms.server";
import { searchHitLabel, type SearchSuggestions } from "#app/search-hits";
import { suggestHorses } from "#data/search";
import { SEARCH_SUGGESTION_LIMIT, SEARCH_SUGGESTION_MIN_CHARS, searchQuery } from "#domain";
import type { Route } from "./+types/search.suggestions";

/**
 * GET /search/suggestions?q=… → the first few hits of the site search (never the whole list), for
 * the header's search field. A failed lookup answers `error` instead of failing, so the field
 * says so and the form still works.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = searchQuery(new URL(request.url).searchParams.get("q"));
  const answer = (body: SearchSuggestions) => data(body, { headers: { "X-Robots-Tag": "noindex" } });
  if (Array.from(query).length < SEARCH_SUGGESTION_MIN_CHARS) return answer({ hits: [], error: false });
  try {
    // From what is held in memory when it is current, as the results page (data/search.ts).
    const { db, heldPedigree, studRecords } = context.get(requestContext);
    const [pedigree, records] = await Promise.all([heldPedigree(), studRecords()]);
    const items = await suggestHorses(db, query, SEARCH_SUGGESTION_LIMIT, { pedigree, records });
    return answer({
      hits: items.map((hit) => ({ name: hit.name, label: searchHitLabel(hit.category) })),
      error: false,
    });
  } catch (error) {
    logFailure(error);
    return answer({ hits: [], error: true });
  }
}
