// Potential rating per discipline from the 16 stats (docs/product.md, "Potential").
import { STATS, STAT_COUNT, heightClass, type HeightClass, type StatName } from "../horses/horse-fields";
import { DISCIPLINES, type Discipline } from "./disciplines";

export { DISCIPLINES, type Discipline } from "./disciplines";

/** Weight of each stat pair's average per discipline. Allround has no weights: it sums all 16 values. */
export const DISCIPLINE_WEIGHTS: Record<Exclude<Discipline, "Allround">, Partial<Record<StatName, number>>> = {
  Dressyr: { strength: 1, intelligence: 1, movements: 2 },
  Hoppning: { agility: 1, speed: 1, jumping: 2 },
  Fälttävlan: { endurance: 1, movements: 1, jumping: 2 },
  Körning: { intelligence: 1, endurance: 1, strength: 2 },
  Galopp: { strength: 1, endurance: 1, speed: 2 },
  Trav: { speed: 1, strength: 1, endurance: 2 },
  Distans: { speed: 1, intelligence: 1, endurance: 2 },
  Utställning: { movements: 1, intelligence: 1, charisma: 2 },
};

/** [minimum score, label], ascending. */
export type Threshold = readonly [number, string];
type ThresholdTable = { readonly Horse: readonly Threshold[] } & Partial<
  Record<Exclude<HeightClass, "Horse">, readonly Threshold[]>
>;

const DRESSYR_B: readonly Threshold[] = [
  [0, "Lätt C"],
  [10, "Lätt B"],
  [50, "Lätt A"],
  [100, "Lätt A:P0"],
  [150, "Lätt A:P1"],
  [200, "Lätt A:P2"],
];
const DRESSYR_CD: readonly Threshold[] = [...DRESSYR_B, [300, "FEI"]];
const EVENTING_PONY: readonly Threshold[] = [
  [0, "Debutant"],
  [50, "Lätt"],
  [150, "Medelsvår"],
  [300, "FEI"],
];
const RACING: readonly Threshold[] = [
  [0, "Lokal"],
  [100, "Regional"],
  [200, "Nationell"],
  [350, "Elit"],
];

/** Label thresholds per discipline and height class; a class without a row uses the Horse row. */
export const POTENTIAL_THRESHOLDS: Record<Discipline, ThresholdTable> = {
  Allround: {
    Horse: [
      [0, "Novice"],
      [800, "Intermediate"],
      [1000, "Advanced"],
      [1200, "Elite"],
    ],
  },
  Dressyr: {
    A: [
      [0, "Lätt C"],
      [10, "Lätt B"],
      [50, "Lätt A"],
    ],
    B: DRESSYR_B,
    C: DRESSYR_CD,
    D: DRESSYR_CD,
    Horse: [
      [0, "Lätt C"],
      [10, "Lätt B"],
      [50, "Lätt A"],
      [100, "Medelsvår B"],
      [150, "Medelsvår A"],
      [200, "Svår B"],
      [250, "Svår A"],
      [300, "Intermediaire"],
      [350, "Grand Prix"],
    ],
  },
  Hoppning: {
    A: [
      [0, "40 cm"],
      [50, "50 cm"],
      [100, "60 cm"],
      [150, "70 cm"],
      [200, "80 cm"],
    ],
    B: [
      [0, "50 cm"],
      [50, "60 cm"],
      [100, "70 cm"],
      [150, "80 cm"],
      [200, "90 cm"],
      [250, "100 cm"],
    ],
    C: [
      [0, "60 cm"],
      [50, "70 cm"],
      [100, "80 cm"],
      [150, "90 cm"],
      [200, "100 cm"],
      [250, "110 cm"],
      [300, "120 cm"],
    ],
    D: [
      [0, "70 cm"],
      [50, "80 cm"],
      [100, "90 cm"],
      [150, "100 cm"],
      [200, "110 cm"],
      [250, "120 cm"],
      [300, "130 cm"],
    ],
    Horse: [
      [0, "90 cm"],
      [50, "100 cm"],
      [100, "110 cm"],
      [150, "120 cm"],
      [200, "130 cm"],
      [250, "140 cm"],
      [300, "150 cm"],
      [350, "160 cm"],
    ],
  },
  Fälttävlan: {
    A: EVENTING_PONY,
    B: EVENTING_PONY,
    C: EVENTING_PONY,
    D: EVENTING_PONY,
    Horse: [
      [0, "Debutant"],
      [50, "Lätt"],
      [150, "Medelsvår"],
      [250, "Svår"],
      [350, "FEI"],
    ],
  },
  Körning: {
    Horse: [
      [0, "Debutant"],
      [50, "Lätt"],
      [150, "Medelsvår"],
      [250, "Svår"],
      [300, "CAI"],
      [350, "CAIO"],
    ],
  },
  Galopp: { Horse: RACING },
  Trav: { Horse: RACING },
  Distans: { Horse: RACING },
  Utställning: {
    Horse: [
      [0, "Lokal"],
      [100, "Regional"],
      [200, "Nationell"],
      [300, "Elit"],
      [350, "Championships"],
    ],
  },
};

export interface Potential {
  discipline: Discipline;
  score: number;
  label: string;
}

/** A discipline's thresholds for one height class: the class's own row, else the Horse row. */
export function potentialThresholds(discipline: Discipline, cls: HeightClass): readonly Threshold[] {
  const table = POTENTIAL_THRESHOLDS[discipline];
  return (cls === "Horse" ? undefined : table[cls]) ?? table.Horse;
}

/**
 * A discipline's levels on one height class's ladder, lowest first: a level is always chosen on
 * one class's ladder, never from the labels of several (docs/product.md, "Mates list and foal odds").
 */
export function disciplineLevels(discipline: Discipline, cls: HeightClass): readonly string[] {
  return potentialThresholds(discipline, cls).map(([, label]) => label);
}

/** Highest threshold reached; below the first threshold (negative scores) still gets the first label. */
export function potentialLabel(discipline: Discipline, score: number, cls: HeightClass): string {
  const rows = potentialThresholds(discipline, cls);
  return rows.reduce((label, [min, text]) => (score >= min ? text : label), rows[0][1]);
}

function disciplineScore(stats: readonly number[], discipline: Discipline): number {
  if (discipline === "Allround") return stats.reduce((sum, value) => sum + value, 0);
  const weights = DISCIPLINE_WEIGHTS[discipline];
  return STATS.reduce((sum, stat, i) => sum + (weights[stat.key] ?? 0) * ((stats[2 * i] + stats[2 * i + 1]) / 2), 0);
}

/**
 * Score and label per discipline, or null unless there are exactly 16 stats.
 * Scores are rounded to one decimal (integer stats give multiples of 0.5; the rounding only
 * removes floating-point noise), and the label is taken from the rounded score.
 */
export function potentials(stats: readonly number[], heightCm: number): Potential[] | null {
  if (stats.length !== STAT_COUNT) return null;
  const cls = heightClass(heightCm);
  return DISCIPLINES.map((discipline) => {
    const score = Math.round(disciplineScore(stats, discipline) * 10) / 10;
    return { discipline, score, label: potentialLabel(discipline, score, cls) };
  });
}
