import { matchRoutes } from "react-router";

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
 * True when React Router would route the request path `path` to `pattern` (`/admin/*` for
 * everything under the admin). It matches with the router's own function, so `/ADMIN`,
 * `/Admin/add-horse` and `/%61dmin` count as the admin, the way the router serves them.
 */
export function routesTo(pattern: string, path: string): boolean {
  return matchRoutes([{ path: pattern }], pagePath(path)) !== null;
}
