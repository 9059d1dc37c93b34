import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#data/db";
import { studFile, type StudFileInput } from "#data/records";
import { describeWithDatabase, createTestDatabase } from "#tests/support/database";
import { exportStud, importStud, readStudFiles, StudFileError, studCounts } from "./stud";

const sample: StudFileInput = {
  horses: [
    {
      name: "Stud Test Åskvigg",
      category: "stallions",
      breed: "d",
      gender: "Hingst",
      age: 9,
      height: 150,
      focus: "Dressyr",
      sire: "Stud Test Far",
      dam: "Stud Test Mor",
      stats: [50, 60, 40, 45, 70, 72, 30, 35, 55, 60, 66, 70, 20, 25, 80, 85],
      breeder: "Snöflingan",
      ribbons: [{ text: "1:a Lokal Lätt C" }, { text: "2:a", image: "/images/rosette.svg" }],
    },
    {
      name: "Stud Test Lilja",
      category: "competitors",
      breed: "a",
      gender: "Sto",
      age: 7,
      height: 118,
      focus: "Körning",
    },
    {
      name: "Stud Test Blåklint",
      category: "competitors",
      breed: "a",
      gender: "Valack",
      age: 8,
      height: 120,
      focus: "Körning",
    },
  ],
  pedigree: [
    { name: "Stud Test Far", gender: "Hingst", breed: "d", sire: "Stud Test Farfar", evalExt: "F" },
    { name: "Stud Test Mor", gender: "Sto", breed: "d", evalExt: "RL" },
  ],
  evaluations: [
    {
      horse: "Stud Test Åskvigg",
      date: "2024-05-01",
      judge: "Domare",
      type: "exterior",
      breedType: 8,
      hnb: 8,
      extremeties: 7,
      movement: 9,
      overall: 8,
    },
    { horse: "stud test åskvigg", date: "2024-06-01", type: "kvalitetregistrering", section: "II", regNr: "KV-1" },
  ],
  merits: [
    {
      horse: "Stud Test Lilja",
      key: "Körning Lokal Debutant",
      date: "2024-04-02",
      text: "1/8 | Lokal Debutant - Vårtävling, Klubben",
      points: 12,
    },
    {
      horse: "Stud Test Lilja",
      key: "Körning Lokal Debutant",
      date: "2024-04-02",
      text: "1/8 | Lokal Debutant - Vårtävling, Klubben",
      points: 12,
    },
  ],
  competition: [
    {
      name: "Stud Test Lilja",
      currentEvent: "Körning",
      currentClass: "Lokal Debutant",
      meritCount: 1,
      premium: "Klass I",
      partner: "Stud Test Blåklint",
    },
    {
      name: "Stud Test Blåklint",
      currentEvent: "Körning",
      currentClass: "Lokal Debutant",
      premium: "Klass II",
      partner: "Stud Test Lilja",
    },
  ],
};

describeWithDatabase("stud file import/export", (db, database) => {
  it("imports everything once; a second import adds nothing", async () => {
    const first = await importStud(db(), studFile.parse(sample));
    expect(first).toEqual({
      horses: 3,
      ribbons: 2,
      pedigree: 2,
      evaluations: 2,
      merits: 1,
      competition: 2,
      coverings: 0,
      requests: 0,
      news: 0,
    });
    const counts = await studCounts(db());
    expect(counts).toEqual(first);

    const second = await importStud(db(), studFile.parse(sample));
    expect(second).toEqual({
      horses: 0,
      ribbons: 0,
      pedigree: 0,
      evaluations: 0,
      merits: 0,
      competition: 0,
      coverings: 0,
      requests: 0,
      news: 0,
    });
    expect(await studCounts(db())).toEqual(counts);
  });

  it("treats names case-insensitively and skips the belongings of existing horses", async () => {
    const counts = await importStud(
      db(),
      studFile.parse({
        horses: [{ name: "STUD TEST LILJA", category: "seniors", breed: "b", gender: "Sto" }],
        merits: [
          {
            horse: "Stud Test Lilja",
            key: "Körning Lokal Lätt",
            date: "2025-01-01",
            text: "2/5 | Lokal Lätt",
            points: 10,
          },
        ],
      }),
    );
    expect(counts.horses).toBe(0);
    expect(counts.merits).toBe(0);
  });

  it("exports what it imported, with ribbons in order and competition copied from the horse", async () => {
    const exported = await exportStud(db());
    const askvigg = exported.horses.find((horse) => horse.name === "Stud Test Åskvigg");
    expect(askvigg?.ribbons).toEqual([
      { text: "1:a Lokal Lätt C", image: null },
      { text: "2:a", image: "/images/rosette.svg" },
    ]);
    // The lower-cased evaluation was attached to the horse's stored name.
    expect(exported.evaluations.map((e) => [e.horse, e.type])).toEqual([
      ["Stud Test Åskvigg", "exterior"],
      ["Stud Test Åskvigg", "kvalitetregistrering"],
    ]);
    expect(exported.competition.map((c) => [c.name, c.partner])).toEqual([
      ["Stud Test Lilja", "Stud Test Blåklint"],
      ["Stud Test Blåklint", "Stud Test Lilja"],
    ]);
    const rows = await database().db.query.competition.findMany();
    expect(rows.find((row) => row.name === "Stud Test Lilja")).toMatchObject({
      height: 118,
      gender: "Sto",
      breed: "a",
      focus: "Körning",
      age: 7,
    });
  });

  describe("round trip", () => {
    let empty: Database;
    beforeAll(async () => {
      empty = await createTestDatabase(database().driver);
    });
    afterAll(async () => {
      await empty?.close();
    });
    it("export → import into an empty database → export gives the same stud file", async () => {
      const exported = await exportStud(db());
      const counts = await importStud(empty.db, exported);
      expect(counts).toEqual(await studCounts(db()));
      expect(await exportStud(empty.db)).toEqual(exported);
    });
  });
});

describe("readStudFiles", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "stud-files-"));
  writeFileSync(path.join(dir, "b.json"), JSON.stringify({ pedigree: [{ name: "B" }] }));
  writeFileSync(
    path.join(dir, "a.json"),
    JSON.stringify({ horses: [{ name: "A", category: "seniors", breed: "a", gender: "Sto" }] }),
  );
  writeFileSync(path.join(dir, "notes.txt"), "not a stud file");

  it("reads one file, or every *.json of a folder sorted by name", () => {
    expect(readStudFiles(dir).map(({ file }) => path.basename(file))).toEqual(["a.json", "b.json"]);
    expect(readStudFiles(path.join(dir, "b.json"))[0].stud.pedigree[0].name).toBe("B");
  });

  it("names the file and the Zod issues of an invalid one", () => {
    const bad = path.join(dir, "c.json");
    writeFileSync(bad, JSON.stringify({ horses: [{ name: "", category: "zebras", breed: "a", gender: "Sto" }] }));
    expect(() => readStudFiles(bad)).toThrow(StudFileError);
    expect(() => readStudFiles(bad)).toThrow(/c\.json is invalid[\s\S]*horses\[0\]\.category/);
    writeFileSync(bad, "{ not json");
    expect(() => readStudFiles(bad)).toThrow(/c\.json is not readable JSON/);
    expect(() => readStudFiles(path.join(dir, "missing.json"))).toThrow(/missing\.json/);
  });
});
