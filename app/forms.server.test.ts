import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as texts from "#domain/texts";
import { MAX_FORM_BYTES, parseForm, refuse, succeed } from "./forms.server";

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
    expect(parsed).toEqual({ ok: false, fieldErrors: { form: texts.errors.formTooLarge }, values: {} });
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
