// A horse's fields as the forms take them and the pages show them: age, gender, focus, stats and height
// class (docs/product.md, "Horses, categories and sale", "Potential").

import { parseDecimal } from "../site/input";

/** A horse's age in years: what the forms take, the stud file carries, and ageing stays within. */
export const AGE_RANGE = { min: 0, max: 60 } as const;

export const GENDERS = ["Hingst", "Sto", "Valack"] as const;
export type Gender = (typeof GENDERS)[number];

export const FOCUSES = ["Allround", "Dressyr", "Fälttävlan", "Hoppning", "Galopp", "Körning", "Utställning"] as const;
export type Focus = (typeof FOCUSES)[number];

/** The 8 stat pairs, in the order they are stored (16 numbers: pair i is stats[2i], stats[2i+1]). */
export const STATS = [
  { key: "strength", label: "Styrka", short: "str" },
  { key: "endurance", label: "Uthållighet", short: "uth" },
  { key: "agility", label: "Smidighet", short: "smi" },
  { key: "speed", label: "Snabbhet", short: "snb" },
  { key: "intelligence", label: "Intelligens", short: "int" },
  { key: "movements", label: "Rörelser", short: "rör" },
  { key: "jumping", label: "Hoppförmåga", short: "hopp" },
  { key: "charisma", label: "Karisma", short: "karm" },
] as const;
export type StatName = (typeof STATS)[number]["key"];
export const STAT_COUNT = STATS.length * 2;

/** Admin input: space-separated numbers; anything non-numeric becomes 0 (docs/product.md, "Horses, categories and sale"). */
export function parseStats(text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((token) => token !== "")
    .map((token) => {
      const value = parseDecimal(token.replace(",", "."));
      return Number.isFinite(value) ? value : 0;
    });
}

/** Height classes with their upper limit in cm (inclusive); Horse is everything taller. */
export const HEIGHT_CLASS_LIMITS = [
  { heightClass: "A", maxCm: 107 },
  { heightClass: "B", maxCm: 129 },
  { heightClass: "C", maxCm: 139 },
  { heightClass: "D", maxCm: 148 },
] as const;
export const HEIGHT_CLASSES = ["A", "B", "C", "D", "Horse"] as const;
export type HeightClass = (typeof HEIGHT_CLASSES)[number];

export function heightClass(cm: number): HeightClass {
  return HEIGHT_CLASS_LIMITS.find((limit) => cm <= limit.maxCm)?.heightClass ?? "Horse";
}

/** A horse (or competition entry) without a height has no height class, so no ladder. */
export function heightClassOf(height: number | null): HeightClass | null {
  return height === null ? null : heightClass(height);
}
