import { describe, expect, it } from "vitest";
import { parseStats } from "#domain";
import * as texts from "#domain/texts";
import { horseFormRecord, meritEdit, studFile } from "./records";

// What the admin forms hold a horse's stats and a merit line to (docs/product.md, "Horses,
// categories and sale" and "Merits"); a stud file moved in keeps what it has (transfer/old-app-map.ts warns).
const v = texts.validation;
const horse = (stats: string) => ({
  name: "Regel Häst",
  category: "stallions",
  breed: "b",
  gender: "Hingst",
  stats: parseStats(stats),
});
const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
const SIXTEEN = "60 55 40 41 30 31 20 21 50 52 45 44 33 34 10 12";

describe("a horse's stats in the forms: 16 numbers, or none", () => {
  it("refuses 3 numbers (and 17), saying how many there are and how many it takes", () => {
    expect(messagesOf(horseFormRecord.safeParse(horse("60 55 40")))).toEqual([["stats", v.statsCount(3)]]);
    expect(messagesOf(horseFormRecord.safeParse(horse(`${SIXTEEN} 5`)))).toEqual([["stats", v.statsCount(17)]]);
    expect(v.statsCount(3)).toContain("16");
  });

  it("takes 16 numbers, a non-number among them read as 0, and an empty field", () => {
    expect(horseFormRecord.parse(horse(SIXTEEN)).stats).toHaveLength(16);
    expect(horseFormRecord.parse(horse(SIXTEEN.replace("41", "abc"))).stats[3]).toBe(0);
    expect(horseFormRecord.parse(horse("")).stats).toEqual([]);
  });

  it("a stud file still moves a horse with other stats in", () => {
    expect(studFile.parse({ horses: [horse("60 55 40")] }).horses[0].stats).toEqual([60, 55, 40]);
  });
});

describe("a merit line's points agree with its placing", () => {
  const line = (text: string, points: number) => ({ key: "Dressyr Lokal Lätt C", date: "2025-05-01", text, points });

  it("refuses points that contradict the placing, beside the points", () => {
    expect(messagesOf(meritEdit.safeParse(line("3/12 | Lätt C - Cupen, Klubben", 12)))).toEqual([
      ["points", v.meritPointsPlacing("3/12", 6)],
    ]);
    expect(messagesOf(meritEdit.safeParse(line("11/40 | Lätt C", 1)))).toEqual([
      ["points", v.meritPointsPlacing("11/40", 0)],
    ]);
  });

  it("takes the placing's own points, and any points on a line without a placing", () => {
    expect(meritEdit.parse(line("3/12 | Lätt C - Cupen, Klubben", 6)).points).toBe(6);
    expect(meritEdit.parse(line("7/30 | Lätt C", 1)).points).toBe(1);
    expect(meritEdit.parse(line("Hederspris | Lätt C", 5)).points).toBe(5);
  });
});
