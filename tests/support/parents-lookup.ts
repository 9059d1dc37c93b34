// ParentsLookups over a small table of `name: [sire, dam]`, for the pedigree's unit tests.
import type { ParentsLookup } from "#domain";

type ParentsTable = Record<string, [string | null, string | null]>;

const entryOf = (table: ParentsTable, name: string) =>
  Object.entries(table).find(([stored]) => stored.toLowerCase() === name.trim().toLowerCase());

/** Looks names up in any letter case, as every ParentsLookup does; knows no stored spelling. */
export const lookupOf =
  (table: ParentsTable): ParentsLookup =>
  (name) => {
    const entry = entryOf(table, name);
    return entry && { sire: entry[1][0], dam: entry[1][1] };
  };

/** Looks names up case-insensitively, like the data layer, and answers with the stored spelling. */
export const caselessLookup =
  (table: ParentsTable): ParentsLookup =>
  (name) => {
    const entry = entryOf(table, name);
    return entry && { name: entry[0], sire: entry[1][0], dam: entry[1][1] };
  };
