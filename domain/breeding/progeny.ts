// What a stallion or mare gives: the progeny profile of its foals in the stud (docs/product.md,
// "Progeny profile"), as a studbook's offspring list ranks a sire. Premiums and grades are the
// evaluation rules' own (ratings/evaluations.ts), the scores the potential's (ratings/potential.ts).
import { BREEDS, breedCode, type Breed } from "../horses/breeds";
import {
  bestPremieringGrade,
  effectivePremium,
  EXTERIOR_PREMIUMS,
  premieringGrade,
  type EvaluationScores,
  type ExteriorPremium,
  type PremieringGrade,
} from "../ratings/evaluations";
import { DISCIPLINES, potentials, type Discipline } from "../ratings/potential";

/** A stud horse as the profile reads it: its section, stats, height and evaluations (any order). */
export interface ProgenyHorse {
  breed: string | null;
  stats: readonly number[];
  height: number | null;
  evaluations: readonly (EvaluationScores & { date: string })[];
}

/**
 * A horse's potential scores in tenths of a point, in DISCIPLINES order (potentials rounds them to
 * one decimal, so they are whole numbers of tenths and add up exactly, in any order); null without
 * a potential (a height and 16 stats), as the horse page shows none then.
 */
export function potentialTenths(horse: Pick<ProgenyHorse, "stats" | "height">): readonly number[] | null {
  const rated = horse.height === null ? null : potentials(horse.stats, horse.height);
  return rated && rated.map(({ score }) => Math.round(score * 10));
}

/** One foal's part of a profile (foalFigures): computed once per foal and kept while it is unchanged. */
export interface FoalFigures {
  section: Breed | null;
  tenths: readonly number[] | null;
  /** It has at least one evaluation, of any type. */
  evaluated: boolean;
  /** The premium of its latest exterior evaluation (the one its own page shows); null without one. */
  premium: ExteriorPremium | null;
  /** Its premiering results whose grade is a known one (premieringGrade). */
  premierings: readonly string[];
}

export function foalFigures(foal: ProgenyHorse): FoalFigures {
  // The latest by date; of one date the first listed, as the horse page's stable order keeps it.
  let latest: Extract<ProgenyHorse["evaluations"][number], { type: "exterior" }> | null = null;
  for (const evaluation of foal.evaluations)
    if (evaluation.type === "exterior" && (latest === null || evaluation.date > latest.date)) latest = evaluation;
  return {
    section: breedCode(foal.breed),
    tenths: potentialTenths(foal),
    evaluated: foal.evaluations.length > 0,
    premium: latest && effectivePremium(latest),
    premierings: foal.evaluations.flatMap((evaluation) =>
      evaluation.type === "premiering" && premieringGrade(evaluation.result) !== null ? [evaluation.result] : [],
    ),
  };
}

/** The potential scores of a group of horses: how many have one, and their sums in tenths per discipline. */
export interface PotentialSums {
  horses: number;
  tenths: number[];
}

export function potentialSums(horses: Iterable<readonly number[] | null>): PotentialSums {
  const sums: PotentialSums = { horses: 0, tenths: DISCIPLINES.map(() => 0) };
  for (const tenths of horses) {
    if (tenths === null) continue;
    sums.horses++;
    tenths.forEach((value, index) => (sums.tenths[index] += value));
  }
  return sums;
}

/** A group's mean score per discipline (points), null when none of it has a potential. */
const meanOf = (sums: PotentialSums, index: number): number | null =>
  sums.horses === 0 ? null : sums.tenths[index] / 10 / sums.horses;

export interface ProgenyProfile {
  foals: number;
  /** Foals per section (BREEDS order, then those of no Welsh section as null): only sections with foals. */
  sections: { section: Breed | null; foals: number }[];
  evaluated: number;
  /** Foals by the premium their own page shows, best first (EXTERIOR_PREMIUMS, Diplom included). */
  premiums: { premium: ExteriorPremium; foals: number }[];
  /** Foals with a premium or diploma: an exterior premium (any of EXTERIOR_PREMIUMS). */
  withPremium: number;
  /** withPremium of the evaluated foals (0…1); null when none is evaluated. */
  premiumShare: number | null;
  /** The best premiering grade of any foal (bestPremieringGrade); null when no foal has one. */
  bestPremiering: PremieringGrade | null;
  /** Foals with a potential, and the stud's horses with one (the means' denominators). */
  foalsRated: number;
  studRated: number;
  /** Per discipline the foals' mean score, the stud's and the foals' less the stud's (null without foals rated). */
  disciplines: { discipline: Discipline; foals: number | null; stud: number | null; difference: number | null }[];
}

/**
 * The profile of `foals` (each foal's figures, foalFigures) against the stud's potential sums
 * (`stud`: every horse of the stud, potentialSums); null without foals.
 */
export function progenyProfile(foals: readonly FoalFigures[], stud: PotentialSums): ProgenyProfile | null {
  if (foals.length === 0) return null;
  const count = (keep: (foal: FoalFigures) => boolean) => foals.filter(keep).length;
  const evaluated = count((foal) => foal.evaluated);
  const premiums = EXTERIOR_PREMIUMS.map((premium) => ({ premium, foals: count((foal) => foal.premium === premium) }));
  const withPremium = count((foal) => foal.premium !== null);
  const premierings = foals.flatMap((foal) => foal.premierings);
  const own = potentialSums(foals.map((foal) => foal.tenths));
  return {
    foals: foals.length,
    sections: [...BREEDS, null]
      .map((section) => ({ section, foals: count((foal) => foal.section === section) }))
      .filter((row) => row.foals > 0),
    evaluated,
    premiums,
    withPremium,
    premiumShare: evaluated === 0 ? null : withPremium / evaluated,
    bestPremiering: premierings.length === 0 ? null : bestPremieringGrade(premierings),
    foalsRated: own.horses,
    studRated: stud.horses,
    disciplines: DISCIPLINES.map((discipline, index) => {
      const mean = meanOf(own, index);
      const studMean = meanOf(stud, index);
      return {
        discipline,
        foals: mean,
        stud: studMean,
        difference: mean === null || studMean === null ? null : mean - studMean,
      };
    }),
  };
}
