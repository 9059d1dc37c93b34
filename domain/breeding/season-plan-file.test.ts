import { describe, expect, it } from "vitest";
import { SEASON_FILE_COLUMNS, seasonPlanCsv } from "./season-plan-file";

const headings = {
  mare: "Sto",
  stallion: "Hingst",
  discipline: "Gren",
  level: "Nivå",
  chance: "Chans",
  expectedScore: "Förväntad poäng",
  coi: "Inavelsgrad",
  lethal: "Risk OO",
} as const;

describe("seasonPlanCsv", () => {
  it("writes a row per mare: fractions with six decimals, the score with two, an empty stallion and figures for a mare without one", () => {
    const file = seasonPlanCsv(
      [
        {
          mare: "Seren",
          stallion: "Taran",
          discipline: "Hoppning",
          level: "90 cm",
          figures: { chance: 0.123456789, expectedScore: 41.2, coi: 0.03125, lethalChance: 0 },
        },
        { mare: "=Ada; B", stallion: null, discipline: "Allround", level: "Intermediate", figures: null },
      ],
      (column) => headings[column],
    );
    expect(SEASON_FILE_COLUMNS).toHaveLength(8);
    expect(file).toBe(
      "\uFEFFSto;Hingst;Gren;Nivå;Chans;Förväntad poäng;Inavelsgrad;Risk OO\r\n" +
        "Seren;Taran;Hoppning;90 cm;0,123457;41,20;0,031250;0,000000\r\n" +
        `"'=Ada; B";;Allround;Intermediate;;;;\r\n`,
    );
  });
});
