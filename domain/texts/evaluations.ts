// The text catalogue (domain/texts/index.ts): evaluations, on the horse page and in the admin form alike.
import type { EvaluationTotal } from "../ratings/evaluations";
import { formatDecimal } from "../site/format";
import { NOTHING } from "./shared";

/** Evaluation types, fields and computed figures: ONE label set for the admin form and the horse page. */
export const evaluations = {
  types: {
    exterior: "Exteriörbedömning",
    premiering: "Premiering",
    trearstest: "Treårstest",
    kvalitetregistrering: "Kvalitetsregistrering",
    kvalitetfolbedomning: "Kvalitetsbedömning av föl",
    kvalitetunghasttest: "Kvalitetstest för unghäst",
  },
  fields: {
    horse: "Häst",
    date: "Datum",
    judge: "Domare",
    breedType: "Rastyp",
    hnb: "Huvud, hals och bål",
    extremeties: "Extremiteter",
    movement: "Rörelser",
    overall: "Helhetsintryck",
    exterior: "Exteriör",
    meritPoints: "Meritpoäng",
    offAmount: "Antal avkommor",
    offPoints: "Avkommepoäng",
    result: "Resultat",
    typ: "Typ",
    hhb: "Huvud, hals och bål",
    extr: "Extremiteter",
    skritt: "Skritt",
    trav: "Trav",
    galopp: "Galopp",
    hoppTeknik: "Hoppteknik",
    hoppTemp: "Hopptemperament",
    section: "Avdelning",
    regNr: "Registreringsnummer",
    gangarter: "Gångarter",
    intryck: "Helhetsintryck",
    ben: "Ben",
    teknik: "Hoppteknik",
    temperament: "Temperament",
    gangart: "Gångart (valfri)",
    hoppning: "Hoppning (valfri)",
    inriktning: "Inriktning",
    ridprov: "Ridprov",
  },
  /** Labels of the figures domain evaluationTotals computes. */
  totals: {
    total: "Totalt",
    premium: "Premie",
    percentage: "Procent",
    gang: "Gångarter",
    hopp: "Hoppning",
    grade: "Grad",
    paper: "Papper",
    gaitTotal: "Gångartstotal",
    jumpingTotal: "Hopptotal",
  },
  /** A computed figure as text; `outOf` is the page's own way of writing "value of max". */
  value: (total: EvaluationTotal, outOf: (value: number, max: number) => string): string => {
    switch (total.kind) {
      case "outOf":
        return outOf(total.value, total.max);
      case "percent":
        // One decimal always: 24 of 30 is `80,0 %` (docs/product.md, "Evaluations").
        return `${formatDecimal(total.value, 1, 1)}\u00a0%`;
      case "number":
        return formatDecimal(total.value);
      case "text":
        return total.value ?? NOTHING;
    }
  },
} as const;
