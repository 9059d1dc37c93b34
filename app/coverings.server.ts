// The coverings pages' server side (app/routes/admin.coverings*.tsx): reading their forms, the
// season asked for, and saying in Swedish why a write was refused (docs/product.md, "Coverings").
import {
  coveringRecord,
  type CoveringEdit,
  type CoveringRefusal,
  type FoalRegistration,
  type PlannedCoveringsResult,
} from "#data/coverings";
import { currentSeason, parseSeason, parseSeed } from "#domain";
import * as texts from "#domain/texts";
import { fieldErrorsOf, type FieldErrors, type FormResult } from "./forms.server";
import { horseRefusal } from "./horse-form.server";

const t = texts.coverings;

/** A covering's number in its address, or null for anything else. */
export function coveringId(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The add and edit form (`stallion`, `mare`, `date`, `status`, `note`): the stored covering's own rules. */
const coveringForm = coveringRecord.omit({ seed: true });

export function parseCoveringForm(values: Record<string, string>): FormResult<CoveringEdit> {
  const result = coveringForm.safeParse({ ...values, note: values.note ?? "" });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
}

/** "Planera betäckning" (the planner, the mates list): the pair and the seed of the foal shown. */
export function parsePlanForm(
  values: Record<string, string>,
): { ok: true; pair: { stallion: string; mare: string; seed: number } } | { ok: false; message: string } {
  const seed = parseSeed(values.seed);
  if (seed === null) return { ok: false, message: t.refusals.badSeed };
  return { ok: true, pair: { stallion: values.stallion ?? "", mare: values.mare ?? "", seed } };
}

/** The season `?year=` asks for (this season without one), or the message saying it is none. */
export function askedSeason(params: URLSearchParams): { year: number; problem: string | null } {
  const asked = params.get("year");
  if (asked === null || asked.trim() === "") return { year: currentSeason(), problem: null };
  const year = parseSeason(asked);
  return year === null ? { year: currentSeason(), problem: t.badSeason(asked) } : { year, problem: null };
}

/** A refused covering write's messages: beside the field they are about, or for the whole form. */
export function coveringRefusal(refusal: CoveringRefusal): FieldErrors {
  switch (refusal.reason) {
    case "same-horse":
      return { mare: t.refusals.sameHorse };
    case "gender":
      return refusal.role === "stallion"
        ? { stallion: t.refusals.notStallion(refusal.name, refusal.gender) }
        : { mare: t.refusals.notMare(refusal.name, refusal.gender) };
    case "lookalike":
      return { [refusal.role]: texts.faults.nameLookalike(refusal.clash) };
    case "has-foal":
      return { form: t.refusals.hasFoal(refusal.foal) };
    case "not-found":
      return { form: t.refusals.notFound };
  }
}

/** Why planned coverings were not saved, in one sentence (the plan buttons have no fields of their own). */
export function plannedRefusal(result: Extract<PlannedCoveringsResult, { ok: false }>): string {
  if (result.reason === "invalid") return result.message;
  return Object.values(coveringRefusal(result)).join(" ");
}

/** A refused foal registration's messages: the name's beside its field, the rest for the form. */
export function foalRefusal(result: Extract<FoalRegistration, { ok: false }>): FieldErrors {
  switch (result.reason) {
    case "status":
      return { form: t.refusals.notCovered(t.statuses[result.status]) };
    case "parents":
      return { form: t.refusals.parents };
    case "name":
      return { name: result.message };
    case "not-found":
      return { form: t.refusals.notFound };
    default:
      return horseRefusal(result, { sire: null });
  }
}
