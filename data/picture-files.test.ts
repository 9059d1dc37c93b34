import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { phonePhoto, transparentPng } from "#tests/support/images";
import type { Database } from "./db";
import { storeImage } from "./images";
import { picturesFolderOf, readPictures, writePictures } from "./picture-files";
import { studFile } from "./records";
import { images } from "./schema";
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
    const photo = await storeImage(db(), await phonePhoto());
    const ribbon = await storeImage(db(), await transparentPng());
    if (!photo.ok || !ribbon.ok) throw new Error("test pictures refused");
    await importStud(
      db(),
      studFile.parse({
        horses: [
          {
            name: "Bildexport",
            category: "stallions",
            breed: "a",
            gender: "Hingst",
            picture: photo.ref,
            pictureAlt: "Bildexport i hagen",
            ribbons: [{ text: "1:a", image: ribbon.ref }],
          },
        ],
      }),
    );
  });
  afterAll(async () => {
    await empty?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("export → restore into an empty database → export gives the same file and the same pictures, byte for byte", async () => {
    const first = path.join(dir, "first.pictures");
    expect(await writePictures(db(), first)).toBe(2);
    const stud = await exportStud(db());
    expect(await readPictures(empty.db, first)).toBe(2);
    await importStud(empty.db, stud);

    const second = path.join(dir, "second.pictures");
    await writePictures(empty.db, second);
    expect(await exportStud(empty.db)).toEqual(stud);
    expect(filesOf(second)).toEqual(filesOf(first));
    // Every picture of the records is in the folder under its served name.
    const names = readdirSync(first);
    expect(names).toContain(path.basename(stud.horses[0]!.picture!));
    expect(names).toContain(path.basename(stud.horses[0]!.ribbons[0]!.image!));
    // Reading it again changes nothing.
    expect(await readPictures(empty.db, first)).toBe(2);
  });

  it("refuses a folder whose original was changed or whose variant is missing, storing nothing", async () => {
    const target = await createTestDatabase(database().driver);
    try {
      const changed = path.join(dir, "changed.pictures");
      cpSync(path.join(dir, "first.pictures"), changed, { recursive: true });
      const original = readdirSync(changed).find((name) => name.endsWith(".original"))!;
      writeFileSync(path.join(changed, original), Buffer.from("not the same picture"));
      await expect(readPictures(target.db, changed)).rejects.toThrow(/does not match its name/);

      const missing = path.join(dir, "missing.pictures");
      cpSync(path.join(dir, "first.pictures"), missing, { recursive: true });
      const variant = readdirSync(missing).find((name) => name.endsWith("-320.avif"))!;
      rmSync(path.join(missing, variant));
      await expect(readPictures(target.db, missing)).rejects.toThrow(`${variant}: missing`);

      const [row] = await target.db.select({ count: count() }).from(images);
      expect(row?.count).toBe(0);
    } finally {
      await target.close();
    }
  });
});
