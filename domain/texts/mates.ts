// The text catalogue (domain/texts/index.ts): the mates list.
import type { HeightClass } from "../horses/horse-fields";
import type { Discipline } from "../ratings/potential";
import { HEIGHT_CLASS_NAMES, heightClassName } from "./shared";

export const mates = {
  heading: (name: string, role: "stallion" | "mare") =>
    role === "mare" ? `Hingstar till ${name}` : `Ston till ${name}`,
  emptyHeading: "Välj partner",
  metaDescription:
    "Alla hingstar eller ston som avelsplaneraren erbjuder för en häst, rangordnade efter fölets inavelsgrad och exakta chanser.",
  intro:
    "Varje rad är en parning som planeraren erbjuder. Inavelsgraden är samma siffra som planeraren visar för paret (alla kända generationer); chanserna är exakta, beräknade ur avelsreglerna.",
  noHorse: "Välj ett sto eller en hingst i avelsplaneraren och följ länken till partnerlistan.",
  toPlanner: "Till avelsplaneraren",
  formHeading: "Val",
  mareField: "Sto",
  stallionField: "Hingst",
  discipline: "Gren",
  heightClass: "Nivåer för höjdklass",
  heightClassOption: (cls: HeightClass, own: boolean) =>
    own ? `${HEIGHT_CLASS_NAMES[cls]} (hästens egen)` : HEIGHT_CLASS_NAMES[cls],
  ownHeightClass: "Hästens egen höjdklass",
  heightClassHint: "Nivån väljs på stegen för en höjdklass; varje höjdklass har sin egen.",
  level: "Lägst nivå",
  ownLevel: "Hästens egen nivå",
  colour: "Färg",
  anyColour: "Ingen särskild färg",
  maxCoi: "Högsta inavelsgrad (%)",
  maxCoiHint: "Till exempel 6,25. Tomt: ingen gräns.",
  section: "Fölets sektion",
  anySection: "Alla sektioner",
  young: (age: number) => `Ta med hästar under ${age}\u00a0år`,
  hideRelatives: "Utan nära släkt (föräldrar, avkommor, hel- och halvsyskon)",
  sort: "Sortera efter",
  sorts: {
    chance: "Chans (högst först)",
    coi: "Inavelsgrad (lägst först)",
    score: "Förväntad poäng (högst först)",
    name: "Namn",
    oo: "Risk för OO (lägst först)",
  },
  submit: "Visa",
  download: "Ladda ner som kalkylblad (CSV)",
  summary: (count: number, mates: "stallion" | "mare", discipline: Discipline, level: string, ladder: HeightClass) =>
    `${count} ${mates === "stallion" ? (count === 1 ? "hingst" : "hingstar") : count === 1 ? "sto" : "ston"}. Chans = sannolikheten att fölet når minst ${level} i ${discipline} på stegen för ${heightClassName(ladder)}.`,
  none: "Ingen partner passar valen.",
  several: (typed: string, role: "stallion" | "mare", total: number) =>
    `${total} ${role === "mare" ? "ston" : "hingstar"} har ”${typed}” i namnet. Välj ${role === "mare" ? "ett" : "en"}:`,
  severalMore: (shown: number, total: number) =>
    `Här visas de ${shown} första av ${total}. Skriv mer av namnet för att se färre.`,
  /** The file's name in words (the server makes it a file name): whose list, and what its chance is for. */
  fileName: (mates: "stallion" | "mare", horse: string, discipline: Discipline, level: string, ladder: HeightClass) =>
    `${mates === "stallion" ? "hingstar" : "ston"} till ${horse} ${discipline} minst ${level} ${heightClassName(ladder)}`,
  fileNote: (discipline: Discipline, level: string, ladder: HeightClass) =>
    `Filen har hela listan, med Chans för minst ${level} i ${discipline} på stegen för ${heightClassName(ladder)} (kolumnerna Gren, Nivå och Höjdklass). Andelar står som decimaltal med sex decimaler, som i flockens och säsongsplanens filer: 0,062500 är 6,25\u00a0%.`,
} as const;

// Only the server says these (app/mates.server.ts): an area of their own, so the page's JavaScript
// leaves them out (docs/decisions/0020).
export const matesErrors = {
  bothRoles: "Välj antingen ett sto (mare) eller en hingst (stallion), inte båda.",
  invalidPage: "Sidnumret ska vara ett heltal från 1 och uppåt.",
  invalidMaxCoi: "Ange högsta inavelsgrad i procent, ett tal mellan 0 och 100 (till exempel 6,25).",
  invalidYoung: "Kryssrutan för hästar under 3\u00a0år har ett okänt värde. Kryssa i den eller lämna den tom.",
  invalidRelatives: "Kryssrutan för nära släkt har ett okänt värde. Kryssa i den eller lämna den tom.",
  unknownDiscipline: (value: string) =>
    `Det finns ingen gren som heter ”${value}”. Välj Allround, Dressyr, Hoppning, Fälttävlan, Körning, Galopp, Trav, Distans eller Utställning.`,
  unknownLevel: (value: string, discipline: Discipline, ladder: HeightClass) =>
    `Nivån ”${value}” finns inte i ${discipline} för ${heightClassName(ladder)}. Välj en nivå i listan.`,
  unknownHeightClass: (value: string) => `Det finns ingen höjdklass ”${value}”. Välj A, B, C, D eller Häst.`,
  unknownSection: (value: string) => `Det finns ingen sektion ”${value}”. Välj A, B, C, D eller X.`,
  unknownSort: (value: string) =>
    `Det går inte att sortera efter ”${value}”. Välj chans, inavelsgrad, poäng, namn eller risk för OO.`,
  unknownColour: (value: string) => `Ingen partner kan ge ett föl med färgen ”${value}”. Välj en färg i listan.`,
  unknownMare: (name: string) => `Det finns inget sto att välja som heter ”${name}”.`,
  unknownStallion: (name: string) => `Det finns ingen hingst att välja som heter ”${name}”.`,
  notMare: (name: string) => `${name} är en hingst. Välj hingstens ston i stället.`,
  notStallion: (name: string) => `${name} är ett sto. Välj stoets hingstar i stället.`,
} as const;
