// The text catalogue (domain/texts/index.ts): the category and for-sale pages, and what the lists
// share with the horse page (cards, page titles, the info labels).
import type { ShownColour } from "../colour/coat-colour";
import { heightValue } from "./shared";

export const publicPages = {
  // The original specification's texts, verbatim (docs/product.md, "Texts").
  categoryLoading: "Laddar...",
  categoryError: "Något gick fel: ",
  emptySection: "No horses found for this category and section.",
  emptyForSale: "No horses currently for sale.",
  parents: (sire: string, dam: string) => `${sire} x ${dam}`,
  sireShort: (sire: string) => `e. ${sire}`,
  damShort: (dam: string) => `u. ${dam}`,
  // New texts (Swedish).
  categoryDescription: (title: string, stable: string) =>
    `${title} hos ${stable}: hästar per sektion med stamtavla, avkommor och meriter.`,
  breedPicker: "Välj sektion",
  allSections: "Alla sektioner",
  sectionHeading: (label: string) => `Sektion: ${label}`,
  forSaleDescription: (stable: string) => `Hästar till salu hos ${stable}.`,
  ageYears: (age: number) => `${age}\u00a0år`,
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
} as const;
