import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  IMAGE_FORMATS,
  IMAGE_HASH_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  SHARE_FORMAT,
  shareWidth,
  variantWidths,
  type ImageFormat,
} from "#domain";
import { stripMetadata } from "./metadata";

/**
 * Turns an uploaded file into the pictures the site serves (docs/decisions/0019-pictures-in-the-database.md):
 * the file is judged by its bytes, never its name; turned upright by its EXIF orientation; every
 * served variant leaves without metadata (sharp writes none unless asked), and the stored original
 * is stripped too, so a phone's GPS position of the paddock reaches neither the public nor a backup.
 */

/** Formats taken in, as sharp names them from the bytes (AVIF and HEIC both read as heif). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

export type ImageRefusal = "empty" | "too-large" | "not-image" | "too-many-pixels" | "unreadable" | "heic";

export interface ImageVariant {
  width: number;
  height: number;
  format: ImageFormat;
  bytes: Buffer;
}

export interface ProcessedImage {
  hash: string;
  /** Upright size of the original. */
  width: number;
  height: number;
  format: string;
  original: Buffer;
  variants: ImageVariant[];
}

export type ProcessResult = { ok: true; value: ProcessedImage } | { ok: false; reason: ImageRefusal };

export function imageHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, IMAGE_HASH_LENGTH);
}

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: AVIF's slowest settings take seconds per width for a few per cent of bytes.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  // JPEG has no transparency: a transparent PNG gets the page's white behind it.
  jpeg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
};

// libvips caches decoded images and runs several threads per image: a 15 MB photo made into every
// variant at once took 1.5 GB. A small cache, one thread (two peaked up to 330 MB above idle on a
// quiet machine: tests/faults/picture-memory.test.ts), one image and one variant at a time.
sharp.cache({ memory: 32, files: 0, items: 16 });
sharp.concurrency(1);
let running: Promise<unknown> = Promise.resolve();

/**
 * Makes the served variants of an uploaded picture; uploads arriving together take turns (memory
 * stays bounded). `stripped`: stripMetadata(upload), where the caller has it already (a 15 MB
 * photo's copy fewer while it is decoded).
 */
export function processImage(upload: Buffer, stripped?: Buffer): Promise<ProcessResult> {
  const turn = running.then(() => processOne(upload, stripped));
  running = turn.catch(() => undefined);
  return turn;
}

/** `upload` as stored: its metadata stripped (pictures/metadata.ts), its hash that of the stored bytes. */
async function processOne(upload: Buffer, stripped: Buffer | undefined): Promise<ProcessResult> {
  if (upload.length === 0) return { ok: false, reason: "empty" };
  if (upload.length > MAX_IMAGE_BYTES) return { ok: false, reason: "too-large" };
  const bytes = stripped ?? (await stripMetadata(upload));
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked below, with its own answer.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "not-image" };
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) return { ok: false, reason: "not-image" };
  // Checked from the header, before anything is decoded.
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return { ok: false, reason: "too-many-pixels" };
  const { width, height } = metadata.autoOrient;
  const jobs: { width: number; format: ImageFormat }[] = [
    ...variantWidths(width).flatMap((w) => IMAGE_FORMATS.map((format) => ({ width: w, format }))),
    { width: shareWidth(width), format: SHARE_FORMAT },
  ];
  const unique = jobs.filter(
    (job, index) => jobs.findIndex((other) => other.width === job.width && other.format === job.format) === index,
  );
  try {
    // Decoded once, straight to the widest variant (a JPEG shrinks while it is read), upright;
    // every variant is made from those pixels. Decoding the original for each variant took three
    // times as long and twice the memory (docs/performance/log.md, "Picture uploads").
    // "truncated" fails a file that ends early instead of serving its grey remainder.
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: "truncated",
      autoOrient: true,
    })
      .resize({ width: Math.max(...unique.map((job) => job.width)) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: ImageVariant[] = [];
    for (const job of unique) {
      const image = sharp(data, { raw }).resize({ width: job.width });
      const encoded = await ENCODERS[job.format](image).toBuffer({ resolveWithObject: true });
      variants.push({
        width: encoded.info.width,
        height: encoded.info.height,
        format: job.format,
        bytes: encoded.data,
      });
    }
    return {
      ok: true,
      value: { hash: imageHash(bytes), width, height, format: metadata.format, original: bytes, variants },
    };
  } catch {
    // The phone's HEIC (HEVC inside HEIF) is a format the prebuilt library cannot decode.
    const reason = metadata.format === "heif" && metadata.compression === "hevc" ? "heic" : "unreadable";
    return { ok: false, reason };
  }
}
