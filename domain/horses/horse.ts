// Horses: categories, the unknown name and the name's length (docs/product.md, "Horses, categories and sale"). What every
// page's frame uses, so it loads with it (docs/decisions/0020); breeds are in breeds.ts, the fields the forms take in horse-fields.ts.

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

/** A horse whose name is not known: an empty parent, a missing ancestor (docs/product.md, "Pedigree and inbreeding"). */
export const UNKNOWN = "Unknown";

/** The longest name (horse or ancestor) that is stored. */
export const NAME_MAX_LENGTH = 80;
