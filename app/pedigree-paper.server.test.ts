// The pedigree on paper read as a person reads it: the PDF's page size from pdfinfo, its text from
// pdftotext, the QR code decoded by zbarimg from the page rendered by pdftoppm (Debian's
// poppler-utils and zbar-tools, which .ci/run installs).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pedigreeInMemoryAt } from "#data/pedigree/in-memory";
import { studFile } from "#data/records";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { pedigreePaperPdf } from "./pedigree-paper-pdf.server";
import { pedigreePaper } from "./pedigree-paper.server";

const TOOLS = ["pdfinfo", "pdftotext", "pdftoppm", "zbarimg"];
const missingTools = TOOLS.filter((tool) => {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
    return false;
  } catch {
    return true;
  }
});
const ORIGIN = "https://snoflingan.example.se";
const STABLE = "Snöflingan";

/**
 * Every ancestor named by its path from the horse (`SD`: the sire's dam), written out without the
 * site's code: 5 generations, where SSSSS and DDDDS are one horse (a repeated ancestor) and DDDDD
 * is unknown.
 */
const paths = (length: number): string[] =>
  length === 0 ? [""] : paths(length - 1).flatMap((path) => [`${path}S`, `${path}D`]);
const COMMON = "Gemensam Förfader";
const nameAt = (path: string) =>
  path === "SSSSS" || path === "DDDDS" ? COMMON : path === "DDDDD" ? null : `Åsäter ${path}`;
const HORSE = "Östanvind";
/** Östanvind's foal out of his own dam: a high coefficient (worked by hand below). */
const INBRED = "Åkerö Tätt";

const stud = studFile.parse({
  horses: [
    {
      name: HORSE,
      category: "stallions",
      breed: "d",
      sire: "Åsäter S",
      dam: "Åsäter D",
      gender: "Hingst",
      age: 6,
      color: "fux",
      stats: Array(16).fill(30),
      breeder: "Gård Åkerö",
    },
    {
      name: INBRED,
      category: "youngsters",
      breed: "d",
      sire: HORSE,
      dam: "Åsäter D",
      gender: "Sto",
      age: 1,
      stats: Array(16).fill(30),
    },
    {
      name: "Såld Häst",
      category: "sold",
      breed: "a",
      sire: "Åsäter S",
      dam: "Åsäter D",
      gender: "Sto",
      age: 4,
      stats: Array(16).fill(30),
    },
  ],
  pedigree: [1, 2, 3, 4].flatMap(paths).map((path) => ({
    name: nameAt(path),
    sire: nameAt(`${path}S`),
    dam: nameAt(`${path}D`),
    gender: path.endsWith("S") ? "Hingst" : "Sto",
    breed: "d",
    color: path === "SS" ? "skimmel" : null,
  })),
});

/** What a person gets from the file: the page size, the text, and the QR code's content. */
function readAsPerson(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "stamtavla-"));
  try {
    const file = path.join(dir, "stamtavla.pdf");
    writeFileSync(file, pdf);
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    execFileSync("pdftoppm", ["-r", "110", "-png", "-singlefile", file, path.join(dir, "page")]);
    const qr = execFileSync("zbarimg", ["--raw", "-q", path.join(dir, "page.png")], { encoding: "utf8" }).trim();
    return { info, fonts, text: text.replace(/[\s\u00a0]+/g, " "), qr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the tools that read the PDF", () => {
  it("are installed (poppler-utils, zbar-tools), as CI must have them", () => {
    if (missingTools.length > 0 && !process.env.CI)
      console.warn(
        `Skipping the PDF reading checks: ${missingTools.join(", ")} missing (apt-get install poppler-utils zbar-tools).`,
      );
    else expect(missingTools).toEqual([]);
  });
});

describeWithDatabase("the pedigree on paper", (db) => {
  beforeAll(async () => {
    await importStud(db(), stud);
  });

  const options = { stableName: STABLE, publicUrl: ORIGIN, now: new Date("2026-03-05T12:00:00Z") };

  it.skipIf(missingTools.length > 0)(
    "is one A4 landscape page with the 62 places, the facts, the coefficient and a QR code to the page",
    async () => {
      const paper = await pedigreePaper(db(), "östanvind", options);
      expect(paper).not.toBeNull();
      const { info, fonts, text, qr } = readAsPerson(await pedigreePaperPdf(paper!));
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
      expect(info).toContain(`Title:           ${texts.pedigreePaper.title(HORSE)}`);
      // Every font embedded (pdffonts' "emb" column), none of them a base-14 font left to the reader.
      const fontRows = fonts.split("\n").slice(2).filter(Boolean);
      expect(fontRows.length).toBeGreaterThan(0);
      for (const row of fontRows) expect(row).toMatch(/DejaVuSans.*\byes\b/);

      const places = [1, 2, 3, 4, 5].flatMap(paths).map(nameAt);
      expect(places).toHaveLength(62);
      for (const name of places.filter((place) => place !== null)) expect(text).toContain(name);
      expect(text).toContain(texts.details.unknown);
      expect(text).toContain(HORSE);
      expect(text).toContain("Sektion: Welsh Cob");
      expect(text).toContain("Kön: Hingst");
      expect(text).toContain("Färg: fux");
      expect(text).toContain("Uppfödare: Gård Åkerö");
      // Worked by hand: the one common ancestor 4 generations above the sire and the dam,
      // F = (1/2)^(4 + 4 + 1) = 1/512 = 0,195 %; every generation known but the 5th, where 31 of
      // 32: (1 + 1 + 1 + 1 + 31/32) / 5 = 99 % (each generation weighing the same), 4 complete.
      // Its plain reading in words beside it (domain/breeding/coi-reading.ts): below 6,25 %, låg.
      expect(text).toContain("Inavelsgrad: 0,195 % (låg)");
      expect(text).toContain("99 % kända förfäder i 5 generationer, 4 fullständiga generationer");
      // The repeated ancestor, with its places as the page writes them.
      expect(text).toContain(`${texts.details.pedigreeRepeated} 1 ${COMMON} 5S x 5D`);
      expect(text).toContain(`${STABLE} · stamtavlan skapad 2026-03-05`);
      expect(qr).toBe(`${ORIGIN}/horse/%C3%96stanvind`);
      // The address is written out beside the code too (wrapped to the column's width).
      expect(text.replace(/ /g, "")).toContain(qr);
    },
  );

  it("reads the same from the pedigree in memory as from the database", async () => {
    const fromDatabase = await pedigreePaper(db(), HORSE, options);
    const fromMemory = await pedigreePaper(db(), HORSE, { ...options, heldPedigree: await pedigreeInMemoryAt(db()) });
    expect(fromMemory).toEqual(fromDatabase);
    expect(fromDatabase?.slots.map((slot) => slot.name)).toEqual([1, 2, 3, 4, 5].flatMap(paths).map(nameAt));
    expect(fromDatabase?.slots[2]).toEqual({ name: "Åsäter SS", details: ["Welsh Cob, skimmel"], repeated: null });
    expect(fromDatabase?.slots.filter((slot) => slot.repeated === 1)).toHaveLength(2);
    expect(fromDatabase?.inbreeding.coi).toBe(1 / 512);
  });

  it.skipIf(missingTools.length > 0)("prints an ancestor's pedigree, its name in any letter case", async () => {
    const paper = await pedigreePaper(db(), "ÅSÄTER D", options);
    expect(paper?.name).toBe("Åsäter D");
    expect(paper?.slots.slice(0, 2).map((slot) => slot.name)).toEqual(["Åsäter DS", "Åsäter DD"]);
    // Its 5th generation is the horse's 6th: nobody there.
    expect(paper?.slots.slice(30).every((slot) => slot.name === null)).toBe(true);
    const { text, qr } = readAsPerson(await pedigreePaperPdf(paper!));
    expect(text).toContain("Kön: Sto");
    expect(text).not.toContain("Uppfödare");
    expect(text).toContain("Inavelsgrad: 0 % (låg)");
    expect(qr).toBe(`${ORIGIN}/horse/%C3%85s%C3%A4ter%20D`);
  });

  it.skipIf(missingTools.length > 0)("prints a high coefficient with its reading, hög", async () => {
    // A foal of Östanvind and his dam: F = ½(½(1 + F_dam) + F_Östanvind), the dam with no repeated
    // ancestor (F 0) and her kinship with his sire his own F, 1/512: ¼ + 1/1024 = 25,098 %.
    const paper = await pedigreePaper(db(), INBRED, options);
    expect(paper?.inbreeding.coi).toBeCloseTo(1 / 4 + 1 / 1024, 12);
    const { text } = readAsPerson(await pedigreePaperPdf(paper!));
    expect(text).toContain("Inavelsgrad: 25,098 % (hög)");
  });

  it("has no sheet for a name nobody mentions, nor for a sold horse", async () => {
    expect(await pedigreePaper(db(), "Ingen Alls", options)).toBeNull();
    expect(await pedigreePaper(db(), "såld häst", options)).toBeNull();
  });
});
