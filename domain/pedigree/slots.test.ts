import { describe, expect, it } from "vitest";
import { caselessLookup, lookupOf } from "#tests/support/parents-lookup";
import {
  duplicateAncestors,
  formatPositions,
  lineageName,
  PAPER_PEDIGREE_GENERATIONS,
  pedigreeSlots,
  slotGeneration,
  slotIndices,
  slotNames,
  slotPosition,
} from "./slots";

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
    expect(pedigreeSlots("A", lookupOf({ A: ["A", "B"], B: ["A", "A"] }), PAPER_PEDIGREE_GENERATIONS)).toHaveLength(62);
  });

  it("fills any number of generations, the first four as the page's 30", () => {
    // Every ancestor named by its path from the foal (`SD` = the sire's dam), 6 generations deep:
    // the slots must read the paths in breadth-first order, written out here without the lookup.
    const paths = (length: number): string[] =>
      length === 0 ? [""] : paths(length - 1).flatMap((path) => [`${path}S`, `${path}D`]);
    const parents: Record<string, [string, string]> = { Foal: ["S", "D"] };
    for (let length = 1; length < 6; length++)
      for (const path of paths(length)) parents[path] = [`${path}S`, `${path}D`];
    const lookup = lookupOf(parents);
    const expected = [1, 2, 3, 4, 5].flatMap(paths);
    expect(expected).toHaveLength(62);
    expect(pedigreeSlots("Foal", lookup, 5)).toEqual(expected);
    expect(pedigreeSlots("Foal", lookup)).toEqual(expected.slice(0, 30));
    expect(pedigreeSlots("Foal", lookup, 1)).toEqual(["S", "D"]);
    expect(pedigreeSlots("Foal", lookup, 6)).toHaveLength(126);
    // A missing parent leaves its whole line Unknown, down to the 5th generation.
    const withGap = pedigreeSlots("Foal", lookupOf({ ...parents, SD: [null, null] }), 5);
    expect(withGap.filter((slot) => slot === "Unknown")).toHaveLength(2 + 4 + 8);
    expect(withGap[30]).toBe("SSSSS");
    expect(withGap[61]).toBe("DDDDD");
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

  it("writes 5th-generation positions too", () => {
    expect([30, 45, 46, 61].map(slotPosition)).toEqual(["5S", "5S", "5D", "5D"]);
    const slots = Array<string>(62).fill("Unknown");
    slots[30] = "Ancestor";
    slots[61] = "Ancestor";
    expect([...duplicateAncestors(slots)]).toEqual([["Ancestor", ["5S", "5D"]]]);
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

  it("gives the slots' names as each child's parent text writes them, null for no horse (slotNames)", () => {
    const lookup = caselessLookup({ Foal: ["S", "D"], S: ["Storm", "0"], D: ["storm", null], Storm: [null, null] });
    const names = slotNames("Foal", lookup);
    expect(names).toHaveLength(30);
    expect(names.slice(0, 6)).toEqual(["S", "D", "Storm", null, "storm", null]);
    // The same walk as pedigreeSlots, before the stored spellings.
    expect(pedigreeSlots("Foal", lookup).slice(0, 6)).toEqual(["S", "D", "Storm", "Unknown", "Storm", "Unknown"]);
  });

  it("walks the same slots over numbers (slotIndices)", () => {
    // Horse i < 15 has parents 2i + 10 and 2i + 11, the others none; the foal's are 1 and 2.
    const parents = (horse: number, slots: Int32Array, at: number) => {
      slots[at] = horse < 15 ? 2 * horse + 10 : -1;
      slots[at + 1] = horse < 15 ? 2 * horse + 11 : -1;
    };
    const slots = slotIndices(1, 2, parents);
    expect([...slots.slice(0, 6)]).toEqual([1, 2, 12, 13, 14, 15]);
    expect([...slots.slice(6, 14)]).toEqual([34, 35, 36, 37, 38, 39, -1, -1]);
    expect([...slots.slice(14)]).toEqual(Array(16).fill(-1));
    expect(slotIndices(-1, 3, parents, PAPER_PEDIGREE_GENERATIONS)).toHaveLength(62);
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
  it("puts slots 0–1 in generation 1, 14–29 in generation 4 and 30–61 in generation 5", () => {
    expect([0, 1, 2, 5, 6, 13, 14, 29, 30, 61].map(slotGeneration)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });
});
