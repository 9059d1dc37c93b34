// The text catalogue (domain/texts/index.ts): the progeny profile on the page of a horse with foals
// in the stud (docs/product.md, "Progeny profile"; app/components/progeny-profile.tsx).
import { NOTHING } from "./shared";

const foals = (count: number) => (count === 1 ? "1 avkomma" : `${count} avkommor`);
const horses = (count: number) => (count === 1 ? "1 häst" : `${count} hästar`);

export const progeny = {
  heading: "Avkommestatistik",
  foals: "Avkommor i stuteriet",
  sections: "Per sektion",
  sectionCount: (section: string, count: number) => `${section}: ${count}`,
  evaluated: "Bedömda",
  ofFoals: (part: number, whole: number) => `${part} av ${whole}`,
  withPremium: "Premie eller diplom",
  premiumShare: (count: number, evaluated: number, share: string) => `${count} av ${evaluated} bedömda (${share})`,
  premiums: "Exteriörpremier",
  premiumCount: (premium: string, count: number) => `${premium}: ${count}`,
  bestPremiering: "Bästa premiering",
  none: NOTHING,
  potentialCaption: "Medelpoäng i potential per gren",
  discipline: "Gren",
  foalsColumn: "Avkommor",
  studColumn: "Stuteriet",
  difference: "Skillnad mot stuteriet:",
  rated: (foalCount: number, studCount: number) =>
    `Medel av ${foals(foalCount)} och av stuteriets ${horses(studCount)} med potential (höjd och 16 egenskaper), sålda inräknade. Under avkommornas medel står skillnaden mot stuteriets.`,
  noneRated: "Ingen av avkommorna har potential (höjd och 16 egenskaper).",
} as const;
