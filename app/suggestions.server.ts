import { logFailure } from "#app/forms.server";
import { competitionCandidate, mayEnterCompetition } from "#data/competition";
import type { Db } from "#data/db";
import { horseByName } from "#data/horses";
import { searchHorses, type SearchOptions } from "#data/search";
import { parsePage, searchQuery } from "#domain";
import {
  MIN_SUGGESTION_CHARS,
  noSuggestions,
  PICKER_PAGE_SIZE,
  type NameSuggestions,
  type PickerScope,
} from "./suggestions";

/** Which names each picker scope searches. */
const SCOPE_OPTIONS: Record<PickerScope, SearchOptions> = {
  horses: { studOnly: true },
  pedigree: {},
  competition: { studWhere: mayEnterCompetition },
};

/**
 * The names a picker finds for what was typed, one page of them: nothing below MIN_SUGGESTION_CHARS,
 * and a failed lookup is reported (`error`) rather than thrown, so the page stays usable and says so.
 */
export async function findNames(
  db: Db,
  typed: string | null,
  page: string | null,
  scope: PickerScope,
): Promise<NameSuggestions> {
  const query = searchQuery(typed);
  if (Array.from(query).length < MIN_SUGGESTION_CHARS) return noSuggestions(query);
  try {
    const found = await searchHorses(db, query, {
      ...SCOPE_OPTIONS[scope],
      page: parsePage(page),
      pageSize: PICKER_PAGE_SIZE,
    });
    return {
      query,
      names: found.items.map((hit) => hit.name),
      page: found.page,
      pages: found.pages,
      total: found.total,
      error: false,
    };
  } catch (error) {
    logFailure(error);
    return noSuggestions(query, true);
  }
}

/** A suggestion endpoint's answer to `?q=…&page=…`. */
export function suggestNames(request: Request, db: Db, scope: PickerScope): Promise<NameSuggestions> {
  const params = new URL(request.url).searchParams;
  return findNames(db, params.get("q"), params.get("page"), scope);
}

/**
 * A picker's `?name=` on a page whose own form then takes the horse (add-eval, add-ribbons, the
 * competition entry): the horse of that name (any letter case) in the scope is picked; otherwise
 * the names holding it are listed.
 */
export async function pickHorse(
  db: Db,
  params: URLSearchParams,
  scope: Exclude<PickerScope, "pedigree"> = "horses",
): Promise<{ query: string; picked: string | null; found: NameSuggestions }> {
  const query = searchQuery(params.get("name"));
  const horse = !query
    ? null
    : scope === "horses"
      ? await horseByName(db, query)
      : await competitionCandidate(db, query);
  if (horse) return { query: horse.name, picked: horse.name, found: noSuggestions(horse.name) };
  return { query, picked: null, found: await findNames(db, query, params.get("page"), scope) };
}
