// The text catalogue (domain/texts/index.ts): visitors' requests (docs/product.md, "Requests").
// `requestForms` is what the horse page and the receipt show (their JavaScript carries it);
// `requestRefusals` only the server says; `requestInbox` is the admin's inbox; `requestMail` the
// notification e-mail.
import type { RequestKind, RequestStatus } from "../site/requests";

export const requestForms = {
  headings: { sale: "Intresseanmälan", covering: "Betäckningsförfrågan" } satisfies Record<RequestKind, string>,
  intros: {
    sale: (horse: string) => `Intresserad av ${horse}? Skicka en intresseanmälan så hör stuteriet av sig.`,
    covering: (horse: string) =>
      `Vill du betäcka ditt sto med ${horse}? Berätta vem hon är, så ser stuteriet på stamtavlan och svarar.`,
  } satisfies Record<RequestKind, (horse: string) => string>,
  fields: {
    name: "Ditt namn",
    contact: "Kontakt",
    message: "Meddelande",
    mareName: "Stoets namn",
    mareBreed: "Stoets sektion",
    mareSire: "Stoets far",
    mareDam: "Stoets mor",
    mareGenotype: "Stoets genotyp (valfritt)",
    mareLink: "Länk till stoets sida (valfritt)",
  },
  hints: {
    contact: "Din e-post eller ditt namn i hobbyn, så att stuteriet kan svara dig.",
    message: (max: number) => `Valfritt, högst ${max} tecken.`,
    parents: "Lämna tomt eller skriv Okänd om du inte vet.",
    mareGenotype: "Som på hästsidorna, till exempel Ee Aa nCr.",
    mareLink: "En adress som börjar med http:// eller https://.",
  },
  chooseBreed: "Välj sektion",
  /** The field people leave empty (hidden from them; a bot fills it in). */
  honeypot: "Lämna det här fältet tomt",
  privacy:
    "Det du skriver visas bara för stuteriet, aldrig på webbplatsen. Kontaktuppgifterna raderas 90 dagar efter att stuteriet har svarat.",
  submit: { sale: "Skicka intresseanmälan", covering: "Skicka förfrågan" } satisfies Record<RequestKind, string>,
  notSent: "Förfrågan skickades inte",
  notSentIntro: "Rätta det som står vid fälten och skicka igen.",
  receiptTitle: "Tack, förfrågan är skickad!",
  reference: "Din referens",
  next: {
    sale: "Stuteriet läser din intresseanmälan och hör av sig via kontaktuppgifterna du lämnade, oftast inom några dagar.",
    covering:
      "Stuteriet ser på stoets stamtavla och hur ett föl efter paret skulle bli, och svarar via kontaktuppgifterna du lämnade. Blir det ja planeras betäckningen in i säsongen.",
  } satisfies Record<RequestKind, string>,
  keepReference: "Spara referensen: den visar vilken förfrågan du menar om du hör av dig igen.",
  home: "Till startsidan",
} as const;

/** What only the server says to a visitor: refusals of a request (shown at its form). */
export const requestRefusals = {
  nameRequired: "Skriv ditt namn.",
  contactRequired: "Skriv hur stuteriet når dig: e-post eller ditt namn i hobbyn.",
  contactInvisible:
    "Kontaktuppgiften innehåller ett osynligt tecken eller ett styrtecken. Skriv den med vanliga bokstäver, siffror och skiljetecken.",
  contactMixedScripts: "Kontaktuppgiften blandar latinska bokstäver med kyrilliska eller grekiska.",
  contactMarks: "Kontaktuppgiften har för många accenter på samma bokstav.",
  messageDirection: "Meddelandet innehåller riktningstecken som ändrar hur texten visas. Ta bort dem.",
  mareNameRequired: "Skriv stoets namn.",
  mareBreed: "Välj stoets sektion.",
  ownParent: "Ett sto kan inte vara sin egen förälder.",
  genotype: "Genotypen gick inte att läsa. Skriv den som på hästsidorna, till exempel Ee Aa nCr.",
  link: "Länken måste vara en hel adress som börjar med http:// eller https://.",
  unknownKind: "Förfrågan gick inte att läsa. Skicka den från hästens sida.",
  /** The horse asked about is not (or no longer) one the form is for. */
  notForSale: (horse: string) => `${horse} är inte till salu längre.`,
  notOffered: (horse: string) => `${horse} tar inte emot betäckningar här.`,
  lookalike: (clash: string) =>
    `Namnet ser likadant ut som ${clash} i stamtavlan (bokstäver från ett annat alfabet eller breda tecken). Skriv det som det stavas där.`,
  /** 429: the address sent its share within the hour. */
  tooMany: "Du har skickat flera förfrågningar på kort tid. Försök igen senare.",
  /** 429: the stud has too many unanswered requests. */
  full: "Stuteriet har många obesvarade förfrågningar just nu. Försök igen senare.",
  failed: "Något gick fel, förfrågan sparades inte. Försök igen om en stund.",
} as const;

export const requestInbox = {
  title: "Förfrågningar",
  /** The admin bar's link, with the number of new requests. */
  barLink: (count: number) => (count === 0 ? "Förfrågningar" : `Förfrågningar (${count} nya)`),
  intro:
    "Intresseanmälningar och betäckningsförfrågningar från besökare, den senaste först. Kontaktuppgifterna visas bara här och raderas 90 dagar efter svaret.",
  empty: "Inga förfrågningar ännu.",
  kinds: { sale: "Intresseanmälan", covering: "Betäckningsförfrågan" } satisfies Record<RequestKind, string>,
  statuses: { new: "ny", approved: "godkänd", declined: "avböjd" } satisfies Record<RequestStatus, string>,
  listLabel: "Förfrågningar, den senaste först",
  summary: (kind: string, horse: string, status: string) => `${kind}: ${horse} (${status})`,
  mareSummary: (mare: string) => `Sto: ${mare}`,
  from: (name: string) => `Från ${name}`,
  open: "Öppna",
  openLabel: (reference: string) => `Öppna förfrågan ${reference}`,
  detailTitle: (kind: string, reference: string) => `${kind} ${reference}`,
  back: "Alla förfrågningar",
  received: "Mottagen",
  answered: "Besvarad",
  fields: {
    reference: "Referens",
    status: "Status",
    horse: "Häst",
    name: "Namn",
    contact: "Kontakt",
    message: "Meddelande",
    reason: "Skäl",
    mareName: "Sto",
    mareBreed: "Stoets sektion",
    mareSire: "Stoets far",
    mareDam: "Stoets mor",
    mareGenotype: "Stoets genotyp",
    mareLink: "Stoets sida",
  },
  erased: "(raderat efter 90 dagar)",
  none: "–",
  horseGone: "Hästen finns inte längre bland stuteriets hästar.",
  stillForSale: (horse: string) => `${horse} är fortfarande till salu.`,
  noLongerForSale: (horse: string) => `${horse} är inte till salu längre.`,
  sold: (horse: string) => `${horse} är såld.`,
  geneticsHeading: "Fölet efter paret",
  coi: (percent: string) => `Fölets inavelsgrad: ${percent}`,
  completeness: (percent: string, generations: number) =>
    `Känd stamtavla: ${percent} av fem generationer, ${generations === 1 ? "1 fullständig generation" : `${generations} fullständiga generationer`}.`,
  parentFound: (given: string, found: string) =>
    given === found ? `${given} (finns i stamtavlan)` : `${given} (i stamtavlan: ${found})`,
  parentNotFound: (given: string) => `${given} (finns inte i stamtavlan: räknas som obesläktad)`,
  parentUnknown: "okänd",
  mareKnown: (mare: string) =>
    `${mare} finns redan i stamtavlan. Godkänns förfrågan används den posten som den är, med sina föräldrar.`,
  sections: (sections: string) => `Fölets sektion enligt parningstabellen: ${sections}`,
  sectionsByHeight: "beroende på mankhöjd",
  sectionsJoin: " eller ",
  coloursHeading: "Färgchanser",
  colour: "Färg",
  chance: "Chans",
  lethal: "OO, dödligt",
  lethalRisk: (percent: string) =>
    `Risk för ett OO-föl (overo på båda sidor): ${percent}. Ett sådant föl överlever inte.`,
  noLethalRisk: "Ingen risk för ett OO-föl.",
  noGenotype: "Ingen genotyp angiven: färgchanserna kan inte räknas ut.",
  stallionGone: "Hingsten finns inte längre i stamtavlan: fölets siffror kan inte räknas ut.",
  coveringPlanned: "Planerad betäckning",
  coveringLink: "Säsongens betäckningar",
  actionsHeading: "Svara",
  approve: "Godkänn",
  approveHelp: {
    sale: "Markerar intresseanmälan som besvarad med ja; själva försäljningen görs som vanligt.",
    covering: "Stoet läggs in i stamtavlan med sina föräldrar och betäckningen planeras in i säsongen.",
  } satisfies Record<RequestKind, string>,
  decline: "Avböj",
  reasonLabel: "Skäl (valfritt, visas bara här)",
  remove: "Ta bort",
  removeLabel: (reference: string) => `Ta bort förfrågan ${reference}`,
  undo: "Ångra",
  approved: (reference: string) => `Förfrågan ${reference} är godkänd.`,
  approvedCovering: (reference: string, stallion: string, mare: string) =>
    `Förfrågan ${reference} är godkänd: betäckningen ${stallion} × ${mare} är planerad.`,
  declined: (reference: string) => `Förfrågan ${reference} är avböjd.`,
  removed: (reference: string) => `Förfrågan ${reference} är borttagen.`,
  undone: "Det är ångrat.",
  refusals: {
    notFound: "Förfrågan finns inte (längre).",
    answered: (status: string) => `Förfrågan är redan besvarad (${status}).`,
    failed: "Något gick fel, ingenting ändrades.",
  },
} as const;

/** The e-mail the stud gets for each new request (plain text: markup in a field reads as typed). */
export const requestMail = {
  subject: (kind: string, horse: string, reference: string) => `Ny ${kind.toLowerCase()}: ${horse} (${reference})`,
  intro: (kind: string, horse: string) => `En besökare har skickat en ${kind.toLowerCase()} om ${horse}.`,
  line: (label: string, value: string) => `${label}: ${value}`,
  open: (link: string) => `Öppna den i inkorgen: ${link}`,
  footer: "Det här brevet skickades av webbplatsen. Svara besökaren via kontaktuppgiften ovan.",
} as const;
