import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { isDatabaseUnavailable } from "#data/db";
import * as texts from "#domain/texts";
import { requireUser } from "./auth.server";

export type FieldErrors = Record<string, string>;
export type FormFailure = { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };
export type FormResult<T> = { ok: true; data: T } | FormFailure;

/** Bodies larger than this are refused before parsing (hostile input); the server refuses them first. */
export const MAX_FORM_BYTES = 200_000;

/**
 * Reads a posted form and validates it with a Zod schema. Failures come back with
 * one message per field and the typed values, so the form can show them again and
 * nothing the administrator typed is lost.
 */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  /** Fields posted several times (checkboxes of one name), validated as lists of strings. */
  { lists = [] }: { lists?: readonly string[] } = {},
): Promise<FormResult<z.output<S>>> {
  const form = await readFormData(request, MAX_FORM_BYTES);
  if (!form.ok) return form;
  const { values, formData } = form;
  const listed = Object.fromEntries(
    lists.map((name) => [name, formData.getAll(name).filter((value) => typeof value === "string")]),
  );
  const result = schema.safeParse({ ...values, ...listed });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
}

export type PostedForm = { ok: true; values: Record<string, string>; files: Map<string, File>; formData: FormData };

/**
 * The posted fields as strings and the chosen files (an empty file input posts none).
 * The body is read whole, so its size is bounded first: the server refuses a larger
 * declared length before this runs, and this check is the second guard. A body that is not
 * a readable form (a malformed or truncated multipart body) is the client's mistake: 400, not
 * 500 (the server refuses other media types with 415). A NUL in any field is refused for that
 * field: PostgreSQL cannot store it in text.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<PostedForm | FormFailure> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > maxBytes) return { ok: false, fieldErrors: { form: texts.errors.formTooLarge }, values: {} };
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data(texts.faults.badRequest, { status: 400 });
  }
  const values: Record<string, string> = {};
  const files = new Map<string, File>();
  const nulFields: FieldErrors = {};
  for (const [key, value] of formData) {
    if (typeof value === "string") {
      values[key] = value;
      if (value.includes("\0")) nulFields[key] = texts.faults.textForbiddenCharacter;
    } else if (value.size > 0 || value.name !== "") files.set(key, value);
  }
  if (Object.keys(nulFields).length > 0) return { ok: false, fieldErrors: nulFields, values };
  return { ok: true, values, files, formData };
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/** Any posted form as plain strings (files are ignored), with parseForm's size limit. */
export const formStrings = z.record(z.string(), z.string());

/** An action's answer for a refused form: its message(s) and everything typed, kept. */
export function refuse(status: number, fieldErrors: FieldErrors, values: Record<string, string> = {}) {
  return data<FormFailure>({ ok: false, fieldErrors, values }, { status });
}

/**
 * An action's answer when it did what was asked. `key` is new with every success: a form keyed
 * on it starts afresh (no effect on actionData); `message` is the text to show, where the page
 * does not word it itself; `T` carries what else the page needs.
 */
export type ActionSuccess<T extends object = object> = { ok: true; key: string; message?: string } & T;

/**
 * What every admin action answers: a success, or a refusal with one message per field (text that
 * belongs to the whole form under `fieldErrors.form`) and everything typed.
 */
export type ActionAnswer<T extends object = object> = ActionSuccess<T> | FormFailure;

export function succeed<T extends object = object>(extra: T = {} as T): ActionSuccess<T> {
  return { ok: true, key: crypto.randomUUID(), ...extra };
}

export type AdminForm = { ok: true; data: Record<string, string> } | { ok: false; refusal: ReturnType<typeof refuse> };

/**
 * The opening of every admin form action: the signed-in user (belt and braces behind the admin
 * middleware), then the posted form as strings. A refused form comes with its answer ready:
 * `if (!form.ok) return form.refusal;`.
 */
export async function readAdminForm(request: Request, context: Readonly<RouterContextProvider>): Promise<AdminForm> {
  requireUser(context);
  const form = await parseForm(request, formStrings);
  if (form.ok) return form;
  const tooLarge = form.fieldErrors.form === texts.errors.formTooLarge;
  return { ok: false, refusal: refuse(tooLarge ? 413 : 400, form.fieldErrors, form.values) };
}

/**
 * The catch of an admin loader or action that answers with its own failure message: logs the error,
 * except a database outage, which is rethrown so the request answers 503 with the outage page.
 */
export function logFailure(error: unknown): void {
  if (isDatabaseUnavailable(error)) throw error;
  console.error(error);
}
