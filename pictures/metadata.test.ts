import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifTags, phonePhoto } from "#tests/support/images";
import { stripMetadata } from "./metadata";

const PADDOCK = { GPSLatitudeRef: "N", GPSLatitude: "59/1 20/1 1234/100" };
const pixels = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer()).toString("base64");

describe("stripMetadata", () => {
  it("a phone's JPEG loses its GPS and camera tags, keeps its orientation and its very image data", async () => {
    const photo = await phonePhoto();
    const stripped = await stripMetadata(photo);
    const metadata = await sharp(stripped).metadata();
    expect(metadata.orientation).toBe(6);
    expect(exifTags(metadata.exif!)).toEqual({ ifd0: [0x0112], gps: [] });
    expect(stripped.includes(Buffer.from("Stallets telefon"))).toBe(false);
    // Not encoded again: the compressed picture is the same bytes, so the pixels are too.
    expect(await pixels(stripped)).toBe(await pixels(photo));
    const scan = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(stripped).equals(scan(photo))).toBe(true);
    // Stripping again changes nothing: the stored file's hash holds.
    expect((await stripMetadata(stripped)).equals(stripped)).toBe(true);
  });

  it("an upright JPEG keeps no EXIF at all", async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
      .withExif({ IFD3: PADDOCK })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await sharp(await stripMetadata(photo)).metadata()).exif).toBeUndefined();
  });

  it("PNG and WebP lose their metadata chunks without being encoded again", async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: "#993366" } }).withExif({
      IFD3: PADDOCK,
    });
    for (const bytes of [await base.clone().png().toBuffer(), await base.clone().webp({ lossless: true }).toBuffer()]) {
      expect((await sharp(bytes).metadata()).exif).toBeDefined();
      const stripped = await stripMetadata(bytes);
      expect((await sharp(stripped).metadata()).exif).toBeUndefined();
      expect(stripped.includes(Buffer.from("GPS"))).toBe(false);
      expect(await pixels(stripped)).toBe(await pixels(bytes));
      expect(stripped.length).toBeLessThan(bytes.length);
    }
  });

  it("a PNG that needs turning is encoded again upright", async () => {
    const turned = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#112233" } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: PADDOCK })
      .png()
      .toBuffer();
    const stripped = await sharp(await stripMetadata(turned)).metadata();
    expect([stripped.width, stripped.height, stripped.orientation, stripped.exif]).toEqual([
      20,
      40,
      undefined,
      undefined,
    ]);
  });

  it("leaves what is no picture as it is (processImage refuses it)", async () => {
    const text = Buffer.from("not a picture");
    expect(await stripMetadata(text)).toBe(text);
  });
});
