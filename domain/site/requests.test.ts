import { describe, expect, it } from "vitest";
import {
  eraseAnsweredBefore,
  isOutsideLink,
  isReference,
  isRequestKind,
  REFERENCE_ALPHABET,
  referenceFrom,
  REQUEST_LIMITS,
  requestWindowStart,
} from "./requests";

describe("requests' rules", () => {
  it("takes an outside mare's link as an absolute http(s) address only", () => {
    expect(isOutsideLink("https://stall.example/sto/Mira")).toBe(true);
    expect(isOutsideLink("HTTP://stall.example")).toBe(true);
    for (const refused of [
      "/horse/Mira",
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "ftp://x.example",
      "https://a b",
    ])
      expect(isOutsideLink(refused)).toBe(false);
  });

  it("writes references in letters that cannot be mistaken for one another, and reads only those", () => {
    const reference = referenceFrom(Uint8Array.from([0, 1, 30, 31, 255, 128]));
    expect(reference).toHaveLength(6);
    expect(isReference(reference)).toBe(true);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01IOL]/);
    for (const refused of ["ABC12", "ABCDEFG", "abcdef", "ABCDE0", "<b>xx", null])
      expect(isReference(refused)).toBe(false);
    expect(() => referenceFrom(new Uint8Array(5))).toThrow();
  });

  it("knows the two kinds only", () => {
    expect(isRequestKind("sale")).toBe(true);
    expect(isRequestKind("covering")).toBe(true);
    expect(isRequestKind("Sale")).toBe(false);
    expect(isRequestKind(null)).toBe(false);
  });

  it("dates the window and the erasure from now", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    expect(requestWindowStart(now).toISOString()).toBe("2026-06-01T11:00:00.000Z");
    expect(eraseAnsweredBefore(now).toISOString()).toBe("2026-03-03T12:00:00.000Z");
    expect(REQUEST_LIMITS).toMatchObject({ perAddress: 5, unanswered: 200, message: 2000, eraseAfterDays: 90 });
  });
});
