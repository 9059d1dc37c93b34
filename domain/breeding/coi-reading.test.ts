import { describe, expect, it } from "vitest";
import { COI_READINGS, COI_WARNING_FROM, coiReading, warnsOfCoi } from "./coi-reading";

describe("coiReading", () => {
  it("reads low below 6.25 %, moderate below 12.5 %, high from 12.5 %", () => {
    expect(COI_READINGS.map(({ below }) => below)).toEqual([0.0625, 0.125, Number.POSITIVE_INFINITY]);
    expect([0, 0.03125, 0.0624, 0.0625, 0.1, 0.1249, 0.125, 0.25, 1].map(coiReading)).toEqual([
      "low",
      "low",
      "low",
      "moderate",
      "moderate",
      "moderate",
      "high",
      "high",
      "high",
    ]);
  });

  it("reads the textbook foals as breeders know them (Wright's values, worked by hand)", () => {
    // Foals of first cousins ⅟16, of half siblings ⅛, of full siblings or parent and offspring ¼.
    expect(coiReading(1 / 16)).toBe("moderate");
    expect(coiReading(1 / 8)).toBe("high");
    expect(coiReading(1 / 4)).toBe("high");
    // A sum of path terms a hair under the limit, as floating point may give it.
    expect(coiReading(0.5 ** 4 + 0.5 ** 4 - 1e-15)).toBe("high");
  });

  it("warns from 12.5 %, the first high figure", () => {
    expect(COI_WARNING_FROM).toBe(0.125);
    expect(warnsOfCoi(0.124)).toBe(false);
    expect(warnsOfCoi(0.125)).toBe(true);
    expect(warnsOfCoi(0.25)).toBe(true);
  });
});
