// The text catalogue (domain/texts/index.ts): the coverings of the breeding seasons and their foals
// (/admin/coverings), and the few public parts: the plan buttons and a stallion's season.
import type { CoveringStatus } from "../breeding/coverings";

/** A gender as the refusals name it (`en valack`, `ett sto`, `en hingst`). */
const aGender = (gender: string) =>
  gender === "Valack" ? "en valack" : gender === "Sto" ? "ett sto" : gender === "Hingst" ? "en hingst" : gender;

export const coverings = {
  title: "Betäckningar",
  intro:
    "Säsongens betäckningar, den senaste först. En hingst eller ett sto utanför stuteriet skrivs med sitt namn och sparas som stamtavlepost. Allt går att ångra i ändringsloggen.",
  seasonForm: "Välj säsong",
  season: "Säsong",
  showSeason: "Visa",
  badSeason: (text: string) => `${text} är ingen säsong. Skriv ett årtal, till exempel 2026.`,
  seasonHeading: (year: number) => `Säsong ${year}`,
  perStallionHeading: "Per hingst",
  perStallion: (stallion: string, count: number) =>
    `${stallion}: ${count === 1 ? "1 betäckning" : `${count} betäckningar`}`,
  empty: "Inga betäckningar den här säsongen.",
  statuses: {
    planned: "planerad",
    covered: "betäckt",
    born: "fölat",
    none: "inget föl",
  } satisfies Record<CoveringStatus, string>,
  fields: {
    stallion: "Hingst",
    mare: "Sto",
    date: "Datum",
    status: "Status",
    note: "Anteckning",
    name: "Fölets namn",
  },
  hints: {
    date: "ÅÅÅÅ-MM-DD",
    name: "Samma regler som när en häst läggs till: namnet måste vara unikt.",
  },
  addHeading: "Lägg till betäckning",
  add: "Lägg till",
  added: (stallion: string, mare: string) => `Betäckningen ${stallion} × ${mare} är tillagd.`,
  planned: (stallion: string, mare: string) => `Betäckningen ${stallion} × ${mare} är planerad.`,
  listHeading: (year: number) => `Betäckningar ${year}`,
  seed: (seed: number) => `slumpfrö ${seed}`,
  plannerLink: "Fölet i planeraren",
  plannerLinkLabel: (stallion: string, mare: string, seed: number) =>
    `Fölet efter ${stallion} och ${mare} i avelsplaneraren (slumpfrö ${seed})`,
  foalLabel: "Föl:",
  edit: "Ändra",
  editLabel: (what: string) => `Ändra betäckningen ${what}`,
  what: (stallion: string, mare: string, date: string) => `${stallion} × ${mare} ${date}`,
  editTitle: "Ändra betäckning",
  save: "Spara",
  saved: "Betäckningen är sparad.",
  delete: "Ta bort betäckningen",
  confirmDelete: (what: string) =>
    `Ta bort betäckningen ${what}? Ett registrerat föl finns kvar. Det går att ångra i ändringsloggen.`,
  confirm: "Ta bort",
  cancel: "Avbryt",
  toList: "Till betäckningarna",
  registerHeading: "Registrera föl",
  registerIntro:
    "Fölet läggs till som unghäst, 0\u00a0år, med egenskaper, mankhöjd, genotyp och kön som avelsplaneraren slår fram med betäckningens slumpfrö.",
  register: "Registrera föl",
  registerLabel: (what: string) => `Registrera föl av ${what}`,
  registered: (name: string) => `${name} är registrerad som stuteriets häst.`,
  toFoal: (name: string) => `Till ${name}`,
  lethalNote: "Fölet blev OO (dödlig vit overo) och överlevde inte.",
  lethal:
    "Fölet blev OO (dödlig vit overo) och skulle inte överleva, så inget föl registrerades. Betäckningen står nu som inget föl.",
  refusals: {
    unknownStatus: "Välj en status: planerad, betäckt, fölat eller inget föl.",
    sameHorse: "Hingsten och stoet måste vara två olika hästar.",
    notStallion: (name: string, gender: string) =>
      `${name} är ${aGender(gender)} och kan inte vara hingst i en betäckning.`,
    notMare: (name: string, gender: string) => `${name} är ${aGender(gender)} och kan inte vara sto i en betäckning.`,
    notFound: "Betäckningen finns inte (den kan redan vara borttagen).",
    hasFoal: (foal: string) =>
      `Fölet ${foal} är registrerat från betäckningen, så hingst, sto och status står kvar. Ångra registreringen i ändringsloggen först.`,
    notCovered: (status: string) =>
      `Bara en betäckning som står som betäckt kan få ett föl registrerat. Den här står som ${status}.`,
    parents:
      "Fölet kan bara registreras när både hingsten och stoet är stuteriets egna hästar med mankhöjd, som i avelsplaneraren.",
    badSeed: "Slumpfröet är inget heltal mellan 0 och 4294967295.",
    failed: "Något gick fel, ingenting ändrades.",
  },
} as const;

/** The public pages' parts: the plan buttons (planner, mates list) and a stallion's season on his page. */
export const coveringLinks = {
  plan: "Planera betäckning",
  planLabel: (stallion: string, mare: string) => `Planera betäckning av ${mare} med ${stallion}`,
  seasonHeading: (year: number) => `Betäckningar ${year}`,
  /** Between a mare and her foal in a stallion's season: "Cov Sto, föl Cov Fölet". */
  foal: ", föl",
} as const;
