import type { NextFunction, Request, Response } from "express";
import type { Db } from "#data/db";
import { IMAGE_CONTENT_TYPES, parseImagePath } from "#domain";
import { imageVariant } from "#pictures/store";

/**
 * `/images/{hash}-{width}.{format}`: one stored variant. Its address names its content (the
 * hash of the original, a width, a format), so it never changes: browsers keep it a year
 * without asking again, and the ETag answers a revalidation with 304 without reading the
 * database. Originals have no address.
 */
export function servedImages(db: Db) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = parseImagePath(req.path);
    if (!key) return next();
    const etag = `"${key.hash}-${key.width}-${key.format}"`;
    const cache = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
    if (ifNoneMatch(req.get("if-none-match"), etag)) {
      res.status(304).set(cache).end();
      return;
    }
    try {
      const bytes = await imageVariant(db, key);
      if (!bytes) return next();
      res.status(200).set(cache).type(IMAGE_CONTENT_TYPES[key.format]).send(bytes);
    } catch (error) {
      next(error);
    }
  };
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag);
}
