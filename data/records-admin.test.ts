import { asc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { parseMeritImport } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { queryRows } from "./db";
import { addEvaluation, evaluationsOf } from "./evaluations";
import { importMerits, meritsOf } from "./merits";
import { addPedigreeEntry, pedigreeByName, updatePedigreeEntry } from "./pedigree/pedigree";
import { evaluationRecord, pedigreeRecord, studFile } from "./records";
import { addRibbon, ribbonsOf } from "./ribbons";
import { competition, horses, merits, pedigree } from "./schema";

const horse = (name: string) => ({ name, category: "competitors", breed: "b", gender: "Sto", height: 125 });
const line = (date: string, horseName: string, place: string, event = "Dressyr", cls = "LC") =>
  [date, horseName, event, cls, place, "Snöklubben", "Vintercupen"].join("\t");
const entry = (fields: Record<string, string | null>) => pedigreeRecord.parse(fields);

describeWithDatabase("admin record writes", (db) => {
  it("sets up a small stud", async () => {
    await importStud(
      db(),
      studFile.parse({
        horses: [
          horse("Rec Ribbon"),
          horse("Rec Merit"),
          horse("Rec Merit Two"),
          horse("Rec Eval"),
          horse("Rec Stud Horse"),
        ],
        competition: [
          { name: "Rec Merit", currentEvent: "Dressyr", currentClass: "Lokal Lätt C", premium: "Klass I" },
          { name: "Rec Merit Two", currentEvent: "Dressyr", currentClass: "Lokal Lätt C", premium: "Klass I" },
        ],
        pedigree: [
          { name: "Rec Grandsire", sire: null, dam: null },
          { name: "Rec Sire", sire: "Rec Grandsire", dam: null },
          { name: "Rec Stud Horse", sire: null, dam: null },
        ],
      }),
    );
  });

  it("appends ribbons in order, to the horse named in any letter case", async () => {
    expect(await addRibbon(db(), "Rec Ribbon", { text: "Första", image: null })).toMatchObject({
      ok: true,
      position: 0,
    });
    expect(await addRibbon(db(), "Rec Ribbon", { text: "Andra", image: "/images/ribbon.png" })).toMatchObject({
      ok: true,
      position: 1,
    });
    // Concurrent appends get consecutive positions, none lost.
    await Promise.all(
      ["Tredje", "Fjärde", "Femte"].map((text) => addRibbon(db(), "Rec Ribbon", { text, image: null })),
    );
    const stored = await ribbonsOf(db(), "Rec Ribbon");
    expect(stored.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    expect(stored.slice(0, 2).map((r) => [r.text, r.image])).toEqual([
      ["Första", null],
      ["Andra", "/images/ribbon.png"],
    ]);
    expect(await addRibbon(db(), "rec ribbon", { text: "X", image: null })).toMatchObject({ ok: true, position: 5 });
    expect((await ribbonsOf(db(), "Rec Ribbon")).at(-1)).toMatchObject({ horse: "Rec Ribbon", text: "X" });
    expect(await addRibbon(db(), "Ingen sådan", { text: "X", image: null })).toEqual({
      ok: false,
      reason: "horse-not-found",
    });
  });

  it("imports merits and counts them on the competition entry, in one go", async () => {
    const text = [
      line("2024-01-05", "Rec Merit", "1/8"),
      line("2024-01-06", "rec merit", "2/8"), // any letter case finds the horse
      line("2024-01-07", "Rec Okänd", "1/8"),
      "trasig rad",
      line("2024-01-08", "Rec Merit Two, Rec Merit", "3/5", "Körning", "lätt"),
    ].join("\n");
    const parsed = parseMeritImport(text);
    const report = await importMerits(db(), parsed.merits);
    expect(report.imported).toBe(4);
    expect(report.skipped).toEqual([{ line: 3, horse: "Rec Okänd", reason: "unknown-horse" }]);
    const counts = await db()
      .select({ name: competition.name, n: competition.meritCount })
      .from(competition)
      .orderBy(asc(competition.name));
    expect(counts).toEqual([
      { name: "Rec Merit", n: 3 },
      { name: "Rec Merit Two", n: 1 },
    ]);
    const groups = await meritsOf(db(), "Rec Merit");
    expect(groups.map((g) => g.key)).toEqual(["Dressyr Lätt C", "Körning Lätt"]);

    // The same text again changes nothing.
    const again = await importMerits(db(), parsed.merits);
    expect(again.imported).toBe(0);
    expect(again.skipped.map((s) => [s.line, s.reason])).toEqual([
      [1, "already-imported"],
      [2, "already-imported"],
      [3, "unknown-horse"],
      [5, "already-imported"],
      [5, "already-imported"],
    ]);
    const countsAfter = await db()
      .select({ n: competition.meritCount })
      .from(competition)
      .orderBy(asc(competition.name));
    expect(countsAfter.map((c) => c.n)).toEqual([3, 1]);
  });

  it("treats one merit written twice with other letter cases as one", async () => {
    const parsed = parseMeritImport(
      [line("2024-02-01", "Rec Merit Two", "4/9"), line("2024-02-01", "REC MERIT TWO", "4/9")].join("\n"),
    );
    const report = await importMerits(db(), parsed.merits);
    expect(report).toEqual({ imported: 1, skipped: [{ line: 2, horse: "Rec Merit Two", reason: "already-imported" }] });
  });

  it("leaves nothing half-written when the import fails part-way", async () => {
    await db().execute(
      sql`create function rec_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await db().execute(
      sql`create trigger rec_refuse before update on competition for each row when (new.name = 'Rec Merit Two') execute function rec_refuse()`,
    );
    try {
      const before = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(merits);
      const parsed = parseMeritImport(
        [line("2024-03-01", "Rec Merit", "1/3"), line("2024-03-01", "Rec Merit Two", "1/3")].join("\n"),
      );
      await expect(importMerits(db(), parsed.merits)).rejects.toThrow();
      const after = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(merits);
      expect(after).toEqual(before);
      const [count] = await db()
        .select({ n: competition.meritCount })
        .from(competition)
        .where(eq(competition.name, "Rec Merit"));
      expect(count.n).toBe(3);
    } finally {
      await db().execute(sql`drop trigger rec_refuse on competition`);
    }
  });

  it("stores an evaluation of a stud horse named in any letter case, under the stud's spelling", async () => {
    const record = evaluationRecord.parse({
      horse: "Rec Eval",
      date: "2024-05-01",
      judge: "Domare",
      type: "exterior",
      breedType: "8",
      hnb: "8",
      extremeties: "8",
      movement: "8",
      overall: "8",
      premium: "Diplom",
    });
    const result = await addEvaluation(db(), record);
    expect(result.ok).toBe(true);
    const [stored] = await evaluationsOf(db(), "Rec Eval");
    expect(stored).toMatchObject({
      horse: "Rec Eval",
      type: "exterior",
      judge: "Domare",
      breedType: 8,
      premium: "Diplom",
    });
    expect(await addEvaluation(db(), { ...record, horse: "rec eval" })).toMatchObject({ ok: true });
    expect((await evaluationsOf(db(), "Rec Eval")).map((e) => e.horse)).toEqual(["Rec Eval", "Rec Eval"]);
    expect(await addEvaluation(db(), { ...record, horse: "Rec Ingen" })).toEqual({
      ok: false,
      reason: "horse-not-found",
    });
  });

  it("finds a name typed in another letter case beyond ASCII (audit överostjärna)", async () => {
    await importStud(db(), studFile.parse({ horses: [horse("Audit Överostjärna")] }));
    expect(await addRibbon(db(), "audit överostjärna", { text: "Ö", image: null })).toMatchObject({
      ok: true,
      position: 0,
    });
    const record = evaluationRecord.parse({
      horse: "AUDIT ÖVEROSTJÄRNA",
      date: "2024-05-01",
      type: "kvalitetregistrering",
      section: "I",
      regNr: "Ö-1",
    });
    expect(await addEvaluation(db(), record)).toMatchObject({ ok: true });
    expect((await evaluationsOf(db(), "audit överostjärna")).map((e) => e.horse)).toEqual(["Audit Överostjärna"]);
  });

  it("adds pedigree entries and refuses a taken name in any letter case", async () => {
    expect(await addPedigreeEntry(db(), entry({ name: "Rec Foal", sire: "Rec Sire", dam: null }))).toEqual({
      ok: true,
      name: "Rec Foal",
    });
    expect(await addPedigreeEntry(db(), entry({ name: "REC FOAL" }))).toEqual({ ok: false, reason: "duplicate" });
  });

  it("refuses a pedigree that would loop, and writes nothing", async () => {
    // Rec Grandsire as its own grandchild's child: Rec Grandsire → Rec Foal → Rec Sire → Rec Grandsire.
    const result = await updatePedigreeEntry(db(), "Rec Grandsire", entry({ name: "Rec Grandsire", sire: "Rec Foal" }));
    expect(result).toEqual({
      ok: false,
      reason: "loop",
      chain: ["Rec Grandsire", "Rec Foal", "Rec Sire", "Rec Grandsire"],
    });
    expect((await pedigreeByName(db(), "Rec Grandsire"))?.sire).toBeNull();
    expect(await addPedigreeEntry(db(), entry({ name: "Rec Self", dam: "rec self" }))).toMatchObject({
      ok: false,
      reason: "loop",
    });
    expect(await pedigreeByName(db(), "Rec Self")).toBeNull();
    // Through a stud horse's own sire/dam too.
    await db().update(horses).set({ sire: "Rec Foal" }).where(eq(horses.name, "Rec Eval"));
    expect(await updatePedigreeEntry(db(), "Rec Sire", entry({ name: "Rec Sire", dam: "Rec Eval" }))).toMatchObject({
      ok: false,
      reason: "loop",
    });
  });

  it("updates every field and carries the children along on a rename", async () => {
    const result = await updatePedigreeEntry(
      db(),
      "rec sire",
      entry({
        name: "Rec Sire Renamed",
        gender: "Hingst",
        breed: "c",
        color: "Fux",
        sire: "Rec Grandsire",
        dam: "Rec Dam",
        evalExt: "F",
        link: "https://example.se/h",
      }),
    );
    expect(result).toEqual({ ok: true, name: "Rec Sire Renamed" });
    expect(await pedigreeByName(db(), "Rec Sire")).toBeNull();
    expect(await pedigreeByName(db(), "Rec Sire Renamed")).toMatchObject({
      gender: "Hingst",
      breed: "c",
      color: "Fux",
      dam: "Rec Dam",
      evalExt: "F",
      link: "https://example.se/h",
    });
    expect((await pedigreeByName(db(), "Rec Foal"))?.sire).toBe("Rec Sire Renamed");
    // Renaming onto another entry's name, a stud horse's own entry, or an unknown entry is refused.
    expect(await updatePedigreeEntry(db(), "Rec Sire Renamed", entry({ name: "rec foal" }))).toEqual({
      ok: false,
      reason: "duplicate",
    });
    expect(await updatePedigreeEntry(db(), "Rec Stud Horse", entry({ name: "Rec Other" }))).toEqual({
      ok: false,
      reason: "studHorse",
    });
    expect(await updatePedigreeEntry(db(), "Rec Nobody", entry({ name: "Rec Nobody" }))).toEqual({
      ok: false,
      reason: "not-found",
    });
    // A letter-case rename of its own name is fine.
    expect(await updatePedigreeEntry(db(), "Rec Foal", entry({ name: "REC Foal", sire: "Rec Sire Renamed" }))).toEqual({
      ok: true,
      name: "REC Foal",
    });
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ${pedigree} where lower(name) = 'rec foal'`,
    );
    expect(rows[0].n).toBe(1);
  });
});
