// The text catalogue (domain/texts.ts): the breeding planner.
import type { Discipline } from "./potential";
import { heightValue } from "./texts-shared";

export const breeding = {
  heading: "Avelsplanerare",
  metaDescription:
    "Planera en provparning på Snöflingan: välj hingst och sto och se ett simulerat föl med stamtavla, inavelsgrad, färgsannolikheter och potential.",
  intro:
    "Välj en hingst och ett sto ur stuteriets osålda hästar. Planeraren simulerar ett föl enligt avelsreglerna; adressen sparar paret och slumpfröet, så samma länk visar alltid samma föl.",
  stallionLabel: "Hingst",
  mareLabel: "Sto",
  choosePlaceholder: "Välj …",
  groupLabel: (section: string, generation: number | null) =>
    `${section} – ${generation === null ? "generation okänd" : `generation ${generation}`}`,
  submit: "Simulera föl",
  noCandidates: "Det finns inga hästar att välja just nu.",
  errors: {
    missingParent: "Välj både en hingst och ett sto.",
    sameHorse: "Välj två olika hästar: samma häst kan inte vara både hingst och sto.",
    unknownStallion: (name: string) => `Det finns ingen hingst att välja som heter ”${name}”. Välj en hingst i listan.`,
    notStallion: (name: string) => `${name} är ett sto och kan inte väljas som hingst.`,
    unknownMare: (name: string) => `Det finns inget sto att välja som heter ”${name}”. Välj ett sto i listan.`,
    notMare: (name: string) => `${name} är en hingst och kan inte väljas som sto.`,
    invalidSeed:
      "Slumpfröet i adressen är ogiltigt (ett heltal från 0 till 4294967295). Välj paret igen så får fölet ett nytt frö.",
  },
  foalHeading: (stallion: string, mare: string) => `Simulerat föl efter ${stallion} och ${mare}`,
  seed: "Slumpfrö",
  shareLink: (seed: number) => `Länk till det här fölet (slumpfrö ${seed})`,
  reroll: "Reroll",
  rerollHint: "Reroll simulerar ett nytt föl av samma par.",
  section: "Sektion",
  height: "Mankhöjd",
  heightValue,
  genotype: "Genotyp",
  noGenotype: "inga kända anlag",
  colour: "Färg",
  generation: "Generation",
  statsCaption: "Egenskaper (8 par)",
  pedigreeHeading: "Fölets stamtavla",
  oddsHeading: "Möjliga färger",
  oddsCaption: "Exakta sannolikheter för fölets färg",
  oddsColour: "Färg",
  oddsProbability: "Sannolikhet",
  oddsExact: "Exakt andel",
  lethal: "dödlig vit overo (OO)",
  lethalFoal:
    "Det här fölet fick overo från båda föräldrarna (OO, dödlig vit overo) och skulle inte överleva. Därför visas ingen potential.",
  lethalWarning: (percent: string, fraction: string) =>
    `Varning: båda föräldrarna bär overo (O). Med ${percent} sannolikhet (${fraction}) blir fölet OO, dödlig vit overo, och överlever inte.`,
} as const;

/** The planner's pickers search on the server (a picker lists at most PICKER_LIMIT horses). */
export const breedingSearch = {
  stallionSearch: "Sök hingst",
  mareSearch: "Sök sto",
  button: "Sök",
  searchHint: "Skriv en del av namnet och välj Sök; med JavaScript uppdateras listan medan du skriver.",
  shown: (shown: number, matching: number) =>
    `Listan visar ${shown} av ${matching} hästar. Skriv en del av namnet för att hitta fler.`,
} as const;

/** The planner's outcome table: what the rolled foal was one draw from. */
export const outcome = {
  heading: "Vad paret kan ge",
  intro:
    "Exakta chanser för fölets potential, beräknade ur avelsreglerna. Det simulerade fölet ovan är ett av dessa utfall.",
  heightClasses: "Fölets höjdklass",
  heightClass: (cls: string) => (cls === "Horse" ? "Häst" : `Klass ${cls}`),
  discipline: "Gren",
  expectedScore: (score: string) => `förväntad poäng ${score}`,
  levelsCaption: (discipline: Discipline) => `Nivåer i ${discipline}`,
} as const;
