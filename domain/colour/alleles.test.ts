import { describe, expect, it } from "vitest";
import { allelesOf, formatGenotype, parseGenotype } from "./alleles";

describe("genotype text", () => {
  it("parses and formats canonically", () => {
    expect(formatGenotype(parseGenotype("nG nCr Aa Ee"))).toBe("Ee Aa nCr nG");
    expect(parseGenotype("Ee Aa nCr nG")).toEqual({
      Extension: ["E", "e"],
      Agouti: ["A", "a"],
      CreamPearl: ["n", "Cr"],
      Gray: ["n", "G"],
    });
  });

  it("reads the many ways alleles are written", () => {
    expect(formatGenotype(parseGenotype("E/e AtA CrCr"))).toBe("Ee AAt CrCr");
    expect(formatGenotype(parseGenotype("ee aa nprl"))).toBe("ee aa nprl");
    expect(formatGenotype(parseGenotype("prlCr"))).toBe("Crprl");
    expect(formatGenotype(parseGenotype("prlprl ng NSTY nPatn1 Patn2n"))).toBe("prlprl nG nSty nPatn1 nPatn2");
    expect(formatGenotype(parseGenotype("ncr"))).toBe("nCr");
    expect(formatGenotype(parseGenotype("nCr CrCr"))).toBe("CrCr");
    expect(formatGenotype(parseGenotype("nZ, nRn; nSb nSpl nTo nO nLp ff nCh nD"))).toBe(
      "ff nCh nD nZ nRn nSb nSpl nTo nO nLp",
    );
  });

  it("ignores unreadable or ambiguous tokens", () => {
    expect(parseGenotype("ata xyz nn E Cr ??")).toEqual({});
    expect(parseGenotype("")).toEqual({});
    expect(parseGenotype(null)).toEqual({});
  });

  it("keeps case where it matters", () => {
    expect(parseGenotype("EE")).toEqual({ Extension: ["E", "E"] });
    expect(parseGenotype("ee")).toEqual({ Extension: ["e", "e"] });
    expect(parseGenotype("Ata")).toEqual({ Agouti: ["At", "a"] });
  });

  it("defaults missing genes: n/n, but E and Agouti unknown", () => {
    const genotype = parseGenotype("nCr");
    expect(allelesOf(genotype, "Gray")).toEqual(["n", "n"]);
    expect(allelesOf(genotype, "Extension")).toEqual(["?", "?"]);
    expect(allelesOf(genotype, "Agouti")).toEqual(["?", "?"]);
  });

  it("writes a partly unknown gene with ?, leaves out nn and fully unknown genes", () => {
    expect(formatGenotype({ Extension: ["?", "E"], Agouti: ["?", "?"], Gray: ["n", "n"], Dun: ["D", "n"] })).toBe(
      "E? nD",
    );
    expect(parseGenotype("E?")).toEqual({ Extension: ["E", "?"] });
  });
});
