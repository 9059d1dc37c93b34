// The exact odds of a planned foal: score per discipline, height class and level, derived from the
// breeding rules rather than sampled (docs/product.md, "Foal odds").
import { HEIGHT_CLASSES, STATS, STAT_COUNT, heightClass, type HeightClass } from "../horses/horse-fields";
import { DISCIPLINES, DISCIPLINE_WEIGHTS, potentialThresholds, type Discipline } from "../ratings/potential";
import { HEIGHT_OFFSET_CM, STAT_OFFSET } from "./simulation";

/**
 * A distribution over consecutive integers: `p[i]` is the probability of the value `min + i`.
 * Scores are kept in half-points (twice the score), where every pair average is a whole number.
 */
export interface Distribution {
  min: number;
  p: Float64Array;
}

const OFFSET_COUNT = STAT_OFFSET.max - STAT_OFFSET.min + 1;

/** One parent's value passed on for one stat pair: one of its two values, plus the offset, at least 0. */
export function passedValue(values: readonly [number, number]): Distribution {
  const lowest = Math.max(0, Math.min(values[0], values[1]) + STAT_OFFSET.min);
  const p = new Float64Array(Math.max(0, values[0] + STAT_OFFSET.max, values[1] + STAT_OFFSET.max) - lowest + 1);
  const each = 1 / (values.length * OFFSET_COUNT);
  for (const value of values)
    for (let offset = STAT_OFFSET.min; offset <= STAT_OFFSET.max; offset++)
      p[Math.max(0, value + offset) - lowest] += each;
  return { min: lowest, p };
}

/** The distribution of `factor` × X (the values in between get probability 0). */
function scaled(d: Distribution, factor: number): Distribution {
  if (factor === 1) return d;
  const p = new Float64Array((d.p.length - 1) * factor + 1);
  d.p.forEach((value, i) => (p[i * factor] = value));
  return { min: d.min * factor, p };
}

/** The distribution of X + Y for independent X and Y. */
export function convolve(x: Distribution, y: Distribution): Distribution {
  const p = new Float64Array(x.p.length + y.p.length - 1);
  for (let i = 0; i < x.p.length; i++) {
    const px = x.p[i];
    if (px === 0) continue;
    for (let j = 0; j < y.p.length; j++) p[i + j] += px * y.p[j];
  }
  return { min: x.min + y.min, p };
}

function byDiscipline<T>(make: (discipline: Discipline) => T): Record<Discipline, T> {
  const result = {} as Record<Discipline, T>;
  for (const discipline of DISCIPLINES) result[discipline] = make(discipline);
  return result;
}

const POINT: Distribution = { min: 0, p: Float64Array.of(1) };

/**
 * Each stat pair's weight on a discipline's score in half-points: the score is Σ weight × pair
 * average, so twice the score is Σ weight × pair sum; Allround sums all 16 values (weight 2).
 */
export const HALF_POINT_WEIGHTS = /* @__PURE__ */ byDiscipline((discipline): readonly number[] =>
  STATS.map((stat) => (discipline === "Allround" ? 2 : (DISCIPLINE_WEIGHTS[discipline][stat.key] ?? 0))),
);

/** 16 stats; missing values count as 0, as in the simulation. */
function pairOf(stats: readonly number[], pair: number): [number, number] {
  return [stats[2 * pair] ?? 0, stats[2 * pair + 1] ?? 0];
}

/**
 * One parent's half of a discipline's score in half-points: Σ weight × the value it passes on per
 * pair. The foal's score is this half of the sire plus this half of the dam, independent of each
 * other, so one parent's half serves every mate.
 */
export function scoreHalf(stats: readonly number[], discipline: Discipline): Distribution {
  const weights = HALF_POINT_WEIGHTS[discipline];
  // Worked in units of the weights' common factor (Allround: 2), then spread out once.
  const unit = weights.reduce((gcd, w) => (w === 0 ? gcd : greatestCommonDivisor(gcd, w)), 0);
  let result = POINT;
  for (let pair = 0; pair < STAT_COUNT / 2; pair++) {
    if (weights[pair] === 0) continue;
    result = convolve(scaled(passedValue(pairOf(stats, pair)), weights[pair] / unit), result);
  }
  return scaled(result, unit);
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** The mean of a distribution. */
export function mean(d: Distribution): number {
  return d.p.reduce((sum, p, i) => sum + p * (d.min + i), 0);
}

/** `tail[i]` = P(X ≥ min + i); beyond the ends 1 and 0. */
export interface Tail {
  min: number;
  tail: Float64Array;
}

export function tailOf(d: Distribution): Tail {
  const tail = new Float64Array(d.p.length);
  let sum = 0;
  for (let i = d.p.length - 1; i >= 0; i--) tail[i] = sum += d.p[i];
  return { min: d.min, tail };
}

function tailAt(t: Tail, value: number): number {
  const i = value - t.min;
  return i <= 0 ? 1 : i >= t.tail.length ? 0 : t.tail[i];
}

/** P(X + Y ≥ value) for X from `d` and Y with tail `t`, independent. */
export function chanceAtLeast(d: Distribution, t: Tail, value: number): number {
  let sum = 0;
  for (let i = 0; i < d.p.length; i++) if (d.p[i] > 0) sum += d.p[i] * tailAt(t, value - d.min - i);
  return Math.min(1, sum);
}

/** The foal's possible heights, each equally likely: the parents' average plus −3…+3 cm, rounded. */
export function foalHeights(sireHeightCm: number, damHeightCm: number): number[] {
  const heights: number[] = [];
  for (let offset = HEIGHT_OFFSET_CM.min; offset <= HEIGHT_OFFSET_CM.max; offset++)
    heights.push(Math.round((sireHeightCm + damHeightCm) / 2 + offset));
  return heights;
}

/** Chance of each height class (those that can happen), in class order. */
export function heightClassOdds(heights: readonly number[]): { heightClass: HeightClass; probability: number }[] {
  return HEIGHT_CLASSES.map((cls) => ({
    heightClass: cls,
    probability: heights.filter((cm) => heightClass(cm) === cls).length / heights.length,
  })).filter(({ probability }) => probability > 0);
}

/** A height class as a URL gives it (`a`…`d`, `horse`, any case); null for anything else. */
export function parseHeightClass(text: string): HeightClass | null {
  const key = text.trim().toLowerCase();
  return HEIGHT_CLASSES.find((cls) => cls.toLowerCase() === key) ?? null;
}

/** The class the outcome table reads its levels on by default: the foal's most likely (the first of equals). */
export function likeliestClass(classes: readonly { heightClass: HeightClass; probability: number }[]): HeightClass {
  return classes.reduce((best, next) => (next.probability > best.probability ? next : best)).heightClass;
}

/**
 * The least score (in half-points) that reaches `level` on height class `cls`'s ladder; null when
 * that ladder has no such level. The lowest level needs no points at all (it is given even below
 * its threshold). The foal's own height does not enter: the level is read on the chosen ladder.
 */
export function levelThreshold(discipline: Discipline, cls: HeightClass, level: string): number | null {
  const rows = potentialThresholds(discipline, cls);
  const at = rows.findIndex(([, label]) => label === level);
  if (at < 0) return null;
  return at === 0 ? Number.NEGATIVE_INFINITY : 2 * rows[at][0];
}

/** A parent as the odds need it. */
export interface OddsParent {
  stats: readonly number[];
  heightCm: number;
}

type Half = { tail: Tail; mean: number };

/**
 * The horse a mates list is for, with what every mate shares made once (on first use) and kept:
 * its score half per discipline, summed with the offsets the mates' pairs add (see mateOdds).
 */
export interface FixedParent {
  parent: OddsParent;
  /** By discipline and the set of the mate's pairs whose offsets are moved to this side (bits). */
  halves: Map<string, Half>;
}

export function fixedParent(parent: OddsParent): FixedParent {
  return { parent, halves: new Map() };
}

/** The offset every passed value gets, uniform over STAT_OFFSET (before the floor at 0). */
const OFFSET: Distribution = {
  min: STAT_OFFSET.min,
  p: new Float64Array(OFFSET_COUNT).fill(1 / OFFSET_COUNT),
};

/** The fixed parent's half plus the weighted offsets of the mate's `moved` pairs (bit per pair). */
function fixedHalf(fixed: FixedParent, discipline: Discipline, moved: number): Half {
  const key = `${discipline}:${moved}`;
  let found = fixed.halves.get(key);
  if (!found) {
    const weights = HALF_POINT_WEIGHTS[discipline];
    let half = scoreHalf(fixed.parent.stats, discipline);
    for (let pair = 0; pair < STAT_COUNT / 2; pair++)
      if (moved & (1 << pair)) half = convolve(scaled(OFFSET, weights[pair]), half);
    found = { tail: tailOf(half), mean: mean(half) };
    fixed.halves.set(key, found);
  }
  return found;
}

export interface MateOdds {
  /** Chance that the foal reaches at least the chosen level in the chosen discipline, 0…1. */
  chance: number;
  /** The foal's expected score in that discipline. */
  expectedScore: number;
}

/**
 * The odds of a foal of `fixed` and `mate` (sire and dam play the same part in every rule used),
 * `level` read on height class `ladder`'s ladder (by default the fixed parent's own class).
 * A value the mate passes is one of its pair's two values (½ each) plus an offset, independent
 * of each other. Where neither value can fall below 0 with its offset (no floor), the offset is
 * the same for every mate: it is summed into the fixed parent's side once (kept per set of such
 * pairs), and the mate adds only its choice of values, at most 2^8 equally likely sums, each
 * read off the fixed side's tail. A pair with a floor keeps its whole passed value on the mate's
 * side. The total, and so every chance, is the same distribution as the convolution of the two
 * halves (foalOutcome).
 */
export function mateOdds(
  fixed: FixedParent,
  mate: OddsParent,
  discipline: Discipline,
  level: string,
  ladder: HeightClass = heightClass(fixed.parent.heightCm),
): MateOdds {
  const threshold = levelThreshold(discipline, ladder, level);
  if (threshold === null) throw new RangeError(`${level} is no level of ${discipline} for height class ${ladder}`);
  const weights = HALF_POINT_WEIGHTS[discipline];
  let moved = 0;
  const sums = new Int32Array(2 ** (STAT_COUNT / 2));
  let count = 1;
  let chosenMean = 0;
  let floored = POINT;
  for (let pair = 0; pair < STAT_COUNT / 2; pair++) {
    const weight = weights[pair];
    if (weight === 0) continue;
    const values = pairOf(mate.stats, pair);
    if (Math.min(values[0], values[1]) + STAT_OFFSET.min < 0) {
      floored = convolve(scaled(passedValue(values), weight), floored);
      continue;
    }
    moved |= 1 << pair;
    for (let i = 0; i < count; i++) {
      sums[count + i] = sums[i] + weight * values[1];
      sums[i] += weight * values[0];
    }
    count *= 2;
    chosenMean += (weight * (values[0] + values[1])) / 2;
  }
  const side = fixedHalf(fixed, discipline, moved);
  let chance = 1;
  if (threshold !== Number.NEGATIVE_INFINITY) {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += chanceAtLeast(floored, side.tail, threshold - sums[i]);
    chance = Math.min(1, sum / count);
  }
  return { chance, expectedScore: (side.mean + chosenMean + mean(floored)) / 2 };
}

export interface DisciplineOutcome {
  discipline: Discipline;
  expectedScore: number;
  /** Each level of the ladder the foal can reach, lowest first, with its chance; the chances sum to 1. */
  levels: { label: string; probability: number }[];
}

export interface FoalOutcome {
  heightClasses: { heightClass: HeightClass; probability: number }[];
  /** The height class whose ladder the levels are read on. */
  ladder: HeightClass;
  disciplines: DisciplineOutcome[];
}

/**
 * The planner's outcome table: the chance of each height class and, for every discipline, of each
 * level on one class's ladder (`ladder`, by default the foal's likeliest class): the foal's score
 * against that ladder's thresholds, whatever height the foal gets.
 */
export function foalOutcome(sire: OddsParent, dam: OddsParent, ladder?: HeightClass): FoalOutcome {
  const classes = heightClassOdds(foalHeights(sire.heightCm, dam.heightCm));
  const read = ladder ?? likeliestClass(classes);
  const disciplines = DISCIPLINES.map((discipline): DisciplineOutcome => {
    const score = convolve(scoreHalf(sire.stats, discipline), scoreHalf(dam.stats, discipline));
    const tail = tailOf(score);
    const rows = potentialThresholds(discipline, read);
    const levels = rows.map(([min, label], i) => {
      const from = i === 0 ? 1 : tailAt(tail, 2 * min);
      const to = i + 1 < rows.length ? tailAt(tail, 2 * rows[i + 1][0]) : 0;
      return { label, probability: from - to };
    });
    return {
      discipline,
      expectedScore: mean(score) / 2,
      levels: levels.filter(({ probability }) => probability > 0),
    };
  });
  return { heightClasses: classes, ladder: read, disciplines };
}
