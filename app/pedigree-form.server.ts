import type { PedigreeEntry, PedigreeWriteResult } from "#data/pedigree/pedigree";
import { pedigreeRecord, type PedigreeRecord } from "#data/records";
import * as texts from "#domain/texts";
import { fieldErrorsOf, type FieldErrors, type FormResult } from "./forms.server";

const t = texts.records.relation;

/** The pedigree entry's fields (docs/product.md, "Pedigree and inbreeding"), the names the form posts. */
export const PEDIGREE_FIELDS = ["name", "gender", "breed", "color", "sire", "dam", "evalExt", "link"] as const;

/** The posted pedigree form through data/records.ts pedigreeRecord (a blank gender is "not known"). */
export function parsePedigreeForm(values: Record<string, string>): FormResult<PedigreeRecord> {
  const fields = Object.fromEntries(PEDIGREE_FIELDS.map((field) => [field, values[field] ?? ""]));
  const result = pedigreeRecord.safeParse({ ...fields, gender: fields.gender.trim() || null });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
}

/** A stored entry as the form's values. */
export function pedigreeFormValues(entry: PedigreeEntry): Record<string, string> {
  return Object.fromEntries(PEDIGREE_FIELDS.map((field) => [field, entry[field] ?? ""]));
}

/**
 * The field messages of a refused write: a taken name beside the name, a loop beside the
 * parent that leads into it (with the whole chain, so the breeder sees where it closes).
 */
export function pedigreeRefusal(
  result: Exclude<PedigreeWriteResult, { ok: true }>,
  record: PedigreeRecord,
): FieldErrors {
  switch (result.reason) {
    case "duplicate":
      return { name: t.duplicate };
    case "lookalike":
      return { name: texts.faults.nameLookalike(result.clash) };
    case "studHorse":
      return { name: t.studHorse };
    case "not-found":
      return { form: t.notFound };
    case "loop":
      return loopFieldError(result.chain, record.sire);
  }
}

/** A loop's message beside the parent that leads into it, with the whole chain so the breeder sees where it closes. */
export function loopFieldError(chain: string[], sire: string | null): FieldErrors {
  const parent = chain[1]?.toLowerCase() === sire?.toLowerCase() ? "sire" : "dam";
  return { [parent]: t.loop(chain.join(" → ")) };
}
