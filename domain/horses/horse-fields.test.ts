import { describe, expect, it } from "vitest";
import { heightClass, heightClassOf, parseStats } from "./horse-fields";

describe("horse fields", () => {
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

  it("parses typed stats, non-numbers become 0", () => {
    expect(parseStats(" 10 x 7,5  3 ")).toEqual([10, 0, 7.5, 3]);
    expect(parseStats("")).toEqual([]);
    // Decimal only: JavaScript would read 0x10 as 16 and 1e1 as 10.
    expect(parseStats("0x10 1e1 16")).toEqual([0, 0, 16]);
  });

  it("gives no height class without a height", () => {
    expect([heightClassOf(null), heightClassOf(130)]).toEqual([null, "C"]);
  });
});
