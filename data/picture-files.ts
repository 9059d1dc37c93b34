import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { IMAGE_FORMATS, imagePath, type ImageFormat } from "#domain";
import type { Db } from "./db";
import { imageHash } from "./image-processing";
import { saveImage } from "./images";
import { images, imageVariants } from "./schema";
import { StudFileError } from "./stud";

/**
 * The pictures of a stud file live in a folder beside it: `stud.json` → `stud.pictures/`
 * (docs/decisions/0019-pictures-in-the-database.md). `index.json` lists every picture; each
 * original is `{hash}.original`, each variant has its served name, `{hash}-{width}.{ext}`.
 * Variants are carried, not re-made, so a restore is byte-for-byte what was exported.
 */
export function picturesFolderOf(studFile: string): string {
  return studFile.replace(/\.json$/i, "") + ".pictures";
}

const INDEX = "index.json";

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

/** Writes every stored picture into `folder` (made if missing); returns how many. */
export async function writePictures(db: Db, folder: string): Promise<number> {
  const rows = await db
    .select({ hash: images.hash, width: images.width, height: images.height, format: images.format })
    .from(images)
    .orderBy(asc(images.hash));
  mkdirSync(folder, { recursive: true });
  const index: PictureEntry[] = [];
  // One picture at a time: the export never holds the whole store in memory.
  for (const row of rows) {
    const [original] = await db.select({ bytes: images.original }).from(images).where(eq(images.hash, row.hash));
    writeFileSync(path.join(folder, fileOf(row.hash)), original!.bytes);
    const variants = await db
      .select()
      .from(imageVariants)
      .where(eq(imageVariants.hash, row.hash))
      .orderBy(asc(imageVariants.width), asc(imageVariants.format));
    for (const variant of variants) {
      writeFileSync(path.join(folder, fileOf(row.hash, variant)), variant.bytes);
    }
    index.push({
      ...row,
      variants: variants.map(({ width, height, format }) => ({ width, height, format })),
    });
  }
  writeFileSync(path.join(folder, INDEX), JSON.stringify(index, null, 2) + "\n");
  return rows.length;
}

/**
 * Stores every picture of `folder` (a picture already stored is left alone). Checked first:
 * an original whose bytes do not give its hash, or a missing file, stops with the file's name
 * and nothing stored.
 */
export async function readPictures(db: Db, folder: string): Promise<number> {
  const indexFile = path.join(folder, INDEX);
  if (!existsSync(indexFile)) throw new StudFileError(`${indexFile}: missing (the folder's list of pictures)`);
  const parsed = z.array(pictureEntry).safeParse(JSON.parse(readFileSync(indexFile, "utf8")));
  if (!parsed.success) throw new StudFileError(`${indexFile}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  const present = new Set(readdirSync(folder));
  const read = (name: string) => {
    if (!present.has(name)) throw new StudFileError(`${path.join(folder, name)}: missing`);
    return readFileSync(path.join(folder, name));
  };
  for (const entry of parsed.data) {
    const original = read(fileOf(entry.hash));
    if (imageHash(original) !== entry.hash)
      throw new StudFileError(`${path.join(folder, fileOf(entry.hash))}: its content does not match its name`);
    for (const variant of entry.variants) read(fileOf(entry.hash, variant));
  }
  for (const entry of parsed.data) {
    await saveImage(db, {
      ...entry,
      original: read(fileOf(entry.hash)),
      variants: entry.variants.map((variant) => ({ ...variant, bytes: read(fileOf(entry.hash, variant)) })),
    });
  }
  return parsed.data.length;
}
