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

/** What a picker's look-up found for a name: the record it names, else the names that hold it. */
interface NameLookup<T> {
  /** The record the whole name names (any letter case), or null. */
  record: T | null;
  /** One page of the names in the scope that hold the name; none when a record was found. */
  found: NameSuggestions;
  /** A name was given, no record has it and no name holds it (a failed listing is not "missing": the picker says so). */
  missing: boolean;
}

/**
 * The look-up of every admin page that picks a horse or pedigree entry: the record `byName` finds
 * for the whole `name` (any letter case); otherwise one page (`page`) of the names in `scope` that
 * hold it, so a piece of a name lists the horses that hold it and "not found" is only for none. An
 * empty name looks nothing up. A failed `byName` throws; a failed listing is `found.error`.
 */
export async function lookUpName<T>(
  db: Db,
  name: string,
  page: string | null,
  scope: PickerScope,
  byName: (db: Db, name: string) => Promise<T | null>,
): Promise<NameLookup<T>> {
  const record = name ? await byName(db, name) : null;
  if (record) return { record, found: noSuggestions(name), missing: false };
  const found = await findNames(db, name, page, scope);
  return { record: null, found, missing: name !== "" && found.total === 0 && !found.error };
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
  const byName: (db: Db, name: string) => Promise<{ name: string } | null> =
    scope === "horses" ? horseByName : competitionCandidate;
  const { record, found } = await lookUpName(db, query, params.get("page"), scope, byName);
  if (record) return { query: record.name, picked: record.name, found: noSuggestions(record.name) };
  return { query, picked: null, found };
}
