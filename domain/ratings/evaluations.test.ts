import { describe, expect, it } from "vitest";
import * as texts from "../texts";
import {
  bestPremieringGrade,
  compareEvaluations,
  effectivePremium,
  evaluationTotals,
  exteriorPremium,
  exteriorTotal,
  foalAssessmentTotals,
  premieringGrade,
  qualityPaperColour,
  trearstestTotals,
  youngHorseTestTotals,
} from "./evaluations";

describe("exterior", () => {
  it("sums the five scores", () => {
    expect(exteriorTotal({ breedType: 8, hnb: 7, extremeties: 9, movement: 8, overall: 8 })).toBe(40);
  });

  it("has premium edges at 39 and 36", () => {
    expect(exteriorPremium(40)).toBe("Diplom");
    expect(exteriorPremium(39.5)).toBe("Diplom");
    expect(exteriorPremium(39)).toBe("Klass I");
    expect(exteriorPremium(36)).toBe("Klass I");
    expect(exteriorPremium(35.5)).toBe("Klass II");
    expect(exteriorPremium(35)).toBe("Klass II");
  });
});

describe("premiering", () => {
  it("reads the grade from the second item", () => {
    expect(premieringGrade("Godkänd, AB, 2024")).toBe("AB");
    expect(premieringGrade("x,Elit")).toBe("Elit");
    expect(premieringGrade("A")).toBeNull();
    expect(premieringGrade("x, C")).toBeNull();
  });

  it("picks the best grade, G by default", () => {
    expect(bestPremieringGrade([])).toBe("G");
    expect(bestPremieringGrade(["x, B", "y, AB", "z, G"])).toBe("AB");
    expect(bestPremieringGrade(["x, A", "y, Elit"])).toBe("Elit");
    expect(bestPremieringGrade(["nonsense"])).toBe("G");
  });
});

describe("test totals", () => {
  it("totals the three-year test", () => {
    expect(
      trearstestTotals({ typ: 8, hhb: 7, extr: 6, skritt: 7, trav: 8, galopp: 6, hoppTeknik: 5, hoppTemp: 9 }),
    ).toEqual({
      gang: 21,
      hopp: 14,
      total: 56,
      percentage: 70,
    });
  });

  it("totals the foal assessment with a one-decimal percentage", () => {
    expect(foalAssessmentTotals({ exterior: 8, gangarter: 7, intryck: 8 })).toEqual({ total: 23, percentage: 76.7 });
  });

  it("totals the young-horse test", () => {
    expect(
      youngHorseTestTotals({ typ: 8, hhb: 7, ben: 6, skritt: 9, trav: 8, galopp: 7, teknik: 5, temperament: 10 }),
    ).toEqual({
      gaitTotal: 45,
      jumpingTotal: 43,
    });
  });

  it("colours the quality papers", () => {
    expect(["I", "II", "iii", "IV", "V"].map(qualityPaperColour)).toEqual([
      "grönt papper",
      "vitt papper",
      "gult papper",
      "grått papper",
      null,
    ]);
  });
});

it("orders evaluations by type, newest first within a type", () => {
  const list = [
    { type: "trearstest", date: "2024-01-01" },
    { type: "exterior", date: "2022-05-01" },
    { type: "premiering", date: "2023-01-01" },
    { type: "exterior", date: "2023-05-01" },
  ];
  expect([...list].sort(compareEvaluations)).toEqual([list[3], list[1], list[2], list[0]]);
});

describe("effectivePremium", () => {
  const scores = { breedType: 8, hnb: 8, extremeties: 8, movement: 8, overall: 8 };
  it("prefers a stored premium over recomputing", () => {
    expect(effectivePremium({ ...scores, premium: "Klass II" })).toBe("Klass II");
  });
  it("computes the premium when none is stored", () => {
    expect(effectivePremium(scores)).toBe("Diplom");
    expect(effectivePremium({ ...scores, overall: 3, premium: null })).toBe("Klass II");
  });
});

describe("evaluationTotals", () => {
  it("gives the exterior total out of 50 and its premium", () => {
    expect(
      evaluationTotals({ type: "exterior", breedType: 8, hnb: 8, extremeties: 7.5, movement: 8, overall: 8.5 }),
    ).toEqual([
      { key: "total", kind: "outOf", value: 40, max: 50 },
      { key: "premium", kind: "text", value: "Diplom" },
    ]);
  });

  it("gives the three-year test sums, total and percentage", () => {
    const scores = { typ: 8, hhb: 7, extr: 7, skritt: 8, trav: 8, galopp: 7, hoppTeknik: 6, hoppTemp: 7 };
    expect(evaluationTotals({ type: "trearstest", ...scores })).toEqual([
      { key: "gang", kind: "number", value: 23 },
      { key: "hopp", kind: "number", value: 13 },
      { key: "total", kind: "outOf", value: 58, max: 80 },
      { key: "percentage", kind: "percent", value: 72.5 },
    ]);
  });

  it("reads the grade and the paper colour, null when unknown", () => {
    expect(evaluationTotals({ type: "premiering", result: "Premierad, AB" })).toEqual([
      { key: "grade", kind: "text", value: "AB" },
    ]);
    expect(evaluationTotals({ type: "premiering", result: "Ej premierad" })).toEqual([
      { key: "grade", kind: "text", value: null },
    ]);
    expect(evaluationTotals({ type: "kvalitetregistrering", section: "i" })).toEqual([
      { key: "paper", kind: "text", value: "grönt papper" },
    ]);
  });

  it("totals the foal assessment and the young-horse test", () => {
    expect(evaluationTotals({ type: "kvalitetfolbedomning", exterior: 8, gangarter: 7, intryck: 9 })).toEqual([
      { key: "total", kind: "outOf", value: 24, max: 30 },
      { key: "percentage", kind: "percent", value: 80 },
    ]);
    // The percent always with one decimal.
    const [, percent] = evaluationTotals({ type: "kvalitetfolbedomning", exterior: 8, gangarter: 7, intryck: 9 });
    expect(texts.evaluations.value(percent!, texts.horseTabs.scoreOutOf)).toBe("80,0\u00a0%");
    const young = { typ: 8, hhb: 7, ben: 7, skritt: 8, trav: 8, galopp: 7, teknik: 6, temperament: 9 };
    expect(evaluationTotals({ type: "kvalitetunghasttest", ...young })).toEqual([
      { key: "gaitTotal", kind: "outOf", value: 45, max: 60 },
      { key: "jumpingTotal", kind: "outOf", value: 44, max: 60 },
    ]);
  });
});
