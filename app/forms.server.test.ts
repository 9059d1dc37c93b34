import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as texts from "#domain/texts";
import { MAX_FORM_BYTES, parseForm, readFormFile, refuse, succeed } from "./forms.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/x", { method: "POST", body, headers });

describe("parseForm", () => {
  it("reads a field posted several times as a list when asked, once", async () => {
    const schema = z.object({ intent: z.literal("savePairs"), pick: z.array(z.string()) });
    const body = new URLSearchParams([
      ["intent", "savePairs"],
      ["pick", "A"],
      ["pick", "B"],
    ]);
    expect(await parseForm(post(body), schema, { lists: ["pick"] })).toEqual({
      ok: true,
      data: { intent: "savePairs", pick: ["A", "B"] },
    });
  });

  it("refuses a body over the limit before reading it, under fieldErrors.form", async () => {
    const body = new URLSearchParams({ name: "x" });
    const parsed = await parseForm(post(body, { "content-length": String(MAX_FORM_BYTES + 1) }), z.object({}));
    expect(parsed).toEqual({ ok: false, fieldErrors: { form: texts.validation.formTooLarge }, values: {} });
  });

  it("throws a 400 response for a multipart body that cannot be read", async () => {
    const broken = post('--gräns\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalv', {
      "content-type": "multipart/form-data; boundary=gräns",
    });
    const thrown = await parseForm(broken, z.object({ name: z.string() })).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ data: texts.faults.badRequest, init: { status: 400 } });
  });

  it("reads a valid multipart form", async () => {
    const form = new FormData();
    form.set("name", "Åskvigg");
    expect(await parseForm(post(form), z.object({ name: z.string() }))).toEqual({
      ok: true,
      data: { name: "Åskvigg" },
    });
  });

  it("refuses a NUL in any field with a message for that field, keeping what was typed", async () => {
    const result = await parseForm(
      post(new URLSearchParams({ ribbon: "Bäst\u0000i klassen", name: "Ronja" })),
      z.object({}),
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: { ribbon: texts.faults.textForbiddenCharacter },
      values: { ribbon: "Bäst\u0000i klassen", name: "Ronja" },
    });
  });
});

describe("readFormFile", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "form-file-"));
  let n = 0;
  const read = (request: Request, maxBytes = 1_000_000) =>
    readFormFile(request, { field: "file", path: path.join(dir, `upload-${++n}`), maxBytes });
  /** A multipart body as a stream: no length declared, as a client may send it. */
  const streamed = (form: FormData) => {
    const request = post(form);
    return new Request(request.url, {
      method: "POST",
      body: request.body,
      headers: { "content-type": request.headers.get("content-type")! },
      duplex: "half",
    } as RequestInit);
  };

  it("writes the file to disk with its name, size and SHA-256, and reads the other fields", async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new Blob([bytes]), "säkerhetskopia.zip");
    const result = await read(streamed(form));
    if (!result.ok || !result.file) throw new Error("refused");
    expect(result.values).toEqual({ intent: "preview" });
    expect(result.file).toMatchObject({
      name: "säkerhetskopia.zip",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    expect(readFileSync(result.file.path)).toEqual(Buffer.from(bytes));
  });

  it("an empty file input is no file", async () => {
    const form = new FormData();
    form.set("file", new Blob([]), "");
    expect(await read(post(form))).toMatchObject({ ok: true, file: null });
  });

  it("refuses a file over the limit, declared or not, under fieldErrors.form", async () => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(2_000)]), "stor.zip");
    const refused = { ok: false, fieldErrors: { form: texts.validation.formTooLarge }, values: {} };
    expect(await read(post(form, { "content-length": "5000" }), 1_000)).toEqual(refused);
    expect(await read(streamed(form), 1_000)).toEqual(refused);
  });

  it("throws a 400 response for a body that is no readable form, and refuses NUL in a field", async () => {
    const broken = post('--gräns\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nhalv', {
      "content-type": "multipart/form-data; boundary=gräns",
    });
    expect(await read(broken).catch((error: unknown) => error)).toMatchObject({
      data: texts.faults.badRequest,
      init: { status: 400 },
    });
    expect(await read(post("x", { "content-type": "text/plain" })).catch((error: unknown) => error)).toMatchObject({
      init: { status: 400 },
    });
    const form = new FormData();
    form.set("intent", "a\u0000b");
    expect(await read(post(form))).toMatchObject({
      ok: false,
      fieldErrors: { intent: texts.faults.textForbiddenCharacter },
    });
    expect(existsSync(path.join(dir, `upload-${n}`))).toBe(false);
  });
});

describe("the answers of an action", () => {
  it("a success carries a new key every time, so a form keyed on it starts afresh", () => {
    const first = succeed({ message: "Sparat" });
    const second = succeed({ message: "Sparat" });
    expect(first).toMatchObject({ ok: true, message: "Sparat" });
    expect(first.key).not.toBe(second.key);
  });

  it("a refusal keeps what was typed and its status", () => {
    const refused = refuse(409, { form: "Upptaget" }, { name: "Storm" });
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({ ok: false, fieldErrors: { form: "Upptaget" }, values: { name: "Storm" } });
  });
});
