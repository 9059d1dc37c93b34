import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Real image files made by the tests themselves (no binary fixtures in the repo): what a
 * phone, an editor, an attacker and a confused administrator would upload.
 */

/** Where the paddock is: the GPS position every served variant must have dropped. */
const PADDOCK_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "59/1 20/1 1234/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "18/1 3/1 0/1",
};

/**
 * A phone photo as stored by the camera: 1600×800 pixels, red left half and blue right half,
 * EXIF orientation 6 (turn 90° clockwise to view) and the paddock's GPS position. Upright it is
 * 800×1600 with red on top.
 */
export async function phonePhoto(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 800, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: 800, top: 0 }])
    .withExif({ IFD0: { Artist: "Stallets telefon" }, IFD3: PADDOCK_GPS })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A photo of a few megabytes (noise does not compress): more than the 200 kB other forms
 * take, as a real camera file is. Still upright, no EXIF.
 */
export async function largePhoto(width = 2400, height = 1800): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < noise.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    noise[i] = seed >>> 24;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * A camera's large file: 7000×7000 pixels (49 megapixels, just under the limit) of fine grain,
 * about 14 MB of JPEG, just under the 15 MB an upload may be. Decoded whole it is 147 MB.
 */
export function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 7000,
      height: 7000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 35 },
    },
  })
    .jpeg({ quality: 68 })
    .toBuffer();
}

/** 600×400, transparent but for a half-opaque green square in the middle. */
export async function transparentPng(): Promise<Buffer> {
  const square = await sharp({ create: { width: 200, height: 200, channels: 4, background: "#00a00080" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: square, left: 200, top: 100 }])
    .png()
    .toBuffer();
}

function pngChunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** A decompression bomb: a valid 20,000×20,000 PNG (400 megapixels) of about 50 kB. */
export function pixelBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1, grey: each row is a filter byte and side/8 bytes
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A text file that calls itself a picture (upload it as `häst.jpg`). */
export const textNamedJpg = Buffer.from("Detta är ingen bild, bara text med fel filändelse.\n", "utf8");

/** The first part of a real JPEG: the end of the picture is missing. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#804020" } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** The tag numbers of an EXIF block's first directory and of its GPS directory (tag 0x8825). */
export function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = (at: number) => {
    const entries = new Map<number, number>();
    for (let i = 0; i < u16(at); i += 1) entries.set(u16(at + 2 + i * 12), u32(at + 2 + i * 12 + 8));
    return entries;
  };
  const ifd0 = directory(u32(4));
  const gpsAt = ifd0.get(0x8825);
  return { ifd0: [...ifd0.keys()], gps: gpsAt === undefined ? [] : [...directory(gpsAt).keys()] };
}
