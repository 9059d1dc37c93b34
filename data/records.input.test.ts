import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { latestRecordDate, MERIT_STARTERS_MAX, parseMeritImport } from "#domain";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { queryRows } from "./db";
import { evaluationsOf } from "./evaluations";
import { addHorse, horseByName, updateHorse } from "./horses";
import { importMerits } from "./merits";
import { addPedigreeEntry, pedigreeByName, updatePedigreeEntry } from "./pedigree/pedigree";
import { evaluationRecord, horseRecord, meritRecord, pedigreeRecord, ribbonRecord, studFile } from "./records";

const f = texts.faults;
const horse = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: "stallions",
  breed: "b",
  gender: "Hingst",
  ...extra,
});
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("names wherever they enter (forms and stud files share these schemas)", () => {
  it("stores names and parent names in NFC", () => {
    const parsed = horseRecord.parse(horse("Sno\u0308flingans A\u030Askvigg", { sire: "Bjo\u0308rn" }));
    expect(parsed.name).toBe("Snöflingans Åskvigg");
    expect(parsed.sire).toBe("Björn");
    expect(pedigreeRecord.parse({ name: "A\u030Ase" }).name).toBe("Åse");
  });

  it("refuses invisible characters, look-alike letters and dot-only names with a Swedish message", () => {
    expect(messagesOf(horseRecord.safeParse(horse("Åsk\u200Bvigg")))).toEqual([f.nameForbiddenCharacter]);
    expect(messagesOf(horseRecord.safeParse(horse("Åskvigg", { dam: "Stj\u202Eärna" })))).toEqual([
      f.nameForbiddenCharacter,
    ]);
    expect(messagesOf(pedigreeRecord.safeParse({ name: "Snöflingans \u0410skvigg" }))).toEqual([f.nameMixedScripts]);
    expect(messagesOf(horseRecord.safeParse(horse("..")))).toEqual([f.nameOnlyDots]);
    const stud = studFile.safeParse({ horses: [horse("Ny\nrad")] });
    expect(messagesOf(stud)).toEqual([f.nameForbiddenCharacter]);
  });

  it("refuses NUL and other controls in texts", () => {
    expect(messagesOf(ribbonRecord.safeParse({ text: "Bäst\u0000" }))).toEqual([f.textForbiddenCharacter]);
  });
});

describe("dates wherever they enter", () => {
  const evaluation = (date: string) => ({
    horse: "Åskvigg",
    date,
    type: "exterior",
    breedType: 8,
    hnb: 8,
    extremeties: 8,
    movement: 8,
    overall: 8,
  });

  it("refuses impossible dates in evaluations and merits, forms and stud files alike", () => {
    expect(evaluationRecord.safeParse(evaluation("2024-02-29")).success).toBe(true);
    expect(messagesOf(evaluationRecord.safeParse(evaluation("2024-02-30")))).toEqual([f.impossibleDate("2024-02-30")]);
    expect(messagesOf(evaluationRecord.safeParse(evaluation("9999-99-99")))).toEqual([f.impossibleDate("9999-99-99")]);
    const merit = { horse: "Åskvigg", key: "Dressyr Lokal Lätt C", text: "1/8 | Lokal Lätt C", points: 12 };
    expect(meritRecord.safeParse({ ...merit, date: "2023-02-29" }).success).toBe(false);
    expect(studFile.safeParse({ merits: [{ ...merit, date: "2024-04-31" }] }).success).toBe(false);
  });

  it("skips a merit import line with an impossible date, saying why", () => {
    const line = ["2024-02-30", "Ronja", "Dressyr", "lok lc", "1/12", "Snöklubben", "Vårträffen"].join("\t");
    expect(parseMeritImport(line).skipped).toEqual([
      { line: 1, reason: texts.meritImport.skipped(1, texts.meritImport.badDate("2024-02-30")) },
    ]);
  });
});

describeWithDatabase("names are compared in NFC", (db) => {
  it("finds a horse by its name typed decomposed, and refuses the decomposed twin", async () => {
    expect((await addHorse(db(), horseRecord.parse(horse("Snöflingans Åskvigg")))).ok).toBe(true);
    expect((await horseByName(db(), "Sno\u0308flingans A\u030Askvigg"))?.name).toBe("Snöflingans Åskvigg");
    expect(await addHorse(db(), horseRecord.parse(horse("Sno\u0308flingans A\u030Askvigg")))).toEqual({
      ok: false,
      reason: "duplicate",
    });
    expect(await horseByName(db(), "Snö\u0000")).toBeNull();
  });
});

/** What the admin forms and the stud file send through these schemas, on both drivers: refused before anything is stored. */
describeWithDatabase("input refused before it is stored", (db) => {
  const merit = (text: string, date = "2024-05-01") => ({
    horse: "Inmatning",
    key: "Dressyr Lokal Lätt C",
    date,
    text,
    points: 12,
  });
  const evaluation = (date: string) => ({
    horse: "Inmatning",
    date,
    type: "exterior",
    breedType: 8,
    hnb: 8,
    extremeties: 8,
    movement: 8,
    overall: 8,
  });
  const meritCount = async () =>
    (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from merits`))[0].n;

  it("sets up a horse", async () => {
    expect((await addHorse(db(), horseRecord.parse(horse("Inmatning")))).ok).toBe(true);
  });

  it("refuses merit placements out of range (0/0, 11/10, twenty digits): the import skips them, the stud file and the record refuse them", async () => {
    const placements = ["0/0", "11/10", "99999999999999999999/1", "1/99999999999999999999"];
    const pasted = parseMeritImport(
      placements
        .map((placement) => ["2024-05-01", "Inmatning", "Dressyr", "lok lc", placement, "Klubben", "Cupen"].join("\t"))
        .join("\n"),
    );
    expect(pasted.skipped.map((skip) => skip.reason)).toEqual(
      placements.map((placement, i) =>
        texts.meritImport.skipped(i + 1, texts.meritImport.placementOutOfRange(placement, MERIT_STARTERS_MAX)),
      ),
    );
    expect(await importMerits(db(), pasted.merits)).toEqual({ imported: 0, skipped: [] });
    for (const placement of placements) {
      const text = `${placement} | Lokal Lätt C - Cupen, Klubben`;
      expect(messagesOf(meritRecord.safeParse(merit(text)))).toEqual([f.meritTextPlacement(MERIT_STARTERS_MAX)]);
      expect(studFile.safeParse({ merits: [merit(text)] }).success).toBe(false);
    }
    expect(await meritCount()).toBe(0);
    // What was allowed still is: the first of twelve, and a text without a placement.
    expect(meritRecord.safeParse(merit("1/12 | Lokal Lätt C")).success).toBe(true);
    expect(meritRecord.safeParse(merit("Lokal Lätt C, utan placering")).success).toBe(true);
  });

  it("refuses evaluation and merit dates before 1900-01-01 or after next year, naming the range", async () => {
    const range = (date: string) => f.dateOutOfRange(date, "1900-01-01", latestRecordDate());
    for (const date of ["1899-12-31", "9999-12-31"]) {
      expect(messagesOf(evaluationRecord.safeParse(evaluation(date)))).toEqual([range(date)]);
      expect(messagesOf(meritRecord.safeParse(merit("1/12 | Lokal Lätt C", date)))).toEqual([range(date)]);
      const pasted = parseMeritImport([date, "Inmatning", "Dressyr", "lok lc", "1/12", "Klubben", "Cupen"].join("\t"));
      expect(pasted.merits).toEqual([]);
      expect(studFile.safeParse({ evaluations: [evaluation(date)] }).success).toBe(false);
    }
    expect(await evaluationsOf(db(), "Inmatning")).toEqual([]);
    expect(evaluationRecord.safeParse(evaluation("1900-01-01")).success).toBe(true);
    expect(evaluationRecord.safeParse(evaluation(latestRecordDate())).success).toBe(true);
  });

  it("stores a fullwidth name NFKC-normalised wherever a name is written: add, update, rename, pedigree entries, import", async () => {
    const added = await addHorse(db(), horseRecord.parse(horse("BarＴext", { sire: "ＳireＴext" })));
    expect(added).toEqual({ ok: true, name: "BarText" });
    expect((await horseByName(db(), "BarＴext"))?.name).toBe("BarText");
    expect((await horseByName(db(), "BarText"))?.sire).toBe("SireText");

    const renamed = await updateHorse(db(), "BarText", horseRecord.parse(horse("BazＴext", { dam: "ＤamＴext" })));
    expect(renamed).toEqual({ ok: true, name: "BazText" });
    expect((await horseByName(db(), "BazText"))?.dam).toBe("DamText");

    expect(await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "QuxＴext", sire: "ＢazＴext" }))).toEqual({
      ok: true,
      name: "QuxText",
    });
    expect(await updatePedigreeEntry(db(), "QuxText", pedigreeRecord.parse({ name: "QuuxＴext" }))).toEqual({
      ok: true,
      name: "QuuxText",
    });
    await importStud(db(), studFile.parse({ horses: [horse("ＦooＴext")], pedigree: [{ name: "ＡncＴext" }] }));
    expect((await horseByName(db(), "FooText"))?.name).toBe("FooText");
    expect((await pedigreeByName(db(), "AncText"))?.name).toBe("AncText");
    const stored = await queryRows<{ name: string }>(
      db(),
      sql`select name from horses union all select name from pedigree union all select sire from pedigree where sire is not null`,
    );
    expect(stored.filter(({ name }) => name !== name.normalize("NFKC"))).toEqual([]);
  });

  it("says a rename to an ancestor's name is taken by an ancestor entry, not by a stud horse", async () => {
    expect((await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Förfader" }))).ok).toBe(true);
    expect(await updateHorse(db(), "Inmatning", horseRecord.parse(horse("förfader")))).toEqual({
      ok: false,
      reason: "duplicate",
      ancestor: true,
    });
    expect(await updateHorse(db(), "Inmatning", horseRecord.parse(horse("BazText")))).toEqual({
      ok: false,
      reason: "duplicate",
    });
    expect(await horseByName(db(), "Inmatning")).not.toBeNull();
  });
});
