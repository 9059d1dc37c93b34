import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { routesTo } from "./router-paths";

/**
 * A cache of public GET responses (pages and React Router's `.data` answers), keyed by URL and
 * by the data version the database keeps (raised in the same transaction as every write, by
 * triggers), so a write through any app instance is seen by the next request to every instance:
 * each request reads the version first (docs/decisions/0015-response-cache.md).
 *
 * Never cached: anything but GET, requests carrying the session cookie (an admin sees the
 * admin bar), the admin, login and logout URLs, answers other than 200, answers that set a
 * cookie or say no-store/private. The CSP nonce stays per response: a stored page is kept as
 * the pieces between its nonce, and every answer joins them with the fresh nonce of its own
 * response. Repeat visitors revalidate (`no-cache`) and get 304 for an unchanged page. An answer
 * that says when it expires (`Expires`, e.g. a sheet dated today) is not answered from the cache
 * after that; one with an invalid date is not kept (RFC 9111 §5.3: it has expired).
 */
export interface ResponseCacheOptions {
  /** The current data version, from the database (one small query per request). */
  version: () => Promise<number>;
  /** Requests with this cookie bypass the cache. */
  sessionCookie: string;
  /** Paths under these prefixes, matched the way the router matches them, bypass the cache. */
  privatePaths: readonly string[];
  maxEntries?: number;
  maxBytes?: number;
  /** The clock `Expires` is compared with. */
  now?: () => number;
}

interface Entry {
  status: number;
  headers: [string, string | number | string[]][];
  /** The body split at every occurrence of the nonce it was rendered with. */
  pieces: Buffer[];
  etag: string;
  bytes: number;
  /** When it stops being an answer (its `Expires`, in ms): never for most. */
  expires: number;
}

/** Headers the cache never replays: per response (security headers, nonce) or set again by compression. */
const FRESH_HEADERS = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "etag",
  "cache-control",
  "date",
  "connection",
  "keep-alive",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
]);

export function responseCache(options: ResponseCacheOptions) {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  let cachedVersion = -1;
  let bytes = 0;
  const entries = new Map<string, Entry>();

  const bypass = (req: Request) =>
    req.method !== "GET" ||
    (req.get("cookie") ?? "").includes(`${options.sessionCookie}=`) ||
    options.privatePaths.some((prefix) => routesTo(`${prefix}/*`, req.path));

  /** Takes the entry under `key` out, and its bytes off the count. */
  const forget = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.bytes;
  };
  const remember = (key: string, entry: Entry) => {
    if (entry.bytes > maxBytes / 16) return;
    // Two misses of one address at once both store: the later replaces the earlier, bytes and all.
    forget(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Oldest first out (a Map iterates in insertion order; a hit moves its entry to the end).
    for (const oldKey of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldKey);
    }
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (bypass(req)) return next();
    let version: number;
    try {
      version = await options.version();
    } catch {
      // No version, no cache: the page renders uncached, and a database outage gets the
      // outage page (server/outage.ts) like any uncached request.
      return next();
    }
    // What the page reads at this version may be kept beside it (data/pedigree/graph.ts).
    res.locals.dataVersion = version;
    if (version !== cachedVersion) {
      entries.clear();
      bytes = 0;
      cachedVersion = version;
    }
    const nonce = String(res.locals.nonce);
    // Keyed by origin too: without PUBLIC_URL a page's canonical and og:url name the request's
    // host, and one request with a forged Host must not put its links in everyone's page.
    const key = `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;
    const hit = entries.get(key);
    if (hit && hit.expires <= now()) forget(key);
    else if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return send(req, res, hit, nonce);
    }

    // A miss: the response is held back until it is complete, stored, then sent with its ETag.
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
            : // A view, kept as a Buffer is kept: not copied.
              Buffer.from(
                (chunk as Uint8Array).buffer,
                (chunk as Uint8Array).byteOffset,
                (chunk as Uint8Array).byteLength,
              ),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      const done = [encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      const entry = storable(res) ? toEntry(res, body, nonce) : null;
      // Stored only while the version it was read under is still the newest seen, and not yet expired.
      if (entry && entry.expires > now() && version === cachedVersion) remember(key, entry);
      if (entry) {
        res.setHeader("ETag", entry.etag);
        res.setHeader("Cache-Control", "no-cache");
      }
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
      return end(body, done);
    }) as typeof res.end;
    next();
  };
}

function storable(res: Response): boolean {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return res.statusCode === 200 && !res.getHeader("set-cookie") && !/no-store|private/i.test(cacheControl);
}

function toEntry(res: Response, body: Buffer, nonce: string): Entry {
  const headers = Object.entries(res.getHeaders())
    .filter(([name, value]) => !FRESH_HEADERS.has(name) && value !== undefined)
    .map(([name, value]) => [name, value] as [string, string | number | string[]]);
  const pieces: Buffer[] = [];
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(body.subarray(from));
  const hash = createHash("sha1");
  for (const piece of pieces) hash.update(piece).update("\0");
  const expires = res.getHeader("expires");
  return {
    status: res.statusCode,
    headers,
    pieces,
    etag: `W/"${hash.digest("base64url")}"`,
    bytes: body.length,
    expires: expires === undefined ? Number.POSITIVE_INFINITY : httpDate(String(expires)),
  };
}

/**
 * An HTTP date (RFC 9110 §5.6.7, the IMF-fixdate every current sender writes) in ms; anything else
 * is the past (RFC 9111 §5.3: `0` and other invalid dates mean already expired). Date.parse alone
 * would read `0` or `3000` as years.
 */
function httpDate(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) || new Date(time).toUTCString() !== value.trim() ? Number.NEGATIVE_INFINITY : time;
}

function send(req: Request, res: Response, entry: Entry, nonce: string) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Cache-Control", "no-cache");
  const tags = (req.get("if-none-match") ?? "").split(",").map((tag) => tag.trim());
  if (tags.includes(entry.etag) || tags.includes("*")) {
    // The browser keeps the body it has, with the nonce of the answer that brought it, and takes
    // the headers of a 304 over its stored ones: a fresh CSP nonce here would block that page's
    // scripts. Without the header, the stored policy (the body's own nonce) stays.
    res.removeHeader("Content-Security-Policy");
    res.status(304).end();
    return;
  }
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  entry.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(nonceBytes);
    parts.push(piece);
  });
  res.status(entry.status).end(Buffer.concat(parts));
}
