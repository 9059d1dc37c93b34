import type { RouterContextProvider } from "react-router";
import type { Db } from "#data/db";
import { MAX_IMAGE_BYTES } from "#domain";
import * as texts from "#domain/texts";
import { storeImage } from "#pictures/store";
import { requireUser } from "./auth.server";
import { logFailure, MAX_FORM_BYTES, readFormData, refuseForm, type FieldErrors, type refuse } from "./forms.server";
import type { PictureFields } from "./pictures";

/**
 * The forms that take a picture file. Only these accept a body of up to 15 MB and a little
 * for the other fields; every other form keeps the 200 kB limit. The body is read whole
 * (bounded by this limit, checked by the server before anything reads it) instead of
 * streamed: docs/decisions/0019-pictures-in-the-database.md says why.
 */
export const PICTURE_FORM_PATHS = [
  "/admin/add-horse",
  "/admin/update-horse",
  "/admin/add-ribbons",
  "/admin/news",
  "/admin/news/:id",
] as const;
export const MAX_UPLOAD_FORM_BYTES = MAX_IMAGE_BYTES + MAX_FORM_BYTES;

export type AdminUpload =
  | { ok: true; data: Record<string, string>; files: Map<string, File> }
  | { ok: false; refusal: ReturnType<typeof refuse> };

/** readAdminForm for the picture forms: the signed-in user, the fields as strings, and the chosen files. */
export async function readAdminUpload(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AdminUpload> {
  requireUser(context);
  const form = await readFormData(request, MAX_UPLOAD_FORM_BYTES);
  if (!form.ok) return { ok: false, refusal: refuseForm(form) };
  return { ok: true, data: form.values, files: form.files };
}

/**
 * Stores a chosen file and writes its address into the form's values (so a form refused for
 * another field keeps the uploaded picture); the remove checkbox empties the address. A file
 * that is no usable picture is refused with a message beside the file input, nothing stored.
 */
export async function takePicture(
  db: Db,
  form: { data: Record<string, string>; files: Map<string, File> },
  fields: PictureFields,
): Promise<{ ok: true; values: Record<string, string> } | { ok: false; fieldErrors: FieldErrors }> {
  const values = { ...form.data };
  if (fields.remove && values[fields.remove] === "on") {
    values[fields.url] = "";
    delete values[fields.remove];
  }
  const file = form.files.get(fields.file);
  if (!file) return { ok: true, values };
  if (file.size > MAX_IMAGE_BYTES)
    return { ok: false, fieldErrors: { [fields.file]: texts.pictures.refused["too-large"] } };
  let stored: Awaited<ReturnType<typeof storeImage>>;
  try {
    stored = await storeImage(db, Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    logFailure(error);
    return { ok: false, fieldErrors: { [fields.file]: texts.pictures.failed } };
  }
  if (!stored.ok) return { ok: false, fieldErrors: { [fields.file]: texts.pictures.refused[stored.reason] } };
  values[fields.url] = stored.ref;
  return { ok: true, values };
}
