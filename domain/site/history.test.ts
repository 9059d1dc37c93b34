import { describe, expect, it } from "vitest";
import { fieldChanges, rowLabel } from "./history";

describe("change log wording", () => {
  it("names a row the way people name it", () => {
    expect(rowLabel("horses", { id: 1, name: "Storm" })).toBe("Storm");
    expect(rowLabel("ribbons", { horse: "Storm", text: "BIS" })).toBe("Storm: BIS");
    expect(rowLabel("evaluations", { horse: "Storm", type: "exterior", date: "2024-05-01" })).toBe(
      "Storm: exterior 2024-05-01",
    );
    expect(rowLabel("merits", { horse: "Storm", key: "Dressyr Lokal Lätt C", date: "2024-01-02" })).toBe(
      "Storm: Dressyr Lokal Lätt C 2024-01-02",
    );
  });

  it("lists only the changed fields of an edit, an evaluation's own fields as fields", () => {
    const before = { id: 3, horse: "Storm", judge: "A", data: { type: "exterior", overall: 7, hnb: 8 } };
    const after = { id: 3, horse: "Storm", judge: "B", data: { type: "exterior", overall: 9, hnb: 8 } };
    expect(fieldChanges(before, after)).toEqual([
      { field: "judge", before: "A", after: "B" },
      { field: "overall", before: "7", after: "9" },
    ]);
  });

  it("lists every shown field of a row added or removed, leaving keys and timestamps out", () => {
    expect(fieldChanges(null, { id: 1, horse: "Storm", text: "BIS", image: null, position: 2 })).toEqual([
      { field: "horse", before: null, after: "Storm" },
      { field: "text", before: null, after: "BIS" },
    ]);
    expect(fieldChanges({ id: 1, stats: [1, 2], created: "2024" }, null)).toEqual([
      { field: "stats", before: "[1,2]", after: null },
    ]);
  });
});
