import { expect, it } from "vitest";
import { meritById } from "#data/merits";
import { studFile } from "#data/records";
import { merits } from "#data/schema";
import { latestRecordDate, MERIT_STARTERS_MAX, meritPoints } from "#domain";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import type { ChangeLogger } from "./history.server";
import { saveRecord } from "./record.server";

describeWithDatabase("a merit line's edit form", (db) => {
  const stored = { key: "Dressyr Lokal Lätt C", date: "2024-05-01", text: "1/12 | Lokal Lätt C - Cupen, Klubben" };
  // The change log is app/history.server.ts's part: here the write alone.
  const logged = ((_kind, work) => work(db())) as ChangeLogger;
  let id = 0;

  it("sets up a horse with a merit line", async () => {
    await importStud(
      db(),
      studFile.parse({
        horses: [{ name: "Meriterad", category: "competitors", breed: "b", gender: "Sto" }],
        merits: [{ horse: "Meriterad", ...stored, points: 12 }],
      }),
    );
    [{ id }] = await db().select({ id: merits.id }).from(merits);
  });

  it("refuses a placement out of range at the text's start and a date out of range, naming what is allowed; nothing saved", async () => {
    const values = (change: Partial<typeof stored>) => ({ ...stored, points: "12", ...change });
    for (const placement of ["0/0", "11/10", "99999999999999999999/1", "1/99999999999999999999"]) {
      const answer = await saveRecord(logged, "merit", String(id), values({ text: `${placement} | Lokal Lätt C` }));
      expect(answer).toMatchObject({
        ok: false,
        fieldErrors: { text: texts.faults.meritTextPlacement(MERIT_STARTERS_MAX) },
      });
    }
    for (const date of ["1899-12-31", "9999-12-31"]) {
      const answer = await saveRecord(logged, "merit", String(id), values({ date }));
      expect(answer).toMatchObject({
        ok: false,
        fieldErrors: { date: texts.faults.dateOutOfRange(date, "1900-01-01", latestRecordDate()) },
      });
    }
    expect(await meritById(db(), id)).toMatchObject({ ...stored, points: 12 });
    // A placing in range saves, with its placing's own points (data/records.ts meritEdit).
    const text = "2/12 | Lokal Lätt C";
    const points = String(meritPoints(text));
    expect(await saveRecord(logged, "merit", String(id), { ...values({ text }), points })).toMatchObject({
      ok: true,
    });
  });
});
