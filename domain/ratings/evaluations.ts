// Evaluations: exterior premium, premiering grade, test totals, quality papers (docs/product.md, "Evaluations").

/** Types in display order: the evaluations list (exterior, premiering, trearstest) then the quality certificates. */
export const EVALUATION_TYPES = [
  "exterior",
  "premiering",
  "trearstest",
  "kvalitetregistrering",
  "kvalitetfolbedomning",
  "kvalitetunghasttest",
] as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[number];

/** Display order: by type as listed above, newest first within a type (ISO dates compare as text). */
export function compareEvaluations(a: { type: string; date: string }, b: { type: string; date: string }): number {
  const rank = (type: string) => {
    const index = EVALUATION_TYPES.indexOf(type as EvaluationType);
    return index === -1 ? EVALUATION_TYPES.length : index;
  };
  return rank(a.type) - rank(b.type) || b.date.localeCompare(a.date);
}

export interface ExteriorScores {
  breedType: number;
  hnb: number;
  extremeties: number;
  movement: number;
  overall: number;
}

/** Five scores out of 10. */
export const EXTERIOR_MAX = 50;
export function exteriorTotal(scores: ExteriorScores): number {
  return scores.breedType + scores.hnb + scores.extremeties + scores.movement + scores.overall;
}

export const EXTERIOR_PREMIUMS = ["Diplom", "Klass I", "Klass II"] as const;
export type ExteriorPremium = (typeof EXTERIOR_PREMIUMS)[number];
/** One rule everywhere (docs/product.md, "Evaluations"): total above 39 → Diplom, below 36 → Klass II, otherwise Klass I. */
export const EXTERIOR_PREMIUM_EDGES = { diplomAbove: 39, klassIIBelow: 36 } as const;
/** Competition-list filter value for a horse without a premium. */
export const NO_PREMIUM_LABEL = "Unghäst";

export function exteriorPremium(total: number): ExteriorPremium {
  if (total > EXTERIOR_PREMIUM_EDGES.diplomAbove) return "Diplom";
  if (total < EXTERIOR_PREMIUM_EDGES.klassIIBelow) return "Klass II";
  return "Klass I";
}

/** An exterior evaluation's premium: a stored premium wins over recomputing (docs/product.md, "Evaluations"). */
export function effectivePremium(exterior: ExteriorScores & { premium?: ExteriorPremium | null }): ExteriorPremium {
  return exterior.premium ?? exteriorPremium(exteriorTotal(exterior));
}

/** Best first. */
export const PREMIERING_GRADES = ["Elit", "A", "AB", "B", "G"] as const;
export type PremieringGrade = (typeof PREMIERING_GRADES)[number];
export const DEFAULT_PREMIERING_GRADE: PremieringGrade = "G";

/** The grade is the second comma-separated item of `result`; null when it is not a known grade. */
export function premieringGrade(result: string): PremieringGrade | null {
  const item = result.split(",")[1]?.trim() ?? "";
  return PREMIERING_GRADES.find((grade) => grade === item) ?? null;
}

export function bestPremieringGrade(results: readonly string[]): PremieringGrade {
  const ranks = results
    .map(premieringGrade)
    .filter((g) => g !== null)
    .map((g) => PREMIERING_GRADES.indexOf(g));
  return ranks.length === 0 ? DEFAULT_PREMIERING_GRADE : PREMIERING_GRADES[Math.min(...ranks)];
}

/** Percentage of a maximum, one decimal. */
const percent = (total: number, max: number) => Math.round((total / max) * 1000) / 10;

export const TREARSTEST_MAX = 80;
export interface TrearstestScores {
  typ: number;
  hhb: number;
  extr: number;
  skritt: number;
  trav: number;
  galopp: number;
  hoppTeknik: number;
  hoppTemp: number;
}
export function trearstestTotals(s: TrearstestScores): {
  gang: number;
  hopp: number;
  total: number;
  percentage: number;
} {
  const gang = s.skritt + s.trav + s.galopp;
  const hopp = s.hoppTeknik + s.hoppTemp;
  const total = s.typ + s.hhb + s.extr + gang + hopp;
  return { gang, hopp, total, percentage: percent(total, TREARSTEST_MAX) };
}

export const FOAL_ASSESSMENT_MAX = 30;
export interface FoalAssessmentScores {
  exterior: number;
  gangarter: number;
  intryck: number;
}
export function foalAssessmentTotals(s: FoalAssessmentScores): { total: number; percentage: number } {
  const total = s.exterior + s.gangarter + s.intryck;
  return { total, percentage: percent(total, FOAL_ASSESSMENT_MAX) };
}

export const YOUNG_HORSE_TEST_MAX = 60;
export const YOUNG_HORSE_DIRECTIONS = ["Gång", "Hopp"] as const;
export const RIDING_TEST_RESULTS = ["Godkänd", "Ej godkänd"] as const;
export interface YoungHorseTestScores {
  typ: number;
  hhb: number;
  ben: number;
  skritt: number;
  trav: number;
  galopp: number;
  teknik: number;
  temperament: number;
}
export function youngHorseTestTotals(s: YoungHorseTestScores): { gaitTotal: number; jumpingTotal: number } {
  const shared = s.typ + s.hhb + s.ben;
  return {
    gaitTotal: shared + s.skritt + s.trav + s.galopp,
    jumpingTotal: shared + s.galopp + s.teknik + s.temperament,
  };
}

/** The quality-registration paper per section, as written (docs/product.md, "Evaluations"). */
export const QUALITY_PAPER_COLOURS = {
  I: "grönt papper",
  II: "vitt papper",
  III: "gult papper",
  IV: "grått papper",
} as const;
export type QualitySection = keyof typeof QUALITY_PAPER_COLOURS;

export function qualityPaperColour(section: string): string | null {
  const key = section.trim().toUpperCase();
  return Object.hasOwn(QUALITY_PAPER_COLOURS, key) ? QUALITY_PAPER_COLOURS[key as QualitySection] : null;
}

/** An evaluation as the rules read it: its type and that type's scores (data/records.ts evaluationData fits). */
export type EvaluationScores =
  | ({ type: "exterior"; premium?: ExteriorPremium | null } & ExteriorScores)
  | { type: "premiering"; result: string }
  | ({ type: "trearstest" } & TrearstestScores)
  | { type: "kvalitetregistrering"; section: string }
  | ({ type: "kvalitetfolbedomning" } & FoalAssessmentScores)
  | ({ type: "kvalitetunghasttest" } & YoungHorseTestScores);

/** One figure the rules compute from an evaluation; the pages word (by `key`) and format (by `kind`) it. */
export type EvaluationTotal =
  | { key: "total" | "gaitTotal" | "jumpingTotal"; kind: "outOf"; value: number; max: number }
  | { key: "gang" | "hopp"; kind: "number"; value: number }
  /** 0…100, one decimal. */
  | { key: "percentage"; kind: "percent"; value: number }
  /** null: nothing to show (an unknown grade or paper section). */
  | { key: "premium" | "grade" | "paper"; kind: "text"; value: string | null };
export type EvaluationTotalKey = EvaluationTotal["key"];

/** Everything computed from one evaluation (docs/product.md, "Evaluations"), in display order: the one place totals are made. */
export function evaluationTotals(evaluation: EvaluationScores): EvaluationTotal[] {
  switch (evaluation.type) {
    case "exterior":
      return [
        { key: "total", kind: "outOf", value: exteriorTotal(evaluation), max: EXTERIOR_MAX },
        { key: "premium", kind: "text", value: effectivePremium(evaluation) },
      ];
    case "premiering":
      return [{ key: "grade", kind: "text", value: premieringGrade(evaluation.result) }];
    case "trearstest": {
      const { gang, hopp, total, percentage } = trearstestTotals(evaluation);
      return [
        { key: "gang", kind: "number", value: gang },
        { key: "hopp", kind: "number", value: hopp },
        { key: "total", kind: "outOf", value: total, max: TREARSTEST_MAX },
        { key: "percentage", kind: "percent", value: percentage },
      ];
    }
    case "kvalitetregistrering":
      return [{ key: "paper", kind: "text", value: qualityPaperColour(evaluation.section) }];
    case "kvalitetfolbedomning": {
      const { total, percentage } = foalAssessmentTotals(evaluation);
      return [
        { key: "total", kind: "outOf", value: total, max: FOAL_ASSESSMENT_MAX },
        { key: "percentage", kind: "percent", value: percentage },
      ];
    }
    case "kvalitetunghasttest": {
      const { gaitTotal, jumpingTotal } = youngHorseTestTotals(evaluation);
      return [
        { key: "gaitTotal", kind: "outOf", value: gaitTotal, max: YOUNG_HORSE_TEST_MAX },
        { key: "jumpingTotal", kind: "outOf", value: jumpingTotal, max: YOUNG_HORSE_TEST_MAX },
      ];
    }
  }
}
