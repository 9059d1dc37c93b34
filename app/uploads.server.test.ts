import { count } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { images } from "#data/schema";
import { MAX_IMAGE_BYTES } from "#domain";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { phonePhoto, pixelBomb, textNamedJpg } from "#tests/support/images";
import { userContext } from "./auth.server";
import { HORSE_PICTURE } from "./pictures";
import { readAdminUpload, takePicture } from "./uploads.server";

describe("readAdminUpload", () => {
  it("answers a NUL in a field of a picture form with 400 and the field's message, not 413", async () => {
    const context = new RouterContextProvider();
    context.set(userContext, { id: 1, email: "admin@example.se" });
    const form = new FormData();
    form.set("name", "Bl\0sen");
    const request = new Request("http://localhost/admin/add-horse", { method: "POST", body: form });
    const upload = await readAdminUpload(request, context);
    expect(upload.ok).toBe(false);
    if (upload.ok) return;
    expect(upload.refusal.init?.status).toBe(400);
    expect(upload.refusal.data.fieldErrors).toEqual({ name: texts.faults.textForbiddenCharacter });
  });
});

describeWithDatabase("takePicture", (db) => {
  const form = (file: File | null, data: Record<string, string> = {}) => ({
    data: { name: "Bläsen", picture: "https://gammal.example/b.jpg", ...data },
    files: new Map(file ? [[HORSE_PICTURE.file, file]] : []),
  });

  it("stores a chosen photo and writes its address into the picture field", async () => {
    const result = await takePicture(
      db(),
      form(new File([new Uint8Array(await phonePhoto())], "IMG_0001.JPG")),
      HORSE_PICTURE,
    );
    expect(result.ok && result.values.picture).toMatch(/^\/images\/[0-9a-f]{32}-800\.jpg$/);
  });

  it("keeps the address without a file, empties it on remove", async () => {
    expect(await takePicture(db(), form(null), HORSE_PICTURE)).toEqual({
      ok: true,
      values: { name: "Bläsen", picture: "https://gammal.example/b.jpg" },
    });
    expect(await takePicture(db(), form(null, { removePicture: "on" }), HORSE_PICTURE)).toEqual({
      ok: true,
      values: { name: "Bläsen", picture: "" },
    });
  });

  it("refuses a fake, a bomb and an oversized file beside the file input, storing nothing", async () => {
    const [before] = await db().select({ count: count() }).from(images);
    const refused = async (file: File) => takePicture(db(), form(file), HORSE_PICTURE);
    expect(await refused(new File([new Uint8Array(textNamedJpg)], "häst.jpg", { type: "image/jpeg" }))).toEqual({
      ok: false,
      fieldErrors: { pictureFile: texts.pictures.refused["not-image"] },
    });
    expect(await refused(new File([new Uint8Array(pixelBomb())], "bomb.png"))).toEqual({
      ok: false,
      fieldErrors: { pictureFile: texts.pictures.refused["too-many-pixels"] },
    });
    expect(await refused(new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "stor.jpg"))).toEqual({
      ok: false,
      fieldErrors: { pictureFile: texts.pictures.refused["too-large"] },
    });
    const [after] = await db().select({ count: count() }).from(images);
    expect(after).toEqual(before);
  });
});
