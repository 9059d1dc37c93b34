import { describe, expect, it } from "vitest";
import { createRng, nameKey, parentsLookup, type Rng } from "#domain";
import { slotNames } from "#domain/pedigree/slots";
import { type AncestorRow, type Ancestry, readPedigree, slotAncestors } from "./pedigree";

/** slotAncestors as it read before the graph: each slot's name looked up in the ancestry, by name. */
function byName(
  ancestry: Ancestry,
  subject: { name: string; sire: string | null; dam: string | null },
  generations?: number,
) {
  const found = new Map<string, AncestorRow>();
  for (const name of slotNames(subject.name, parentsLookup(ancestry, subject), generations)) {
    const row = name === null ? undefined : ancestry.get(nameKey(name));
    if (row && !found.has(nameKey(name!))) found.set(nameKey(name!), row);
  }
  return [...found.values()];
}

/** A parent as data writes one: a horse in any letter case, a name nobody describes, or a spelling of none. */
function parentText(rng: Rng, size: number): string | null {
  const roll = rng.next();
  if (roll < 0.15) return rng.pick([null, "", "0", "okänd", " Unknown ", "?"]);
  if (roll < 0.2) return `Bara Nämnd ${rng.int(0, 3)}`;
  const name = `Häst ${rng.int(0, size - 1)}`;
  return rng.next() < 0.2 ? name.toUpperCase() : name;
}

/** Random ancestries with loops (any horse may be anyone's parent), names only mentioned, no-parent spellings. */
function randomAncestry(rng: Rng, size: number): Ancestry {
  const ancestry: Ancestry = new Map();
  for (let i = 0; i < size; i++) {
    const row: AncestorRow = {
      name: `Häst ${i}`,
      sire: parentText(rng, size),
      dam: parentText(rng, size),
      gender: null,
      breed: null,
      color: null,
      evalExt: null,
      link: null,
      studHorse: rng.next() < 0.5,
    };
    ancestry.set(nameKey(row.name), row);
  }
  return ancestry;
}

describe("slotAncestors", () => {
  it("finds the rows the walk by name finds, in its order, on random pedigrees with loops", () => {
    const rng = createRng(37);
    let looped = 0;
    for (let round = 0; round < 400; round++) {
      const size = rng.int(2, 40);
      const ancestry = randomAncestry(rng, size);
      const pedigree = readPedigree(ancestry);
      const row = ancestry.get(nameKey(`Häst ${rng.int(0, size - 1)}`))!;
      // A stud horse's own record may name other parents than its pedigree entry; a planned foal has no row.
      const subjects = [
        row,
        { name: row.name, sire: parentText(rng, size), dam: parentText(rng, size) },
        { name: "\u0000foal", sire: parentText(rng, size), dam: parentText(rng, size) },
      ];
      for (const subject of subjects)
        for (const generations of [4, 5]) {
          const expected = byName(ancestry, subject, generations);
          expect(slotAncestors(pedigree, subject, generations)).toEqual(expected);
          if (expected.includes(row) && subject.name === row.name) looped++;
        }
    }
    // The cases that matter were met: a horse among its own ancestors.
    expect(looped).toBeGreaterThan(50);
  });
});
