import { describe, expect, it } from "vitest";
import { narrowCandidates } from "./candidates";
import { groupCandidates, type BreedingCandidate } from "./planner";

const horse = (name: string, breed: BreedingCandidate["breed"], generation: number | null): BreedingCandidate => ({
  name,
  gender: "Hingst",
  breed,
  generation,
  heightCm: 130,
  age: 6,
  genotype: null,
  stats: [],
});
const groups = groupCandidates([
  horse("Bryn Seren", "a", 1),
  horse("Cefn Seren", "a", 2),
  horse("Derwen Taran", "b", 1),
  horse("Eos Seren", "d", null),
  horse("Ffion", "d", null),
]);
const names = (result: ReturnType<typeof narrowCandidates>) =>
  result.groups.flatMap((g) => g.horses.map((h) => h.name));

describe("narrowCandidates", () => {
  it("keeps the names containing the search, in any letter case, in their section and generation", () => {
    const result = narrowCandidates(groups, " SEREN ", null);
    expect(names(result)).toEqual(["Bryn Seren", "Cefn Seren", "Eos Seren"]);
    expect(result.groups.map((g) => [g.breed, g.generation])).toEqual([
      ["a", 1],
      ["a", 2],
      ["d", null],
    ]);
    expect(result).toMatchObject({ shown: 3, matching: 3 });
  });

  it("lists at most the limit, counting every match, and always keeps the chosen horse", () => {
    const result = narrowCandidates(groups, "", "ffion", 2);
    expect(names(result)).toEqual(["Bryn Seren", "Cefn Seren", "Ffion"]);
    expect(result).toMatchObject({ shown: 3, matching: 5 });
  });

  it("matches names as the site search does: any piece, accents and case folded", () => {
    const stud = groupCandidates([horse("Snöflingans Åskvigg", "b", 1), horse("Snöflingans Bris", "b", 1)]);
    for (const query of ["Åskv", "askv", "ASKVIGG", "ngans åsk"])
      expect(names(narrowCandidates(stud, query, null))).toEqual(["Snöflingans Åskvigg"]);
    expect(names(narrowCandidates(stud, "snoflingans", null))).toEqual(["Snöflingans Bris", "Snöflingans Åskvigg"]);
  });

  it("lists nothing for a search that matches nobody (but the choice)", () => {
    expect(names(narrowCandidates(groups, "zz", null))).toEqual([]);
    expect(names(narrowCandidates(groups, "zz", "Derwen Taran"))).toEqual(["Derwen Taran"]);
  });
});
