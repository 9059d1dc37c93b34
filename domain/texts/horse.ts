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
} as const;
