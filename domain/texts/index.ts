/**
 * Every UI string of the site. The original specification's quoted texts stand here verbatim (their
 * language and punctuation included); new texts are Swedish. Re-word the site in the area modules
 * named below: one module per group of pages, so that a page's JavaScript carries only the texts
 * its own modules use, never the admin pages' (docs/decisions/0020-client-javascript-per-page.md).
 *
 * Import the catalogue as a namespace and name each text by its area, as everywhere:
 * `import * as texts from "#domain/texts"` … `texts.horse.horseNotFound`.
 */
export { busy, errors, matesLinks, nav, notFound, outage, progress, site } from "./site";
export { paging } from "./paging";
export { home } from "./home";
export { homebred } from "./homebred";
export { publicPages as public } from "./public";
export { horsePage as horse } from "./horse";
export { recordAdmin } from "./record-admin";
export { horseTabs } from "./horse-tabs";
export { ancestorPage as ancestor } from "./ancestor";
export { pedigreePaper, pedigreePaperLinks } from "./pedigree-paper";
export { search } from "./search";
export { horseDetails as details } from "./details";
export { coiReadings } from "./coi";
export { tables } from "./tables";
export { evaluations } from "./evaluations";
export { breeding, breedingSearch } from "./planner";
export { foal, outcome } from "./foal";
export { herd } from "./herd";
export { herdFigures } from "./herd-figures";
export { mates, matesErrors } from "./mates";
export { matesTable } from "./mates-table";
export { kinship, kinshipErrors, kinshipLinks } from "./kinship";
export { coverings, coveringLinks } from "./coverings";
export { progeny } from "./progeny";
export { news } from "./news";
export { newsAdmin } from "./news-admin";
export { season, seasonErrors, seasonFile } from "./season";
export { requestForms, requestMail, requestRefusals } from "./requests";
export { requestInbox } from "./request-inbox";
export { auth } from "./auth";
export { accounts, invitation, passwords } from "./accounts";
export { adminHorses, adminIndex, ageing, competition, pictures, records, sale } from "./admin";
export { faults, meritImport, validation } from "./input";
export { studTransfer } from "./stud-transfer";
export { backup } from "./backup";
export { history, recordEdit } from "./history";
export { cli } from "./cli";
