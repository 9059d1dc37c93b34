import { deferred } from "./deferred";

// Components that show without their code (app/components/deferred.tsx): each has one gate here,
// so every page that draws one shares it. A part only one page draws has its gate in that route:
// this module is part of the site's frame (docs/decisions/0038).

/** A horse's picture or silhouette: a picture needs no script. */
export const HorsePicture = deferred(() => import("./horse-picture").then((m) => m.HorsePicture));

/** A ribbon's drawing. */
export const Rosette = deferred(() => import("./rosette").then((m) => m.Rosette));

/** The stats table. */
export const StatsTable = deferred(() => import("./stats-table").then((m) => m.StatsTable));

/** A pedigree entry's page (docs/product.md, "Ancestor pages"): its code only where one is shown. */
export const AncestorView = deferred(() => import("./ancestor-view").then((m) => m.AncestorView));

/**
 * The header's search field: a plain GET form until a visitor points at it or focuses it, then
 * the combobox that suggests names (its code stays out of every page's first load).
 */
export const SiteSearch = deferred(() => import("./site-search").then((m) => m.SiteSearch), { interactive: true });
