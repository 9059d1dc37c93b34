import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { images, imageVariants } from "#data/schema";
import { parseImagePath, storedImage } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { phonePhoto, pixelBomb, textNamedJpg, truncatedJpeg } from "#tests/support/images";
import { imageVariant, storeImage } from "./store";

describeWithDatabase("pictures in the database", (db) => {
  it("stores a photo once, by its hash, and gives back every variant's bytes", async () => {
    const photo = await phonePhoto();
    const first = await storeImage(db(), photo);
    if (!first.ok) throw new Error(first.reason);
    expect(parseImagePath(first.ref)).toEqual({ hash: first.hash, width: 800, format: "jpeg" });
    const again = await storeImage(db(), photo);
    expect(again).toEqual(first);
    const [row] = await db().select({ count: count() }).from(images);
    expect(row?.count).toBe(1);

    for (const width of storedImage(first.ref)!.widths) {
      for (const format of ["avif", "webp", "jpeg"] as const) {
        const bytes = await imageVariant(db(), { hash: first.hash, width, format });
        expect(bytes, `${width}.${format}`).toBeInstanceOf(Buffer);
        const metadata = await sharp(bytes!).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.exif).toBeUndefined();
      }
    }
    expect(await imageVariant(db(), { hash: first.hash, width: 1280, format: "jpeg" })).toBeNull();
  });

  it("stores nothing for a refused file", async () => {
    const before = await db().select({ count: count() }).from(imageVariants);
    expect(await storeImage(db(), textNamedJpg)).toEqual({ ok: false, reason: "not-image" });
    expect(await storeImage(db(), pixelBomb())).toEqual({ ok: false, reason: "too-many-pixels" });
    expect(await storeImage(db(), await truncatedJpeg())).toEqual({ ok: false, reason: "unreadable" });
    const after = await db().select({ count: count() }).from(imageVariants);
    expect(after).toEqual(before);
  });

  it("keeps bytes byte for byte: every byte value, a slice of a larger buffer, and none", async () => {
    const every = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
    const slice = Buffer.concat([Buffer.from("före"), every, Buffer.from("efter")]).subarray(6, 6 + 1000);
    for (const [hash, bytes] of [
      ["bytes-every", every],
      ["bytes-slice", slice],
      ["bytes-none", Buffer.alloc(0)],
    ] as const) {
      await db().insert(images).values({ hash, width: 1, height: 1, format: "jpeg", original: bytes });
      const [row] = await db().select({ original: images.original }).from(images).where(eq(images.hash, hash));
      expect(Buffer.compare(row!.original, bytes)).toBe(0);
    }
  });
});
