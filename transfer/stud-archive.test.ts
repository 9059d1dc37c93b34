import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "#data/db";
import { addPost } from "#data/news";
import { images } from "#data/schema";
import { MAX_IMAGE_BYTES, parseImagePath } from "#domain";
import * as texts from "#domain/texts";
import { imageVariant } from "#pictures/store";
import { createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { exifTags } from "#tests/support/images";
import { studWithPictures } from "#tests/support/stud-pictures";
import { rawZip, unzip, type RawEntry } from "#tests/support/zip";
import { importExports, reportSections } from "./old-app";
import { writePictures } from "./picture-files";
import { JSON_LAYOUT_MAX_BYTES, exportStud, StudFileError, studFileText } from "./stud";
import { MAX_ARCHIVE_ENTRIES, openExport, studArchive } from "./stud-archive";

const imageCount = async (db: Db) => (await db.select({ n: count() }).from(images))[0]!.n;

const filesOf = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder)
      .sort()
      .map((name) => [name, readFileSync(path.join(folder, name)).toString("base64")]),
  );

async function writeArchive(db: Db, file: string) {
  await pipeline((await studArchive(db)).stream, createWriteStream(file));
}

describeWithDatabase("the backup archive", (db, database) => {
  const dir = mkdtempSync(path.join(tmpdir(), "stud-archive-"));
  const archive = path.join(dir, "snoflingan.zip");
  let refs: { photo: string; ribbon: string };
  beforeAll(async () => {
    refs = await studWithPictures(db());
    await writeArchive(db(), archive);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("holds stud.json and stud.pictures/, byte for byte what the command writes as a file and a folder", async () => {
    const folder = path.join(dir, "command.pictures");
    expect(await writePictures(db(), folder)).toBe(2);
    const entries = await unzip(readFileSync(archive));
    const names = readdirSync(folder);
    expect([...entries.keys()].sort()).toEqual(["stud.json", ...names.map((name) => `stud.pictures/${name}`)].sort());
    expect(entries.get("stud.json")!.toString("utf8")).toBe(studFileText(await exportStud(db())));
    for (const name of names)
      expect(entries.get(`stud.pictures/${name}`)).toEqual(readFileSync(path.join(folder, name)));
  });

  it("carries no GPS position: every picture in it, the originals too, is without one", async () => {
    const entries = await unzip(readFileSync(archive));
    const pictures = [...entries].filter(([name]) => name.startsWith("stud.pictures/") && !name.endsWith(".json"));
    expect(pictures.some(([name]) => name.endsWith(".original"))).toBe(true);
    for (const [name, bytes] of pictures) {
      const { exif } = await sharp(bytes).metadata();
      expect(exif ? exifTags(exif).gps : [], name).toEqual([]);
      expect(bytes.includes(Buffer.from("Stallets telefon")), name).toBe(false);
    }
  });

  it("restores into an empty database byte for byte: the dry run counts, the import stores, again changes nothing", async () => {
    const target = await createTestDatabase(database().driver);
    try {
      const opened = await openExport(archive, "snoflingan-2026-11-23.zip");
      try {
        const dry = await importExports(target.db, [opened.read], { dryRun: true });
        expect(reportSections(dry).at(-1)).toEqual({ title: "Bilder: 2 i filen, 2 nya", lines: [] });
        expect(await imageCount(target.db)).toBe(0);

        const done = await importExports(target.db, [opened.read]);
        expect(done.pictures).toEqual({ carried: 2, fresh: 2, missing: [] });
        expect(done.studFiles[0]!.counts).toMatchObject({ horses: 1, ribbons: 1 });
        const again = await importExports(target.db, [opened.read]);
        expect(again.pictures).toEqual({ carried: 2, fresh: 0, missing: [] });
        expect(again.studFiles[0]!.counts).toMatchObject({ horses: 0, ribbons: 0 });
      } finally {
        opened.close();
      }
      expect(await exportStud(target.db)).toEqual(await exportStud(db()));
      const [before, after] = [path.join(dir, "before.pictures"), path.join(dir, "after.pictures")];
      await writePictures(db(), before);
      await writePictures(target.db, after);
      expect(filesOf(after)).toEqual(filesOf(before));
      const served = parseImagePath(refs.photo)!;
      expect(await imageVariant(target.db, served)).toEqual(await imageVariant(db(), served));
    } finally {
      await target.close();
    }
  });

  it("a stud file without its pictures still imports; the report names the records whose pictures are missing", async () => {
    const target = await createTestDatabase(database().driver);
    try {
      const json = path.join(dir, "utan-bilder.json");
      writeFileSync(json, studFileText(await exportStud(db())));
      const report = await importExports(target.db, [(await openExport(json)).read]);
      expect(report.studFiles[0]!.counts.horses).toBe(1);
      expect(reportSections(report).at(-1)).toEqual({
        title: "Bilder: 0 i filen, 0 nya",
        lines: [
          `Bildexport: bilden ${refs.photo} finns varken i filen eller bland webbplatsens bilder`,
          `Bildexport: bilden ${refs.ribbon} finns varken i filen eller bland webbplatsens bilder`,
        ],
      });
    } finally {
      await target.close();
    }
  });

  it("pictures are stored before the records: a run whose records fail leaves no record, its pictures unused", async () => {
    const entries = await unzip(readFileSync(archive));
    // The stud file is NDJSON whose second line is broken: found only while the records are imported.
    entries.set("stud.json", Buffer.from('{"path": "pedigree/p1", "data": {"name": "P"}}\n{ trasig\n'));
    const file = path.join(dir, "halvvägs.zip");
    writeFileSync(file, rawZip([...entries].map(([name, content]) => ({ name, content }))));
    const target = await createTestDatabase(database().driver);
    try {
      const opened = await openExport(file);
      await expect(importExports(target.db, [opened.read])).rejects.toThrow(StudFileError);
      opened.close();
      expect((await exportStud(target.db)).pedigree).toEqual([]);
      expect(await imageCount(target.db)).toBe(2);
    } finally {
      await target.close();
    }
  });

  it("a news post's picture travels as the horses' do: in the archive's pictures, named when a file lacks it", async () => {
    expect(await addPost(db(), { title: "Nytt foto", text: "", picture: refs.photo, pictureAlt: null })).toMatchObject({
      ok: true,
    });
    const withPost = path.join(dir, "med-nyhet.zip");
    await writeArchive(db(), withPost);
    const target = await createTestDatabase(database().driver);
    try {
      const opened = await openExport(withPost);
      try {
        expect((await importExports(target.db, [opened.read])).pictures).toEqual({ carried: 2, fresh: 2, missing: [] });
      } finally {
        opened.close();
      }
      const [post] = (await exportStud(target.db)).news;
      expect(post).toMatchObject({ kind: "post", picture: refs.photo });
      expect(await imageVariant(target.db, parseImagePath(refs.photo)!)).toEqual(
        await imageVariant(db(), parseImagePath(refs.photo)!),
      );
    } finally {
      await target.close();
    }
    const empty = await createTestDatabase(database().driver);
    try {
      const json = path.join(dir, "nyhet-utan-bilder.json");
      writeFileSync(json, studFileText(await exportStud(db())));
      const report = await importExports(empty.db, [(await openExport(json)).read], { dryRun: true });
      expect(reportSections(report).at(-1)!.lines).toContain(
        `Nytt foto: bilden ${refs.photo} finns varken i filen eller bland webbplatsens bilder`,
      );
    } finally {
      await empty.close();
    }
  });
});

describe("hostile archives are refused with what is wrong, before anything is stored", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "stud-archive-hostile-"));
  let source: Database;
  let good: Map<string, Buffer>;
  beforeAll(async () => {
    source = await createTestDatabase("pglite");
    await studWithPictures(source.db);
    const file = path.join(dir, "good.zip");
    await writeArchive(source.db, file);
    good = await unzip(readFileSync(file));
  });
  afterAll(async () => {
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const zeros = Buffer.alloc(10_000_000);
  const message = (where: string | null, what: string) => texts.studTransfer.unreadable.message("bad.zip", where, what);
  const a = texts.backup.archive;
  const p = texts.backup.pictures;
  const open = (zip: Buffer) => {
    const file = path.join(dir, `bad-${Math.random().toString(36).slice(2)}.zip`);
    writeFileSync(file, zip);
    return openExport(file, "bad.zip");
  };
  const entriesOf = (change: (entries: Map<string, Buffer>) => void = () => undefined): RawEntry[] => {
    const entries = new Map(good);
    change(entries);
    return [...entries].map(([name, content]) => ({ name, content }));
  };
  /** An archive of one file named `name`. */
  const alone = (name: string) => () => rawZip([{ name, content: Buffer.from("x") }]);
  const nameOf = (pattern: RegExp) => [...good.keys()].find((name) => pattern.test(name))!;
  const indexWith = (change: (index: { width: number; variants: { width: number }[] }[]) => void) => {
    const index = JSON.parse(good.get("stud.pictures/index.json")!.toString("utf8"));
    change(index);
    return Buffer.from(JSON.stringify(index));
  };

  // `where` may need the good archive, read in beforeAll: then it is a function.
  const cases: [name: string, zip: () => Buffer, where: string | null | (() => string), what: string][] = [
    ["not a zip at all", () => Buffer.from("PK? nej, en textfil"), null, a.notZip],
    ["a zip cut off halfway", () => rawZip(entriesOf()).subarray(0, 5_000), null, a.notZip],
    [
      "a name climbing out of the folder",
      () => rawZip([...entriesOf(), { name: "../stud.json", content: Buffer.from("{}") }]),
      "../stud.json",
      a.unsafeName,
    ],
    ["an absolute name", alone("/etc/cron.d/x"), "/etc/cron.d/x", a.unsafeName],
    ["a climb inside the pictures folder", alone("stud.pictures/../../x"), "stud.pictures/../../x", a.unsafeName],
    ["a Windows separator", alone("stud.pictures\\..\\x"), "stud.pictures\\..\\x", a.unsafeName],
    [
      "a file that is no part of a backup",
      () => rawZip([...entriesOf(), { name: "läsmig.txt", content: Buffer.from("x") }]),
      "läsmig.txt",
      a.unknownEntry,
    ],
    [
      "a folder inside the pictures",
      alone("stud.pictures/sub/x.original"),
      "stud.pictures/sub/x.original",
      a.unknownEntry,
    ],
    [
      "the same name twice",
      () => rawZip([...entriesOf(), { name: "stud.json", content: Buffer.from("{}") }]),
      "stud.json",
      a.duplicate,
    ],
    ["no stud.json", () => rawZip(entriesOf((entries) => entries.delete("stud.json"))), null, a.noStudFile],
    // Deflated: yauzl refuses a stored encrypted file by its sizes before anyone looks.
    [
      "an encrypted file",
      () => rawZip([{ name: "stud.json", content: Buffer.from("{}"), method: 8, flags: 0x801 }]),
      "stud.json",
      a.encrypted,
    ],
    [
      "a compression nobody reads",
      () => rawZip([{ name: "stud.json", content: Buffer.from("{}"), method: 12 }]),
      "stud.json",
      a.unsupportedCompression,
    ],
    [
      "more files than a backup has",
      () => rawZip([{ name: "stud.json", content: Buffer.from("{}") }], { declaredEntries: MAX_ARCHIVE_ENTRIES + 1 }),
      null,
      a.tooManyEntries(MAX_ARCHIVE_ENTRIES),
    ],
    [
      "a zip bomb: a picture declared larger than an upload",
      () =>
        rawZip([
          { name: "stud.json", content: Buffer.from("{}") },
          {
            name: "stud.pictures/x.original",
            content: Buffer.alloc(1000),
            method: 8,
            declaredSize: MAX_IMAGE_BYTES + 1,
          },
        ]),
      "stud.pictures/x.original",
      a.entryTooLarge(15),
    ],
    [
      "a zip bomb: the stud file declared larger than a JSON upload",
      () =>
        rawZip([
          { name: "stud.json", content: Buffer.alloc(1000), method: 8, declaredSize: JSON_LAYOUT_MAX_BYTES + 1 },
        ]),
      "stud.json",
      a.entryTooLarge(100),
    ],
    [
      "a zip bomb: many small entries that unpack to far more than the file",
      () =>
        rawZip([
          { name: "stud.json", content: Buffer.from("{}") },
          ...Array.from({ length: 20 }, (_, i) => ({ name: `stud.pictures/${i}.original`, content: zeros, method: 8 })),
        ]),
      null,
      a.unpackedTooLarge,
    ],
    [
      "a zip bomb: a file that unpacks to more than it declares",
      () => rawZip([{ name: "stud.json", content: Buffer.alloc(5_000_000, 0x20), method: 8, declaredSize: 100 }]),
      "stud.json",
      a.corrupt,
    ],
    [
      "a picture whose bytes changed in the archive (CRC)",
      () => {
        const entries = entriesOf();
        const variant = entries.find((entry) => entry.name.endsWith("-320.webp"))!;
        const crc = rawZip([variant]).readUInt32LE(14);
        const content = Buffer.from(variant.content);
        content[content.length - 10] ^= 0xff;
        return rawZip(entries.map((entry) => (entry === variant ? { ...entry, content, crc } : entry)));
      },
      () => nameOf(/-320\.webp$/),
      a.corrupt,
    ],
    [
      "an original whose bytes do not give its hash",
      () => rawZip(entriesOf((entries) => entries.set(nameOf(/\.original$/), good.get(nameOf(/-320\.jpg$/))!))),
      () => nameOf(/\.original$/),
      p.hashMismatch,
    ],
    [
      "no index",
      () => rawZip(entriesOf((entries) => entries.delete("stud.pictures/index.json"))),
      "stud.pictures/index.json",
      p.noIndex,
    ],
    [
      "an index that lists a picture twice",
      () =>
        rawZip(
          entriesOf((entries) =>
            entries.set(
              "stud.pictures/index.json",
              indexWith((index) => index.push(index[0]!)),
            ),
          ),
        ),
      null,
      "står två gånger i bildförteckningen",
    ],
    [
      "an index that leaves a file out",
      () =>
        rawZip(
          entriesOf((entries) =>
            entries.set(
              "stud.pictures/index.json",
              indexWith((index) => index[0]!.variants.pop()),
            ),
          ),
        ),
      null,
      p.unlisted,
    ],
    [
      "an index that lists a file the archive lacks",
      () => rawZip(entriesOf((entries) => entries.delete(nameOf(/-320\.avif$/)))),
      () => nameOf(/-320\.avif$/),
      p.missing,
    ],
    [
      "an index that lies about a size",
      () =>
        rawZip(
          entriesOf((entries) =>
            entries.set(
              "stud.pictures/index.json",
              indexWith((index) => (index[0]!.width += 1)),
            ),
          ),
        ),
      null,
      "bilden stämmer inte med bildförteckningen",
    ],
    [
      "a variant that is not the picture the index says",
      () => rawZip(entriesOf((entries) => entries.set(nameOf(/-320\.jpg$/), good.get(nameOf(/-640\.jpg$/))!))),
      null,
      "bilden stämmer inte med bildförteckningen: där står 320 × ",
    ],
  ];

  for (const [name, zip, at, what] of cases)
    it(name, async () => {
      const where = typeof at === "function" ? at() : at;
      const refused = await open(zip()).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StudFileError);
      const text = (refused as Error).message;
      if (where !== null) expect(text).toBe(message(where, what));
      else expect(text).toContain(what);
      expect(text).toMatch(/^Filen bad\.zip kan inte läsas.*Ingenting har sparats\.$/);
    });
});
