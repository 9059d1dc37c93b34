import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "#data/db";
import { offspring } from "#data/pedigree/pedigree";
import { horses, pedigree } from "#data/schema";
import { createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { importExports, reportSections } from "./old-app";
import { exportFilesOf } from "./old-app-files";
import { importStud, readStudFiles } from "./stud";
import { openExport } from "./stud-archive";

// Moving a stud in (a stud file, or the original app's export) stores a sire or dam written as no
// parent (domain/pedigree/names.ts NO_PARENT_SPELLINGS) as none, like a blank one: never as a
// name every horse that has it would share. The report is the one of the same file with blanks.

/** The parents of each horse and entry of the file moved in, and a real name nobody knows. */
const PARENTS: [string, string | number | null, string | null][] = [
  ["Flytt Ett", "0", " UNKNOWN "],
  ["Flytt Två", "unk", "Okänd"],
  ["Flytt Tre", "-", "?"],
  ["Flytt Fyra", "N/A", "Flytt Mor Ingen Känner"],
  ["Flytt Fem", 0, "n/a"],
];
const blank = (parent: string | number | null) => (parent === "Flytt Mor Ingen Känner" ? parent : null);

/** A stud file: the first three as stud horses, the rest as pedigree entries (numbers as text). */
function studFileOf(parents: typeof PARENTS) {
  const text = (parent: string | number | null) => (parent === null ? null : String(parent));
  return {
    horses: parents.slice(0, 3).map(([name, sire, dam]) => ({
      name,
      category: "seniors",
      breed: "a",
      gender: "Sto",
      sire: text(sire),
      dam: text(dam),
    })),
    pedigree: parents.slice(3).map(([name, sire, dam]) => ({ name, sire: text(sire), dam: text(dam) })),
  };
}

/** The original app's export of the same horses, one document per line (sire 0 a number, as JSON holds it). */
const ndjsonOf = (parents: typeof PARENTS) =>
  parents
    .map(([name, sire, dam], i) =>
      JSON.stringify(
        i < 3
          ? { path: `horses/h${i}`, data: { name, category: "seniors", breed: "a", gender: "Sto", sire, dam } }
          : { path: `pedigree/p${i}`, data: { name, sire, dam } },
      ),
    )
    .join("\n");

async function storedParents(db: Db) {
  const of = async (table: typeof horses | typeof pedigree) =>
    db.select({ name: table.name, sire: table.sire, dam: table.dam }).from(table).orderBy(asc(table.name));
  return [...(await of(horses)), ...(await of(pedigree))];
}

/** As stored: the stud horses, then the entries, each by name (code-unit order, the "C" collation of both drivers). */
const expectedParents = [PARENTS.slice(0, 3), PARENTS.slice(3)].flatMap((part) =>
  part
    .map(([name, sire, dam]) => ({ name, sire: blank(sire), dam: blank(dam) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1)),
);

const withBlanks = PARENTS.map(([name, sire, dam]) => [name, blank(sire), blank(dam)] as (typeof PARENTS)[number]);

/** The report's sections of importing `files` (name → text) from a folder of their own, with the folder's path taken out. */
async function importFolder(db: Db, files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "no-parent-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const reads = await Promise.all(exportFilesOf(dir).map(async (file) => (await openExport(file)).read));
  const report = await importExports(db, reads);
  return JSON.parse(JSON.stringify(reportSections(report)).replaceAll(dir, "…")) as unknown;
}

describeWithDatabase("moving in parents written as no parent", (db, database) => {
  it("a stud file stores them as none, and counts what it imported as with blanks", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "no-parent-stud-"));
    writeFileSync(path.join(dir, "stud.json"), JSON.stringify(studFileOf(PARENTS)));
    const [{ stud }] = readStudFiles(path.join(dir, "stud.json"));
    expect(await importStud(db(), stud)).toEqual({
      horses: 3,
      ribbons: 0,
      pedigree: 2,
      evaluations: 0,
      merits: 0,
      competition: 0,
      coverings: 0,
      requests: 0,
      news: 0,
    });
    expect(await storedParents(db())).toEqual(expectedParents);
    for (const spelling of ["0", "unk", "Okänd", "-", "?", "N/A", "unknown"])
      expect(await offspring(db(), spelling), spelling).toEqual([]);
  });

  it("the original app's export and a stud file store them as none, with the report of the same files with blanks", async () => {
    const reports = [];
    for (const parents of [PARENTS, withBlanks]) {
      const other = await createTestDatabase(database().driver);
      try {
        reports.push(
          await importFolder(other.db, {
            "a-stud.json": JSON.stringify(studFileOf(parents.map(([name, sire, dam]) => [`${name} Fil`, sire, dam]))),
            "b-export.ndjson": ndjsonOf(parents),
          }),
        );
        const stored = await storedParents(other.db);
        expect(stored.filter(({ name }) => !name.endsWith(" Fil"))).toEqual(expectedParents);
        expect(stored.filter(({ name }) => name.endsWith(" Fil")).map(({ sire, dam }) => [sire, dam])).toEqual(
          expectedParents.map(({ sire, dam }) => [sire, dam]),
        );
      } finally {
        await other.close();
      }
    }
    expect(reports[0]).toEqual(reports[1]);
    // The one real name nobody knows is still reported as kept; the spellings of none are not names.
    expect(JSON.stringify(reports[0])).toContain("Flytt Mor Ingen Känner");
    expect(JSON.stringify(reports[0])).not.toMatch(/"(0|unk|Okänd|-|\?|N\/A| UNKNOWN )"/);
  });
});
