// Loops in a pedigree: the chain a new parent link would close (docs/product.md, "Pedigree and inbreeding").
import { knownName, nameKey, parentsOf, type ParentsLookup } from "./names";

/** How far back a write looks for a loop: far deeper than any real pedigree. */
export const LOOP_CHECK_GENERATIONS = 30;

/**
 * The loop a pedigree entry would close (docs/product.md, "Pedigree and inbreeding"): the entry `name` with parents `sire` and `dam`
 * loops when a parent is the entry itself or has it among its own ancestors. Returns the chain from
 * the entry up to itself as the data spells it (`[name, parent, …, name]`), or null. Names compare
 * case-insensitively, like the database. The walk is breadth-first and bounded by `generations`, so
 * a loop already in the data cannot make it run forever.
 */
export function pedigreeLoop(
  name: string,
  parents: { sire?: string | null; dam?: string | null },
  lookup: ParentsLookup,
  generations: number = LOOP_CHECK_GENERATIONS,
): string[] | null {
  /** Each reached ancestor and the child it was reached from (null for the entry's own parents). */
  const reachedFrom = new Map<string, { name: string; child: string | null }>();
  let frontier: { name: string; child: string | null }[] = [knownName(parents.sire), knownName(parents.dam)]
    .filter((parent) => parent !== null)
    .map((parent) => ({ name: parent, child: null }));
  for (let generation = 1; generation <= generations && frontier.length > 0; generation++) {
    const next: typeof frontier = [];
    for (const step of frontier) {
      if (reachedFrom.has(nameKey(step.name))) continue;
      reachedFrom.set(nameKey(step.name), step);
      if (nameKey(step.name) === nameKey(name)) {
        const chain = [name];
        for (let at: string | null = step.child; at !== null; at = reachedFrom.get(nameKey(at))!.child)
          chain.splice(1, 0, at);
        return [...chain, step.name];
      }
      next.push(
        ...parentsOf(step.name, lookup)
          .filter((p) => p !== null)
          .map((p) => ({ name: p, child: step.name })),
      );
    }
    frontier = next;
  }
  return null;
}
