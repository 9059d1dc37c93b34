// The text catalogue (domain/texts/index.ts): any two horses' relationship (/breeding/kinship).
import { NAME_MAX_LENGTH } from "../horses/horse";

export const kinship = {
  heading: "Släktskap",
  metaDescription:
    "Släktskapet mellan två hästar, stuteriets egna eller förfäder i stamtavlorna: släktskapskoefficient, inavelsgrad hos ett föl av paret och de gemensamma förfäderna.",
  intro:
    "Skriv namnen på två hästar, stuteriets egna eller vilka som helst i stamtavlorna. Siffrorna räknas exakt ur alla kända generationer; en okänd förälder räknas som obesläktad.",
  formLabel: "Hästar att jämföra",
  firstHorse: "Första hästen",
  secondHorse: "Andra hästen",
  submit: "Jämför",
  /** The heading over the figures of a pair (the two names are links). */
  pairHeading: "Släktskap mellan",
  and: "och",
  /** The two labels of docs/product.md, "Kinship figures (definitions)". */
  relationship: "Släktskap (R)",
  kinship: "Inavelsgrad hos ett föl av paret",
  relationshipHelp:
    "Wrights släktskapskoefficient: hur stor del av arvsmassan de två väntas ha gemensam genom härstamning. 50\u00a0% för förälder och avkomma och för helsyskon, 25\u00a0% för halvsyskon.",
  kinshipHelp:
    "Sannolikheten att ett föl av paret ärver samma gen från båda hållen: hälften av R när ingen av dem är inavlad.",
  ancestorsCaption: "Gemensamma förfäder och deras andel av fölets inavelsgrad",
  ancestor: "Förfader",
  share: "Andel",
  positions: "Placering i fölets stamtavla",
  /** A common ancestor further back than the 4 generations a pedigree shows. */
  furtherBack: "längre bak",
  positionsNote:
    "Placeringen gäller ett föl av paret (den första hästen som far, den andra som mor): generation och S för fars sida, D för mors.",
  noCommonAncestors: "Hästarna har inga kända gemensamma förfäder: ett föl av paret vore inte inavlat.",
  horsesCaption: "Hästarnas egna stamtavlor",
  horse: "Häst",
  ownInbreeding: "Egen inavelsgrad",
  knownShare: "Fullständighet (5 generationer)",
  completeGenerations: "Fullständiga generationer",
} as const;

// Only the server says these (app/kinship.server.ts): an area of their own, so the page's
// JavaScript leaves them out (docs/decisions/0020).
export const kinshipErrors = {
  unknownHorse: (name: string) =>
    `Det finns ingen häst som heter ”${name}”, varken bland stuteriets hästar eller i stamtavlorna.`,
  tooLong: `Ett hästnamn har högst ${NAME_MAX_LENGTH} tecken.`,
  forbiddenCharacter: "Ett av namnen innehåller ett styrtecken eller ett osynligt tecken, som inget hästnamn har.",
} as const;

/**
 * The link to the page from a horse's or an ancestor's page: an area of its own, so those pages
 * load one line, not the page's texts.
 */
export const kinshipLinks = {
  compare: "Jämför släktskap",
} as const;
