import { onDemand } from "./on-demand";

// The gates of parts that several pages draw (app/components/on-demand.tsx): one each, so every
// page that draws one shares it. A part only one page draws has its gate in that route: this
// module is part of the site's frame, which every page loads (docs/decisions/0039).

/** A horse's picture or silhouette: a picture needs no script. */
export const HorsePicture = onDemand(() => import("./horse-picture").then((m) => m.HorsePicture));

/** A ribbon's drawing. */
export const Rosette = onDemand(() => import("./rosette").then((m) => m.Rosette));

/** The stats table. */
export const StatsTable = onDemand(() => import("./stats-table").then((m) => m.StatsTable));

/** A pedigree entry's page (docs/product.md, "Ancestor pages"): its code only where one is shown. */
export const AncestorView = onDemand(() => import("./ancestor-view").then((m) => m.AncestorView));

/**
 * The header's search field: a plain GET form until a visitor points at it or focuses it, then
 * the combobox that suggests names (its code stays out of every page's first load).
 */
export const SiteSearch = onDemand(() => import("./site-search").then((m) => m.SiteSearch), { interactive: true });
