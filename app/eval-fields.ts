// The add-eval form's fields per evaluation type: drawn by the page, read by app/eval-form.server.ts.
import {
  EVALUATION_TYPES,
  QUALITY_PAPER_COLOURS,
  RIDING_TEST_RESULTS,
  YOUNG_HORSE_DIRECTIONS,
  type EvaluationType,
} from "#domain";
import * as texts from "#domain/texts";

const t = texts.records.evaluation;

export type EvalFieldName = keyof typeof texts.evaluations.fields;
/** A score is 0–10 and required unless `optional`; a text is required only when `required`. */
export type TypeField =
  | { name: EvalFieldName; kind: "score"; optional?: true }
  | { name: EvalFieldName; kind: "number" }
  | { name: EvalFieldName; kind: "text"; required?: true; hint?: string }
  | { name: EvalFieldName; kind: "select"; options: readonly string[] };

/** Each type's own fields (docs/product.md, "Evaluations"), in form order. */
export const TYPE_FIELDS: Record<EvaluationType, readonly TypeField[]> = {
  exterior: (["breedType", "hnb", "extremeties", "movement", "overall"] as const).map((name) => ({
    name,
    kind: "score",
  })),
  premiering: [
    { name: "exterior", kind: "text", hint: t.hints.premieringExterior },
    { name: "meritPoints", kind: "number" },
    { name: "offAmount", kind: "number" },
    { name: "offPoints", kind: "number" },
    { name: "result", kind: "text", required: true, hint: t.hints.result },
  ],
  trearstest: (["typ", "hhb", "extr", "skritt", "trav", "galopp", "hoppTeknik", "hoppTemp"] as const).map((name) => ({
    name,
    kind: "score",
  })),
  kvalitetregistrering: [
    { name: "section", kind: "select", options: Object.keys(QUALITY_PAPER_COLOURS) },
    { name: "regNr", kind: "text", required: true },
  ],
  kvalitetfolbedomning: (["exterior", "gangarter", "skritt", "trav", "galopp", "intryck"] as const).map((name) => ({
    name,
    kind: "score",
  })),
  kvalitetunghasttest: [
    ...(["typ", "hhb", "ben", "skritt", "trav", "galopp", "teknik", "temperament"] as const).map((name) => ({
      name,
      kind: "score" as const,
    })),
    { name: "gangart", kind: "score", optional: true },
    { name: "hoppning", kind: "score", optional: true },
    { name: "inriktning", kind: "select", options: YOUNG_HORSE_DIRECTIONS },
    { name: "ridprov", kind: "select", options: RIDING_TEST_RESULTS },
  ],
};

/** The type named in the URL or form; anything else shows the first type, exterior. */
export function evaluationTypeOf(value: string | null | undefined): EvaluationType {
  return EVALUATION_TYPES.find((type) => type === value) ?? "exterior";
}
