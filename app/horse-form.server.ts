import type { Horse, HorseWriteResult } from "#data/horses";
import { horseFormRecord, type HorseRecord } from "#data/records";
import { parseStats } from "#domain";
import * as texts from "#domain/texts";
import { fieldErrorsOf, type FieldErrors, type FormResult } from "./forms.server";
import { loopFieldError } from "./pedigree-form.server";

const blankTo = <T>(value: string | undefined, empty: T): string | T =>
  value === undefined || value.trim() === "" ? empty : value;

/**
 * The horse form (add-horse, update-horse) posts strings named as the horse's fields;
 * this maps them onto the stored shape and validates through data/records.ts horseFormRecord:
 * stats are space-separated numbers (non-numeric → 0), 16 or none; blanks become "not given".
 */
export function parseHorseForm(values: Record<string, string>): FormResult<HorseRecord> {
  const result = horseFormRecord.safeParse({
    ...values,
    name: values.name ?? "",
    forSale: values.forSale === "on",
    stats: parseStats(values.stats ?? ""),
    age: blankTo(values.age, undefined),
    height: blankTo(values.height, null),
    generation: blankTo(values.generation, null),
    focus: blankTo(values.focus, null),
  });
  if (!result.success) return { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
  return { ok: true, data: result.data };
}

/** A stored horse as the form's initial values. */
export function horseFormValues(horse: Horse | HorseRecord): Record<string, string> {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  return {
    name: horse.name,
    category: horse.category,
    breed: horse.breed,
    forSale: horse.forSale ? "on" : "",
    picture: text(horse.picture),
    pictureAlt: text(horse.pictureAlt),
    focus: text(horse.focus),
    sire: text(horse.sire),
    dam: text(horse.dam),
    gender: horse.gender,
    age: text(horse.age),
    height: text(horse.height),
    color: text(horse.color),
    genotype: text(horse.genotype),
    stats: horse.stats.join(" "),
    breeder: text(horse.breeder),
    seller: text(horse.seller),
    desc: text(horse.desc),
    generation: text(horse.generation),
    moorwiesen: text(horse.moorwiesen),
    rvhf: text(horse.rvhf),
    link: text(horse.link),
    owner: text(horse.owner),
  };
}

/** The field messages of a refused horse write: a taken name beside the name, a loop beside the parent leading into it. */
export function horseRefusal(
  result: Exclude<HorseWriteResult, { ok: true }>,
  record: Pick<HorseRecord, "sire">,
): FieldErrors {
  switch (result.reason) {
    case "duplicate":
      return { name: result.ancestor ? texts.adminHorses.duplicateAncestor : texts.adminHorses.duplicate };
    case "lookalike":
      return { name: texts.faults.nameLookalike(result.clash) };
    case "not-found":
      return { form: texts.adminHorses.horseNotFound };
    case "loop":
      return loopFieldError(result.chain, record.sire);
  }
}
