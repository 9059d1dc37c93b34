import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database, type Db } from "#data/db";
import { changeLog, recordChange, undoChange, type UndoResult } from "#data/history";
import { studFile } from "#data/records";
import { ribbonsOf, updateRibbon } from "#data/ribbons";
import { changes, ribbons } from "#data/schema";
import { availableDrivers, createTestDatabase, type Driver } from "#tests/support/database";
import { importStud } from "#transfer/stud";

// An undo racing an edit of the same row, 100 times on each driver: the edit, once acknowledged
// and shown in the change log, is never lost. Either the undo is refused (a later change touched
// the row) or the edit comes after the undo (data/history.ts undoChange locks the rows first;
// docs/decisions/0044-undo-locks-rows-set-based.md).

const ACTOR = "admin@example.se";
const RACES = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most 2 s) until some session of this database waits for a lock a transaction holds. */
async function someoneWaits(db: Db): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await queryRows<{ waiting: number }>(
      db,
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row.waiting > 0) return;
    await sleep(10);
  }
}

for (const driver of availableDrivers())
  describe(`an undo racing an edit of the same row [${driver}]`, () => {
    let database: Database;
    let ribbonId: number;
    beforeAll(async () => {
      database = await createTestDatabase(driver as Driver, { poolSize: 10 });
      await importStud(
        database.db,
        studFile.parse({
          horses: [
            {
              name: "Kapplöpning",
              category: "competitors",
              breed: "b",
              gender: "Sto",
              ribbons: [{ text: "Start", image: null }],
            },
          ],
        }),
      );
      [{ id: ribbonId }] = await ribbonsOf(database.db, "Kapplöpning");
    });
    afterAll(() => database?.close());

    it(`never loses the acknowledged edit in ${RACES} races`, async () => {
      const db = database.db;
      let lost = 0;
      const outcomes: Record<string, number> = {};
      for (let race = 0; race < RACES; race++) {
        // The change to undo.
        await recordChange(db, { actor: ACTOR, kind: "ribbon-edit" }, (tx) =>
          updateRibbon(tx, ribbonId, { text: `Ändrad ${race}`, image: null }),
        );
        const [toUndo] = (await changeLog(db, 1)).items;
        const text = `Redigerad ${race}`;
        // Every other race on PostgreSQL, the edit holds the row until the undo waits for it: the
        // interleaving that lost edits. Otherwise both start together, one or the other a moment first.
        const holdRow = driver === "postgres" && race % 2 === 0;
        const undoFirst = !holdRow && race % 4 === 1;
        let rowUpdated!: () => void;
        const updated = new Promise<void>((resolve) => (rowUpdated = resolve));
        const editing = () =>
          recordChange(db, { actor: ACTOR, kind: "ribbon-edit" }, async (tx) => {
            const result = await updateRibbon(tx, ribbonId, { text, image: null });
            rowUpdated();
            if (holdRow) await someoneWaits(db);
            return result;
          });
        let edit: ReturnType<typeof editing>;
        let undo: Promise<UndoResult>;
        if (undoFirst) {
          undo = undoChange(db, toUndo.id, ACTOR);
          await sleep(race % 3);
          edit = editing();
        } else {
          edit = editing();
          if (holdRow) await updated;
          else await sleep(race % 3);
          undo = undoChange(db, toUndo.id, ACTOR);
        }
        const [edited, undone] = await Promise.all([edit, undo]);
        const outcome = undone.ok ? "undone" : undone.reason;
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        expect(edited.ok).toBe(true);
        const [editLogged] = await db
          .select({ id: changes.id })
          .from(changes)
          .where(eq(changes.subject, `Kapplöpning: ${text}`));
        expect(editLogged).toBeDefined();
        const [row] = await db.select({ text: ribbons.text }).from(ribbons).where(eq(ribbons.id, ribbonId));
        if (row.text !== text) lost++;
      }
      console.log(JSON.stringify({ fault: "undo racing an edit", driver, races: RACES, lost, outcomes }));
      expect(lost).toBe(0);
    });
  });
