// The text catalogue (domain/texts.ts): the category, for-sale and home-bred pages, and what they
// share with the horse page and the planner (cards, pedigree, tables).
import type { ShownColour } from "./colour";
import { heightValue } from "./texts-shared";

export const publicPages = {
  // The original specification's texts, verbatim (docs/product.md, "Texts").
  categoryLoading: "Laddar...",
  categoryError: "Något gick fel: ",
  emptySection: "No horses found for this category and section.",
  emptyForSale: "No horses currently for sale.",
  unknown: "Unknown",
  parents: (sire: string, dam: string) => `${sire} x ${dam}`,
  sireShort: (sire: string) => `e. ${sire}`,
  damShort: (dam: string) => `u. ${dam}`,
  // New texts (Swedish).
  pageTitle: (title: string, stable: string) => `${title} - ${stable}`,
  categoryDescription: (title: string, stable: string) =>
    `${title} hos ${stable}: hästar per sektion med stamtavla, avkommor och meriter.`,
  breedPicker: "Välj sektion",
  allSections: "Alla sektioner",
  sectionHeading: (label: string) => `Sektion: ${label}`,
  forSaleDescription: (stable: string) => `Hästar till salu hos ${stable}.`,
  ageYears: (age: number) => `${age} år`,
  homebredHeading: "Egen uppfödning",
  homebredDescription: (stable: string) => `Hästar uppfödda hos ${stable}, med statistik per kön och sektion.`,
  homebredTotal: "Totalt",
  homebredByGender: "Per kön",
  homebredByBreed: "Per sektion",
  homebredList: "Hästarna",
  info: {
    gender: "Kön",
    breed: "Sektion",
    age: "Ålder",
    height: "Mankhöjd",
    heightValue,
    colour: "Färg",
    /** The stored colour once, the genotype's beside it only when it differs (domain shownColour). */
    colourValue: ({ colour, byGenotype }: ShownColour): string | null =>
      byGenotype ? (colour ? `${colour} (enligt genotyp: ${byGenotype})` : `enligt genotyp: ${byGenotype}`) : colour,
    genotype: "Genotyp",
    focus: "Inriktning",
    breeder: "Uppfödare",
    seller: "Säljare",
    generation: "Generation",
    moorwiesen: "Moorwiesen-nr",
    rvhf: "RVHF-nr",
  },
  statsTable: { caption: "Egenskaper", stat: "Egenskap", first: "Värde 1", second: "Värde 2" },
  potentialTable: { caption: "Potential per gren", discipline: "Gren", score: "Poäng", level: "Nivå" },
  opensInNewTab: "(öppnas i ny flik)",
  pedigreeHeading: "Stamtavla",
  pedigreeRepeated: "Återkommande förfäder",
  inbreedingHeading: "Inavelsgrad (8 generationer)",
  inbreedingValue: (percent: string) => `Inavelsgrad: ${percent}`,
  inbreedingNone: "Inga gemensamma förfäder inom 8 generationer.",
  inbreedingAncestor: "Gemensam förfader",
  inbreedingShare: "Andel",
} as const;
