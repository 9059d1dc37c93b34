import { describe, expect, it } from "vitest";
import {
  EARLIEST_RECORD_DATE,
  isCalendarDate,
  isRecordDate,
  latestRecordDate,
  nameProblem,
  normalizeName,
  parseDecimal,
} from "./input";

describe("names", () => {
  it("normalises to NFC, so a decomposed name is the composed one", () => {
    expect(normalizeName("Sno\u0308flingans A\u030Askvigg")).toBe("Snöflingans Åskvigg");
  });

  it("normalises to NFKC, so fullwidth and other compatibility letters are the letters they stand for", () => {
    expect(normalizeName("BarＴext")).toBe("BarText");
    expect(normalizeName("ＳＮÖＦＬＩＮＧＡＮ ２")).toBe("SNÖFLINGAN 2");
    expect(normalizeName("ﬁnn")).toBe("finn");
  });

  it("normalises every kind of space to one ordinary space, so 'Bar\u00A0Nbsp' is 'Bar Nbsp'", () => {
    for (const space of [
      "\u00A0",
      "\u3000",
      "\u2000",
      "\u2003",
      "\u200A",
      "\u202F",
      "\u205F",
      "\u1680",
      "  ",
      " \u00A0 ",
    ])
      expect(normalizeName(`Bar${space}Nbsp`), JSON.stringify(space)).toBe("Bar Nbsp");
  });

  it("refuses characters nobody sees: fillers, blanks, joiners, variation selectors, private and unassigned code points", () => {
    for (const name of [
      "\u3164", // Hangul filler
      "Åsk\u3164vigg",
      "\u2800", // Braille blank
      "Åsk\u2800vigg",
      "Åsk\u034Fvigg", // combining grapheme joiner
      "Åskvigg\uFE0F", // variation selector 16
      "Åskvigg\u{E0100}", // variation selector 17
      "Åsk\u115Fvigg", // Hangul choseong filler
      "Åsk\uFFA0vigg", // halfwidth Hangul filler
      "Åsk\u00ADvigg", // soft hyphen
      "Åsk\uE000vigg", // private use
      "Åsk\u0378vigg", // unassigned
    ])
      expect(nameProblem(name), JSON.stringify(name)).toBe("forbiddenCharacter");
  });

  it("refuses a letter under a pile of accents, and takes letters with two", () => {
    expect(nameProblem(`Zal${"\u0301".repeat(60)}go`)).toBe("stackedMarks");
    expect(nameProblem("A\u0301\u0302\u0303")).toBe("stackedMarks");
    expect(nameProblem(normalizeName("Nguye\u0302\u0303n"))).toBeNull(); // Vietnamese ễ
    expect(nameProblem("Ŵyn\u0308\u0301")).toBeNull();
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

describe("parseDecimal", () => {
  it("reads decimal text only", () => {
    expect(parseDecimal(" 16 ")).toBe(16);
    expect(parseDecimal("-7.5")).toBe(-7.5);
    for (const text of ["0x10", "1e1", "Infinity", "", "0b1", "1,5"]) expect(parseDecimal(text), text).toBeNaN();
  });
});

describe("isRecordDate", () => {
  it("takes days from 1900-01-01 to the end of next year in Sweden", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(latestRecordDate(now)).toBe("2027-12-31");
    // New Year's Eve in UTC is already New Year's Day in Sweden.
    expect(latestRecordDate(new Date("2026-12-31T23:30:00Z"))).toBe("2028-12-31");
    for (const date of [EARLIEST_RECORD_DATE, "1999-06-15", "2027-12-31"])
      expect(isRecordDate(date, now), date).toBe(true);
    for (const date of ["1899-12-31", "2028-01-01", "9999-12-31", "2024-02-30"])
      expect(isRecordDate(date, now), date).toBe(false);
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
