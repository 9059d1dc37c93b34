// The text catalogue (domain/texts/index.ts): what the horse page's tabs show, loaded with them.
import { formatDecimal } from "../site/format";
import { NOTHING } from "./shared";

export const horseTabs = {
  // The original specification's texts, verbatim (docs/product.md, "Texts").
  noOffspring: (horse: string) => `No offspring found for ${horse}.`,
  noEvaluations: (horse: string) => `${horse} har inga bedömningar ännu`,
  // New texts (Swedish).
  infoHeading: "Information",
  noValue: NOTHING,
  totalMeritsValue: (points: number) => `Meritpoäng totalt: ${points}`,
  accordions: {
    offspring: "Avkommor",
    evaluations: "Bedömningar",
    merits: "Meriter",
    quality: "VHFs Kvalitetsprogram",
  },
  exteriorPremium: "Exteriörpremie",
  bestPremiering: "Bästa premiering",
  noPremium: NOTHING,
  meritPoints: (points: number) => `${points}\u00a0p`,
  offspringTable: {
    name: "Namn",
    gender: "Kön",
    breed: "Sektion",
    colour: "Färg",
    evalExt: "Exteriör",
    otherParent: "Andra föräldern",
  },
  scoreOutOf: (score: number, max: number) => `${formatDecimal(score)} / ${formatDecimal(max)}`,
  noMerits: (horse: string) => `${horse} har inga meriter ännu.`,
  meritsTotal: (points: number) => `Totalt: ${points}\u00a0p`,
} as const;
