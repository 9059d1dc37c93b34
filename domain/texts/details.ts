// The text catalogue (domain/texts/index.ts): what the horse page and the planner's foal both show —
// pedigree, inbreeding, the stats and potential tables, links to other horses.

export const horseDetails = {
  // The original specification's text, verbatim (docs/product.md, "Texts").
  unknown: "Unknown",
  // New texts (Swedish).
  statsTable: { caption: "Egenskaper", stat: "Egenskap", first: "Värde 1", second: "Värde 2" },
  potentialTable: { caption: "Potential per gren", discipline: "Gren", score: "Poäng", level: "Nivå" },
  pedigreeHeading: "Stamtavla",
  /** Signed in: a pedigree box's or an offspring row's way to its form (app/components/edit-record-link.tsx). */
  edit: "Ändra",
  editLabel: (name: string) => `Ändra ${name}`,
  pedigreeRepeated: "Återkommande förfäder",
  pedigreeScrollHint:
    "Stamtavlan rullar i sidled: svep eller använd piltangenterna för att se alla fyra generationerna.",
  inbreedingHeading: "Inavelsgrad",
  inbreedingValue: (percent: string) => `Inavelsgrad: ${percent}`,
  inbreedingCompleteness: (percent: string, generations: number) =>
    `Stamtavlans fullständighet: ${percent} kända förfäder i 5 generationer, ${generations} ${generations === 1 ? "fullständig generation" : "fullständiga generationer"}.`,
  inbreedingCompletenessHelp:
    "Inavelsgraden räknas på alla kända generationer; en okänd förälder räknas som obesläktad. En låg inavelsgrad på en tunn stamtavla säger lite.",
  inbreedingNone: "Inga gemensamma förfäder.",
  inbreedingAncestor: "Gemensam förfader",
  inbreedingShare: "Andel",
  inbreedingPositions: "Placering",
  inbreedingOthers: (count: number) =>
    `${count} ${count === 1 ? "annan gemensam förfader" : "andra gemensamma förfäder"}`,
} as const;
