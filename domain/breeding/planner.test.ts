import { describe, expect, it } from "vitest";
import { groupCandidates, resolveChoice, type BreedingCandidate, type BreedingCandidates } from "./planner";

// Moved from data/breeding.test.ts with the rules (domain/breeding/planner.ts).
describe("resolveChoice", () => {
  const candidate = (name: string, gender: string): BreedingCandidate => ({
    name,
    gender,
    breed: "d",
    generation: 1,
    heightCm: 150,
    age: 6,
    genotype: null,
    stats: [],
  });
  const stallion = candidate("Åskar", "Hingst");
  const mare = candidate("Bris", "Sto");
  const candidates: BreedingCandidates = {
    stallion: [{ breed: "d", generation: 1, horses: [stallion] }],
    mare: [{ breed: "d", generation: 1, horses: [mare] }],
  };
  const kinds = (params: Parameters<typeof resolveChoice>[1]) =>
    resolveChoice(candidates, params).problems.map((p) => p.kind);

  it("accepts a valid pair in any letter case, with or without a seed", () => {
    expect(resolveChoice(candidates, { stallion: " åskar ", mare: "BRIS", seed: "17" })).toEqual({
      stallion,
      mare,
      seed: 17,
      problems: [],
    });
    expect(resolveChoice(candidates, { stallion: "Åskar", mare: "Bris" })).toEqual({
      stallion,
      mare,
      seed: null,
      problems: [],
    });
  });

  it("shows the bare picker without names, whatever the seed", () => {
    expect(resolveChoice(candidates, {})).toEqual({ seed: null, problems: [] });
    expect(resolveChoice(candidates, { stallion: "", mare: " ", seed: "x" })).toEqual({ seed: null, problems: [] });
  });

  it("names every problem and keeps the valid half", () => {
    expect(kinds({ stallion: "Åskar" })).toEqual(["missingParent"]);
    expect(resolveChoice(candidates, { stallion: "Åskar" }).stallion).toBe(stallion);
    expect(kinds({ stallion: "Bris", mare: "bris" })).toEqual(["sameHorse"]);
    // The one horse stays chosen where it fits, and a bad seed is still named.
    expect(resolveChoice(candidates, { stallion: "åskar", mare: "Åskar", seed: "x" })).toEqual({
      stallion,
      seed: null,
      problems: [{ kind: "sameHorse" }, { kind: "invalidSeed" }],
    });
    expect(resolveChoice(candidates, { stallion: "Bris", mare: "bris" }).mare).toBe(mare);
    expect(resolveChoice(candidates, { stallion: "Bris", mare: "Åskar", seed: "1" }).problems).toEqual([
      { kind: "notStallion", name: "Bris" },
      { kind: "notMare", name: "Åskar" },
    ]);
    expect(resolveChoice(candidates, { stallion: "Ingen", mare: "Bris", seed: "-4" })).toEqual({
      mare,
      seed: null,
      problems: [{ kind: "unknownStallion", name: "Ingen" }, { kind: "invalidSeed" }],
    });
    expect(kinds({ stallion: "Åskar", mare: "<script>alert(1)</script>" })).toEqual(["unknownMare"]);
  });

  it("cuts an absurdly long name before it is repeated in a message", () => {
    const [problem] = resolveChoice(candidates, { stallion: "x".repeat(10_000), mare: "Bris" }).problems;
    expect(problem).toEqual({ kind: "unknownStallion", name: "x".repeat(80) });
  });
});

describe("groupCandidates", () => {
  const horse = (name: string, breed: BreedingCandidate["breed"], generation: number | null): BreedingCandidate => ({
    name,
    breed,
    generation,
    gender: "Sto",
    heightCm: 130,
    age: 6,
    genotype: null,
    stats: [],
  });

  it("orders sections a–x, generations ascending with unknown last, names alphabetically (Swedish)", () => {
    const groups = groupCandidates([
      horse("Örn", "b", 2),
      horse("Åsa", "b", 2),
      horse("Zelda", "b", 2),
      horse("Okänd", "b", null),
      horse("Ett", "b", 1),
      horse("Ada", "a", 5),
    ]);
    expect(groups.map((g) => [g.breed, g.generation, g.horses.map((h) => h.name)])).toEqual([
      ["a", 5, ["Ada"]],
      ["b", 1, ["Ett"]],
      ["b", 2, ["Zelda", "Åsa", "Örn"]],
      ["b", null, ["Okänd"]],
    ]);
  });
});
