import type { Evaluation } from "#data/evaluations";
import { evaluationRecord, type EvaluationData, type EvaluationRecord } from "#data/records";
import { evaluationTotals, exteriorPremium, exteriorTotal } from "#domain";
import * as texts from "#domain/texts";
import { evaluationTypeOf, TYPE_FIELDS } from "./eval-fields";
import { fieldErrorsOf, type FormResult } from "./forms.server";

const labels = texts.evaluations;

/**
 * The add-eval form's posted strings through data/records.ts evaluationRecord. Only the chosen
 * type's fields count; blanks are "not given" (so a forgotten score is an error, not a silent 0);
 * a decimal comma is read as a point. The posted type itself is validated: an unknown one is
 * refused, not read as the default. The exterior premium is always computed, never posted
 * (docs/product.md, "Evaluations").
 */
export function parseEvalForm(values: Record<string, string>): FormResult<EvaluationRecord> {
  const type = evaluationTypeOf(values.type);
  const numeric = new Set<string>(
    TYPE_FIELDS[type].filter((f) => f.kind === "score" || f.kind === "number").map((f) => f.name),
  );
  const input: Record<string, string> = { type: values.type ?? "" };
  for (const name of ["horse", "date", "judge", ...TYPE_FIELDS[type].map((field) => field.name)]) {
    const value = values[name]?.trim() ?? "";
    if (value !== "") input[name] = numeric.has(name) ? value.replace(",", ".") : value;
  }
  const result = evaluationRecord.safeParse(input);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error);
    for (const name of Object.keys(fieldErrors))
      if (input[name] === undefined) fieldErrors[name] = texts.validation.required;
    return { ok: false, fieldErrors, values };
  }
  const data = result.data;
  return {
    ok: true,
    data: data.type === "exterior" ? { ...data, premium: exteriorPremium(exteriorTotal(data)) } : data,
  };
}

/** What the domain computes from an evaluation (evaluationTotals), worded: the preview and the saved summary. */
export function evaluationSummary(data: EvaluationData): { label: string; value: string }[] {
  return evaluationTotals(data).map((total) => ({
    label: labels.totals[total.key],
    value: labels.value(total, texts.records.evaluation.outOf),
  }));
}

/**
 * A stored evaluation as the form's strings: what the edit form starts with. A score with a half
 * is written with a decimal comma (`8,5`), as the form reads it.
 */
export function evaluationFormValues(evaluation: Evaluation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(evaluation))
    if (key !== "id" && value !== null && value !== undefined)
      values[key] = typeof value === "number" ? String(value).replace(".", ",") : String(value);
  return values;
}
