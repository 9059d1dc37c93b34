import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as texts from "../texts";
import { colourName, foalColourName, foalColourOdds, isLethalWhite, lethalChance, shownColour } from "./coat-colour";

describe("colourName", () => {
  it.each([
    ["ee", "fux"],
    ["ee aa", "fux"],
    ["Ee Aa", "brun"],
    ["EE AtAt", "svartbrun"],
    ["EE Ata", "svartbrun"],
    ["Ee aa", "svart"],
    ["ee nCr", "isabell"],
    ["Ee AA nCr", "gulbrun"],
    ["Ee aa nCr", "gulsvart"],
    ["ee CrCr", "gulvit"],
    ["Ee Aa CrCr", "pärlvit"],
    ["EE aa CrCr", "rökvit"],
    ["Ee Aa prlprl", "pärlbrun"],
    ["ee Crprl", "pärlfux"],
    ["Ee aa prlprl", "pärlsvart"],
    ["Ee Aa nprl", "brun"],
    ["ee nD", "rödblack"],
    ["Ee Aa nD", "brunblack"],
    ["Ee aa DD", "musblack"],
    ["Ee Aa nCr nD", "vitblack"],
    ["Ee aa nZ", "silversvart"],
    ["Ee Aa nZ", "silverbrun"],
    ["ee nZ", "fux"],
    ["ee nCh", "guldchampagne"],
    ["Ee Aa nCh", "amberchampagne"],
    ["Ee aa nCh", "klassisk champagne"],
    ["ee ff", "fux med ljus man"],
    ["Ee Aa ff", "brun"],
    ["Ee Aa nRn", "brun konstantskimmel"],
    ["Ee Aa nTo", "brunskäck (tobiano)"],
    ["ee nSb", "fuxskäck (sabino)"],
    ["Ee aa nSpl nO", "svartskäck (splash, overo)"],
    ["Ee Aa nLp", "brun tigrerad"],
    ["Ee Aa nG", "skimmel (född brun)"],
    ["ee nCr nG", "skimmel (född isabell)"],
    ["Ee aa nZ nCr", "silvergulsvart"],
    ["ee ff nTo", "fuxskäck med ljus man (tobiano)"],
    ["Ee Aa nSty nPatn1", "brun"],
  ])("%s → %s", (genotype, name) => {
    expect(colourName(genotype)).toBe(name);
  });

  it("does not guess an unknown base", () => {
    expect(colourName("nCr")).toBe("okänd grundfärg");
    expect(colourName("Ee")).toBe("okänd grundfärg");
    expect(colourName("E? Aa")).toBe("brun");
    expect(colourName("e? Aa")).toBe("okänd grundfärg");
    expect(colourName("nG nTo")).toBe("skimmel (född okänd grundfärg skäck (tobiano))");
  });
});

describe("foalColourOdds", () => {
  it("enumerates exactly", () => {
    expect(foalColourOdds("Ee AA", "Ee AA")).toEqual([
      { colour: "brun", probability: 0.75 },
      { colour: "fux", probability: 0.25 },
    ]);
    expect(foalColourOdds("ee aa nCr", "ee aa nCr")).toEqual([
      { colour: "isabell", probability: 0.5 },
      { colour: "fux", probability: 0.25 },
      { colour: "gulvit", probability: 0.25 },
    ]);
  });

  it("flags the lethal OO foals", () => {
    const odds = foalColourOdds("ee nO", "ee nO");
    expect(odds).toEqual([
      { colour: "fuxskäck (overo)", probability: 0.5 },
      { colour: "fux", probability: 0.25 },
      { colour: "fuxskäck (overo)", probability: 0.25, lethal: true },
    ]);
  });

  it("names a rolled OO foal lethal white overo, any other foal by its genotype", () => {
    expect(isLethalWhite("Ee Aa OO")).toBe(true);
    expect(isLethalWhite("Ee Aa nO")).toBe(false);
    expect(isLethalWhite("")).toBe(false);
    expect(foalColourName("Ee Aa OO")).toBe("dödlig vit overo (OO)");
    expect(foalColourName("Ee Aa nO")).toBe("brunskäck (overo)");
  });

  it("passes unknown E on as unknown", () => {
    expect(foalColourOdds("EE AA", "nCr")).toEqual([
      { colour: "brun", probability: 0.5 },
      { colour: "gulbrun", probability: 0.5 },
    ]);
    expect(foalColourOdds("ee", "ee")).toEqual([{ colour: "fux", probability: 1 }]);
    expect(foalColourOdds("ee aa", "")).toEqual([{ colour: "okänd grundfärg", probability: 1 }]);
  });

  it("sums to 1 for any parents", () => {
    const token = fc.constantFrom(
      "Ee",
      "ee",
      "EE",
      "E?",
      "Aa",
      "AtA",
      "aa",
      "nCr",
      "CrCr",
      "Crprl",
      "nprl",
      "nf",
      "ff",
      "nG",
      "nCh",
      "nD",
      "nSty",
      "nZ",
      "nRn",
      "nSb",
      "nSpl",
      "nTo",
      "nO",
      "OO",
      "nLp",
      "nPatn1",
      "nPatn2",
      "junk",
    );
    const genotype = fc.array(token, { maxLength: 7 }).map((tokens) => tokens.join(" "));
    fc.assert(
      fc.property(genotype, genotype, (sire, dam) => {
        const odds = foalColourOdds(sire, dam);
        const total = odds.reduce((sum, o) => sum + o.probability, 0);
        const sorted = odds.every((o, i) => i === 0 || odds[i - 1].probability >= o.probability);
        return Math.abs(total - 1) < 1e-9 && sorted;
      }),
      { numRuns: 200 },
    );
  });
});

describe("shownColour", () => {
  it("shows the stored colour once, and the genotype's only when it names another", () => {
    // Stored and genotype agree (any letter case or spacing): once.
    expect(shownColour("skimmel (född gulbrun)", "Ee Aa nCr nG")).toEqual({
      colour: "skimmel (född gulbrun)",
      byGenotype: null,
    });
    expect(shownColour(" Fux ", "ee")).toEqual({ colour: "Fux", byGenotype: null });
    // They disagree: the stored colour wins, the genotype's stands beside it.
    expect(shownColour("brun", "Ee Aa nCr nO")).toEqual({ colour: "brun", byGenotype: "gulbrunskäck (overo)" });
    // No stored colour, or no genotype.
    expect(shownColour(null, "ee")).toEqual({ colour: null, byGenotype: "fux" });
    expect(shownColour("svart", null)).toEqual({ colour: "svart", byGenotype: null });
    expect(shownColour("", "  ")).toEqual({ colour: null, byGenotype: null });
    // A genotype without a known base colour names none.
    expect(shownColour("brun", "nCr")).toEqual({ colour: "brun", byGenotype: null });
  });

  it("is written as the pages show it", () => {
    const value = texts.public.info.colourValue;
    expect(value(shownColour("brun", "Ee Aa nCr nO"))).toBe("brun (enligt genotyp: gulbrunskäck (overo))");
    expect(value(shownColour("fux", "ee"))).toBe("fux");
    expect(value(shownColour(null, "ee"))).toBe("enligt genotyp: fux");
    expect(value(shownColour(null, null))).toBeNull();
  });
});

describe("lethalChance", () => {
  it("is the product of each parent's share of O", () => {
    expect(lethalChance(foalColourOdds("Ee nO", "ee nO"))).toBe(0.25);
    expect(lethalChance(foalColourOdds("nO", "Ee"))).toBe(0);
    expect(lethalChance(foalColourOdds("OO", "nO"))).toBe(0.5);
  });
});
