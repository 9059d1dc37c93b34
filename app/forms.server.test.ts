import { describe, expect, it } from "vitest";
import { z } from "zod";
import { texts } from "#domain/texts";
import { MAX_FORM_BYTES, parseForm, refuse, succeed } from "./forms.server";

const post = (body: URLSearchParams, headers: Record<string, string> = {}) =>
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
