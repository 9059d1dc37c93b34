import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#data/db";
import { images } from "#data/schema";
import * as texts from "#domain/texts";
import { createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { studWithPictures } from "#tests/support/stud-pictures";
import { checkPictures, folderPictures, picturesFolderOf, storePictures, writePictures } from "./picture-files";
import { exportStud, importStud } from "./stud";

describe("picturesFolderOf", () => {
  it("puts the folder beside the stud file", () => {
    expect(picturesFolderOf("backup/stud-2026-11-23.json")).toBe("backup/stud-2026-11-23.pictures");
    expect(picturesFolderOf("stud")).toBe("stud.pictures");
  });
});

const filesOf = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder)
      .sort()
      .map((name) => [name, readFileSync(path.join(folder, name)).toString("base64")]),
  );

describeWithDatabase("the stud file's pictures folder", (db, database) => {
  const dir = mkdtempSync(path.join(tmpdir(), "stud-pictures-"));
  let empty: Database;
  beforeAll(async () => {
    empty = await createTestDatabase(database().driver);
    await studWithPictures(db());
  });
  afterAll(async () => {
    await empty?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("export → restore into an empty database → export gives the same file and the same pictures, byte for byte", async () => {
    const first = path.join(dir, "first.pictures");
    expect(await writePictures(db(), first)).toBe(2);
    const stud = await exportStud(db());
    const carried = await checkPictures(folderPictures(first));
    expect(carried.entries).toHaveLength(2);
    await storePictures(empty.db, carried);
    await importStud(empty.db, stud);

    const second = path.join(dir, "second.pictures");
    await writePictures(empty.db, second);
    expect(await exportStud(empty.db)).toEqual(stud);
    expect(filesOf(second)).toEqual(filesOf(first));
    // Every picture of the records is in the folder under its served name.
    const names = readdirSync(first);
    expect(names).toContain(path.basename(stud.horses[0]!.picture!));
    expect(names).toContain(path.basename(stud.horses[0]!.ribbons[0]!.image!));
    // Storing them again changes nothing.
    await storePictures(empty.db, carried);
    const [row] = await empty.db.select({ count: count() }).from(images);
    expect(row?.count).toBe(2);
  });

  it("refuses a folder whose original was changed, whose variant is missing or that holds a stray file", async () => {
    // The checks read files only: a refused folder never reaches the database (transfer/stud-archive.test.ts has the rest).
    const copy = (name: string) => {
      const folder = path.join(dir, name);
      cpSync(path.join(dir, "first.pictures"), folder, { recursive: true });
      return folder;
    };
    const refusal = (folder: string, file: string, what: string) =>
      texts.studTransfer.unreadable.message(folder, file, what);

    const changed = copy("changed.pictures");
    const original = readdirSync(changed).find((name) => name.endsWith(".original"))!;
    writeFileSync(path.join(changed, original), Buffer.from("not the same picture"));
    await expect(checkPictures(folderPictures(changed))).rejects.toThrow(
      refusal(changed, original, texts.backup.pictures.hashMismatch),
    );

    const missing = copy("missing.pictures");
    const variant = readdirSync(missing).find((name) => name.endsWith("-320.avif"))!;
    rmSync(path.join(missing, variant));
    await expect(checkPictures(folderPictures(missing))).rejects.toThrow(
      refusal(missing, variant, texts.backup.pictures.missing),
    );

    const stray = copy("stray.pictures");
    writeFileSync(path.join(stray, "anteckning.txt"), "x");
    await expect(checkPictures(folderPictures(stray))).rejects.toThrow(
      refusal(stray, "anteckning.txt", texts.backup.pictures.unlisted),
    );
  });
});
