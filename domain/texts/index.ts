/**
 * Every UI string of the site. The original specification's quoted texts stand here verbatim (their
 * language and punctuation included); new texts are Swedish. Re-word the site in the area modules
 * named below: one module per group of pages, so that a page's JavaScript carries only the texts
 * its own modules use, never the admin pages' (docs/decisions/0020-client-javascript-per-page.md).
 *
 * Import the catalogue as a namespace and name each text by its area, as everywhere:
 * `import * as texts from "#domain/texts"` … `texts.horse.horseNotFound`.
 */
export { errors, matesLinks, nav, notFound, outage, progress, site } from "./texts-site";
export { paging } from "./texts-paging";
export { home } from "./texts-home";
export { homebred } from "./texts-homebred";
export { publicPages as public } from "./texts-public";
export { horsePage as horse } from "./texts-horse";
export { horseTabs } from "./texts-horse-tabs";
export { ancestorPage as ancestor } from "./texts-ancestor";
export { search } from "./texts-search";
export { horseDetails as details } from "./texts-details";
export { tables } from "./texts-tables";
export { evaluations } from "./texts-evaluations";
export { breeding, breedingSearch } from "./texts-planner";
export { foal, outcome } from "./texts-foal";
export { herd } from "./texts-herd";
export { herdFigures } from "./texts-herd-figures";
export { mates, matesErrors } from "./texts-mates";
export { matesTable } from "./texts-mates-table";
export { auth } from "./texts-auth";
export { adminHorses, adminIndex, ageing, competition, pictures, records, sale } from "./texts-admin";
export { faults, meritImport, validation } from "./texts-input";
export { studTransfer } from "./texts-stud-transfer";
export { backup } from "./texts-backup";
export { history, recordEdit } from "./texts-history";
export { cli } from "./texts-cli";
