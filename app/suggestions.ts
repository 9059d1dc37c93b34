// The admin's horse pickers (HorseSearch): shared by the resource routes and loaders (server) and the
// field (browser). They find names with the site search (data/search.ts): any piece of the name,
// accents and letter case folded, ranked the same way (docs/product.md, "Search").
import { adminPath } from "#app/paths";
import { SEARCH_SUGGESTION_MIN_CHARS } from "#domain";

/** A picker finds names from this many typed characters, as the header's search does. */
export const MIN_SUGGESTION_CHARS = SEARCH_SUGGESTION_MIN_CHARS;
/** Names a picker lists at a time; more are paged. */
export const PICKER_PAGE_SIZE = 10;

/**
 * Resource routes answering `?q=…&page=…`: the stud's horses, every name in the pedigrees too, or
 * the horses that may be entered in the competition.
 */
export const SUGGESTION_ENDPOINTS = {
  horses: adminPath("horse-names"),
  pedigree: adminPath("pedigree-names"),
  competition: adminPath("competition-names"),
} as const;

/** Which names a picker finds (a key of SUGGESTION_ENDPOINTS). */
export type PickerScope = keyof typeof SUGGESTION_ENDPOINTS;

/** One page of the names a picker found for `query`; `error` when the lookup failed. */
export interface NameSuggestions {
  query: string;
  names: string[];
  page: number;
  pages: number;
  total: number;
  error: boolean;
}

export const noSuggestions = (query: string, error = false): NameSuggestions => ({
  query,
  names: [],
  page: 1,
  pages: 1,
  total: 0,
  error,
});
