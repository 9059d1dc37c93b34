// The text catalogue (domain/texts/index.ts): the season plan (/admin/season).
import type { Discipline } from "../ratings/potential";
import { formatDecimal } from "../site/format";

export const season = {
  heading: "Säsongsplan",
  intro:
    "Välj ston, hingstar och mål. Planen ger varje sto högst en hingst så att summan av chanserna att fölen når stonas mål blir så stor som möjligt och, bland planer med samma summa, summan av fölens inavelsgrader så liten som möjligt. Ingen hingst får fler ston än gränsen, inget föl högre inavelsgrad än gränsen och inget par risk för OO. Chansen och inavelsgraden för varje par är partnerlistans.",
  formHeading: "Val för säsongen",
  mares: "Ston att betäcka",
  maresHint: "Förvalt: avelsston som är 3\u00a0år eller äldre.",
  stallions: "Hingstar som får användas",
  stallionsHint: "Förvalt: alla hingstar som avelsplaneraren erbjuder.",
  perStallion: "Högst antal ston per hingst",
  maxCoi: "Högsta inavelsgrad (%)",
  maxCoiHint: "Till exempel 6,25.",
  goals: "Mål per sto",
  goalsHint:
    "Gren och lägsta nivå som fölet ska nå. Förvalt: stoets inriktning (Allround om hon saknar en) och den nivå hennes egen potential når i grenen.",
  discipline: "Gren",
  level: "Nivå",
  ownLevel: "Stoets egen nivå",
  submit: "Visa planen",
  noMares: "Välj minst ett sto att betäcka.",
  noStallions: "Välj minst en hingst.",
  compareHeading: "Vad planeringen ger",
  compareCaption: "Planen, den giriga planen och slumpvis parning",
  plans: { optimal: "Planen", greedy: "Girig plan", random: "Slumpvis parning" },
  measure: "Mått",
  covered: "Ston med hingst",
  expectedFoals: "Föl som väntas nå målet",
  meanScore: "Förväntad poäng, medel",
  meanCoi: "Inavelsgrad, medel",
  expectedFoalsNote: "Föl som väntas nå målet är summan av stonas chanser: det som planen gör så stort som möjligt.",
  greedyNote:
    "Girig plan: stona i namnordning, och varje sto tar den hingst med plats kvar som ger högst chans (vid lika chans lägst inavelsgrad).",
  randomExact:
    "Slumpvis parning: väntevärdet när varje sto får en slumpvis vald tillåten hingst. Ingen hingst kan bli full, så det är räknat exakt.",
  randomEstimated: (draws: string, error: string) =>
    `Slumpvis parning: stona i slumpvis ordning, och varje sto får en slumpvis vald tillåten hingst med plats kvar. Medel av ${draws} dragningar med fast frö (medelfel för summan av chanserna ${error}).`,
  planHeading: "Planen",
  planCaption: "Hingst för varje sto",
  columns: {
    mare: "Sto",
    stallion: "Hingst",
    goal: "Mål",
    chance: "Chans",
    expectedScore: "Förväntad poäng",
    coi: "Inavelsgrad",
    colours: "Färger",
    greedy: "Girig plan",
    planner: "Planerare",
  },
  goal: (level: string, discipline: Discipline) => `${level} i ${discipline}`,
  noStallion: "Ingen",
  /** The colours after the most likely ones, together. */
  otherColours: (percent: string) => `övriga ${percent}`,
  plannerLink: "Planera",
  plannerLinkLabel: (stallion: string, mare: string) => `Planera ${stallion} × ${mare}`,
  unplanned: {
    noStallions: "Ingen hingst är vald.",
    excluded: (overMaxCoi: number, ooRisk: number) =>
      `Ingen tillåten hingst: ${overMaxCoi} ger för hög inavelsgrad, ${ooRisk} risk för OO.`,
    noChance: "Ingen tillåten hingst ger fölet någon chans att nå målet.",
    capacity: "Alla tillåtna hingstar som ger en chans har redan fullt.",
  },
  download: "Ladda ner planen som kalkylblad (CSV)",
  fileName: "sasongsplan.csv",
  save: "Spara som planerade betäckningar",
  saved: (added: number, replanned: number) =>
    `${added} ${added === 1 ? "planerad betäckning sparad" : "planerade betäckningar sparade"}${replanned > 0 ? `, ${replanned} som redan fanns fick nytt frö och datum` : ""}.`,
  nothingToSave: "Planen har inga par att spara.",
  /** The change log's line for a saved plan. */
  saveSubject: (count: number) =>
    `Säsongsplan: ${count} ${count === 1 ? "planerad betäckning" : "planerade betäckningar"}`,
} as const;

// Only the server says these (app/season.server.ts): an area of their own.
export const seasonErrors = {
  invalidPerStallion: "Ange högst antal ston per hingst som ett heltal från 1 till 100.",
  invalidMaxCoi: "Ange högsta inavelsgrad i procent, ett tal mellan 0 och 100 (till exempel 6,25).",
  tooManyPairs: (mares: number, stallions: number, max: number) =>
    `${formatDecimal(mares)} ston × ${formatDecimal(stallions)} hingstar är ${formatDecimal(mares * stallions)} par, och planen räknas för högst ${formatDecimal(max)} par åt gången. Välj färre ston eller hingstar.`,
  unknownDiscipline: (mare: string, value: string) =>
    `Det finns ingen gren som heter ”${value}” (målet för ${mare}). Välj en gren i listan.`,
  unknownLevel: (mare: string, value: string, discipline: Discipline) =>
    `Nivån ”${value}” finns inte i ${discipline} (målet för ${mare}). Välj en nivå i listan.`,
  unknownMare: (name: string) => `Det finns inget sto att välja som heter ”${name}”.`,
  notMare: (name: string) => `${name} är en hingst, inte ett sto.`,
  unknownStallion: (name: string) => `Det finns ingen hingst att välja som heter ”${name}”.`,
  notStallion: (name: string) => `${name} är ett sto, inte en hingst.`,
  saveRefused: (stallion: string, mare: string, why: string) =>
    `Inget sparades: paret ${stallion} × ${mare} gick inte att spara (${why}).`,
  saveFailed: "Planen gick inte att spara. Försök igen.",
} as const;

/** The file's column headings, exactly as the file's readers expect them. */
export const seasonFile = {
  mare: "Sto",
  stallion: "Hingst",
  discipline: "Gren",
  level: "Nivå",
  chance: "Chans",
  expectedScore: "Förväntad poäng",
  coi: "Inavelsgrad",
  lethal: "Risk OO",
} as const;
