import { logFailure } from "#app/forms.server";
import { MAX_SUGGESTION_QUERY, type NameSuggestions } from "./suggestions";

/**
 * A suggestion endpoint's answer to `?q=prefix`: nothing below `minChars`, and a failed lookup
 * is reported (`error`) rather than thrown, so the search field can say so and stay usable.
 */
export async function suggestNames(
  request: Request,
  minChars: number,
  find: (prefix: string) => Promise<string[]>,
): Promise<NameSuggestions> {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_SUGGESTION_QUERY);
  if (query.length < minChars) return { names: [], error: false };
  try {
    return { names: await find(query), error: false };
  } catch (error) {
    logFailure(error);
    return { names: [], error: true };
  }
}
