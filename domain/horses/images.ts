// The site's own pictures: which sizes and formats exist and how their addresses read.
// See docs/decisions/0019-pictures-in-the-database.md.

/** Widths served to pages (srcset); an original narrower than one is never enlarged. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
/** The width of the Open Graph picture (link previews in forums and chats). */
export const SHARE_WIDTH = 1200;
/** Formats of every width, best first; JPEG is the fallback every browser reads. */
export const IMAGE_FORMATS = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** The share picture is JPEG only: link preview fetchers read nothing newer reliably. */
export const SHARE_FORMAT: ImageFormat = "jpeg";

/** One uploaded file may be this large (the upload routes' body limit is a little larger). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Decoded pixels above this are refused before decoding (decompression bombs): 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};
const EXTENSIONS: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Hashes are the first 32 hex digits of the original file's SHA-256: 128 bits name a picture. */
export const IMAGE_HASH_LENGTH = 32;
const HASH = `[0-9a-f]{${IMAGE_HASH_LENGTH}}`;
const VARIANT_PATH = /* @__PURE__ */ new RegExp(`^/images/(${HASH})-([1-9][0-9]{0,4})\\.(avif|webp|jpg)$`);

export interface ImageVariantKey {
  hash: string;
  width: number;
  format: ImageFormat;
}

/** `/images/{hash}-{width}.{ext}`: the address of one stored variant. */
export function imagePath({ hash, width, format }: ImageVariantKey): string {
  return `/images/${hash}-${width}.${EXTENSIONS[format]}`;
}

/** The variant an address names, or null when it names none. */
export function parseImagePath(path: string): ImageVariantKey | null {
  const match = VARIANT_PATH.exec(path);
  if (!match) return null;
  const format = match[3] === "jpg" ? "jpeg" : (match[3] as ImageFormat);
  return { hash: match[1]!, width: Number(match[2]), format };
}

/** The widths made for an original `originalWidth` pixels wide (oriented): never wider than it. */
export function variantWidths(originalWidth: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, originalWidth)))];
}

export function shareWidth(originalWidth: number): number {
  return Math.min(SHARE_WIDTH, originalWidth);
}

/**
 * A record (a horse's picture, a ribbon's image) points at a stored picture by the address of
 * its widest JPEG: a real, served URL, from which the hash and every other variant follow
 * (see docs/decisions/0019-pictures-in-the-database.md).
 */
export function storedImageRef(hash: string, originalWidth: number): string {
  const widths = variantWidths(originalWidth);
  return imagePath({ hash, width: widths[widths.length - 1]!, format: "jpeg" });
}

export interface StoredImage {
  hash: string;
  /** Every width made, narrowest first. */
  widths: number[];
  /** The Open Graph picture's width. */
  shareWidth: number;
}

/** The stored picture a record's value points at, or null for an outside URL (old data) or nothing. */
export function storedImage(ref: string | null | undefined): StoredImage | null {
  const key = parseImagePath(ref ?? "");
  if (!key || key.format !== "jpeg") return null;
  // The widest JPEG is min(1280, original width), so the narrower widths follow from it alone.
  if (key.width > IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) return null;
  return { hash: key.hash, widths: variantWidths(key.width), shareWidth: shareWidth(key.width) };
}

/** `srcset` of one format: every width with its `w` descriptor. */
export function imageSrcSet(image: StoredImage, format: ImageFormat): string {
  return image.widths.map((width) => `${imagePath({ hash: image.hash, width, format })} ${width}w`).join(", ");
}
