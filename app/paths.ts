// Every URL the app builds, in one place: names and query values are encoded here and nowhere
// else. The route table itself is app/routes.ts (docs/product.md, "Site behaviour").
import type { PickerScope } from "#app/suggestions";
import type { Category } from "#domain";

type Query = Record<string, string | number | null | undefined>;

/**
 * `path` with the given query, values percent-encoded (left out when null, undefined or empty).
 * An empty `path` gives a link to the current page with that query (`?name=…`).
 */
export function withQuery(path: string, query: Query = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}

export const HOME_PATH = "/";
export const LOGIN_PATH = "/login";
export const LOGOUT_PATH = "/logout";
export const HOMEBRED_PATH = "/homebred";

/** The horse page's tabs besides Info (the page itself). */
export type HorseTab = "offspring" | "eval" | "merits";

/**
 * Whether `pathname` is a tab's address (`/horse/{name}/{tab}`) rather than the horse page itself
 * (`/horse/{name}`, with or without a closing slash). The name is one segment: horsePath encodes it.
 */
export function isHorseTabPath(pathname: string): boolean {
  return /^\/horse\/[^/]+\/[^/]+/.test(pathname);
}

/**
 * Whether a navigation link to `to` marks the page at `pathname` as its own (aria-current), as
 * React Router's <NavLink> decides it: the same path, or (unless `end`) a path below it, in any
 * letter case; encoded and plain spellings of a name count as one.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const plain = (path: string) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
    try {
      return decodeURIComponent(trimmed).toLowerCase();
    } catch {
      return trimmed.toLowerCase();
    }
  };
  const [here, target] = [plain(pathname), plain(to)];
  if (here === target) return true;
  return !end && target !== "/" && here.startsWith(`${target}/`);
}

/** `/horse/{name}`, or one of its tabs. */
export function horsePath(name: string, tab?: HorseTab): string {
  const page = `/horse/${encodeURIComponent(name)}`;
  return tab ? `${page}/${tab}` : page;
}

/** The site search; with a query (and a page), its results. */
export function searchPath(query?: string, page?: number): string {
  return withQuery("/search", { q: query, page: page && page > 1 ? page : null });
}

/** The resource route suggesting names for the header's search field (`?q=`). */
export function searchSuggestionsPath(query: string): string {
  return withQuery("/search/suggestions", { q: query });
}

/** `/{category}` (for-sale included: `/for-sale` is its own route but the same URL). */
export function categoryPath(category: Category): string {
  return `/${category}`;
}

/** `/{category}/{section}`: the category's horses of one section. */
export function sectionPath(category: Category, section: string): string {
  return `${categoryPath(category)}/${encodeURIComponent(section)}`;
}

/** The breeding planner; with a pair and seed, the whole plan, so it can be shared and reloaded. */
export function plannerPath(plan?: { stallion: string; mare: string; seed: number }): string {
  return withQuery("/breeding", plan && { stallion: plan.stallion, mare: plan.mare, seed: plan.seed });
}

/** The one `format` the herd's page takes: its figures per horse as a spreadsheet file. */
export const HERD_FILE_FORMAT = "csv";

/** The herd's genetics; with HERD_FILE_FORMAT, its figures per horse as a spreadsheet file. */
export function herdPath(format?: typeof HERD_FILE_FORMAT): string {
  return withQuery("/breeding/herd", { format });
}

/** Any two horses' relationship (`a`, `b`: names); with one name, the form with it filled in. */
export function kinshipPath(pair: { a?: string | null; b?: string | null } = {}): string {
  return withQuery("/breeding/kinship", { a: pair.a, b: pair.b });
}

/** The admin pages (and the name-suggestion resource routes), as app/routes.ts names them. */
export type AdminPage =
  | "add-horse"
  | "add-relation"
  | "add-merits"
  | "add-eval"
  | "add-ribbons"
  | "update-age"
  | "update-horse"
  | "update-relation"
  | "update-sold"
  | "competition"
  | "competition-list"
  | "import-export"
  | "backup"
  | "history"
  | "coverings"
  | "season"
  | "requests"
  | "news"
  | "administrators"
  | "password";

/** A second administrator's one-time link (data/invitations.ts): under /login, never cached. */
export function invitePath(token: string): string {
  return `${LOGIN_PATH}/invite/${encodeURIComponent(token)}`;
}

/** `/admin`, or one of its pages with an optional query (e.g. `update-horse?name=…`). */
export function adminPath(page?: AdminPage, query?: Query): string {
  return withQuery(page ? `/admin/${page}` : "/admin", query);
}

/** The coverings of a season (`/admin/coverings?year=`; without a year, this season). */
export function coveringsPath(year?: number | null): string {
  return adminPath("coverings", { year });
}

/** One covering's edit form (`/admin/coverings/{id}`), or its foal's registration (`…/foal`). */
export function coveringPath(id: number, part?: "foal"): string {
  return `/admin/coverings/${id}${part ? `/${part}` : ""}`;
}

/** Where the horse page's request forms post (app/routes/requests.tsx). */
export const REQUESTS_PATH = "/requests";

/** The receipt of a visitor's request: its kind and reference (`/requests?kind=…&ref=…`). */
export function requestReceiptPath(kind: string, reference: string): string {
  return withQuery(REQUESTS_PATH, { kind, ref: reference });
}

/** One request in the admin's inbox (`/admin/requests/{id}`); the inbox itself is adminPath("requests"). */
export function requestPath(id: number): string {
  return `/admin/requests/${id}`;
}

/** The news, a page of them (`/news?page=`), newest first (docs/product.md, "News and feed"). */
export function newsPath(page?: number): string {
  return withQuery("/news", { page: page && page > 1 ? page : null });
}

/** One item's own page (`/news/{id}`): where the feed links an owner's post. */
export function newsItemPath(id: number): string {
  return `/news/${id}`;
}

/** The news as an Atom feed. */
export const FEED_PATH = "/feed.xml";

/** One of the owner's posts to edit (`/admin/news/{id}`). */
export function adminNewsItemPath(id: number): string {
  return `/admin/news/${id}`;
}

/** The names an admin's picker finds for `query` (app/suggestions.ts), a page of them. */
export function pickerNamesPath(scope: PickerScope, query: string, page = 1): string {
  return withQuery(`/admin/names/${scope}`, { q: query, page: page > 1 ? page : null });
}

/** The mates list of a mare (her stallions) or a stallion (his mares), with its choices. */
export function matesPath(
  horse: { role: "stallion" | "mare"; name: string },
  choices: {
    discipline?: string;
    heightClass?: string | null;
    level?: string | null;
    colour?: string | null;
    maxCoi?: string | null;
    section?: string | null;
    young?: string | null;
    relatives?: string | null;
    sort?: string;
    page?: number;
  } = {},
): string {
  return withQuery("/breeding/mates", { [horse.role]: horse.name, ...choices });
}

/** The mates list's spreadsheet file for the same query as the page (`search` with its `?`). */
export function matesCsvPath(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("format");
  params.delete("page");
  const query = params.toString();
  return query ? `/breeding/mates.csv?${query}` : "/breeding/mates.csv";
}

/** The mates list's page for a query (`search` with its `?`), e.g. the file's query. */
export function matesSearchPath(search: string): string {
  return `/breeding/mates${search}`;
}

/** The records an administrator edits or deletes one at a time (app/record.server.ts). */
export type RecordKind = "ribbon" | "merit" | "evaluation" | "horse" | "pedigree";

/** `/admin/record/{kind}/{id}`: one record's edit form and delete button (horses and pedigree entries by name). */
export function recordPath(kind: RecordKind, id: number | string): string {
  return `/admin/record/${kind}/${encodeURIComponent(String(id))}`;
}
