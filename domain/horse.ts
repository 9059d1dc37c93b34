// Horses: categories, breeds, genders, focuses, stats and height classes (SPEC §2–§3, RULES §3).

/** Category route values with their Swedish page titles, in navigation order. */
export const CATEGORY_TITLES = {
  stallions: 'Hingstar',
  broodmares: 'Avelsston',
  competitors: 'Tävlingshästar',
  youngsters: 'Unghästar',
  seniors: 'Pensionärer',
  'for-sale': 'Till Salu',
} as const;
export type Category = keyof typeof CATEGORY_TITLES;
export const CATEGORIES = Object.keys(CATEGORY_TITLES) as Category[];

/** A horse's stored category also allows `sold`, which has no listing of its own. */
export const HORSE_CATEGORIES = [...CATEGORIES, 'sold'] as const;
export type HorseCategory = (typeof HORSE_CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return Object.hasOwn(CATEGORY_TITLES, value);
}

/** Breed (Welsh section) codes and their labels. */
export const BREED_LABELS = {
  a: 'Welsh Mountain',
  b: 'Welshponny',
  c: 'Welsh Cobtyp',
  d: 'Welsh Cob',
  x: 'Welsh Partbred',
} as const;
export type Breed = keyof typeof BREED_LABELS;
export const BREEDS = Object.keys(BREED_LABELS) as Breed[];
export const UNKNOWN_BREED_LABEL = 'Okänd';

export function isBreed(value: string): value is Breed {
  return Object.hasOwn(BREED_LABELS, value);
}

/** Normalises a stored breed code (`'A'`, ` b `) to a known code, or null. */
export function breedCode(value: string | null | undefined): Breed | null {
  const code = (value ?? '').trim().toLowerCase();
  return isBreed(code) ? code : null;
}

export function breedLabel(value: string | null | undefined): string {
  const code = breedCode(value);
  return code ? BREED_LABELS[code] : UNKNOWN_BREED_LABEL;
}

export const GENDERS = ['Hingst', 'Sto', 'Valack'] as const;
export type Gender = (typeof GENDERS)[number];

export const FOCUSES = ['Allround', 'Dressyr', 'Fälttävlan', 'Hoppning', 'Galopp', 'Körning', 'Utställning'] as const;
export type Focus = (typeof FOCUSES)[number];

/** The 8 stat pairs, in the order they are stored (16 numbers: pair i is stats[2i], stats[2i+1]). */
export const STATS = [
  { key: 'strength', label: 'Styrka', short: 'str' },
  { key: 'endurance', label: 'Uthållighet', short: 'uth' },
  { key: 'agility', label: 'Smidighet', short: 'smi' },
  { key: 'speed', label: 'Snabbhet', short: 'snb' },
  { key: 'intelligence', label: 'Intelligens', short: 'int' },
  { key: 'movements', label: 'Rörelser', short: 'rör' },
  { key: 'jumping', label: 'Hoppförmåga', short: 'hopp' },
  { key: 'charisma', label: 'Karisma', short: 'karm' },
] as const;
export type StatName = (typeof STATS)[number]['key'];
export const STAT_COUNT = STATS.length * 2;

/** Admin input: space-separated numbers; anything non-numeric becomes 0 (SPEC §2). */
export function parseStats(text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '')
    .map((token) => {
      const value = Number(token.replace(',', '.'));
      return Number.isFinite(value) ? value : 0;
    });
}

/** Height classes with their upper limit in cm (inclusive); Horse is everything taller. */
export const HEIGHT_CLASS_LIMITS = [
  { heightClass: 'A', maxCm: 107 },
  { heightClass: 'B', maxCm: 129 },
  { heightClass: 'C', maxCm: 139 },
  { heightClass: 'D', maxCm: 148 },
] as const;
export const HEIGHT_CLASSES = ['A', 'B', 'C', 'D', 'Horse'] as const;
export type HeightClass = (typeof HEIGHT_CLASSES)[number];

export function heightClass(cm: number): HeightClass {
  return HEIGHT_CLASS_LIMITS.find((limit) => cm <= limit.maxCm)?.heightClass ?? 'Horse';
}
