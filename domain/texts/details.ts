// The text catalogue (domain/texts/index.ts): what the horse page and the planner's foal both show —
// pedigree, inbreeding, the stats and potential tables, links to other horses.

export const horseDetails = {
  // The original specification's text, verbatim (docs/product.md, "Texts").
  unknown: "Unknown",
  // New texts (Swedish).
  statsTable: { caption: "Egenskaper", stat: "Egenskap", first: "Värde 1", second: "Värde 2" },
  potentialTable: { caption: "Potential per gren", discipline: "Gren", score: "Poäng", level: "Nivå" },
  pedigreeHeading: "Stamtavla",
  pedigreeRepeated: "Återkommande förfäder",
  pedigreeScrollHint:
    "Stamtavlan rullar i sidled: svep eller använd piltangenterna för att se alla fyra generationerna.",
  inbreedingHeading: "Inavelsgrad (8 generationer)",
  inbreedingValue: (percent: string) => `Inavelsgrad: ${percent}`,
  inbreedingNone: "Inga gemensamma förfäder inom 8 generationer.",
  inbreedingAncestor: "Gemensam förfader",
  inbreedingShare: "Andel",
} as const;
