import { sql } from "drizzle-orm";
import type { Db } from "#data/db";
import { queryRows } from "#data/db";
import type { AncestorRow } from "#data/pedigree/pedigree";
import { knownName, nameKey } from "#domain";

// The straightforward reading the indexed queries of data/pedigree/pedigree.ts and the pedigree in
// memory replace: every pedigree entry joined with every stud horse, each parent read by knownName
// in JavaScript (not by the SQL the code reads it with), walked breadth-first. Slow at size,
// obviously right.

/** Every horse and entry by lower-case name: the entry first, the stud horse filling what it leaves out. */
export async function referenceLineage(db: Db): Promise<Map<string, AncestorRow>> {
  const rows = await queryRows<
    Omit<AncestorRow, "sire" | "dam"> & {
      key: string;
      entrySire: string | null;
      horseSire: string | null;
      entryDam: string | null;
      horseDam: string | null;
    }
  >(
    db,
    sql`select lower(coalesce(p.name, h.name)) as key, coalesce(p.name, h.name) as name,
      p.sire as "entrySire", h.sire as "horseSire", p.dam as "entryDam", h.dam as "horseDam",
      coalesce(p.gender, h.gender) as gender, coalesce(p.breed, h.breed) as breed,
      coalesce(p.color, h.color) as color, p.eval_ext as "evalExt", p.link as link, h.name is not null as "studHorse"
    from pedigree p full join horses h on lower(p.name) = lower(h.name)`,
  );
  return new Map(
    rows.map(({ key, entrySire, horseSire, entryDam, horseDam, ...row }) => [
      key,
      { ...row, sire: knownName(entrySire) ?? knownName(horseSire), dam: knownName(entryDam) ?? knownName(horseDam) },
    ]),
  );
}

/** The horse called `name` (any letter case) and its ancestors up to `generations` back, by lower-case name. */
export function referenceAncestry(
  lineage: ReadonlyMap<string, AncestorRow>,
  name: string,
  generations: number,
): Map<string, AncestorRow> {
  const found = new Map<string, AncestorRow>();
  let frontier = lineage.has(nameKey(name)) ? [nameKey(name)] : [];
  for (let depth = 0; frontier.length > 0; depth++) {
    for (const key of frontier) found.set(key, lineage.get(key)!);
    if (depth === generations) break;
    frontier = [
      ...new Set(
        frontier
          .flatMap((key) => [found.get(key)!.sire, found.get(key)!.dam])
          .filter((parent): parent is string => parent !== null)
          .map(nameKey)
          .filter((key) => lineage.has(key) && !found.has(key)),
      ),
    ];
  }
  return found;
}

/** Names in code-unit order: how the tests line lists up to compare them. */
export const byName = (a: { name: string }, b: { name: string }): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** The horses and entries whose sire or dam is `name` (any letter case), byName. */
export function referenceOffspring(lineage: ReadonlyMap<string, AncestorRow>, name: string): AncestorRow[] {
  const key = nameKey(name);
  return [...lineage.values()]
    .filter((row) => [row.sire, row.dam].some((parent) => parent !== null && nameKey(parent) === key))
    .sort(byName);
}

/** A map in key order, so two compare equal whatever order they were filled in. */
export const inKeyOrder = <T>(map: ReadonlyMap<string, T>): Map<string, T> =>
  new Map([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
