import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNKNOWN } from "../horses/horse";
import { knownName, NFKC_STABLE, nameKey, NO_PARENT_SPELLINGS, parentsLookup } from "./names";

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

describe("knownName without normalising text NFKC leaves as it is", () => {
  it("takes as stable only characters NFKC keeps, alone and after any of them", () => {
    const stable: string[] = [];
    for (let code = 0; code <= 0xff; code++) {
      const char = String.fromCharCode(code);
      if (NFKC_STABLE.test(char)) stable.push(char);
    }
    expect(stable.length).toBe(95 + 62);
    for (const first of stable)
      for (const second of stable) expect((first + second).normalize("NFKC")).toBe(first + second);
  });

  it("agrees with normalising every text first, on names, spellings of none and tricky Unicode", () => {
    const noParent = new Set<string>(NO_PARENT_SPELLINGS);
    const straightforward = (name: string) => noParent.has(name.normalize("NFKC").trim().toLowerCase());
    const pieces = [
      ...NO_PARENT_SPELLINGS,
      "Oka\u0308nd",
      "\uff2e/\uff21",
      "\u00a0",
      "\u212a",
      "a\u0308",
      "\u00e5\u0301",
      "\u1100\u1161",
      "ﬀ",
      "Storm",
      "Åsa",
      "Ø",
      " ",
      "ß",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 3 }),
        fc.string({ maxLength: 4 }),
        (parts, noise) => {
          for (const name of [parts.join(""), noise, parts.join("") + noise])
            expect(knownName(name) === null, JSON.stringify(name)).toBe(straightforward(name));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
