import { describe, expect, it } from "vitest";
import { parseMeritImport } from "#domain";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { addHorse, horseByName } from "./horses";
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
