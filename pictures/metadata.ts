import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "#domain";

/**
 * The uploaded original without its metadata (a phone's GPS position, camera, owner, comments),
 * before it is stored and so before it reaches a backup. JPEG, PNG and WebP lose their metadata
 * blocks without being encoded again: the picture's bytes stay as they were. A JPEG keeps its
 * orientation in a minimal EXIF block of that one tag; a PNG or WebP that needs turning, and
 * HEIF/AVIF, are encoded again upright. The result of stripping a stripped file is the same
 * file, so its hash (the picture's name) does not change when a backup is restored.
 */
export async function stripMetadata(bytes: Buffer): Promise<Buffer> {
  try {
    const { format, orientation = 1 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (format === "jpeg" && isJpeg(bytes)) return stripJpeg(bytes, orientation);
    if (format === "png" && isPng(bytes) && orientation === 1) return stripPng(bytes);
    if (format === "webp" && isWebp(bytes) && orientation === 1) return stripWebp(bytes);
    // Any other format the library reads (SVG, GIF, TIFF …) is not taken: processImage refuses it as it is.
    if (!["jpeg", "png", "webp", "heif"].includes(format)) return bytes;
    return await encodeUpright(bytes);
  } catch {
    // Not a picture the library reads: left as it is, and refused by processImage.
    return bytes;
  }
}

const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);
const isWebp = (bytes: Buffer) =>
  bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP";

/** APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) say how to draw the pixels. */
const JPEG_KEPT_APP_SEGMENTS = new Set([0xe0, 0xe2, 0xee]);

function stripJpeg(bytes: Buffer, orientation: number): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Error("not a JPEG segment");
    const marker = bytes[at + 1];
    // The image data: everything from here on is the picture itself.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      break;
    }
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) throw new Error("JPEG segment past the end");
    const metadata = (marker >= 0xe0 && marker <= 0xef && !JPEG_KEPT_APP_SEGMENTS.has(marker)) || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(at, end));
    at = end;
  }
  // The orientation goes right after the JFIF header when there is one, else after the start.
  if (orientation !== 1) kept.splice(kept[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationExif(orientation));
  return Buffer.concat(kept);
}

/** An APP1 EXIF block holding only the orientation tag (0x0112), big-endian TIFF. */
function orientationExif(orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** PNG chunks that hold metadata, not pixels or how to draw them. */
const PNG_METADATA_CHUNKS = new Set(["eXIf", "tEXt", "iTXt", "zTXt", "tIME"]);

function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + bytes.readUInt32BE(at);
    if (end > bytes.length) throw new Error("PNG chunk past the end");
    if (!PNG_METADATA_CHUNKS.has(bytes.toString("latin1", at + 4, at + 8))) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

/** WebP's metadata chunks, and the VP8X flags that announce them. */
const WEBP_METADATA_CHUNKS = new Set(["EXIF", "XMP "]);
const VP8X_EXIF_AND_XMP = 0x08 | 0x04;

function stripWebp(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) throw new Error("WebP chunk past the end");
    const fourcc = bytes.toString("latin1", at, at + 4);
    if (!WEBP_METADATA_CHUNKS.has(fourcc)) {
      const chunk = Buffer.from(bytes.subarray(at, end));
      if (fourcc === "VP8X") chunk[8] &= ~VP8X_EXIF_AND_XMP;
      kept.push(chunk);
    }
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

/** Encoded again in its own format, turned upright, with its colour profile and nothing else. */
async function encodeUpright(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true }).keepIccProfile();
  const { format } = await image.metadata();
  if (format === "png") return image.png().toBuffer();
  if (format === "webp") return image.webp({ quality: 90 }).toBuffer();
  if (format === "jpeg") return image.jpeg({ quality: 92 }).toBuffer();
  return image.avif({ quality: 80 }).toBuffer();
}
