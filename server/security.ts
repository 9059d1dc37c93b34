import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { routesTo } from "./router-paths";

/** A fresh nonce per response lets the CSP forbid every inline script but React Router's own. */
export function securityHeaders(options: { dev: boolean; hsts?: boolean; allowExternalImages?: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Only over https: a browser ignores it on http, and it would pin a plain-http site to https.
    if (options.hsts && req.secure)
      res.setHeader("Strict-Transport-Security", `max-age=${HSTS_MAX_AGE}; includeSubDomains`);
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    if (!options.dev) {
      res.setHeader(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          // React writes style attributes (e.g. chart bar widths); no style sheets from elsewhere.
          "style-src 'self' 'unsafe-inline'",
          // Pictures are the site's own (/images/…); pictures still linked elsewhere (old data not yet
          // fetched with `npm run pictures:fetch`) load only when ALLOW_EXTERNAL_IMAGES=true.
          options.allowExternalImages ? "img-src 'self' data: https: http:" : "img-src 'self' data:",
          "font-src 'self'",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; "),
      );
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    next();
  };
}

/** A request that may change state: any method but GET, HEAD and OPTIONS. */
export const mayWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

/**
 * Refuses state-changing requests from another origin (CSRF): the browser sends
 * Origin on every cross-site POST, so a mismatch with our own host is refused.
 */
export function sameOriginPosts() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!mayWrite(req.method)) return next();
    const origin = req.get("origin");
    if (req.get("sec-fetch-site") === "cross-site" || (origin !== undefined && !isSameHost(origin, req.get("host")))) {
      res.status(403).type("text/plain").send("Cross-origin request refused");
      return;
    }
    next();
  };
}

function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" and malformed origins are never ours
  }
}

/** One structured log line per request. */
export function requestLog(write: (line: string) => void = (line) => process.stdout.write(line + "\n")) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          method: req.method,
          path: req.originalUrl.split("?")[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        }),
      );
    });
    next();
  };
}

/** A route that takes larger bodies than every other (an upload), however the router would be asked for it, and its data requests. */
export interface LargerBodyRoute {
  path: string;
  maxBytes: number;
  message: string;
}

/**
 * Refuses a request body over the limit before anything reads it, and closes the
 * connection so the unread rest of the body is never taken for the next request.
 * A body without a declared length (chunked) is refused too: browsers always declare
 * the length of a form post, and an undeclared body could grow without bound.
 * The routes in `larger` have their own limit; every other route keeps `maxBytes`.
 */
export function limitBodySize(maxBytes: number, message: string, larger: readonly LargerBodyRoute[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    const route = larger.find(({ path }) => routesTo(path, req.path));
    const limit = route?.maxBytes ?? maxBytes;
    const declared = req.get("content-length");
    const undeclaredBody = declared === undefined && req.get("transfer-encoding") !== undefined;
    if (undeclaredBody || Number(declared ?? 0) > limit) {
      res
        .status(undeclaredBody ? 411 : 413)
        .set("Connection", "close")
        .type("text/plain; charset=utf-8")
        .send(route?.message ?? message);
      return;
    }
    next();
  };
}

/** One year: the usual HSTS lifetime. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * HSTS goes with Secure cookies (production, COOKIE_SECURE not false) unless HSTS=off: a site
 * whose session cookie needs https should never be reached over plain http again.
 */
export function hstsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "production" && env.COOKIE_SECURE !== "false" && env.HSTS !== "off";
}

/**
 * Express's `trust proxy` from TRUST_PROXY: off unless set, so a client cannot choose its own
 * address with X-Forwarded-For. A number is a hop count; anything else a list of addresses,
 * subnets or Express's names (loopback, linklocal, uniquelocal).
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): boolean | number | string {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Express's compiled `trust proxy` function: whether the address at hop `index` is a trusted proxy. */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

/**
 * `trust` answering each address and hop as it first did. Express asks for every `req.ip`,
 * `req.protocol` and `req.hostname`, several times a page, and proxy-addr parses the address again
 * each time (about 1 % of a page the cache misses). Up to 256 pairs are kept, then all forgotten at
 * once: visitors choose their addresses.
 */
export function rememberedTrust(trust: TrustProxy): TrustProxy {
  const answers = new Map<string, boolean>();
  return (address, index) => {
    const key = `${index} ${address}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = trust(address, index);
      if (answers.size >= 256) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}

/** Admin pages and their data hold what only a signed-in administrator may see: never stored by a cache. */
export function noStoreForAdmin() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (routesTo("/admin/*", req.path)) res.setHeader("Cache-Control", "no-store");
    next();
  };
}
