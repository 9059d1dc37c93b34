import { describe, expect, it } from "vitest";
import { homeBredCounts } from "./homebred";

describe("homeBredCounts", () => {
  it("counts by gender and by section, with Övriga for anything else", () => {
    const counts = homeBredCounts([
      { gender: "Hingst", breed: "a" },
      { gender: "Sto", breed: "A" },
      { gender: "Sto", breed: "d" },
      { gender: "Valack", breed: "x" },
      { gender: "Sto", breed: "nf" },
      { gender: "Sto", breed: null },
    ]);
    expect(counts.total).toBe(6);
    expect(counts.byGender).toEqual([
      { gender: "Hingst", count: 1 },
      { gender: "Sto", count: 4 },
      { gender: "Valack", count: 1 },
    ]);
    expect(counts.byBreed).toEqual([
      { label: "Welsh Mountain A", count: 2 },
      { label: "Welshponny B", count: 0 },
      { label: "Welsh Cobtyp C", count: 0 },
      { label: "Welsh Cob D", count: 1 },
      { label: "Welsh Partbred X", count: 1 },
      { label: "Övriga", count: 2 },
    ]);
  });

  it("is all zeros for no horses", () => {
    const counts = homeBredCounts([]);
    expect(counts.total).toBe(0);
    expect(counts.byBreed.every((b) => b.count === 0)).toBe(true);
  });
});
