import { describe, expect, it } from "vitest";
import { UNKNOWN } from "../horses/horse";
import { knownName, nameKey, NO_PARENT_SPELLINGS, parentsLookup } from "./names";

describe("parentsLookup", () => {
  it("finds horses by name in any letter case, and the subject answers for itself", () => {
    const byKey = new Map([
      ["storm", { name: "Storm", sire: "Old", dam: "Entry Dam" }],
      ["vind", { name: "Vind", sire: null, dam: null }],
    ]);
    const lookup = parentsLookup(byKey, { name: "storm ", sire: "Own Sire", dam: "Own Dam" });
    expect(lookup("STORM")).toEqual({ name: "storm ", sire: "Own Sire", dam: "Own Dam" });
    expect(lookup(" Vind")?.name).toBe("Vind");
    expect(lookup("Nobody")).toBeUndefined();
    expect(parentsLookup(byKey)("Storm")?.sire).toBe("Old");
  });
});

describe("knownName", () => {
  it("reads every spelling of no parent as none, in any letter case, form and surrounding blanks", () => {
    for (const spelling of NO_PARENT_SPELLINGS) {
      expect(knownName(spelling)).toBeNull();
      expect(knownName(` ${spelling.toUpperCase()} `)).toBeNull();
    }
    for (const spelling of [
      "",
      "  ",
      "Unknown",
      "UNKNOWN",
      "Okänd",
      "OKÄND",
      "okänd",
      "Oka\u0308nd",
      "\uff55\uff4e\uff4b",
      "\u00a0n/a\u3000",
      "\u{1d427}\u{1d428}\u{1d427}\u{1d41e}",
      "0",
      "unk",
      "Unk",
      "-",
      "?",
      "N/A",
      "n/a",
      "NA",
    ])
      expect(knownName(spelling)).toBeNull();
    expect(knownName(null)).toBeNull();
    expect(knownName(undefined)).toBeNull();
    expect(NO_PARENT_SPELLINGS).toContain(nameKey(UNKNOWN));
  });

  it("keeps a real name, trimmed, however close to a spelling of none", () => {
    for (const name of ["Unknown Soldier", "Okända", "0-Storm", "Nala", "Noname", "A", "00"])
      expect(knownName(` ${name} `)).toBe(name);
  });
});
