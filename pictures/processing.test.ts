import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#domain";
import { exifTags, phonePhoto, pixelBomb, textNamedJpg, transparentPng, truncatedJpeg } from "#tests/support/images";
import { processImage, type ProcessedImage } from "./processing";

async function processed(bytes: Buffer): Promise<ProcessedImage> {
  const result = await processImage(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.value;
}

describe("processImage", () => {
  it("the test's phone photo really carries GPS and orientation 6", async () => {
    const metadata = await sharp(await phonePhoto()).metadata();
    expect(metadata.orientation).toBe(6);
    const tags = exifTags(metadata.exif!);
    expect(tags.ifd0).toContain(0x8825);
    expect(tags.gps).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  });

  it("turns a phone photo upright, never enlarges it and drops every piece of metadata", async () => {
    const image = await processed(await phonePhoto());
    expect({ width: image.width, height: image.height, format: image.format }).toEqual({
      width: 800,
      height: 1600,
      format: "jpeg",
    });
    const made = image.variants.map(({ width, format }) => `${width}.${format}`).sort();
    expect(made).toEqual(
      [
        "320.avif",
        "320.jpeg",
        "320.webp",
        "640.avif",
        "640.jpeg",
        "640.webp",
        "800.avif",
        "800.jpeg",
        "800.webp",
      ].sort(),
    );
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect({ width: metadata.width, height: metadata.height }).toEqual({
        width: variant.width,
        height: variant.width * 2,
      });
      expect(metadata.exif, `${variant.width}.${variant.format}`).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      // Upright: the photo's left (red) half is now on top, its right (blue) half below.
      const { data, info } = await sharp(variant.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const [r1, , b1] = pixel(info.width / 2, Math.floor(info.height / 4));
      const [r2, , b2] = pixel(info.width / 2, Math.floor((info.height * 3) / 4));
      expect(r1).toBeGreaterThan(200);
      expect(b1).toBeLessThan(60);
      expect(b2).toBeGreaterThan(200);
      expect(r2).toBeLessThan(60);
    }
    // The stored original keeps its pixels and orientation, not its GPS position.
    const stored = await sharp(image.original).metadata();
    expect(stored.orientation).toBe(6);
    expect(exifTags(stored.exif!)).toEqual({ ifd0: [0x0112], gps: [] });
  });

  it("a wide photo gets 320/640/1280 and the 1200 px share picture", async () => {
    const wide = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const image = await processed(wide);
    const widths = [...new Set(image.variants.map((variant) => variant.width))].sort((a, b) => a - b);
    expect(widths).toEqual([320, 640, 1200, 1280]);
    expect(image.variants.filter((variant) => variant.width === 1200).map((variant) => variant.format)).toEqual([
      "jpeg",
    ]);
  });

  it("keeps a PNG's transparency in AVIF and WebP, puts white behind it in JPEG", async () => {
    const image = await processed(await transparentPng());
    const of = (format: string) =>
      image.variants.find((variant) => variant.width === 320 && variant.format === format)!;
    for (const format of ["webp", "avif"]) {
      const metadata = await sharp(of(format).bytes).metadata();
      expect(metadata.hasAlpha, format).toBe(true);
      const { data } = await sharp(of(format).bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[3], `${format} corner alpha`).toBe(0);
    }
    const jpeg = await sharp(of("jpeg").bytes).raw().toBuffer({ resolveWithObject: true });
    expect(jpeg.info.channels).toBe(3);
    expect([...jpeg.data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
  });

  it("reads WebP and AVIF uploads too", async () => {
    const source = sharp({ create: { width: 500, height: 300, channels: 3, background: "#2a6" } });
    for (const [bytes, format] of [
      [await source.clone().webp().toBuffer(), "webp"],
      [await source.clone().avif().toBuffer(), "heif"],
    ] as const) {
      const image = await processed(bytes);
      expect(image.format).toBe(format);
      expect([...new Set(image.variants.map((variant) => variant.width))]).toEqual([320, 500]);
    }
  });

  it("refuses a text file named .jpg, by its bytes", async () => {
    expect(await processImage(textNamedJpg)).toEqual({ ok: false, reason: "not-image" });
  });

  it("refuses a 20,000×20,000 decompression bomb before decoding it", async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await processImage(bomb)).toEqual({ ok: false, reason: "too-many-pixels" });
  });

  it("refuses a truncated file, an empty one, an SVG and one over 15 MB", async () => {
    expect(await processImage(await truncatedJpeg())).toEqual({ ok: false, reason: "unreadable" });
    expect(await processImage(Buffer.alloc(0))).toEqual({ ok: false, reason: "empty" });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await processImage(svg)).toEqual({ ok: false, reason: "not-image" });
    expect(await processImage(Buffer.alloc(MAX_IMAGE_BYTES + 1))).toEqual({ ok: false, reason: "too-large" });
  });
});
