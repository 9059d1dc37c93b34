import { and, eq } from "drizzle-orm";
import type { Db } from "#data/db";
import { images, imageVariants } from "#data/schema";
import { storedImageRef, type ImageVariantKey } from "#domain";
import { stripMetadata } from "./metadata";
import { imageHash, processImage, type ImageRefusal, type ProcessedImage } from "./processing";

/**
 * Pictures live in the database (docs/decisions/0019-pictures-in-the-database.md): every app
 * instance on one PostgreSQL serves the same ones, and a database backup carries them.
 */

export type StoreImageResult = { ok: true; hash: string; ref: string } | { ok: false; reason: ImageRefusal };

/** Stores a processed picture and its variants; storing the same picture again changes nothing. */
export async function saveImage(db: Db, image: ProcessedImage): Promise<void> {
  const { hash, width, height, format, original, variants } = image;
  await db.transaction(async (tx) => {
    await tx.insert(images).values({ hash, width, height, format, original }).onConflictDoNothing();
    await tx
      .insert(imageVariants)
      .values(variants.map((variant) => ({ hash, ...variant })))
      .onConflictDoNothing();
  });
}

/**
 * An uploaded or downloaded file into the store: the reference a record keeps
 * (domain/horses/images.ts, storedImageRef), or why the file is refused. A file stored before
 * is not processed again.
 */
export async function storeImage(db: Db, bytes: Buffer): Promise<StoreImageResult> {
  // Known by the hash of what is stored: the original without its metadata.
  const stripped = await stripMetadata(bytes);
  const known = await storedWidth(db, imageHash(stripped));
  if (known) return { ok: true, hash: known.hash, ref: storedImageRef(known.hash, known.width) };
  const processed = await processImage(bytes, stripped);
  if (!processed.ok) return processed;
  await saveImage(db, processed.value);
  const { hash, width } = processed.value;
  return { ok: true, hash, ref: storedImageRef(hash, width) };
}

async function storedWidth(db: Db, hash: string) {
  const [row] = await db
    .select({ hash: images.hash, width: images.width })
    .from(images)
    .where(eq(images.hash, hash))
    .limit(1);
  return row ?? null;
}

/** The bytes of one served variant, or null when there is no such variant. */
export async function imageVariant(db: Db, { hash, width, format }: ImageVariantKey): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.hash, hash), eq(imageVariants.width, width), eq(imageVariants.format, format)))
    .limit(1);
  return row?.bytes ?? null;
}
