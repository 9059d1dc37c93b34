import { matchPath } from "react-router";

/**
 * The page a request path reaches, spelt as React Router reads it: a data request's suffix
 * removed (`/admin.data` is `/admin`, `/admin/_.data` is `/admin/`; trailing-slash-aware).
 */
function pagePath(path: string): string {
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  if (path.endsWith(".data")) return path.slice(0, -".data".length);
  return path;
}

/**
 * The first segment of a path as the router compares it: percent-decoded (left as it is when it
 * cannot be), in lower case. For a pattern's own segment, a plain ASCII name, that is exact.
 */
function firstSegment(path: string): string {
  const segment = path.replace(/^\/+/, "").split("/", 1)[0]!;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * A path as the router matches it: each segment percent-decoded, a decoded "/" written `%2F` again;
 * the whole path as it is when a segment cannot be decoded.
 */
function decodedPath(path: string): string {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return path;
  }
}

/**
 * True when React Router would route the request path `path` to `pattern` (`/admin/*` for
 * everything under the admin). It matches as the router does, with its own `matchPath` on the path
 * decoded as it decodes it, so `/ADMIN`, `/Admin/add-horse` and `/%61dmin` count as the admin, the
 * way the router serves them. Every request asks this of several patterns: a path whose first
 * segment is another name is answered at once, and no route table is built for a call (the
 * router's `matchRoutes` would rank one each time).
 */
export function routesTo(pattern: string, path: string): boolean {
  const page = pagePath(path);
  const first = patternFirstSegment(pattern);
  const mayMatch = first.startsWith(":") || first.startsWith("*") || first === pageFirstSegment(page);
  return mayMatch && matchPath({ path: pattern, caseSensitive: false, end: true }, decodedPath(page)) !== null;
}

/** The patterns' first segments: patterns come from the code, a few dozen (at most 1,000 kept). */
const patternFirstSegments = new Map<string, string>();
function patternFirstSegment(pattern: string): string {
  let first = patternFirstSegments.get(pattern);
  if (first === undefined) {
    first = firstSegment(pattern);
    if (patternFirstSegments.size < 1_000) patternFirstSegments.set(pattern, first);
  }
  return first;
}

/** The last page path asked and its first segment: a request asks of its one path for every pattern. */
let lastPage = "/";
let lastPageFirst = firstSegment(lastPage);
function pageFirstSegment(page: string): string {
  if (page !== lastPage) {
    lastPage = page;
    lastPageFirst = firstSegment(page);
  }
  return lastPageFirst;
}
