import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDrivers, createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { exportStud, importStud, restoreStud } from "#transfer/stud";
import { queryRows, type Db } from "./db";
import { addEvaluation, deleteEvaluation, updateEvaluation } from "./evaluations";
import { changeLog, lastChange, recordChange, undoChange } from "./history";
import { addHorse, ageAllHorses, deleteHorse, updateHorse, horseByName } from "./horses";
import { deleteMerit, updateMerit } from "./merits";
import { addPedigreeEntry, pedigreeByName, updatePedigreeEntry } from "./pedigree/pedigree";
import { evaluationRecord, horseRecord, pedigreeRecord, studFile } from "./records";
import { deleteRibbon, ribbonsOf, updateRibbon } from "./ribbons";
import { competition, evaluations, horses, merits, pedigree, ribbons } from "./schema";

const ACTOR = "admin@example.se";
const horse = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: "competitors",
  breed: "b",
  gender: "Sto",
  height: 125,
  ...extra,
});

/** Every row of every logged table, as the database holds it: what "exactly" is compared on. */
async function everything(db: Db) {
  const all = async (table: string) =>
    queryRows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)} order by id`);
  return {
    horses: await all("horses"),
    pedigree: await all("pedigree"),
    ribbons: await all("ribbons"),
    evaluations: await all("evaluations"),
    merits: await all("merits"),
    competition: await all("competition"),
  };
}

const exterior = (horseName: string, overall: number) =>
  evaluationRecord.parse({
    horse: horseName,
    date: "2024-05-01",
    judge: "Domare",
    type: "exterior",
    breedType: 8,
    hnb: 7,
    extremeties: 8,
    movement: 9,
    overall,
  });

describeWithDatabase("change log and undo", (db) => {
  it("sets up a small stud", async () => {
    await importStud(
      db(),
      studFile.parse({
        horses: [
          {
            ...horse("Log Sire", { gender: "Hingst", sire: "Log Grandsire" }),
            ribbons: [{ text: "Etta", image: null }],
          },
          horse("Log Foal", { sire: "Log Sire" }),
          horse("Log Partner"),
          horse("Log Other"),
        ],
        pedigree: [{ name: "Log Grandsire" }],
        merits: [{ horse: "Log Sire", key: "Dressyr Lokal Lätt C", date: "2024-01-01", text: "1/5 | x", points: 12 }],
        competition: [
          {
            name: "Log Sire",
            currentEvent: "Körning",
            currentClass: "Lokal Lätt",
            premium: "Klass I",
            partner: "Log Partner",
            meritCount: 1,
          },
          {
            name: "Log Partner",
            currentEvent: "Körning",
            currentClass: "Lokal Lätt",
            premium: "Klass I",
            partner: "Log Sire",
          },
        ],
      }),
    );
    await addEvaluation(db(), exterior("Log Sire", 7));
  });

  it("logs nothing outside recordChange, and nothing for a change that did not happen", async () => {
    expect((await changeLog(db(), 1)).total).toBe(0);
    const missing = await recordChange(db(), { actor: ACTOR, kind: "ribbon-delete" }, (tx) =>
      deleteRibbon(tx, 999_999),
    );
    expect(missing).toEqual({ ok: false, reason: "not-found" });
    expect((await changeLog(db(), 1)).total).toBe(0);
  });

  it("logs an edit with who, what, which record and before → after, and undoes it exactly", async () => {
    const before = await everything(db());
    const [ribbon] = await ribbonsOf(db(), "Log Sire");
    await recordChange(db(), { actor: ACTOR, kind: "ribbon-edit" }, (tx) =>
      updateRibbon(tx, ribbon.id, { text: "Tvåa", image: null }),
    );
    const log = await changeLog(db(), 1);
    expect(log.total).toBe(1);
    const [entry] = log.items;
    expect(entry).toMatchObject({
      actor: ACTOR,
      kind: "ribbon-edit",
      subject: "Log Sire: Tvåa",
      canUndo: true,
      rowCount: 1,
    });
    expect(entry.rows[0]).toMatchObject({ table: "ribbons", before: { text: "Etta" }, after: { text: "Tvåa" } });

    expect(await undoChange(db(), entry.id, ACTOR)).toMatchObject({ ok: true, id: entry.id });
    expect(await everything(db())).toEqual(before);
    const after = await changeLog(db(), 1);
    expect(after.items[0]).toMatchObject({ kind: "undo", undoes: entry.id, subject: "Log Sire: Tvåa", canUndo: true });
    // Undone once, it cannot be undone again; the undo itself can (a redo).
    expect(after.items[1]).toMatchObject({ id: entry.id, undoneBy: after.items[0].id, canUndo: false });
    expect(await undoChange(db(), entry.id, ACTOR)).toEqual({ ok: false, reason: "conflict" });
    await undoChange(db(), after.items[0].id, ACTOR);
    expect((await ribbonsOf(db(), "Log Sire"))[0].text).toBe("Tvåa");
  });

  it("deletes a horse that is a parent: its name stays as an ancestor, its competition entry goes; undo brings all back", async () => {
    const before = await everything(db());
    const result = await recordChange(db(), { actor: ACTOR, kind: "horse-delete" }, (tx) =>
      deleteHorse(tx, "log sire"),
    );
    expect(result).toEqual({ ok: true, name: "Log Sire", keptAsAncestor: true });
    expect(await horseByName(db(), "Log Sire")).toBeNull();
    expect(await pedigreeByName(db(), "Log Sire")).toMatchObject({ sire: "Log Grandsire", gender: "Hingst" });
    expect(
      await db()
        .select()
        .from(ribbons)
        .where(sql`horse = 'Log Sire'`),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(evaluations)
        .where(sql`horse = 'Log Sire'`),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(merits)
        .where(sql`horse = 'Log Sire'`),
    ).toEqual([]);
    const entries = await db().select().from(competition).orderBy(asc(competition.id));
    expect(entries.map((e) => [e.name, e.partner])).toEqual([["Log Partner", null]]);

    const [entry] = (await changeLog(db(), 1)).items;
    expect(entry).toMatchObject({ kind: "horse-delete", subject: "Log Sire", canUndo: true });
    expect(await undoChange(db(), entry.id, ACTOR)).toMatchObject({ ok: true });
    expect(await everything(db())).toEqual(before);
  });

  it("refuses to undo a change whose rows a later change touched, and undoes the later one first", async () => {
    const [evaluation] = await db()
      .select()
      .from(evaluations)
      .where(sql`horse = 'Log Sire'`);
    const before = await everything(db());
    await recordChange(db(), { actor: ACTOR, kind: "evaluation-edit" }, (tx) =>
      updateEvaluation(tx, evaluation.id, exterior("Log Sire", 9)),
    );
    await recordChange(db(), { actor: ACTOR, kind: "evaluation-delete" }, (tx) => deleteEvaluation(tx, evaluation.id));
    const [deletion, edit] = (await changeLog(db(), 1)).items;
    expect(edit).toMatchObject({ kind: "evaluation-edit", canUndo: false });
    expect(await undoChange(db(), edit.id, ACTOR)).toEqual({ ok: false, reason: "conflict" });
    await undoChange(db(), deletion.id, ACTOR);
    // The undo touched the row too: the edit stays blocked until the undo is itself undone, or …
    expect(await undoChange(db(), edit.id, ACTOR)).toEqual({ ok: false, reason: "conflict" });
    const now = await everything(db());
    expect(now.evaluations).toEqual(
      before.evaluations.map((row) =>
        row.id === evaluation.id ? { ...row, data: { ...(row.data as object), overall: 9 } } : row,
      ),
    );
  });

  it("logs ageing as one change, says when it last ran, and undoes it", async () => {
    const before = await everything(db());
    await recordChange(db(), { actor: ACTOR, kind: "age", subject: "Alla hästar" }, async (tx) => ({
      ok: true,
      count: await ageAllHorses(tx, 1),
    }));
    const last = await lastChange(db(), "age");
    expect(last?.actor).toBe(ACTOR);
    const [entry] = (await changeLog(db(), 1)).items;
    expect(entry.rowCount).toBeGreaterThanOrEqual(4);
    await undoChange(db(), entry.id, ACTOR);
    expect(await everything(db())).toEqual(before);
  });

  it("undoes a rename with everything it carried", async () => {
    const before = await everything(db());
    const partner = (await horseByName(db(), "Log Partner"))!;
    const record = horseRecord.parse({ ...partner, name: "Log Renamed" });
    await recordChange(db(), { actor: ACTOR, kind: "horse-edit" }, (tx) => updateHorse(tx, "Log Partner", record));
    const [entry] = (await changeLog(db(), 1)).items;
    expect(await undoChange(db(), entry.id, ACTOR)).toMatchObject({ ok: true });
    expect(await everything(db())).toEqual(before);
  });

  it("merit lines: edit refuses a duplicate, delete counts off the competition entry; undo restores the count", async () => {
    const [merit] = await db().select().from(merits);
    const before = await everything(db());
    expect(
      await updateMerit(db(), merit.id, { key: merit.key, date: "2024-02-02", text: merit.text, points: 10 }),
    ).toEqual({ ok: true, horse: "Log Sire" });
    await recordChange(db(), { actor: ACTOR, kind: "merit-delete" }, (tx) => deleteMerit(tx, merit.id));
    const [entry] = await db()
      .select()
      .from(competition)
      .where(sql`name = 'Log Sire'`);
    expect(entry.meritCount).toBe(0);
    const [change] = (await changeLog(db(), 1)).items;
    await undoChange(db(), change.id, ACTOR);
    const now = await everything(db());
    expect(now.competition).toEqual(before.competition);
    expect(now.merits.map((row) => row.date)).toEqual(["2024-02-02"]);
  });

  it("pages newest first", async () => {
    const log = await changeLog(db(), 1, 3);
    expect(log.items).toHaveLength(3);
    expect(log.pages).toBe(Math.ceil(log.total / 3));
    const ids = log.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await changeLog(db(), 99, 3)).page).toBe(log.pages);
  });

  it("a backup carries the log; after a restore it is shown but cannot be undone", async () => {
    const stud = await exportStud(db());
    expect(stud.history.length).toBe((await changeLog(db(), 1)).total);
    const restored = await restoreStud(db(), studFile.parse(JSON.parse(JSON.stringify(stud))), { replace: true });
    expect(restored.ok).toBe(true);
    const log = await changeLog(db(), 1, 100);
    expect(log.items.every((item) => !item.canUndo)).toBe(true);
    expect(log.items.map((item) => item.subject)).toContain("Log Sire");
    expect((await exportStud(db())).history.length).toBe(stud.history.length * 2);
    expect(await db().select().from(horses)).toHaveLength(4);
    expect(await db().select().from(pedigree)).toHaveLength(1);
  });
});

/** The newest change in the log. */
async function newest(db: Db) {
  return (await changeLog(db, 1)).items[0];
}

// An undo obeys what the write it reverses would: it is refused in Swedish naming why (the route
// reads the reason), or it carries names along and keeps ancestors as that write does.
describeWithDatabase("undo obeys the rules of every write", (db) => {
  const stud = (name: string, extra: Record<string, unknown> = {}) => horseRecord.parse(horse(name, extra));
  /** The edit form's fields (the for-sale flag has its own button). */
  const edit = (name: string, extra: Record<string, unknown> = {}) => {
    const { forSale: _forSale, ...fields } = stud(name, extra);
    return fields;
  };

  it("refuses to give back a parent that would now close a loop (P → Q → P)", async () => {
    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Loop Q" }));
    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Loop P", sire: "Loop Q" }));
    await recordChange(db(), { actor: ACTOR, kind: "pedigree-edit" }, (tx) =>
      updatePedigreeEntry(tx, "Loop P", pedigreeRecord.parse({ name: "Loop P" })),
    );
    const parentRemoved = await newest(db());
    await recordChange(db(), { actor: ACTOR, kind: "pedigree-edit" }, (tx) =>
      updatePedigreeEntry(tx, "Loop Q", pedigreeRecord.parse({ name: "Loop Q", sire: "Loop P" })),
    );
    const before = await everything(db());
    expect(await undoChange(db(), parentRemoved.id, ACTOR)).toEqual({
      ok: false,
      reason: "loop",
      chain: ["Loop P", "Loop Q", "Loop P"],
    });
    expect(await everything(db())).toEqual(before);
    expect((await newest(db())).kind).toBe("pedigree-edit");
  });

  it("refuses to give back a name that looks like one given since (TEXBAHA beside Cyrillic ТЕХВАНА)", async () => {
    expect((await addHorse(db(), stud("TEXBAHA"))).ok).toBe(true);
    await recordChange(db(), { actor: ACTOR, kind: "horse-edit" }, (tx) =>
      updateHorse(tx, "TEXBAHA", edit("Texbaha Ny")),
    );
    const renamed = await newest(db());
    expect((await addHorse(db(), stud("ТЕХВАНА"))).ok).toBe(true);
    const before = await everything(db());
    expect(await undoChange(db(), renamed.id, ACTOR)).toEqual({
      ok: false,
      reason: "lookalike",
      name: "TEXBAHA",
      clash: "ТЕХВАНА",
    });
    expect(await everything(db())).toEqual(before);
  });

  it("refuses to give a horse back a name an ancestor's entry has taken since", async () => {
    expect((await addHorse(db(), stud("Taken Old"))).ok).toBe(true);
    await recordChange(db(), { actor: ACTOR, kind: "horse-edit" }, (tx) =>
      updateHorse(tx, "Taken Old", edit("Taken New")),
    );
    const renamed = await newest(db());
    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Taken Old", gender: "Hingst" }));
    const before = await everything(db());
    expect(await undoChange(db(), renamed.id, ACTOR)).toEqual({ ok: false, reason: "taken", name: "Taken Old" });
    expect(await everything(db())).toEqual(before);
  });

  it("a name given back carries along the entries that named the horse since", async () => {
    expect((await addHorse(db(), stud("Carry Old", { gender: "Hingst" }))).ok).toBe(true);
    await recordChange(db(), { actor: ACTOR, kind: "horse-edit" }, (tx) =>
      updateHorse(tx, "Carry Old", edit("Carry New", { gender: "Hingst" })),
    );
    const renamed = await newest(db());
    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Carry Foal", sire: "Carry New" }));
    expect((await addHorse(db(), stud("Carry Filly", { sire: "Carry New" }))).ok).toBe(true);
    expect(await undoChange(db(), renamed.id, ACTOR)).toMatchObject({ ok: true });
    expect(await horseByName(db(), "Carry Old")).not.toBeNull();
    expect((await pedigreeByName(db(), "Carry Foal"))?.sire).toBe("Carry Old");
    expect((await horseByName(db(), "Carry Filly"))?.sire).toBe("Carry Old");
    // Undone in turn, the rename carries them to the new name again.
    expect(await undoChange(db(), (await newest(db())).id, ACTOR)).toMatchObject({ ok: true });
    expect((await pedigreeByName(db(), "Carry Foal"))?.sire).toBe("Carry New");
  });

  it("an added horse taken away by undo stays as an ancestor when it is a parent since, as a delete keeps it", async () => {
    await recordChange(db(), { actor: ACTOR, kind: "horse-add" }, (tx) =>
      addHorse(tx, stud("Added Sire", { gender: "Hingst", sire: "Added Grandsire", color: "brun" })),
    );
    const added = await newest(db());
    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Added Foal", sire: "Added Sire" }));
    expect(await undoChange(db(), added.id, ACTOR)).toMatchObject({ ok: true });
    expect(await horseByName(db(), "Added Sire")).toBeNull();
    expect(await pedigreeByName(db(), "Added Sire")).toMatchObject({
      gender: "Hingst",
      sire: "Added Grandsire",
      color: "brun",
    });
    // Undone in turn: the horse is back, and the entry its undo kept goes again.
    expect(await undoChange(db(), (await newest(db())).id, ACTOR)).toMatchObject({ ok: true });
    expect(await horseByName(db(), "Added Sire")).not.toBeNull();
    expect(await pedigreeByName(db(), "Added Sire")).toBeNull();
  });
});

// An undo is one statement per table and kind, whatever the size of the change (docs/operations.md,
// "Bulk writes"): undoing ageing sends as many statements for 40 horses as for 4.
describe("undo is set-based", () => {
  for (const driver of availableDrivers())
    it(`undoes ageing of 40 horses in as many statements as of 4 [${driver}]`, async () => {
      const statementsToUndoAgeing = async (count: number) => {
        let statements = 0;
        const database = await createTestDatabase(driver, { onQuery: () => void statements++ });
        try {
          await importStud(
            database.db,
            studFile.parse({ horses: Array.from({ length: count }, (_, i) => horse(`Set ${i}`, { age: 3 })) }),
          );
          await recordChange(database.db, { actor: ACTOR, kind: "age" }, async (tx) => ({
            ok: true,
            count: await ageAllHorses(tx, 1),
          }));
          const ageing = await newest(database.db);
          const before = statements;
          expect(await undoChange(database.db, ageing.id, ACTOR)).toMatchObject({ ok: true });
          const ages = await queryRows<{ age: number }>(database.db, sql`select distinct age from horses`);
          expect(ages).toEqual([{ age: 3 }]);
          return statements - before;
        } finally {
          await database.close();
        }
      };
      expect(await statementsToUndoAgeing(40)).toBe(await statementsToUndoAgeing(4));
    });
});
