import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ancestryKinship, foalInbreeding, WHOLE_LINE_GENERATIONS } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import {
  byName,
  inKeyOrder,
  referenceAncestry,
  referenceLineage,
  referenceOffspring,
} from "#tests/support/pedigree-reference";
import { publicStud } from "#tests/support/public-fixture";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { loadHorsePage } from "../horse-page";
import { studFile } from "../records";
import { horses, pedigree } from "../schema";
import { loadPedigreeInMemory, offspringInMemory, pedigreeInMemoryAt } from "./in-memory";
import { ancestryAndOffspring, loadAncestry, offspring, type AncestorRow } from "./pedigree";

/**
 * The indexed queries and the pedigree in memory against the straightforward reading they replace
 * (tests/support/pedigree-reference.ts: the full join, parents read by knownName, walked in
 * JavaScript), on a generated stud with popular sires and on the public fixture. A share of the
 * unknown parents is written as the spellings of no parent studs moved in from elsewhere use
 * (`0`, `unk`, `Okänd`, …): read as names, they would be ancestors shared by hundreds.
 */
const generated = studFile.parse(largeStud({ horses: 400, pedigree: 4_000, generations: 12, seed: 5 }));
// The most used sires (long offspring lists) and the newest horses (the deepest pedigrees).
const foals = new Map<string, number>();
for (const entry of generated.pedigree) if (entry.sire) foals.set(entry.sire, (foals.get(entry.sire) ?? 0) + 1);
const popularSires = [...foals]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5)
  .map(([name]) => name);
const subjects = [
  ...generated.horses.slice(-25).map((horse) => horse.name),
  ...publicStud.horses!.map((horse) => horse.name),
];

/** How the unknown parents of every third horse and entry are written (the rest stay blank). */
const NO_PARENT = ["0", "unk", "Okänd", "-", "?", "N/A", " UNKNOWN ", "\u3000okänt", "None"];

/** The depth the horse page read its ancestry to before the coefficient went to full depth. */
const EIGHT_GENERATIONS = 8;

describeWithDatabase("indexed pedigree queries agree with the full join", (db) => {
  let lineage: Map<string, AncestorRow>;
  beforeAll(async () => {
    await importStud(db(), generated);
    await importStud(db(), studFile.parse(publicStud));
    // Straight into the tables, as data stored before moving in read them as none holds them.
    for (const table of [horses, pedigree])
      for (const parent of [table.sire, table.dam])
        for (const [i, spelling] of NO_PARENT.entries())
          await db()
            .update(table)
            .set({ [parent.name]: spelling })
            .where(and(isNull(parent), sql`${table.id} % ${3 * NO_PARENT.length} = ${i}`));
    lineage = await referenceLineage(db());
  });

  it("holds parents written as no parent, each shared by many", async () => {
    const [written] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(pedigree)
      .where(eq(pedigree.sire, "0"));
    expect(written.count).toBeGreaterThan(10);
  });

  it("loads the same ancestry to full depth, with the coefficient of the pedigree in memory", async () => {
    const held = await pedigreeInMemoryAt(db());
    let inbred = 0;
    for (const name of subjects) {
      const expected = referenceAncestry(lineage, name, WHOLE_LINE_GENERATIONS);
      const actual = await loadAncestry(db(), [name.toUpperCase()], WHOLE_LINE_GENERATIONS);
      expect(inKeyOrder(actual), name).toEqual(inKeyOrder(expected));
      const root = expected.get(name.toLowerCase())!;
      const coefficient = foalInbreeding(ancestryKinship(actual.values()), root.sire, root.dam);
      const inMemory = foalInbreeding(held.kinship, root.sire, root.dam);
      expect(coefficient.coi, name).toBeCloseTo(inMemory.coi, 15);
      expect(coefficient.contributions.map((c) => c.ancestor)).toEqual(inMemory.contributions.map((c) => c.ancestor));
      if (coefficient.coi > 0) inbred++;
    }
    // The popular sires make inbreeding common: the comparison covers real cases.
    expect(inbred).toBeGreaterThan(10);
  });

  it("lists the same offspring, for popular sires and for stud horses", async () => {
    for (const name of [...popularSires, ...subjects.slice(0, 10), ...NO_PARENT, "Nobody Such"]) {
      const actual = (await offspring(db(), name.toLowerCase())).sort(byName);
      expect(actual, name).toEqual(referenceOffspring(lineage, name));
    }
    expect((await offspring(db(), popularSires[0])).length).toBeGreaterThan(40);
  });

  it("reads the same ancestry and offspring in the horse page's one statement", async () => {
    for (const name of [...popularSires.slice(0, 2), ...subjects.slice(0, 10), ...NO_PARENT, "Nobody Such"]) {
      const { ancestry, offspring: children } = await ancestryAndOffspring(db(), name, EIGHT_GENERATIONS);
      expect(inKeyOrder(ancestry), name).toEqual(inKeyOrder(referenceAncestry(lineage, name, EIGHT_GENERATIONS)));
      expect([...children].sort(byName), name).toEqual(referenceOffspring(lineage, name));
    }
  });

  it("gives the same horse pages and finds the same offspring with the pedigree in memory", async () => {
    const heldPedigree = await loadPedigreeInMemory(db());
    // The page looks its pedigree up in the whole pedigree in memory: the slots and the
    // coefficient go back only as far as they go, so the page is the one the walk in SQL gives.
    for (const name of [...subjects, ...NO_PARENT, "Nobody Such"]) {
      expect(await loadHorsePage(db(), name.toUpperCase(), { heldPedigree }), name).toEqual(
        await loadHorsePage(db(), name.toUpperCase()),
      );
    }
    for (const name of [...popularSires, ...subjects, ...NO_PARENT, "Nobody Such"]) {
      expect(offspringInMemory(heldPedigree, name).sort(byName), name).toEqual(referenceOffspring(lineage, name));
    }
  });
});
