// Horses: categories, breeds, genders, focuses, stats and height classes (docs/product.md, "Horses, categories and sale", "Potential").

import { parseDecimal } from "./input";

/** Category route values with their Swedish page titles, in navigation order. */
export const CATEGORY_TITLES = {
  stallions: "Hingstar",
  broodmares: "Avelsston",
  competitors: "Tävlingshästar",
  youngsters: "Unghästar",
  seniors: "Pensionärer",
  "for-sale": "Till Salu",
} as const;
export type Category = keyof typeof CATEGORY_TITLES;
export const CATEGORIES = /* @__PURE__ */ Object.keys(CATEGORY_TITLES) as Category[];

/** The stored category of a sold horse: it has no listing of its own (docs/product.md, "Horses, categories and sale"). */
export const SOLD_CATEGORY = "sold";
/** A horse's stored category: a listed category, or sold. */
export const HORSE_CATEGORIES = [...CATEGORIES, SOLD_CATEGORY] as const;
export type HorseCategory = (typeof HORSE_CATEGORIES)[number];

/** Swedish label of every stored category: the listing titles, and sold (which has no listing). */
export const HORSE_CATEGORY_LABELS: Record<HorseCategory, string> = { ...CATEGORY_TITLES, [SOLD_CATEGORY]: "Såld" };

/** The Swedish label of a stored category; an unknown value is shown as stored. */
export function categoryLabel(category: string): string {
  return Object.hasOwn(HORSE_CATEGORY_LABELS, category) ? HORSE_CATEGORY_LABELS[category as HorseCategory] : category;
}

/**
 * The category that files a horse as for sale. It only files it: the list of horses for sale is
 * the forSale flag's (docs/product.md, "Horses, categories and sale"), and a horse added under
 * this category starts with the flag on.
 */
export const FOR_SALE_CATEGORY = "for-sale" satisfies Category;

/** Retiring a horse from competition files it under this category (docs/product.md, "Classes and ladders"). */
export const RETIRED_CATEGORY = "seniors" satisfies Category;
/**
 * Horses filed under these categories never compete: they are no competition candidates, and
 * moving a horse into one of them (sold, or seniors = retired) removes its competition entry.
 */
export const NOT_COMPETING_CATEGORIES: readonly HorseCategory[] = [SOLD_CATEGORY, RETIRED_CATEGORY];

export function canCompete(category: string): boolean {
  return !NOT_COMPETING_CATEGORIES.some((excluded) => excluded === category);
}

export function isCategory(value: string): value is Category {
  return Object.hasOwn(CATEGORY_TITLES, value);
}

/** Breed (Welsh section) codes and their labels. */
export const BREED_LABELS = {
  a: "Welsh Mountain",
  b: "Welshponny",
  c: "Welsh Cobtyp",
  d: "Welsh Cob",
  x: "Welsh Partbred",
} as const;
export type Breed = keyof typeof BREED_LABELS;
export const BREEDS = /* @__PURE__ */ Object.keys(BREED_LABELS) as Breed[];
export const UNKNOWN_BREED_LABEL = "Okänd";
/** A horse whose name is not known: an empty parent, a missing ancestor (docs/product.md, "Pedigree and inbreeding"). */
export const UNKNOWN = "Unknown";

export function isBreed(value: string): value is Breed {
  return Object.hasOwn(BREED_LABELS, value);
}

/** Normalises a stored breed code (`'A'`, ` b `) to a known code, or null. */
export function breedCode(value: string | null | undefined): Breed | null {
  const code = (value ?? "").trim().toLowerCase();
  return isBreed(code) ? code : null;
}

export function breedLabel(value: string | null | undefined): string {
  const code = breedCode(value);
  return code ? BREED_LABELS[code] : UNKNOWN_BREED_LABEL;
}

/**
 * A section with its letter, as the home-bred page names them: `Welsh Mountain A`. Used
 * wherever a section is labelled (breed picker, horse form, home-bred counts). The one variant,
 * `bracketed`, writes `Welsh Cob (D)`: the breeding planner puts more text after the label
 * (`Welsh Cob (D) – generation 3`), where a bare letter would read as part of what follows.
 */
export function sectionLabel(breed: Breed, { bracketed = false }: { bracketed?: boolean } = {}): string {
  const letter = breed.toUpperCase();
  return `${BREED_LABELS[breed]} ${bracketed ? `(${letter})` : letter}`;
}

/** The longest name (horse or ancestor) that is stored. */
export const NAME_MAX_LENGTH = 80;

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
