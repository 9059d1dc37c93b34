import { describe, expect, it } from "vitest";
import { disciplineLevels } from "../ratings/potential";
import { ownLevel } from "./mates";
import type { BreedingCandidate } from "./planner";
import {
  focusDiscipline,
  isDefaultSeasonMare,
  parseSeasonChoices,
  SEASON_DEFAULTS,
  SEASON_MAX_PAIRS,
  seasonGoal,
  tooManyPairs,
} from "./season-plan-choices";

const mare: BreedingCandidate = {
  name: "Seren",
  gender: "Sto",
  breed: "d",
  generation: 3,
  heightCm: 150,
  age: 6,
  genotype: null,
  stats: [40, 42, 38, 36, 44, 40, 30, 32, 41, 39, 37, 35, 33, 31, 45, 43],
};

describe("parseSeasonChoices", () => {
  it("starts from the defaults: the default mares and stallions, 3 per stallion, 6.25 %", () => {
    expect(parseSeasonChoices(new URLSearchParams())).toEqual({
      choices: { mares: null, stallions: null, perStallion: 3, maxCoi: 0.0625, goals: new Map() },
      problems: [],
    });
    expect(SEASON_DEFAULTS).toEqual({ perStallion: 3, maxCoi: 0.0625 });
  });

  it("reads the lists once each name, the limits with a decimal comma, and each mare's goal", () => {
    const { choices, problems } = parseSeasonChoices(
      new URLSearchParams(
        "mare=Seren&mare=%20seren%20&mare=Ada&stallion=Taran&perStallion=2&maxCoi=3,125&discipline.Seren=Hoppning&level.Seren=90%20cm&level.Ada=",
      ),
    );
    expect(problems).toEqual([]);
    expect(choices).toEqual({
      mares: ["Seren", "Ada"],
      stallions: ["Taran"],
      perStallion: 2,
      maxCoi: 0.03125,
      goals: new Map([
        ["seren", { discipline: "Hoppning", level: "90 cm" }],
        ["ada", { discipline: "", level: "" }],
      ]),
    });
  });

  it("takes an empty list as none chosen once the form was sent", () => {
    const { choices } = parseSeasonChoices(new URLSearchParams("sent=1&stallion=Taran"));
    expect(choices.mares).toEqual([]);
    expect(choices.stallions).toEqual(["Taran"]);
  });

  it("names wrong limits and keeps the defaults", () => {
    for (const [perStallion, maxCoi] of [
      ["0", "101"],
      ["x", "-1"],
      ["1000", "6,25%"],
      ["2.5", "1e2"],
    ])
      expect(parseSeasonChoices(new URLSearchParams({ perStallion, maxCoi }))).toMatchObject({
        choices: { perStallion: 3, maxCoi: 0.0625 },
        problems: [{ kind: "invalidPerStallion" }, { kind: "invalidMaxCoi" }],
      });
  });
});

describe("seasonGoal", () => {
  it("is the mare's focus at her own level by default, Allround without a focus", () => {
    expect(seasonGoal(mare, "hoppning", undefined)).toEqual({
      goal: { discipline: "Hoppning", level: ownLevel(mare, "Hoppning"), ownLevel: true },
      problems: [],
    });
    expect(seasonGoal(mare, null, undefined).goal.discipline).toBe("Allround");
    expect(focusDiscipline("Ingen")).toBe("Allround");
  });

  it("takes the discipline and level given, in any case, and names those that do not exist", () => {
    const level = disciplineLevels("Dressyr", "Horse")[1]!;
    expect(seasonGoal(mare, "Hoppning", { discipline: "dressyr", level: level.toUpperCase() })).toEqual({
      goal: { discipline: "Dressyr", level, ownLevel: false },
      problems: [],
    });
    expect(seasonGoal(mare, "Hoppning", { discipline: "Polo", level: "" }).problems).toEqual([
      { kind: "unknownDiscipline", mare: "Seren", value: "Polo" },
    ]);
    expect(seasonGoal(mare, "Hoppning", { discipline: "", level: "Grand Prix" }).problems).toEqual([
      { kind: "unknownLevel", mare: "Seren", value: "Grand Prix", discipline: "Hoppning" },
    ]);
    // On her own class's ladder: a Welsh Mountain mare's Dressyr has no Grand Prix.
    const pony = { ...mare, name: "Ponny", heightCm: 105 };
    expect(seasonGoal(pony, "Dressyr", { discipline: "", level: "Grand Prix" }).problems).toEqual([
      { kind: "unknownLevel", mare: "Ponny", value: "Grand Prix", discipline: "Dressyr" },
    ]);
    expect(seasonGoal(mare, "Dressyr", { discipline: "", level: "Grand Prix" }).problems).toEqual([]);
  });
});

describe("tooManyPairs", () => {
  it("lets the goal's 300 × 300 through and refuses one pair more, naming the counts", () => {
    expect(SEASON_MAX_PAIRS).toBe(300 * 300);
    expect(tooManyPairs(300, 300, SEASON_MAX_PAIRS)).toBeNull();
    expect(tooManyPairs(0, 1_000_000, SEASON_MAX_PAIRS)).toBeNull();
    expect(tooManyPairs(301, 300, SEASON_MAX_PAIRS)).toEqual({
      kind: "tooManyPairs",
      mares: 301,
      stallions: 300,
      max: 90_000,
    });
    expect(tooManyPairs(1_587, 1_117, SEASON_MAX_PAIRS)).toEqual({
      kind: "tooManyPairs",
      mares: 1_587,
      stallions: 1_117,
      max: 90_000,
    });
    expect(tooManyPairs(3, 2, 5)).toEqual({ kind: "tooManyPairs", mares: 3, stallions: 2, max: 5 });
  });
});

describe("isDefaultSeasonMare", () => {
  it("is a broodmare aged 3 or more", () => {
    expect(isDefaultSeasonMare({ category: "broodmares", age: 3 })).toBe(true);
    expect(isDefaultSeasonMare({ category: "broodmares", age: 2 })).toBe(false);
    expect(isDefaultSeasonMare({ category: "competitors", age: 8 })).toBe(false);
  });
});
