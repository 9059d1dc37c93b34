import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import type { Db } from "#data/db";
import { images, imageVariants } from "#data/schema";
import { IMAGE_FORMATS, imagePath, MAX_IMAGE_BYTES, type ImageFormat } from "#domain";
import * as texts from "#domain/texts";
import { imageHash } from "#pictures/processing";
import { saveImage } from "#pictures/store";
import { JSON_LAYOUT_MAX_BYTES, StudFileError } from "./stud";

/**
 * The pictures of a stud file live in a folder beside it: `stud.json` → `stud.pictures/`
 * (docs/decisions/0019-pictures-in-the-database.md); the admin's backup archive holds the same
 * folder beside its `stud.json` (docs/decisions/0022-backup-archive.md). `index.json` lists every
 * picture; each original is `{hash}.original`, each variant has its served name,
 * `{hash}-{width}.{ext}`. Variants are carried, not re-made, so a restore is byte-for-byte what
 * was exported. This module writes and checks that layout for both.
 */
export function picturesFolderOf(studFile: string): string {
  return studFile.replace(/\.json$/i, "") + ".pictures";
}

export const PICTURES_INDEX = "index.json";

const pictureEntry = z.object({
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.string().min(1),
  variants: z.array(
    z.object({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      format: z.enum(IMAGE_FORMATS),
    }),
  ),
});
type PictureEntry = z.infer<typeof pictureEntry>;

const fileOf = (hash: string, variant?: { width: number; format: ImageFormat }) =>
  variant ? path.basename(imagePath({ hash, ...variant })) : `${hash}.original`;

/** One file of the pictures folder; its bytes are read from the database only when asked for. */
export interface PictureFile {
  name: string;
  size: number;
  bytes(): Promise<Buffer>;
}

/**
 * Every file of the pictures folder, `index.json` last (a folder with its index is complete).
 * Only sizes are read here: a writer asks for one file's bytes at a time, so an export never
 * holds more than one picture in memory.
 */
export async function pictureFiles(db: Db): Promise<{ count: number; files: PictureFile[] }> {
  const originals = await db
    .select({
      hash: images.hash,
      width: images.width,
      height: images.height,
      format: images.format,
      size: sql<number>`octet_length(${images.original})::int`,
    })
    .from(images)
    .orderBy(asc(images.hash));
  const variantRows = await db
    .select({
      hash: imageVariants.hash,
      width: imageVariants.width,
      height: imageVariants.height,
      format: imageVariants.format,
      size: sql<number>`octet_length(${imageVariants.bytes})::int`,
    })
    .from(imageVariants)
    .orderBy(asc(imageVariants.hash), asc(imageVariants.width), asc(imageVariants.format));
  const variantsOf = new Map<string, typeof variantRows>();
  for (const variant of variantRows) variantsOf.set(variant.hash, [...(variantsOf.get(variant.hash) ?? []), variant]);

  const files: PictureFile[] = [];
  const index: PictureEntry[] = [];
  for (const { size, ...original } of originals) {
    const { hash } = original;
    files.push({
      name: fileOf(hash),
      size,
      bytes: async () =>
        (await db.select({ bytes: images.original }).from(images).where(eq(images.hash, hash)))[0]!.bytes,
    });
    const variants = variantsOf.get(hash) ?? [];
    for (const variant of variants)
      files.push({
        name: fileOf(hash, variant),
        size: variant.size,
        bytes: async () =>
          (
            await db
              .select({ bytes: imageVariants.bytes })
              .from(imageVariants)
              .where(
                and(
                  eq(imageVariants.hash, hash),
                  eq(imageVariants.width, variant.width),
                  eq(imageVariants.format, variant.format),
                ),
              )
          )[0]!.bytes,
      });
    index.push({ ...original, variants: variants.map(({ width, height, format }) => ({ width, height, format })) });
  }
  const indexBytes = Buffer.from(JSON.stringify(index, null, 2) + "\n");
  files.push({ name: PICTURES_INDEX, size: indexBytes.length, bytes: async () => indexBytes });
  return { count: originals.length, files };
}

/** Writes every stored picture into `folder` (made if missing); returns how many. */
export async function writePictures(db: Db, folder: string): Promise<number> {
  const { count, files } = await pictureFiles(db);
  mkdirSync(folder, { recursive: true });
  for (const file of files) writeFileSync(path.join(folder, file.name), await file.bytes());
  return count;
}

/** Where a stud file's pictures are read from: the folder beside it, or the folder inside a backup archive. */
export interface PictureSource {
  /** The file messages name (the folder, or the archive). */
  file: string;
  /** How a file is named in messages, inside `file`. */
  where(name: string): string;
  /** Every file there, with its size in bytes (as listed: read() is held to it). */
  sizes: ReadonlyMap<string, number>;
  read(name: string): Promise<Buffer>;
}

export function folderPictures(folder: string): PictureSource {
  return {
    file: folder,
    where: (name) => name,
    sizes: new Map(readdirSync(folder).map((name) => [name, statSync(path.join(folder, name)).size])),
    read: async (name) => readFileSync(path.join(folder, name)),
  };
}

/** Pictures a stud file carries, every file checked: store them with storePictures. */
export interface CarriedPictures {
  source: PictureSource;
  entries: PictureEntry[];
}

const t = texts.backup.pictures;
const MB = 1024 * 1024;
const unreadable = texts.studTransfer.unreadable.message;
/** The formats sharp reads from the bytes, by the format a variant is listed with. */
const SHARP_FORMAT: Record<ImageFormat, string> = { avif: "heif", webp: "webp", jpeg: "jpeg" };

/**
 * Checks every file of a stud file's pictures before anything is stored: the index is valid and
 * names each picture once, every file it names is there and nothing else is, no file is larger
 * than an upload may be, every original's bytes give its hash, and every original and variant
 * has the size and format the index gives it (read from its header). The first problem stops it
 * with the file's name.
 */
export async function checkPictures(source: PictureSource): Promise<CarriedPictures> {
  const fail = (name: string, what: string, detail: string | null = null) =>
    new StudFileError(unreadable(source.file, source.where(name), what), detail);
  const indexSize = source.sizes.get(PICTURES_INDEX);
  if (indexSize === undefined) throw fail(PICTURES_INDEX, t.noIndex);
  if (indexSize > JSON_LAYOUT_MAX_BYTES) throw fail(PICTURES_INDEX, t.tooLarge(JSON_LAYOUT_MAX_BYTES / MB));
  let json: unknown;
  try {
    json = JSON.parse((await source.read(PICTURES_INDEX)).toString("utf8"));
  } catch (error) {
    if (error instanceof StudFileError) throw error;
    throw fail(PICTURES_INDEX, t.badIndex, (error as Error).message);
  }
  const parsed = z.array(pictureEntry).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fail(PICTURES_INDEX, t.badIndex, `${issue.path.join(".")}: ${issue.message}`);
  }
  const entries = parsed.data;

  const listed = new Set([PICTURES_INDEX]);
  for (const entry of entries) {
    for (const name of [fileOf(entry.hash), ...entry.variants.map((variant) => fileOf(entry.hash, variant))]) {
      if (listed.has(name)) throw fail(PICTURES_INDEX, t.duplicate(name));
      listed.add(name);
    }
  }
  for (const name of listed) if (!source.sizes.has(name)) throw fail(name, t.missing);
  for (const [name, size] of source.sizes) {
    if (!listed.has(name)) throw fail(name, t.unlisted);
    if (name !== PICTURES_INDEX && size > MAX_IMAGE_BYTES) throw fail(name, t.tooLarge(MAX_IMAGE_BYTES / MB));
  }

  const matches = async (name: string, bytes: Buffer, expected: { width: number; height: number; format: string }) => {
    let actual: { width: number; height: number; format: string };
    try {
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      actual = { ...metadata.autoOrient, format: metadata.format };
    } catch {
      throw fail(name, t.notPicture);
    }
    if (actual.width !== expected.width || actual.height !== expected.height || actual.format !== expected.format)
      throw fail(
        name,
        t.mismatch(
          t.shape(expected.width, expected.height, expected.format),
          t.shape(actual.width, actual.height, actual.format),
        ),
      );
  };
  for (const entry of entries) {
    const original = await source.read(fileOf(entry.hash));
    if (imageHash(original) !== entry.hash) throw fail(fileOf(entry.hash), t.hashMismatch);
    await matches(fileOf(entry.hash), original, entry);
    for (const variant of entry.variants) {
      const name = fileOf(entry.hash, variant);
      await matches(name, await source.read(name), { ...variant, format: SHARP_FORMAT[variant.format] });
    }
  }
  return { source, entries };
}

/** Which of `hashes` the database holds already. */
export async function storedHashes(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // A few thousand at a time: well below PostgreSQL's bind parameter limit.
  for (let i = 0; i < hashes.length; i += 5_000) {
    const rows = await db
      .select({ hash: images.hash })
      .from(images)
      .where(inArray(images.hash, hashes.slice(i, i + 5_000)));
    for (const row of rows) found.add(row.hash);
  }
  return found;
}

/**
 * Stores checked pictures one at a time, each in its own transaction (a picture already stored
 * is left alone): PGlite's memory grows with the size of a transaction, and a picture is
 * harmless without a record.
 */
export async function storePictures(db: Db, { source, entries }: CarriedPictures): Promise<void> {
  const known = await storedHashes(
    db,
    entries.map((entry) => entry.hash),
  );
  for (const entry of entries) {
    if (known.has(entry.hash)) continue;
    const variants = [];
    for (const variant of entry.variants)
      variants.push({ ...variant, bytes: await source.read(fileOf(entry.hash, variant)) });
    await saveImage(db, { ...entry, original: await source.read(fileOf(entry.hash)), variants });
  }
}
