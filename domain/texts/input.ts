// The text catalogue (domain/texts/index.ts): what the server says about input it refuses or cannot use.
import { skippedLine } from "./shared";

export const validation = {
  nameRequired: "Name is required",
  maxLength: (max: number) => `Högst ${max} tecken.`,
  safeUrl: "Endast http(s)-adresser eller sökvägar på webbplatsen.",
  // Zod's messages (data/validation.ts): what is allowed, never the validator's wording.
  integerBetween: (min: string, max: string) => `Ange ett heltal mellan ${min} och ${max}.`,
  numberBetween: (min: string, max: string) => `Ange ett tal mellan ${min} och ${max}.`,
  integer: "Ange ett heltal.",
  number: "Ange ett tal.",
  required: "Fyll i fältet.",
  minLength: (min: string) => `Skriv minst ${min} tecken.`,
  atLeast: (min: string) => `Ange ett tal som är minst ${min}.`,
  atMost: (max: string) => `Ange ett tal som är högst ${max}.`,
  minItems: (min: string) => `Ange minst ${min} värden.`,
  maxItems: (max: string) => `Ange högst ${max} värden.`,
  oneOf: (values: string) => `Välj ett av: ${values}.`,
  invalid: "Värdet är ogiltigt. Kontrollera fältet.",
  ribbonText: "Skriv rosettens text.",
  date: "Datum som ÅÅÅÅ-MM-DD.",
  regNr: "Ange registreringsnummer.",
  premieringResult: 'Ange resultat, t.ex. "Premierad, A".',
  /** A horse's stats in the admin forms: 16 numbers or none (data/records.ts horseFormRecord). */
  statsCount: (count: number) =>
    `Egenskaperna är 16 tal, två per egenskap i ordningen str uth smi snb int rör hopp karm. Här står ${count} tal. Skriv alla 16, eller lämna fältet tomt om de inte är kända.`,
  /** A merit line's points against its leading placing (data/records.ts meritEdit). */
  meritPointsPlacing: (placement: string, points: number) =>
    `Placeringen ${placement} ger ${points}\u00a0poäng. Skriv ${points}, eller ändra placeringen i början av raden.`,
  /** A form body over the size limit (server/app.ts). */
  formTooLarge: "Formuläret är för stort.",
} as const;

export const meritImport = {
  skipped: skippedLine,
  missingColumns: (columns: string) => `saknar ${columns}`,
  column: (number: number, name: string) => `kolumn ${number} (${name})`,
  badDate: (date: string) => `datumet "${date}" är inget riktigt datum som ÅÅÅÅ-MM-DD`,
  badPlacement: (placement: string) => `placeringen "${placement}" har inte formen N/M`,
  placementOutOfRange: (placement: string, maxStarters: number) =>
    `placeringen "${placement}" går inte: N/M är plats N av M startande, med M från 1 till ${maxStarters} och N från 1 till M`,
  dateOutOfRange: (date: string, earliest: string, latest: string) =>
    `datumet "${date}" ligger utanför ${earliest} till ${latest}`,
  pairSize: (count: number) => `ett körpar har två hästar, inte ${count}`,
  duplicate: (first: number) => `samma merit som rad ${first}`,
} as const;

/** Faults and odd input (docs/decisions/0014-faults-and-outages.md). */
export const faults = {
  badRequest: "Begäran kunde inte läsas. Skicka formuläret från sidan igen.",
  unsupportedBody: "Formulär skickas som vanliga formulärdata (inte JSON).",
  methodNotAllowed: "Den metoden stöds inte här. Sidorna tar emot GET, HEAD och POST.",
  nameForbiddenCharacter:
    "Namnet innehåller ett osynligt tecken eller ett styrtecken (t.ex. radbrytning, nollbreddsmellanslag eller riktningstecken). Skriv namnet med vanliga bokstäver, siffror och skiljetecken.",
  nameMixedScripts: "Namnet blandar latinska bokstäver med kyrilliska eller grekiska. Skriv det med ett alfabet.",
  nameOnlyDots: "Namnet kan inte bestå av bara punkter.",
  nameStackedMarks: "Namnet har för många accenter på samma bokstav. Skriv varje bokstav med högst två.",
  nameLookalike: (existing: string) =>
    `Namnet kan förväxlas med ${existing}, som redan finns: de skiljer sig bara i stora och små bokstäver, accenter (å, ä, ö, é …), bokstäver från ett annat alfabet eller breda tecken. Välj ett namn som inte kan förväxlas.`,
  textForbiddenCharacter: "Texten innehåller ett styrtecken som inte kan sparas (t.ex. NUL). Ta bort det.",
  impossibleDate: (date: string) => `${date} finns inte i kalendern. Skriv ett riktigt datum som ÅÅÅÅ-MM-DD.`,
  /** An evaluation's or merit's date outside domain/site/input.ts EARLIEST_RECORD_DATE … latestRecordDate. */
  dateOutOfRange: (date: string, earliest: string, latest: string) =>
    `Datumet ${date} går inte: ange ett datum från ${earliest} till ${latest}.`,
  /** A merit text that starts with a placement N/M out of range (domain/ratings/merits.ts leadingPlacement). */
  meritTextPlacement: (maxStarters: number) =>
    `Placeringen i början av texten går inte: skriv N/M, plats N av M startande, med M från 1 till ${maxStarters} och N från 1 till M (t.ex. 3/12).`,
} as const;
