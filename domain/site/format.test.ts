import { describe, expect, it } from "vitest";
import { calendarDateInSweden, formatDecimal, formatFraction, formatPercent, nextDayInSweden } from "./format";

describe("formatDecimal", () => {
  it("writes a decimal comma and drops trailing zeros", () => {
    expect(formatDecimal(72.5)).toBe("72,5");
    expect(formatDecimal(80)).toBe("80");
    expect(formatDecimal(0)).toBe("0");
    expect(formatDecimal(-0.001)).toBe("0");
    expect(formatDecimal(-3.25)).toBe("-3,25");
    expect(formatDecimal(2 / 3)).toBe("0,67");
    expect(formatDecimal(2 / 3, 1)).toBe("0,7");
  });

  it("keeps at least minDecimals decimals", () => {
    expect(formatDecimal(80, 1, 1)).toBe("80,0");
    expect(formatDecimal(72.54, 1, 1)).toBe("72,5");
    expect(formatDecimal(100, 1, 1)).toBe("100,0");
    expect(formatDecimal(0.25, 3, 1)).toBe("0,25");
  });

  it("groups thousands with a no-break space", () => {
    expect(formatDecimal(999)).toBe("999");
    expect(formatDecimal(1200)).toBe("1\u00a0200");
    expect(formatDecimal(1234567.5)).toBe("1\u00a0234\u00a0567,5");
    expect(formatDecimal(-12500)).toBe("-12\u00a0500");
  });

  it("prints what sv-SE Intl prints for the numbers the pages show", () => {
    for (const value of [0, 7, 12.5, 999.5, 1000, 1234.5, 16000]) {
      expect(formatDecimal(value)).toBe(value.toLocaleString("sv-SE"));
    }
  });
});

describe("formatPercent", () => {
  it("writes percentages the Swedish way, without trailing zeros", () => {
    expect(formatPercent(0.125)).toBe("12,5\u00a0%");
    expect(formatPercent(1 / 32)).toBe("3,125\u00a0%");
    expect(formatPercent(1)).toBe("100\u00a0%");
    expect(formatPercent(0)).toBe("0\u00a0%");
    expect(formatPercent(1 / 3, 1)).toBe("33,3\u00a0%");
  });

  it("never shows a possible outcome as 0 %", () => {
    expect(formatPercent(1 / 4 ** 17)).toBe("<\u00a00,001\u00a0%");
    expect(formatPercent(0.0004, 1)).toBe("<\u00a00,1\u00a0%");
  });
});

describe("formatFraction", () => {
  it("writes binary fractions exactly, in lowest terms", () => {
    expect(formatFraction(0.046875)).toBe("3/64");
    expect(formatFraction(0.25)).toBe("1/4");
    expect(formatFraction(1)).toBe("1");
    expect(formatFraction(0)).toBe("0");
    expect(formatFraction(1 / 4 ** 17)).toBe(`1/${4 ** 17}`);
  });

  it("falls back to a percentage for anything that is not a binary fraction", () => {
    expect(formatFraction(1 / 3)).toBe("33,333\u00a0%");
  });
});

describe("a number and its unit", () => {
  // Every space these write is a no-break space: a line never ends between `<`, the number and
  // its unit (`85,7 %` is never shown as `85,7` and `%` on two lines).
  const BREAKABLE_SPACE = /[\t\n\r ]/;
  const values = [0, 1 / 4 ** 17, 0.0004, 0.001, 0.046875, 1 / 3, 0.125, 0.857, 1, 12.5, 1234.5, -12500, 16000];

  it("are never parted by a space a line can break at", () => {
    const written = values.flatMap((value) => [
      formatDecimal(value),
      formatDecimal(value, 1, 1),
      formatPercent(value),
      formatPercent(value, 1),
      formatFraction(value),
    ]);
    expect(written.filter((text) => BREAKABLE_SPACE.test(text))).toEqual([]);
  });
});

describe("calendarDateInSweden", () => {
  it("gives the date in Sweden, also when it is already tomorrow there", () => {
    expect(calendarDateInSweden(new Date("2024-04-30T21:59:00Z"))).toBe("2024-04-30");
    expect(calendarDateInSweden(new Date("2024-04-30T22:30:00Z"))).toBe("2024-05-01");
    expect(calendarDateInSweden(new Date("2024-12-31T23:30:00Z"))).toBe("2025-01-01");
  });
});

describe("nextDayInSweden", () => {
  it("is the instant Sweden's date changes: after the instant, a new date, and the old one a millisecond before", () => {
    const instants = [
      "2024-03-30T22:59:59.999Z", // the night summer time begins (31 March)
      "2024-03-31T12:00:00Z",
      "2024-10-26T21:59:00Z", // the night summer time ends (27 October)
      "2024-10-27T01:30:00Z",
      "2024-12-31T22:59:59.999Z",
      "2024-12-31T23:00:00Z",
      "2024-06-30T22:00:00Z",
    ].map((text) => new Date(text));
    for (let hour = 0; hour < 24 * 800; hour += 7)
      instants.push(new Date(Date.UTC(2024, 0, 1) + hour * 3_600_000 + 1_234));
    for (const instant of instants) {
      const next = nextDayInSweden(instant);
      const label = instant.toISOString();
      expect(next.getTime(), label).toBeGreaterThan(instant.getTime());
      expect(calendarDateInSweden(next), label).not.toBe(calendarDateInSweden(instant));
      expect(calendarDateInSweden(new Date(next.getTime() - 1)), label).toBe(calendarDateInSweden(instant));
    }
  });
});
