import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
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
  if (declaredTooLarge(request, maxBytes)) return tooLarge();
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw badRequest();
  }
  const values: Record<string, string> = {};
  const files = new Map<string, File>();
  for (const [key, value] of formData) {
    if (typeof value === "string") values[key] = value;
    else if (value.size > 0 || value.name !== "") files.set(key, value);
  }
  return refuseNul(values) ?? { ok: true, values, files, formData };
}

/** A file a form posted, written to disk as it arrived. */
export interface SavedFile {
  /** The name the browser gave it. */
  name: string;
  path: string;
  size: number;
  /** SHA-256 of its bytes, hex. */
  sha256: string;
}

export type FormWithFile = { ok: true; values: Record<string, string>; file: SavedFile | null } | FormFailure;

/**
 * readFormData for a form that posts one large file (the import page's backup archive): the
 * file `field` is written to `path` as it arrives and hashed on the way, so a body of hundreds
 * of megabytes never sits in memory (docs/decisions/0022-backup-archive.md); the other fields
 * are read as strings (at most MAX_FORM_BYTES each). The same guards as readFormData: the
 * declared length, then the bytes themselves (a larger file is refused), 400 for a body that is
 * not a readable form, NUL refused in a field. The caller removes `path`.
 */
export async function readFormFile(
  request: Request,
  { field, path, maxBytes }: { field: string; path: string; maxBytes: number },
): Promise<FormWithFile> {
  if (declaredTooLarge(request, maxBytes)) return tooLarge();
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: MAX_FORM_BYTES },
    });
  } catch {
    throw badRequest();
  }
  const values: Record<string, string> = {};
  let saved: Promise<SavedFile | "too-large" | null> = Promise.resolve(null);
  parser.on("field", (name, value) => void (values[name] = value));
  parser.on("file", (name, stream, fileName) => {
    if (name !== field) return void stream.resume();
    const hash = createHash("sha256");
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    saved = pipeline(stream, counted, createWriteStream(path)).then(() =>
      stream.truncated ? "too-large" : { name: fileName ?? "", path, size, sha256: hash.digest("hex") },
    );
    // Awaited below; a body cut short fails the parse first.
    saved.catch(() => undefined);
  });
  if (!request.body) throw badRequest();
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream), parser);
  } catch {
    throw badRequest();
  }
  const file = await saved;
  if (file === "too-large") return tooLarge();
  return refuseNul(values) ?? { ok: true, values, file: file && (file.size > 0 || file.name !== "") ? file : null };
}

const declaredTooLarge = (request: Request, maxBytes: number) =>
  Number(request.headers.get("content-length") ?? 0) > maxBytes;
const tooLarge = (): FormFailure => ({ ok: false, fieldErrors: { form: texts.validation.formTooLarge }, values: {} });
const badRequest = () => data(texts.faults.badRequest, { status: 400 });

/** PostgreSQL cannot store NUL in text: a field holding one is refused, with everything typed. */
function refuseNul(values: Record<string, string>): FormFailure | null {
  const fieldErrors: FieldErrors = {};
  for (const [key, value] of Object.entries(values))
    if (value.includes("\0")) fieldErrors[key] = texts.faults.textForbiddenCharacter;
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors, values } : null;
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
  return { ok: false, refusal: refuseForm(form) };
}

/** The answer to a form refused as it was read: 413 for a body over the limit, 400 for a field (a NUL). */
export const refuseForm = (form: FormFailure) =>
  refuse(form.fieldErrors.form === texts.validation.formTooLarge ? 413 : 400, form.fieldErrors, form.values);

/**
 * The catch of an admin loader or action that answers with its own failure message: logs the error,
 * except a database outage, which is rethrown so the request answers 503 with the outage page.
 */
export function logFailure(error: unknown): void {
  if (isDatabaseUnavailable(error)) throw error;
  console.error(error);
}
