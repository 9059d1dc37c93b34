import type { NextFunction, Request, Response } from "express";
import { routesTo } from "./router-paths";

/**
 * The query parameters each public page reads (its loader's `searchParams.get`), by the route
 * pattern that serves it; the first pattern that matches a path decides. A page not listed reads
 * none. `server/query-params.test.ts` checks the routes' sources against this table.
 */
export const PAGE_QUERY_PARAMS: readonly (readonly [pattern: string, params: readonly string[]])[] = [
  ["/search", ["q", "page"]],
  ["/search/suggestions", ["q"]],
  ["/breeding", ["stallion", "mare", "seed", "heightClass", "search", "stallionSearch", "mareSearch"]],
  [
    "/breeding/mates",
    [
      "mare",
      "stallion",
      "discipline",
      "heightClass",
      "level",
      "colour",
      "maxCoi",
      "section",
      "young",
      "relatives",
      "sort",
      "page",
      "format",
    ],
  ],
  [
    "/breeding/mates.csv",
    [
      "mare",
      "stallion",
      "discipline",
      "heightClass",
      "level",
      "colour",
      "maxCoi",
      "section",
      "young",
      "relatives",
      "sort",
    ],
  ],
  ["/breeding/herd", ["format"]],
  ["/breeding/kinship", ["a", "b"]],
  ["/requests", ["kind", "ref"]],
  ["/horse/:horseid/*", ["page"]],
  ["/for-sale", ["page"]],
  ["/homebred", ["page"]],
  ["/news", ["page"]],
  ["/news/:id", []],
  ["/", []],
  ["/:category/*", ["page"]],
];

/**
 * React Router's route discovery (`/__manifest?p=…&p=…&version=…`): its parameters are its own,
 * repeated by design, and no page's (app/react-router.internals.test.ts leans on the same discovery).
 */
const ROUTER_OWN_PATHS = ["/__manifest"];

/** What React Router's own data requests (`….data`) carry beside the page's parameters. */
const DATA_REQUEST_PARAMS = ["_routes"];

/**
 * The query a page reads, from `search` (with or without its `?`): each parameter the page reads,
 * its first value only (what `searchParams.get` answers), in the order given; null when that is
 * the query as given (nothing to leave out).
 */
export function queryThePageReads(pathname: string, search: string): string | null {
  const known = PAGE_QUERY_PARAMS.find(([pattern]) => routesTo(pattern, pathname))?.[1] ?? [];
  const data = pathname.endsWith(".data") ? DATA_REQUEST_PARAMS : [];
  const kept = new Map<string, string>();
  let dropped = false;
  for (const [name, value] of new URLSearchParams(search)) {
    if (kept.has(name) || !(known.includes(name) || data.includes(name))) dropped = true;
    else kept.set(name, value);
  }
  if (!dropped) return null;
  return [...kept].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
}

/**
 * Public GETs with parameters their page does not read (`?z=1`, a second `q`) are redirected
 * (301) to the same address without them, so neither a page nor the response cache ever sees
 * them: an address that differs only by them is no new cache entry and no new computation
 * (docs/decisions/0015-response-cache.md). React Router's data requests follow the redirect.
 * Paths under `privatePaths` (the admin's forms read many parameters) are left alone.
 */
export function knownQueryOnly(privatePaths: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const at = req.originalUrl.indexOf("?");
    if (at < 0) return next();
    if (privatePaths.some((prefix) => routesTo(`${prefix}/*`, req.path))) return next();
    if (ROUTER_OWN_PATHS.includes(req.path)) return next();
    const query = queryThePageReads(req.path, req.originalUrl.slice(at + 1));
    if (query === null) return next();
    // One leading slash: `//host/…` (or `/\host/…`) would send the browser to another site.
    const path = req.originalUrl.slice(0, at).replace(/^[/\\]+/, "/");
    res.set("Cache-Control", "no-store").redirect(301, query ? `${path}?${query}` : path);
  };
}
