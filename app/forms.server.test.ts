import { describe, expect, it } from "vitest";
import { z } from "zod";
import { texts } from "#domain/texts";
import { parseForm } from "./forms.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/add-ribbons", { method: "POST", body, headers });

describe("parseForm", () => {
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
