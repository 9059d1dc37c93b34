// The single-record page's data (app/routes/admin.record.tsx): finding a record by kind and id,
// saving a ribbon or merit line, deleting any record, each write logged (app/history.server.ts).
import { z } from "zod";
import type { Db } from "#data/db";
import { deleteEvaluation, evaluationById } from "#data/evaluations";
import { deleteHorse, horseByName } from "#data/horses";
import { deleteMerit, meritById, updateMerit } from "#data/merits";
import { deletePedigreeEntry, pedigreeByName } from "#data/pedigree/pedigree";
import { dateField, meritEdit, meritRecord, ribbonRecord } from "#data/records";
import { deleteRibbon, ribbonById, updateRibbon } from "#data/ribbons";
import * as texts from "#domain/texts";
import { fieldErrorsOf, type FormResult } from "./forms.server";
import type { ChangeLogger } from "./history.server";
import type { RecordKind } from "./paths";

const t = texts.recordEdit;

export const RECORD_KINDS = [
  "ribbon",
  "merit",
  "evaluation",
  "horse",
  "pedigree",
] as const satisfies readonly RecordKind[];
export const isRecordKind = (text: string): text is RecordKind => (RECORD_KINDS as readonly string[]).includes(text);

/** A record as the page shows it: whose it is, how it is named, and its editable fields (ribbons and merits). */
export interface FoundRecord {
  kind: RecordKind;
  /** The horse it belongs to (null for a pedigree entry). */
  horse: string | null;
  what: string;
  values: Record<string, string> | null;
}

/** Ribbons, merit lines and evaluations go by their number; horses and pedigree entries by name. */
function numberOf(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

export async function findRecord(db: Db, kind: RecordKind, id: string): Promise<FoundRecord | null> {
  const number = numberOf(id);
  switch (kind) {
    case "ribbon": {
      const ribbon = number === null ? null : await ribbonById(db, number);
      return ribbon
        ? {
            kind,
            horse: ribbon.horse,
            what: t.what.ribbon(ribbon.text),
            values: { text: ribbon.text, image: ribbon.image ?? "" },
          }
        : null;
    }
    case "merit": {
      const merit = number === null ? null : await meritById(db, number);
      return merit
        ? {
            kind,
            horse: merit.horse,
            what: t.what.merit(merit.key, merit.date),
            values: { key: merit.key, date: merit.date, text: merit.text, points: String(merit.points) },
          }
        : null;
    }
    case "evaluation": {
      const evaluation = number === null ? null : await evaluationById(db, number);
      return evaluation
        ? {
            kind,
            horse: evaluation.horse,
            what: t.what.evaluation(texts.evaluations.types[evaluation.type], evaluation.date),
            values: null,
          }
        : null;
    }
    case "horse": {
      const horse = await horseByName(db, id);
      return horse ? { kind, horse: horse.name, what: t.what.horse(horse.name), values: null } : null;
    }
    case "pedigree": {
      const entry = await pedigreeByName(db, id);
      return entry ? { kind, horse: null, what: t.what.pedigree(entry.name), values: null } : null;
    }
  }
}

const ribbonForm = z.object({ text: ribbonRecord.shape.text, image: ribbonRecord.shape.image });
/** The posted strings, then the merit line's own rules (its points agree with its placing: data/records.ts meritEdit). */
const meritForm = z
  .object({
    key: meritRecord.shape.key,
    date: dateField,
    text: meritRecord.shape.text,
    points: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, t.pointsHint)
      .transform(Number)
      .pipe(z.number().max(100, t.pointsHint)),
  })
  .pipe(meritEdit);

function parse<S extends z.ZodType>(schema: S, values: Record<string, string>): FormResult<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
}

export type SaveAnswer = FormResult<{ horse: string }> | { ok: false; status: 404 | 409; message: string };

/** Saves a ribbon or merit line from the posted form; other kinds have pages of their own. */
export async function saveRecord(
  logged: ChangeLogger,
  kind: RecordKind,
  id: string,
  values: Record<string, string>,
): Promise<SaveAnswer> {
  const number = numberOf(id) ?? 0;
  if (kind === "ribbon") {
    const form = parse(ribbonForm, values);
    if (!form.ok) return form;
    const saved = await logged("ribbon-edit", (tx) => updateRibbon(tx, number, form.data));
    return saved.ok ? { ok: true, data: { horse: saved.horse } } : { ok: false, status: 404, message: t.notFound };
  }
  if (kind === "merit") {
    const form = parse(meritForm, values);
    if (!form.ok) return form;
    const saved = await logged("merit-edit", (tx) => updateMerit(tx, number, form.data));
    if (saved.ok) return { ok: true, data: { horse: saved.horse } };
    return saved.reason === "duplicate"
      ? { ok: false, status: 409, message: t.duplicate }
      : { ok: false, status: 404, message: t.notFound };
  }
  return { ok: false, status: 404, message: t.notFound };
}

export type DeleteAnswer = { ok: true; horse: string | null } | { ok: false; status: 404 | 409; message: string };

export async function deleteRecord(logged: ChangeLogger, kind: RecordKind, id: string): Promise<DeleteAnswer> {
  const number = numberOf(id) ?? 0;
  const gone = { ok: false, status: 404, message: t.notFound } as const;
  switch (kind) {
    case "ribbon": {
      const result = await logged("ribbon-delete", (tx) => deleteRibbon(tx, number));
      return result.ok ? { ok: true, horse: result.horse } : gone;
    }
    case "merit": {
      const result = await logged("merit-delete", (tx) => deleteMerit(tx, number));
      return result.ok ? { ok: true, horse: result.horse } : gone;
    }
    case "evaluation": {
      const result = await logged("evaluation-delete", (tx) => deleteEvaluation(tx, number));
      return result.ok ? { ok: true, horse: result.horse } : gone;
    }
    case "horse": {
      const result = await logged("horse-delete", (tx) => deleteHorse(tx, id));
      return result.ok ? { ok: true, horse: null } : gone;
    }
    case "pedigree": {
      const result = await logged("pedigree-delete", (tx) => deletePedigreeEntry(tx, id));
      if (result.ok) return { ok: true, horse: null };
      return result.reason === "studHorse" ? { ok: false, status: 409, message: t.studHorseEntry } : gone;
    }
  }
}
