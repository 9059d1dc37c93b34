import { describe, expect, it } from "vitest";
import { breedLabel, sectionLabel } from "./breeds";

describe("breeds", () => {
  it("labels breeds, Okänd otherwise", () => {
    expect(["a", "b", "c", "d", "x", "D", "n", "", null].map(breedLabel)).toEqual([
      "Welsh Mountain",
      "Welshponny",
      "Welsh Cobtyp",
      "Welsh Cob",
      "Welsh Partbred",
      "Welsh Cob",
      "Okänd",
      "Okänd",
      "Okänd",
    ]);
  });

  it("labels a section with its letter, bracketed as the one variant", () => {
    expect(sectionLabel("a")).toBe("Welsh Mountain A");
    expect(sectionLabel("d", { bracketed: true })).toBe("Welsh Cob (D)");
  });
});
