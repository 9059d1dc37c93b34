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
