import { sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { herdGenetics, SOLD_CATEGORY } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { currentDataVersion, queryRows, type Db } from "../db";
import { recordChange, undoChange } from "../history";
import { addHorse, deleteHorse, setForSale, updateHorse } from "../horses";
import { horseRecord, pedigreeRecord, ribbonRecord, studFile } from "../records";
import { addRibbon } from "../ribbons";
import { loadStudRecords, studRecordsInMemory, type StudRecords } from "../stud-records";
import { loadHerdGenetics, referenceHorses } from "./herd-figures";
import {
  followPedigreeChanges,
  loadPedigreeInMemory,
  pedigreeInMemoryAt,
  pedigreeInMemoryIfRead,
  type PedigreeInMemory,
} from "./in-memory";
import { addPedigreeEntry, deletePedigreeEntry, updatePedigreeEntry } from "./pedigree";

const generated = studFile.parse(largeStud({ horses: 40, pedigree: 300, generations: 8, seed: 41 }));
const ACTOR = "admin@example.se";

/** What a pedigree held in memory says, in a form two reads made in any order compare equal by. */
function comparable({ horses, children, parentKeys, keys, graph, pedigreeVersion }: PedigreeInMemory) {
  const sortedEntries = <V>(map: Map<string, V>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    pedigreeVersion,
    horses: sortedEntries(horses),
    children: sortedEntries(children).map(([key, list]) => [key, [...list].sort()]),
    parentKeys: sortedEntries(parentKeys),
    keys,
    // The graph to the bit: names, indices, parents (as linked and with loops broken), order.
    graph: { ...graph, indexOf: [...graph.indexOf].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) },
  };
}

/** A small seeded generator (mulberry32): the same writes in every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function names(db: Db, table: "horses" | "pedigree"): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from ${sql.identifier(table)} order by id`);
  return rows.map((row) => row.name);
}

describeWithDatabase("the pedigree and the stud's records in memory, following writes", (db) => {
  beforeAll(async () => {
    await importStud(db(), generated);
  });

  it("keep the very pedigree, graph and records a fresh read gives, through random writes and undos", async () => {
    const pick = random(7);
    const one = <T>(list: readonly T[]): T => list[Math.floor(pick() * list.length)];
    const records = studRecordsInMemory(db(), () => currentDataVersion(db()));
    await pedigreeInMemoryAt(db());
    await vi.waitFor(async () => expect(await records()).not.toBeNull());
    const undoable: number[] = [];
    let count = 0;
    const logged = async (
      kind: "horse-edit" | "pedigree-edit" | "pedigree-add",
      work: (tx: Db) => Promise<{ ok: boolean }>,
    ) => {
      let id: number | undefined;
      await recordChange(db(), { actor: ACTOR, kind }, async (tx, changeId) => {
        id = changeId;
        return work(tx);
      });
      if (id !== undefined) undoable.push(id);
    };
    const writes: (() => Promise<unknown>)[] = [
      // Through the site's own writes, logged so they can be undone.
      async () => {
        const parent = one(await names(db(), "pedigree"));
        await logged("pedigree-add", (tx) =>
          addPedigreeEntry(
            tx,
            pedigreeRecord.parse({ name: `Följd ${count++}`, sire: parent, dam: one(generated.pedigree).name }),
          ),
        );
      },
      async () => {
        const entry = one(await names(db(), "pedigree"));
        await logged("pedigree-edit", (tx) =>
          updatePedigreeEntry(
            tx,
            entry,
            pedigreeRecord.parse({ name: `${entry.slice(0, 16)} Ny${count++}`, sire: one(generated.pedigree).name }),
          ),
        );
      },
      async () => {
        const horse = one(await names(db(), "horses"));
        const record = generated.horses.find((candidate) => candidate.name === horse) ?? generated.horses[0];
        await logged("horse-edit", (tx) =>
          updateHorse(tx, horse, {
            ...horseRecord.parse({ ...record, name: `${horse.slice(0, 16)} B${count++}` }),
            dam: one(generated.pedigree).name,
          }),
        );
      },
      async () => {
        const id = undoable.pop();
        if (id !== undefined) await undoChange(db(), id, ACTOR);
      },
      async () => deletePedigreeEntry(db(), one(await names(db(), "pedigree"))),
      async () => deleteHorse(db(), one(await names(db(), "horses"))),
      async () =>
        addHorse(
          db(),
          horseRecord.parse({
            ...one(generated.horses),
            name: `Ny Häst ${count++}`,
            sire: one(generated.pedigree).name,
          }),
        ),
      // Writes that leave the pedigree: a ribbon, a sale flag.
      async () => addRibbon(db(), one(await names(db(), "horses")), ribbonRecord.parse({ text: `Rosett ${count++}` })),
      async () => setForSale(db(), one(await names(db(), "horses")), pick() < 0.5),
      // Statements no form makes: a name in another letter case, a parent that closes a loop, many rows at once.
      async () => {
        const entry = one(await names(db(), "pedigree"));
        await db().execute(sql`update pedigree set name = ${entry.toUpperCase()} where name = ${entry}`);
      },
      async () => {
        const [child, parent] = [one(await names(db(), "pedigree")), one(await names(db(), "pedigree"))];
        await db().execute(sql`update pedigree set sire = ${parent} where name = ${child}`);
      },
      async () => db().execute(sql`update pedigree set color = 'Fux' where id % 7 = ${Math.floor(pick() * 7)}`),
      async () =>
        db().execute(sql`update horses set category = ${SOLD_CATEGORY} where id % 5 = ${Math.floor(pick() * 5)}`),
    ];
    for (let step = 0; step < 60; step++) {
      await one(writes)();
      const followed = await pedigreeInMemoryAt(db());
      const fresh = await loadPedigreeInMemory(db());
      expect(followed.version, `step ${step}`).toBe(fresh.version);
      expect(comparable(followed), `step ${step}`).toEqual(comparable(fresh));
      const recordsFollowed = (await records()) as StudRecords;
      expect(recordsFollowed, `step ${step}`).toEqual(await loadStudRecords(db()));
    }
    // The herd's figures from the pedigree kept up (its F computed again for the written horses'
    // descendants only) equal those of a fresh read's engine, to the bit.
    const fresh = await loadPedigreeInMemory(db());
    expect(await loadHerdGenetics(db())).toEqual(herdGenetics(fresh.kinship, await referenceHorses(db())));
  });

  it("keep the pedigree as it is through a write that leaves it (a ribbon), and follow one that changes it", async () => {
    const before = await pedigreeInMemoryAt(db());
    const [horse] = await names(db(), "horses");
    expect((await addRibbon(db(), horse, ribbonRecord.parse({ text: "Guld" }))).ok).toBe(true);
    const after = await pedigreeInMemoryAt(db());
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.pedigreeVersion).toBe(before.pedigreeVersion);
    expect(after.graph).toBe(before.graph);
    expect(after.horses).toBe(before.horses);

    // The horse pages (inMemory) find it at once after the write: one small statement, not a read of the whole.
    const parent = (await names(db(), "pedigree"))[0];
    expect((await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Ett Nytt Föl", sire: parent }))).ok).toBe(true);
    const version = await currentDataVersion(db());
    const held = await pedigreeInMemoryIfRead(db(), () => currentDataVersion(db()))(version);
    expect(held?.version).toBe(version);
    expect(held!.children.get(parent.toLowerCase())).toContain("ett nytt föl");
    expect(held!.graph).not.toBe(after.graph);
    // What was held before is left as it was: a page still reading it sees one version.
    expect(after.horses.has("ett nytt föl")).toBe(false);
  });

  it("read the whole again when too much changed to follow", async () => {
    const held = await pedigreeInMemoryAt(db());
    // One statement over more than 1000 names logs "everything" (migration 0007).
    await db().execute(sql`insert into pedigree (name) select 'Massa ' || n from generate_series(1, 1001) as n`);
    expect(await followPedigreeChanges(db(), held)).toBeNull();
    const after = await pedigreeInMemoryAt(db());
    expect(comparable(after)).toEqual(comparable(await loadPedigreeInMemory(db())));
  });
});
