import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express from "express";

/** The precompressed twins' suffixes (written by scripts/precompress.ts), by their `Content-Encoding`. */
export const ENCODED_SUFFIX = { br: ".br", gzip: ".gz" } as const;
export type Encoding = keyof typeof ENCODED_SUFFIX;
/** The preferred order when a browser accepts both equally (brotli is the smaller). */
const ENCODINGS: Encoding[] = ["br", "gzip"];
const ENCODING_OF_SUFFIX = new Map(ENCODINGS.map((encoding) => [ENCODED_SUFFIX[encoding], encoding]));

/**
 * The encoding to send of those `available`: the one the browser rates highest (RFC 9110 §12.5.3),
 * brotli before gzip where it rates both alike (browsers send `gzip, deflate, br, zstd`). Null for
 * the file itself: no header, neither accepted, or `identity` rated higher.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  const rated = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (coding) rated.set(coding, q === undefined ? 1 : Number(q));
  }
  // Unnamed, the file itself is acceptable, rated as the least of the named codings.
  const unnamedIdentity = Math.min(1, ...rated.values());
  const quality = (coding: string) =>
    rated.get(coding) ?? rated.get("*") ?? (coding === "identity" ? unnamedIdentity : 0);
  let best: Encoding | null = null;
  for (const encoding of ENCODINGS)
    if (available.includes(encoding) && quality(encoding) > (best ? quality(best) : 0)) best = encoding;
  return best && quality(best) >= quality("identity") ? best : null;
}

/** URL path of each file under `root` that has precompressed twins, with their encodings (none before a build). */
function precompressedFiles(root: string): Map<string, Encoding[]> {
  const files = new Map<string, Encoding[]>();
  if (!existsSync(root)) return files;
  const names = readdirSync(root, { recursive: true, encoding: "utf8" }).map((name) => name.split(path.sep).join("/"));
  const present = new Set(names);
  for (const name of names) {
    const suffix = path.extname(name);
    const encoding = ENCODING_OF_SUFFIX.get(suffix as (typeof ENCODED_SUFFIX)[Encoding]);
    const original = name.slice(0, -suffix.length);
    if (!encoding || !present.has(original)) continue;
    files.set(`/${original}`, [...(files.get(`/${original}`) ?? []), encoding]);
  }
  return files;
}

/**
 * The client build's files: hashed `/assets` cached for a year (their names change with their
 * content), the rest for an hour. A file the build precompressed (scripts/precompress.ts) goes out
 * as its `.br` or `.gz` twin to a browser that accepts that encoding, with the file's own content
 * type and `Vary: Accept-Encoding`; ETag, 304 and HEAD work as for any static file. Files without
 * twins, and browsers that accept neither encoding, get the file itself (the compression
 * middleware still compresses it on the fly where it can).
 * Only addresses under what `root` holds at the start (its files and folders) are looked for on
 * disk: a page's address goes on to the app at once, without a failed look at the disk on every
 * page. The build does not change under a running server.
 */
export function staticFiles(root: string): express.Router {
  const twins = precompressedFiles(root);
  const entries = new Set(existsSync(root) ? readdirSync(root) : []);
  const router = express.Router();
  router.use((req, _res, next) => next(entries.has(req.path.split("/")[1] ?? "") ? undefined : "router"));
  router.use((req, res, next) => {
    const encodings = (req.method === "GET" || req.method === "HEAD") && twins.get(req.path);
    if (!encodings) return next();
    res.vary("Accept-Encoding");
    const chosen = chooseEncoding(req.get("Accept-Encoding"), encodings);
    if (chosen) req.url = req.path + ENCODED_SUFFIX[chosen] + req.url.slice(req.path.length);
    next();
  });
  // Set only once a twin is actually sent (not on a 404 that falls through to the app).
  const setHeaders = (res: express.Response, file: string) => {
    const encoding = ENCODING_OF_SUFFIX.get(path.extname(file) as (typeof ENCODED_SUFFIX)[Encoding]);
    if (!encoding) return;
    res.setHeader("Content-Encoding", encoding);
    res.type(path.extname(file.slice(0, -path.extname(file).length)));
  };
  router.use("/assets", express.static(path.join(root, "assets"), { immutable: true, maxAge: "1y", setHeaders }));
  router.use(express.static(root, { maxAge: "1h", setHeaders }));
  return router;
}
