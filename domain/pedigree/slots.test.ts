import { describe, expect, it } from "vitest";
import { caselessLookup, lookupOf } from "#tests/support/parents-lookup";
import { duplicateAncestors, formatPositions, lineageName, pedigreeSlots, slotGeneration, slotPosition } from "./slots";

describe("pedigreeSlots", () => {
  it("fills 30 slots breadth-first with Unknown where missing", () => {
    const slots = pedigreeSlots(
      "Foal",
      lookupOf({ Foal: ["S", "D"], S: ["SS", "SD"], D: [null, "DD"], SS: ["SSS", ""] }),
    );
    expect(slots).toHaveLength(30);
    expect(slots.slice(0, 8)).toEqual(["S", "D", "SS", "SD", "Unknown", "DD", "SSS", "Unknown"]);
    expect(slots.slice(8).every((s) => s === "Unknown")).toBe(true);
  });

  it("stops on a loop in the data", () => {
    const slots = pedigreeSlots("A", lookupOf({ A: ["A", "B"], B: ["A", "A"] }));
    expect(slots).toHaveLength(30);
    expect(slots.slice(0, 2)).toEqual(["A", "B"]);
  });
});

describe("duplicateAncestors", () => {
  it("writes positions as generation and side", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 13, 14, 29].map(slotPosition)).toEqual([
      "1S",
      "1D",
      "2S",
      "2S",
      "2D",
      "2D",
      "3S",
      "3D",
      "4S",
      "4D",
    ]);
  });

  it("lists names in more than one slot, never Unknown", () => {
    const slots = Array<string>(30).fill("Unknown");
    slots[6] = "Ancestor";
    slots[29] = "Ancestor";
    slots[2] = "Once";
    const duplicates = duplicateAncestors(slots);
    expect([...duplicates]).toEqual([["Ancestor", ["3S", "4D"]]]);
    expect(formatPositions(duplicates.get("Ancestor")!)).toBe("3S x 4D");
  });
});

describe("names in any letter case", () => {
  it("fills every slot of one horse with its stored spelling and highlights it once", () => {
    // The sire's line names Storm, the dam's line types it as `storm` and `STORM `.
    const lookup = caselessLookup({
      Foal: ["S", "D"],
      S: ["Storm", "M1"],
      D: ["storm", "M2"],
      M2: ["STORM ", null],
      Storm: [null, null],
    });
    const slots = pedigreeSlots("Foal", lookup);
    expect(slots.filter((slot) => slot.toLowerCase() === "storm")).toEqual(["Storm", "Storm", "Storm"]);
    expect([...duplicateAncestors(slots)]).toEqual([["Storm", ["2S", "2D", "3D"]]]);
  });

  it("keeps the first spelling of a name without an entry of its own", () => {
    const slots = pedigreeSlots(
      "Foal",
      caselessLookup({ Foal: ["S", "D"], S: ["okänd häst", null], D: ["Okänd Häst", null] }),
    );
    expect(slots.slice(2, 6)).toEqual(["okänd häst", "Unknown", "okänd häst", "Unknown"]);
  });

  it("matches repeated names in any letter case when slots are given as typed", () => {
    const slots = Array<string>(30).fill("Unknown");
    slots[2] = "Storm";
    slots[4] = "storm";
    expect([...duplicateAncestors(slots)]).toEqual([["Storm", ["2S", "2D"]]]);
  });

  it("treats Unknown in any letter case as no horse", () => {
    const slots = pedigreeSlots("Foal", caselessLookup({ Foal: ["unknown", "UNKNOWN"] }));
    expect(slots.slice(0, 2)).toEqual(["Unknown", "Unknown"]);
    expect(duplicateAncestors(slots).size).toBe(0);
  });
});

it("names the lineage codes", () => {
  expect([lineageName("F"), lineageName("rl"), lineageName("Diplom"), lineageName(null)]).toEqual([
    "Foundation",
    "Real life",
    null,
    null,
  ]);
});

describe("slotGeneration", () => {
  it("puts slots 0–1 in generation 1 and 14–29 in generation 4", () => {
    expect([0, 1, 2, 5, 6, 13, 14, 29].map(slotGeneration)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
