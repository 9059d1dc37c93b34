// The text catalogue (domain/texts/index.ts): the planner's simulated foal and what the pair can give,
// apart from the planner's form: they come with the foal's own code (app/components/foal-view.tsx).
import type { HeightClass } from "../horses/horse-fields";
import type { Discipline } from "../ratings/potential";
import { HEIGHT_CLASS_NAMES, heightClassName, heightValue } from "./shared";

/** The simulated foal. */
export const foal = {
  foalHeading: (stallion: string, mare: string) => `Simulerat föl efter ${stallion} och ${mare}`,
  seed: "Slumpfrö",
  shareLink: (seed: number) => `Länk till det här fölet (slumpfrö ${seed})`,
  reroll: "Reroll",
  rerollHint: "Reroll simulerar ett nytt föl av samma par.",
  section: "Sektion",
  gender: "Kön",
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

/** The planner's outcome table: what the rolled foal was one draw from. */
export const outcome = {
  heading: "Vad paret kan ge",
  intro:
    "Exakta chanser för fölets potential, beräknade ur avelsreglerna. Det simulerade fölet ovan är ett av dessa utfall.",
  heightClasses: "Fölets höjdklass",
  heightClass: (cls: HeightClass) => HEIGHT_CLASS_NAMES[cls],
  ladder: "Nivåer för höjdklass",
  ladderOption: (cls: HeightClass, likeliest: boolean) =>
    likeliest ? `${HEIGHT_CLASS_NAMES[cls]} (fölets troligaste)` : HEIGHT_CLASS_NAMES[cls],
  ladderSubmit: "Visa nivåerna",
  ladderNote: (cls: HeightClass) =>
    `Nivåerna nedan är stegen för ${heightClassName(cls)}: fölets poäng mot den klassens gränser, vilken höjd fölet än får. Varje höjdklass har sin egen stege.`,
  discipline: "Gren",
  expectedScore: (score: string) => `förväntad poäng ${score}`,
  levelsCaption: (discipline: Discipline, cls: HeightClass) => `Nivåer i ${discipline}, ${heightClassName(cls)}`,
} as const;
