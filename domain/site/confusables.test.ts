import { describe, expect, it } from "vitest";
import { LATIN_LOOKALIKES, LOOKALIKE_LETTERS, nameSkeleton } from "./confusables";

describe("nameSkeleton (Unicode TS #39, for Cyrillic, Greek and fullwidth look-alikes of Latin)", () => {
  it("gives look-alike names one skeleton", () => {
    const texbah = nameSkeleton("TEXBAH");
    expect(nameSkeleton("ТЕХВАН")).toBe(texbah); // all Cyrillic
    expect(nameSkeleton("ΤΕΧΒΑΗ")).toBe(texbah); // all Greek
    expect(nameSkeleton("ＴＥＸＢＡＨ")).toBe(texbah); // fullwidth, folded by NFKC
    expect(nameSkeleton("texbah")).toBe(texbah); // letter case, as every name comparison
    expect(nameSkeleton("рор")).toBe(nameSkeleton("pop"));
  });

  it("keeps names apart that only share letters of their own script", () => {
    expect(nameSkeleton("Звезда")).not.toBe(nameSkeleton("3BE3DA"));
    expect(nameSkeleton("Snöflingan")).not.toBe(nameSkeleton("Snoflingan"));
    expect(nameSkeleton("Åskvigg")).toBe("åskvigg");
  });

  it("maps one letter to one letter, so SQL's translate() computes the same skeleton", () => {
    for (const [from, to] of Object.entries(LATIN_LOOKALIKES)) {
      expect([...from], from).toHaveLength(1);
      expect(to, from).toMatch(/^[A-Za-z]$/);
    }
    expect([...LOOKALIKE_LETTERS.from]).toHaveLength([...LOOKALIKE_LETTERS.to].length);
  });
});
