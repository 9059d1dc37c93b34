import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { horses, ribbons } from "#data/schema";
import { MAX_IMAGE_BYTES, storedImage } from "#domain";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { phonePhoto, textNamedJpg } from "#tests/support/images";
import { fetchExternalPictures, reportLines } from "./fetch";
import { imageVariant } from "./store";

/** Another host, played by a server on 127.0.0.1 (never anything else). */
let server: Server;
let host = "";
let closedPort = "";
beforeAll(async () => {
  const photo = await phonePhoto();
  server = createServer((req, res) => {
    if (req.url === "/hast.jpg") return void res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    if (req.url === "/rosett.jpg") return void res.writeHead(200, { "content-type": "image/jpeg" }).end(textNamedJpg);
    if (req.url === "/stor.jpg") {
      // No declared length: the reader has to stop by itself.
      res.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i <= MAX_IMAGE_BYTES / chunk.length; i += 1) res.write(chunk);
      return void res.end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  closedPort = String((closed.address() as AddressInfo).port);
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describeWithDatabase("fetchExternalPictures", (db) => {
  it("stores what it can fetch, points every record at it and reports the rest", async () => {
    const horse = (name: string, picture: string | null) => ({
      name,
      category: "stallions",
      breed: "a",
      gender: "Hingst",
      picture,
    });
    await db()
      .insert(horses)
      .values([
        horse("Hämtad", `${host}/hast.jpg`),
        horse("Samma bild", `${host}/hast.jpg`),
        horse("Borta", `${host}/saknas.jpg`),
        horse("Jätte", `${host}/stor.jpg`),
        horse("Stängd", `http://127.0.0.1:${closedPort}/x.jpg`),
        horse("Egen", "/images/front.svg"),
        horse("Utan", null),
      ]);
    await db()
      .insert(ribbons)
      .values([
        { horse: "Hämtad", position: 0, text: "1:a", image: `${host}/hast.jpg` },
        { horse: "Hämtad", position: 1, text: "Falsk", image: `${host}/rosett.jpg` },
      ]);

    const report = await fetchExternalPictures(db(), { timeoutMs: 10_000 });

    expect(report.fetched).toHaveLength(1);
    const { ref } = report.fetched[0]!;
    expect(report.fetched[0]!.records).toEqual(["horse Hämtad", "horse Samma bild", "ribbon Hämtad: 1:a"]);
    const stored = storedImage(ref)!;
    expect(await imageVariant(db(), { hash: stored.hash, width: 320, format: "webp" })).not.toBeNull();

    const failed = Object.fromEntries(report.failed.map(({ url, reason }) => [url.replace(host, ""), reason]));
    expect(failed["/saknas.jpg"]).toBe(texts.pictures.fetch.status(404));
    expect(failed["/stor.jpg"]).toBe(texts.pictures.fetch.tooLarge);
    expect(failed["/rosett.jpg"]).toBe(texts.pictures.refused["not-image"]);
    expect(failed[`http://127.0.0.1:${closedPort}/x.jpg`]).toMatch(/^kunde inte hämtas: /);

    const pictures = await db()
      .select({ name: horses.name, picture: horses.picture })
      .from(horses)
      .orderBy(asc(horses.id));
    expect(pictures).toEqual([
      { name: "Hämtad", picture: ref },
      { name: "Samma bild", picture: ref },
      { name: "Borta", picture: `${host}/saknas.jpg` },
      { name: "Jätte", picture: `${host}/stor.jpg` },
      { name: "Stängd", picture: `http://127.0.0.1:${closedPort}/x.jpg` },
      { name: "Egen", picture: "/images/front.svg" },
      { name: "Utan", picture: null },
    ]);
    const images = await db().select({ image: ribbons.image }).from(ribbons).orderBy(asc(ribbons.position));
    expect(images).toEqual([{ image: ref }, { image: `${host}/rosett.jpg` }]);
    expect(reportLines(report).at(-1)).toBe(texts.pictures.fetch.summary(1, 4));

    // A second run finds only the failures left.
    const again = await fetchExternalPictures(db(), { timeoutMs: 10_000 });
    expect(again.fetched).toEqual([]);
    expect(again.failed).toHaveLength(4);
  });
});
