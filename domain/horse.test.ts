import { describe, expect, it } from "vitest";
import {
  breedLabel,
  canCompete,
  categoryLabel,
  sectionLabel,
  heightClass,
  heightClassOf,
  isCategory,
  parseStats,
  CATEGORY_TITLES,
  HORSE_CATEGORIES,
} from "./horse";

describe("horse", () => {
  it("derives the height class from the limits", () => {
    expect([107, 108, 129, 130, 139, 140, 148, 149].map(heightClass)).toEqual([
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
      "D",
      "Horse",
    ]);
  });

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

  it("knows the six category routes and their titles", () => {
    expect(CATEGORY_TITLES["for-sale"]).toBe("Till Salu");
    expect(isCategory("seniors")).toBe(true);
    expect(isCategory("sold")).toBe(false);
    expect(isCategory("toString")).toBe(false);
  });

  it("parses typed stats, non-numbers become 0", () => {
    expect(parseStats(" 10 x 7,5  3 ")).toEqual([10, 0, 7.5, 3]);
    expect(parseStats("")).toEqual([]);
    // Decimal only: JavaScript would read 0x10 as 16 and 1e1 as 10.
    expect(parseStats("0x10 1e1 16")).toEqual([0, 0, 16]);
  });

  it("gives no height class without a height", () => {
    expect([heightClassOf(null), heightClassOf(130)]).toEqual([null, "C"]);
  });

  it("lets every category compete but sold and seniors (retired)", () => {
    expect(HORSE_CATEGORIES.filter((category) => !canCompete(category))).toEqual(["seniors", "sold"]);
  });

  it("labels every stored category, sold included", () => {
    expect(["seniors", "for-sale", "sold", "okänd"].map(categoryLabel)).toEqual([
      "Pensionärer",
      "Till Salu",
      "Såld",
      "okänd",
    ]);
    expect(categoryLabel("toString")).toBe("toString");
  });

  it("labels a section with its letter, bracketed as the one variant", () => {
    expect(sectionLabel("a")).toBe("Welsh Mountain A");
    expect(sectionLabel("d", { bracketed: true })).toBe("Welsh Cob (D)");
  });
});
