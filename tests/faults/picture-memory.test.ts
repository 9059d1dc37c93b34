import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#domain";
import { startServerProcess, type ServerProcess } from "#scripts/server-process";
import { signInOverHttp } from "#tests/support/admin-client";
import { migratedPgliteDir } from "#tests/support/database";
import { cameraPhoto, largePhoto } from "#tests/support/images";
import { PEAK_LIMIT_MB, peakAbove, rssMb } from "#tests/support/memory";

// A picture upload in bounded memory: a 15 MB camera file of 49 megapixels, made into every served
// variant and stored, raises the server's resident memory less than 300 MB above what it held
// before. The first upload of all also sets up what every later one uses (the image library's
// encoders, the database's first large values: 120–160 MB that stay), so it is measured on its own,
// with a phone's photo, under the same bound. The server runs on PGlite, whose memory only grows.
// Needs the build.

const ADMIN = { email: "bild-minne@example.se", password: "bild-minne-lösenord-1" };
/** A horse of the demo stud. */
const HORSE = "Snöflingans Åskvigg";
const MB = 1024 * 1024;

describe("picture uploads in bounded memory", () => {
  let server: ServerProcess;
  let cookie: string;
  let idleMb: number;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await cameraPhoto();
    server = await startServerProcess({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SKIP_BUILD: "1",
      DATA_DIR: migratedPgliteDir(),
    });
    cookie = await signInOverHttp(server.url, ADMIN);
    await (await fetch(`${server.url}/admin/add-ribbons`, { headers: { cookie } })).text();
    idleMb = rssMb(server.process.pid!);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** The add-ribbons form with a picture, as the browser posts it. */
  async function postRibbon(picture: Buffer, ribbon: string) {
    const body = new FormData();
    body.set("name", HORSE);
    body.set("ribbon", ribbon);
    body.set("imageFile", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "kamera.jpg");
    const response = await fetch(`${server.url}/admin/add-ribbons.data`, { method: "POST", headers: { cookie }, body });
    return { status: response.status, text: await response.text() };
  }

  it("stores a phone's photo, the first upload of all, in bounded memory", async () => {
    const before = idleMb;
    const { result, peakMb } = await peakAbove(server.process.pid!, before, async () =>
      postRibbon(await largePhoto(), "Första rosetten"),
    );
    idleMb = rssMb(server.process.pid!);
    console.log(
      JSON.stringify({ fault: "first upload, a phone's photo", status: result.status, peakMb, idleMb: before }),
    );
    expect(result.status).toBe(200);
    expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  }, 300_000);

  it("stores a 15 MB photo of 49 megapixels as a ribbon's picture", async () => {
    expect(photo.length).toBeGreaterThan(12 * MB);
    expect(photo.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const { result, peakMb } = await peakAbove(server.process.pid!, idleMb, () => postRibbon(photo, "Minnesrosett"));
    console.log(JSON.stringify({ fault: "photo of 15 MB, 49 megapixels", status: result.status, peakMb, idleMb }));
    expect(result.status).toBe(200);
    expect(result.text).toContain("/images/");
    expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  }, 300_000);
});
