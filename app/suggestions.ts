// Name suggestions for the admin searches: shared by the resource routes (server) and HorseSearch (browser).
import { adminPath } from "#app/paths";

/** Horse-name suggestions start at this many typed characters (docs/product.md, "Site behaviour"). */
export const MIN_SUGGESTION_CHARS = 4;
/** Pedigree-name suggestions start at the first typed character. */
export const PEDIGREE_MIN_SUGGESTION_CHARS = 1;
/** A longer query is cut to this many characters (no name is longer). */
export const MAX_SUGGESTION_QUERY = 80;

/** Resource routes answering `?q=prefix` with the names starting with it. */
export const SUGGESTION_ENDPOINTS = {
  horses: adminPath("horse-names"),
  pedigree: adminPath("pedigree-names"),
} as const;

/** What a suggestion endpoint answers. */
export type NameSuggestions = { names: string[]; error: boolean };
