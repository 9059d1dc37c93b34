import { describe, expect, it } from "vitest";
import { isCalendarDate, nameProblem, normalizeName } from "./input";

describe("names", () => {
  it("normalises to NFC, so a decomposed name is the composed one", () => {
    expect(normalizeName("Sno\u0308flingans A\u030Askvigg")).toBe("Snöflingans Åskvigg");
  });

  it("refuses control, format and bidi characters, lone surrogates and separators", () => {
    for (const name of [
      "Åsk\u200Bvigg", // zero-width space
      "Åsk\u202Egivv", // right-to-left override
      "Åsk\u2067vigg", // isolate
      "Åsk\u0007vigg", // BEL
      "Åsk\u001Bvigg", // ESC
      "Åsk\nvigg",
      "Åsk\u0000vigg",
      "Åsk\uD800vigg", // lone surrogate
      "Åsk\u2028vigg",
      "\uFEFFÅskvigg",
    ])
      expect(nameProblem(name), JSON.stringify(name)).toBe("forbiddenCharacter");
  });

  it("refuses a Cyrillic or Greek look-alike among Latin letters, and dot-only names", () => {
    expect(nameProblem("Snöflingans \u0410skvigg")).toBe("mixedScripts"); // Cyrillic А
    expect(nameProblem("\u0391stra Ponny")).toBe("mixedScripts"); // Greek Α
    expect(nameProblem(".")).toBe("onlyDots");
    expect(nameProblem("..")).toBe("onlyDots");
  });

  it("accepts ordinary names, Swedish, Welsh and all-Cyrillic alike", () => {
    for (const name of ["Snöflingans Åskvigg", "Llanarth Braint", "Ty'n-y-Coed Ŵyn", "St. Dot.", "Звезда", "Nr 7"])
      expect(nameProblem(name), name).toBeNull();
  });
});

describe("isCalendarDate", () => {
  it("accepts days that exist and refuses the rest", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-12-31")).toBe(true);
    for (const date of ["2024-02-30", "2023-02-29", "9999-99-99", "2024-13-01", "2024-00-10", "2024-1-1", "idag"])
      expect(isCalendarDate(date), date).toBe(false);
  });
});
