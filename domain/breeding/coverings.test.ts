import { describe, expect, it } from "vitest";
import { compareText } from "../site/collation";
import { calendarDateInSweden } from "../site/format";
import {
  coveringsPerStallion,
  currentSeason,
  parseSeason,
  registeredFoal,
  seasonDays,
  seasonEnd,
  seasonOf,
} from "./coverings";
import { createRng, simulateFoal, type Parent } from "./simulation";

// A moment in Sweden's new year that is still the old year in UTC.
const NEW_YEAR = new Date("2026-12-31T23:30:00Z");

describe("seasons", () => {
  it("is the year in Sweden", () => {
    expect(currentSeason(NEW_YEAR)).toBe(2027);
    expect(currentSeason(new Date("2026-06-01T12:00:00Z"))).toBe(2026);
    expect(seasonDays(2026)).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("is the year of the calendar date in Sweden at every hour around every new year, and on random instants", () => {
    const sweden = (instant: Date) => seasonOf(calendarDateInSweden(instant));
    for (let year = 1990; year <= 2060; year++)
      for (let hour = -48; hour <= 48; hour++) {
        const instant = new Date(Date.UTC(year, 0, 1) + hour * 3_600_000 + 30 * 60_000);
        expect(currentSeason(instant), instant.toISOString()).toBe(sweden(instant));
      }
    const random = createRng(9);
    for (let i = 0; i < 2_000; i++) {
      const instant = new Date(random.int(0, 3_000_000_000) * 1_000);
      expect(currentSeason(instant), instant.toISOString()).toBe(sweden(instant));
    }
  });

  it("ends when Sweden's year turns: the next season at that instant, this one a millisecond before", () => {
    for (let year = 1990; year <= 2060; year++) {
      const end = seasonEnd(year).getTime();
      expect(currentSeason(new Date(end - 1)), String(year)).toBe(year);
      expect(currentSeason(new Date(end)), String(year)).toBe(year + 1);
      expect(calendarDateInSweden(new Date(end))).toBe(`${year + 1}-01-01`);
    }
  });

  it("reads `?year=` as four digits from 1900 to next year, anything else as none", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    expect(parseSeason("2026", now)).toBe(2026);
    expect(parseSeason(" 1900 ", now)).toBe(1900);
    expect(parseSeason("2027", now)).toBe(2027);
    for (const text of ["2028", "1899", "26", "2026.0", "+2026", "２０２６", "", null, "<b>2026</b>"])
      expect(parseSeason(text, now), String(text)).toBeNull();
  });
});

describe("coveringsPerStallion", () => {
  it("counts each stallion in any letter case, most first, ties by name", () => {
    const coverings = ["Östen", "Storm", "storm", "Ärlig", "Storm", "Östen"].map((stallion) => ({ stallion }));
    expect(coveringsPerStallion(coverings, compareText)).toEqual([
      { stallion: "Storm", count: 3 },
      { stallion: "Östen", count: 2 },
      { stallion: "Ärlig", count: 1 },
    ]);
  });
});

describe("registeredFoal", () => {
  it("stores the roll as it is, a youngster of age 0 bred by the stable", () => {
    const parent = (breed: string, generation: number): Parent => ({
      stats: [10, 20],
      heightCm: 120,
      genotype: "Ee aa",
      generation,
      breed,
    });
    const foal = simulateFoal(parent("a", 4), parent("b", 7), 99);
    expect(registeredFoal(foal, { sire: "Storm", dam: "Bris" }, "Snöflingan")).toEqual({
      category: "youngsters",
      breed: "b",
      sire: "Storm",
      dam: "Bris",
      gender: foal.gender,
      age: 0,
      height: foal.heightCm,
      color: expect.any(String),
      genotype: foal.genotype,
      stats: foal.stats,
      breeder: "Snöflingan",
      generation: 8,
    });
  });
});
