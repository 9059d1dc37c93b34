import { describe, expect, it } from "vitest";
import { coatPattern, coatTint, DEFAULT_COAT_TINT } from "./coat-tint";

describe("coat tint and pattern of the picture placeholder", () => {
  it("tints by the longest colour keyword in the text, in any case", () => {
    expect(coatTint("Fux")).toBe("#a0522d");
    expect(coatTint("brun konstantskimmel")).toBe("#8f8079");
    expect(coatTint("svartbrun")).toBe("#2f221b");
    expect(coatTint("pärlvit")).toBe("#efe6d6");
  });

  it("falls back to a neutral tint for a missing or unknown colour", () => {
    expect([coatTint(null), coatTint(undefined), coatTint("  "), coatTint("regnbåge")]).toEqual(
      Array(4).fill(DEFAULT_COAT_TINT),
    );
  });

  it("draws patches, spots or dapples after the pattern named", () => {
    expect(coatPattern("brunskäck")).toBe("patches");
    expect(coatPattern("fux (tobiano)")).toBe("patches");
    expect(coatPattern("tigrerad")).toBe("spots");
    expect(coatPattern("skimmel")).toBe("dapples");
    expect(coatPattern("brun konstantskimmel")).toBeNull();
    expect(coatPattern("fux")).toBeNull();
    expect(coatPattern(null)).toBeNull();
  });
});
