import { describe, expect, it } from "vitest";
import { candidatesNamed, narrowCandidates } from "./candidates";
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

describe("candidatesNamed", () => {
  const stud = [
    horse("Snöflingans Åskvigg", "d", 1),
    horse("Snöflingans Åskvigg II", "d", 2),
    horse("Penllyn Gwen", "a", 1),
    horse("Snöflingans Bris", "b", 1),
  ];
  const named = (typed: string) => candidatesNamed(stud, typed).map((h) => h.name);

  it("accepts what the site search accepts: accents and case folded, any piece of the name", () => {
    expect(named("Penllyn")).toEqual(["Penllyn Gwen"]);
    expect(named("  penllyn\u200b  GWEN ")).toEqual(["Penllyn Gwen"]);
    // The whole name folded is one horse, even where a longer name holds it.
    expect(named("Snoflingans Askvigg")).toEqual(["Snöflingans Åskvigg"]);
    expect(named("snöflingans åskvigg ii")).toEqual(["Snöflingans Åskvigg II"]);
  });

  it("gives every match, best first as the search ranks them, and none for a name nobody has", () => {
    expect(named("snoflingans")).toEqual(["Snöflingans Bris", "Snöflingans Åskvigg", "Snöflingans Åskvigg II"]);
    expect(named("gwen")).toEqual(["Penllyn Gwen"]);
    expect(named("Ingen")).toEqual([]);
    expect(named("")).toEqual([]);
  });
});
