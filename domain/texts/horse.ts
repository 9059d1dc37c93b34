// The text catalogue (domain/texts/index.ts): the horse page around its tabs (their content: texts/horse-tabs.ts).
export const horsePage = {
  // The original specification's texts, verbatim (docs/product.md, "Texts").
  horseLoading: "Loading...",
  horseError: (message: string) => `Error loading horse: ${message}`,
  horseNotFound: "Horse not found",
  pedigreeFetchFailed: "Problem att hämta hästdata",
  movedTo: (owner: string) => `has moved to ${owner}!`,
  // New texts (Swedish).
  horseDescription: (name: string, stable: string) =>
    `${name} hos ${stable}: stamtavla, avkommor, bedömningar och meriter.`,
  // Here, not with the ancestor page's texts: the page's head needs it before those load.
  ancestorDescription: (name: string, stable: string) =>
    `${name} i stamtavlorna hos ${stable}: stamtavla och ättlingar.`,
  ribbonsLabel: "Rosetter",
  ribbonOpen: (text: string) => `Visa rosetten ${text} i full storlek`,
  ribbonClose: "Stäng",
  ribbonPrevious: "Föregående rosetter",
  ribbonNext: "Nästa rosetter",
  descriptionHeading: "Beskrivning",
  showMore: "Visa mer",
  showLess: "Visa mindre",
  tabsLabel: "Flikar",
  tabs: { info: "Info", offspring: "Avkommor", eval: "Bedömning", merits: "Meriter" },
  /** Shown to a signed-in administrator beside each record and the horse. */
  admin: {
    edit: "Ändra",
    delete: "Ta bort",
    editHorse: "Redigera",
    editLabel: (what: string) => `Ändra ${what}`,
    /** An ancestor's page: its pedigree entry's admin form (update-relation). */
    editEntry: "Redigera stamtavleposten",
    /** A sold horse's page: the change that sold it, undone in the change log. */
    undoSale: "Ångra försäljningen",
    saleHeld: "Försäljningen kan inte ångras här: en senare ändring rör hästen.",
    toChangeLog: "Till ändringsloggen",
    deleteLabel: (what: string) => `Ta bort ${what}`,
    confirmDelete: (what: string) => `Ta bort ${what}? Det går att ångra i ändringsloggen.`,
  },
} as const;
