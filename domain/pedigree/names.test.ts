import { describe, expect, it } from "vitest";
import { parentsLookup } from "./names";

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
