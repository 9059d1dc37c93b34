// The text catalogue (domain/texts.ts): the horse page and its tabs.
import { NOTHING } from "./texts-shared";

export const horsePage = {
  // The original specification's texts, verbatim (docs/product.md, "Texts").
  horseLoading: "Loading...",
  horseError: (message: string) => `Error loading horse: ${message}`,
  horseNotFound: "Horse not found",
  pedigreeFetchFailed: "Problem att hämta hästdata",
  noOffspring: (horse: string) => `No offspring found for ${horse}.`,
  noEvaluations: (horse: string) => `${horse} har inga bedömningar ännu`,
  movedTo: (owner: string) => `has moved to ${owner}!`,
  // New texts (Swedish).
  horseDescription: (name: string, stable: string) =>
    `${name} hos ${stable}: stamtavla, avkommor, bedömningar och meriter.`,
  ribbonsLabel: "Rosetter",
  ribbonOpen: (text: string) => `Visa rosetten ${text} i full storlek`,
  ribbonClose: "Stäng",
  ribbonPrevious: "Föregående rosetter",
  ribbonNext: "Nästa rosetter",
  infoHeading: "Information",
  descriptionHeading: "Beskrivning",
  showMore: "Visa mer",
  showLess: "Visa mindre",
  noValue: NOTHING,
  totalMeritsValue: (points: number) => `Meritpoäng totalt: ${points}`,
  tabsLabel: "Flikar",
  tabs: { info: "Info", offspring: "Avkommor", eval: "Bedömning", merits: "Meriter" },
  accordions: {
    offspring: "Avkommor",
    evaluations: "Bedömningar",
    merits: "Meriter",
    quality: "VHFs Kvalitetsprogram",
  },
  exteriorPremium: "Exteriörpremie",
  bestPremiering: "Bästa premiering",
  noPremium: NOTHING,
  meritPoints: (points: number) => `${points} p`,
  offspringTable: {
    name: "Namn",
    gender: "Kön",
    breed: "Sektion",
    colour: "Färg",
    evalExt: "Exteriör",
    otherParent: "Andra föräldern",
  },
  scoreOutOf: (score: number, max: number) => `${score} / ${max}`,
  noMerits: (horse: string) => `${horse} har inga meriter ännu.`,
  meritsTotal: (points: number) => `Totalt: ${points} p`,
} as const;
