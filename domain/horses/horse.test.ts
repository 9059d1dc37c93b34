import { describe, expect, it } from "vitest";
import { canCompete, categoryLabel, isCategory, CATEGORY_TITLES, HORSE_CATEGORIES } from "./horse";

describe("horse", () => {
  it("knows the six category routes and their titles", () => {
    expect(CATEGORY_TITLES["for-sale"]).toBe("Till Salu");
    expect(isCategory("seniors")).toBe(true);
    expect(isCategory("sold")).toBe(false);
    expect(isCategory("toString")).toBe(false);
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
});
