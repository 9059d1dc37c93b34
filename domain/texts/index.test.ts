import { describe, expect, it } from "vitest";
import * as texts from ".";

/** Every text of an area, its functions called with sample values. */
function wordsOf(area: object): string[] {
  return Object.values(area).flatMap((value): string[] => {
    if (typeof value === "string") return [value];
    if (typeof value === "function") return [String((value as (...args: unknown[]) => unknown)("25 %", "1/4"))];
    if (value && typeof value === "object") return wordsOf(value);
    return [];
  });
}

describe("the text catalogue", () => {
  it("warns of lethal foals in Swedish only (dödlig vit overo, the foal's texts)", () => {
    const planner = wordsOf(texts.foal).join("\n");
    expect(planner).toContain("dödlig vit overo");
    expect(planner).not.toMatch(/lethal|white/i);
  });
});

describe("the catalogue's numbers and words", () => {
  it("writes scores with a decimal comma, wherever a score can be a half", () => {
    expect(texts.records.evaluation.outOf(40.5, 50)).toBe("40,5 av 50");
    expect(texts.horseTabs.scoreOutOf(40.5, 50)).toBe("40,5 / 50");
    const outOf = texts.horseTabs.scoreOutOf;
    expect(texts.evaluations.value({ key: "gang", kind: "number", value: 25.5 }, outOf)).toBe("25,5");
    expect(texts.evaluations.value({ key: "total", kind: "outOf", value: 72.5, max: 80 }, outOf)).toBe("72,5 / 80");
  });

  it("groups the season plan's counts of pairs by thousands, as Swedish writes them", () => {
    expect(texts.seasonErrors.tooManyPairs(1_587, 1_117, 90_000)).toBe(
      "1\u00a0587 ston × 1\u00a0117 hingstar är 1\u00a0772\u00a0679 par, och planen räknas för högst 90\u00a0000 par åt gången. Välj färre ston eller hingstar.",
    );
  });

  it("says partner in Swedish (no English plural)", () => {
    expect(texts.matesTable.caption).not.toMatch(/partners/i);
  });
});
