import { describe, expect, it } from "vitest";
import { lookupOf } from "#tests/support/parents-lookup";
import { pedigreeLoop } from "./loops";

describe("pedigreeLoop", () => {
  const lookup = lookupOf({
    Far: ["Farfar", "Farmor"],
    Farfar: ["Gammal", null],
    Mor: ["Unknown", ""],
    Barn: ["Far", "Mor"],
  });

  it("accepts an entry whose ancestry does not contain it", () => {
    expect(pedigreeLoop("Ny", { sire: "Far", dam: "Mor" }, lookup)).toBeNull();
    expect(pedigreeLoop("Ny", {}, lookup)).toBeNull();
  });

  it("refuses an entry that is its own parent, in any letter case", () => {
    expect(pedigreeLoop("Ny", { sire: "NY" }, lookup)).toEqual(["Ny", "NY"]);
  });

  it("finds the chain through the ancestry and names every step", () => {
    // Gammal gets Barn as sire: Barn → Far → Farfar → Gammal → Barn.
    expect(pedigreeLoop("Gammal", { sire: "Barn", dam: null }, lookup)).toEqual([
      "Gammal",
      "Barn",
      "Far",
      "Farfar",
      "Gammal",
    ]);
    expect(pedigreeLoop("farmor", { dam: "Barn" }, lookup)).toEqual(["farmor", "Barn", "Far", "Farmor"]);
  });

  it("looks only as far back as asked", () => {
    expect(pedigreeLoop("Gammal", { sire: "Barn" }, lookup, 3)).toBeNull();
    expect(pedigreeLoop("Gammal", { sire: "Barn" }, lookup, 4)).not.toBeNull();
  });

  it("ends on a loop already in the data that does not pass through the entry", () => {
    const looped = lookupOf({ A: ["B", null], B: ["A", null] });
    expect(pedigreeLoop("Ny", { sire: "A" }, looped)).toBeNull();
  });
});
