import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ancestryKinship, foalInbreeding, WHOLE_LINE_GENERATIONS } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { queryRows, type Db } from "../db";
import { loadHorsePage } from "../horse-page";
import { studFile } from "../records";
import { loadPedigreeInMemory, offspringInMemory, pedigreeInMemoryAt } from "./in-memory";
import { ancestryAndOffspring, loadAncestry, offspring, type AncestorRow } from "./pedigree";

/**
 * The straightforward reading the indexed queries replace: every pedigree entry joined with
 * every stud horse, walked 8 generations (slow at size, obviously right). Both must agree on
 * a generated stud with popular sires and on the public fixture.
 */
const LINEAGE = sql`
  select lower(coalesce(p.name, h.name)) as key, coalesce(p.name, h.name) as name,
         coalesce(nullif(trim(p.sire), ''), nullif(trim(h.sire), '')) as sire,
         coalesce(nullif(trim(p.dam), ''), nullif(trim(h.dam), '')) as dam,
         coalesce(p.gender, h.gender) as gender, coalesce(p.breed, h.breed) as breed,
         coalesce(p.color, h.color) as color, p.eval_ext as "evalExt", p.link as link,
         h.name is not null as "studHorse"
  from pedigree p full join horses h on lower(p.name) = lower(h.name)`;

async function referenceAncestry(db: Db, name: string, generations: number) {
  const rows = await queryRows<AncestorRow & { key: string }>(
    db,
    sql`with recursive lineage as (${LINEAGE}),
      walk(key, depth) as (
        select l.key, 0 from lineage l where l.key = ${name.toLowerCase()}
        union
        select lower(parent.name), walk.depth + 1 from walk join lineage l on l.key = walk.key
        cross join lateral (values (l.sire), (l.dam)) as parent(name)
        where walk.depth < ${generations} and parent.name is not null)
      select distinct l.* from walk join lineage l on l.key = walk.key`,
  );
  return new Map(rows.map(({ key, ...row }) => [key, row]));
}

async function referenceOffspring(db: Db, name: string) {
  const rows = await queryRows<AncestorRow & { key: string }>(
    db,
    sql`select * from (${LINEAGE}) l where lower(l.sire) = lower(${name}) or lower(l.dam) = lower(${name})`,
  );
  return rows.map(({ key: _key, ...row }) => row).sort((a, b) => a.name.localeCompare(b.name));
}

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

/** The depth the horse page read its ancestry to before the coefficient went to full depth. */
const EIGHT_GENERATIONS = 8;

describeWithDatabase("indexed pedigree queries agree with the full join", (db) => {
  beforeAll(async () => {
    await importStud(db(), generated);
    await importStud(db(), studFile.parse(publicStud));
  });

  it("loads the same ancestry to full depth, with the coefficient of the pedigree in memory", async () => {
    const held = await pedigreeInMemoryAt(db());
    let inbred = 0;
    for (const name of subjects) {
      const expected = await referenceAncestry(db(), name, WHOLE_LINE_GENERATIONS);
      const actual = await loadAncestry(db(), [name.toUpperCase()], WHOLE_LINE_GENERATIONS);
      expect(new Map([...actual].sort()), name).toEqual(new Map([...expected].sort()));
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
    for (const name of [...popularSires, ...subjects.slice(0, 10), "Nobody Such"]) {
      const actual = (await offspring(db(), name.toLowerCase())).sort((a, b) => a.name.localeCompare(b.name));
      expect(actual, name).toEqual(await referenceOffspring(db(), name));
    }
    expect((await offspring(db(), popularSires[0])).length).toBeGreaterThan(40);
  });

  it("reads the same ancestry and offspring in the horse page's one statement", async () => {
    for (const name of [...popularSires.slice(0, 2), ...subjects.slice(0, 10), "Nobody Such"]) {
      const { ancestry, offspring: children } = await ancestryAndOffspring(db(), name, EIGHT_GENERATIONS);
      expect(new Map([...ancestry].sort()), name).toEqual(
        new Map([...(await referenceAncestry(db(), name, EIGHT_GENERATIONS))].sort()),
      );
      expect(
        [...children].sort((a, b) => a.name.localeCompare(b.name)),
        name,
      ).toEqual(await referenceOffspring(db(), name));
    }
  });

  it("gives the same horse pages and finds the same offspring with the pedigree in memory", async () => {
    const heldPedigree = await loadPedigreeInMemory(db());
    // The page looks its pedigree up in the whole pedigree in memory: the slots and the
    // coefficient go back only as far as they go, so the page is the one the walk in SQL gives.
    for (const name of [...subjects, "Nobody Such"]) {
      expect(await loadHorsePage(db(), name.toUpperCase(), { heldPedigree }), name).toEqual(
        await loadHorsePage(db(), name.toUpperCase()),
      );
    }
    for (const name of [...popularSires, ...subjects, "Nobody Such"]) {
      expect(
        offspringInMemory(heldPedigree, name).sort((a, b) => a.name.localeCompare(b.name)),
        name,
      ).toEqual(await referenceOffspring(db(), name));
    }
  });
});
