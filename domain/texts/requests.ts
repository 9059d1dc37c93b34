// The text catalogue (domain/texts/index.ts): visitors' requests (docs/product.md, "Requests").
// `requestForms` is what the horse page's forms and the receipt show (their JavaScript carries
// it); `requestRefusals` and `requestMail` (the notification e-mail) only the server says. The
// admin's inbox has its own module, request-inbox.ts, so no public page carries its texts.
import type { RequestKind } from "../site/requests";

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
    "Det du skriver visas bara för stuteriet, aldrig på webbplatsen. Kontaktuppgifterna raderas 90\u00a0dagar efter att stuteriet har svarat.",
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
    `Namnet ser likadant ut som ${clash} i stamtavlan (accenter, bokstäver från ett annat alfabet eller breda tecken). Skriv det som det stavas där.`,
  /** 429: the address sent its share within the hour. */
  tooMany: "Du har skickat flera förfrågningar på kort tid. Försök igen senare.",
  /** 429: the stud has too many unanswered requests. */
  full: "Stuteriet har många obesvarade förfrågningar just nu. Försök igen senare.",
  failed: "Något gick fel, förfrågan sparades inte. Försök igen om en stund.",
} as const;

/** The e-mail the stud gets for each new request (plain text: markup in a field reads as typed). */
export const requestMail = {
  subject: (kind: string, horse: string, reference: string) => `Ny ${kind.toLowerCase()}: ${horse} (${reference})`,
  intro: (kind: string, horse: string) => `En besökare har skickat en ${kind.toLowerCase()} om ${horse}.`,
  line: (label: string, value: string) => `${label}: ${value}`,
  open: (link: string) => `Öppna den i inkorgen: ${link}`,
  footer: "Det här brevet skickades av webbplatsen. Svara besökaren via kontaktuppgiften ovan.",
} as const;
