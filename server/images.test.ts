import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_FORM_BYTES } from "#app/uploads.server";
import type { Database } from "#data/db";
import { horses, pedigree } from "#data/schema";
import { imagePath, storedImage } from "#domain";
import * as texts from "#domain/texts";
import { storeImage } from "#pictures/store";
import { describeWithDatabase } from "#tests/support/database";
import { listen } from "#tests/support/http";
import { phonePhoto } from "#tests/support/images";
import { createApp } from "./app";
import { servedImages } from "./images";
import { fixedPublicPaths, seoRoutes } from "./seo";

const ORIGIN = "https://stall.example.se";

/** For the parts of the app that answer before any query. */
const database = {
  db: null as never,
  driver: "pglite",
  ping: async () => undefined,
  close: async () => undefined,
  migrate: async () => undefined,
  withStartupLock: (work) => work(),
  dataVersion: () => Promise.reject(new Error("no database")),
} satisfies Database;

describeWithDatabase("/images, /robots.txt and /sitemap.xml", (db) => {
  let base: { url: string; close: () => Promise<void> };
  let ref = "";
  beforeAll(async () => {
    const app = express();
    app.use(servedImages(db()));
    app.use(seoRoutes(db(), { publicUrl: () => ORIGIN, pageSize: 50 }));
    app.use((_req, res) => void res.status(404).send("not found"));
    base = await listen(app);
    const stored = await storeImage(db(), await phonePhoto());
    if (!stored.ok) throw new Error(stored.reason);
    ref = stored.ref;
  });
  afterAll(() => base?.close());

  it("serves each variant upright, without EXIF, cached for a year with an ETag", async () => {
    const image = storedImage(ref)!;
    for (const width of image.widths) {
      for (const [format, type] of [
        ["avif", "image/avif"],
        ["webp", "image/webp"],
        ["jpeg", "image/jpeg"],
      ] as const) {
        const response = await fetch(base.url + imagePath({ hash: image.hash, width, format }));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(type);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect({ width: metadata.width, height: metadata.height }).toEqual({ width, height: width * 2 });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
      }
    }
  });

  it("answers a revalidation with 304, and unknown variants or the original not at all", async () => {
    const image = storedImage(ref)!;
    const path = imagePath({ hash: image.hash, width: 320, format: "webp" });
    const first = await fetch(base.url + path);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(base.url + path, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(base.url + imagePath({ hash: image.hash, width: 1280, format: "webp" }))).status).toBe(404);
    expect((await fetch(`${base.url}/images/${image.hash}`)).status).toBe(404);
    expect((await fetch(`${base.url}/images/${image.hash}-800.png`)).status).toBe(404);
  });

  it("robots.txt points at the sitemap and keeps crawlers out of admin", async () => {
    const text = await (await fetch(`${base.url}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
  });

  it("a small stud: /sitemap.xml is one valid urlset with every public page, absolute", async () => {
    await db()
      .insert(horses)
      .values(
        ["Åskvigg", "Ros & Ris", "Kärvänlig"].map((name) => ({
          name,
          category: "stallions",
          breed: "a",
          gender: "Hingst",
        })),
      );
    const response = await fetch(`${base.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const locs = urlsetLocs(await response.text());
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/stallions/a`,
        `${ORIGIN}/horse/%C3%85skvigg`,
        `${ORIGIN}/horse/Ros%20%26%20Ris`,
        `${ORIGIN}/horse/K%C3%A4rv%C3%A4nlig`,
      ]),
    );
    expect(locs).toHaveLength(fixedPublicPaths().length + 3);
  });

  it("a large stud: /sitemap.xml is an index of sitemaps that together list every horse once", async () => {
    await db()
      .insert(horses)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          name: `Häst ${i}`,
          category: "youngsters",
          breed: "b",
          gender: "Sto",
        })),
      );
    // Ancestors have pages too; an entry of a stud horse is the stud horse's page, listed once.
    await db()
      .insert(pedigree)
      .values(["Förfader 1", "Förfader 2", "HÄST 1", "Häst 2"].map((name) => ({ name })));
    const index = await (await fetch(`${base.url}/sitemap.xml`)).text();
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(1);
    const all: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${ORIGIN}/sitemap-`)).toBe(true);
      const response = await fetch(base.url + new URL(file).pathname);
      expect(response.status).toBe(200);
      const locs = urlsetLocs(await response.text());
      expect(locs.length).toBeLessThanOrEqual(50);
      all.push(...locs);
    }
    const horsesListed = all.filter((loc) => loc.startsWith(`${ORIGIN}/horse/`));
    expect(horsesListed).toHaveLength(63 + 2);
    expect(horsesListed).toContain(`${ORIGIN}/horse/F%C3%B6rfader%201`);
    expect(new Set(all).size).toBe(all.length);
    expect((await fetch(`${base.url}/sitemap-${files.length + 1}.xml`)).status).toBe(404);
  });
});

/** The <loc>s of a urlset, after checking the document is the sitemap protocol's shape. */
function urlsetLocs(xml: string): string[] {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
  );
  expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  const body = xml.slice(xml.indexOf("<urlset"), xml.lastIndexOf("</urlset>"));
  const entries = body
    .split("\n")
    .slice(1)
    .filter((line) => line.trim() !== "");
  for (const entry of entries) expect(entry).toMatch(/^ {2}<url><loc>[^<>&]*(&amp;[^<>&]*)*<\/loc><\/url>$/);
  return entries.map((entry) => /<loc>(.*)<\/loc>/.exec(entry)![1]!.replaceAll("&amp;", "&"));
}

describe("the Content-Security-Policy's pictures", () => {
  const imgSrc = async (allowExternalImages: boolean) => {
    const base = await listen(createApp({ database, log: false, allowExternalImages }));
    try {
      const csp = (await fetch(`${base.url}/healthz`)).headers.get("content-security-policy") ?? "";
      return csp.split("; ").find((part) => part.startsWith("img-src"));
    } finally {
      await base.close();
    }
  };

  it("allows only the site's own pictures by default, other hosts only with ALLOW_EXTERNAL_IMAGES", async () => {
    expect(await imgSrc(false)).toBe("img-src 'self' data:");
    expect(await imgSrc(true)).toBe("img-src 'self' data: https: http:");
  });
});

describe("body limits: 15 MB pictures on the picture forms only", () => {
  let base: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    base = await listen(createApp({ database, log: false }));
  });
  afterAll(() => base.close());

  const post = (path: string, bytes: number) =>
    fetch(base.url + path, {
      method: "POST",
      body: new Uint8Array(bytes),
      headers: { origin: base.url, "content-type": "multipart/form-data; boundary=x" },
    });

  // A picture form taking 5 MB is the journey's (tests/e2e/pictures.spec.ts): it needs the built app.
  it("refuses 5 MB on any other form", async () => {
    const elsewhere = await post("/admin/add-merits", 5_000_000);
    expect(elsewhere.status).toBe(413);
    expect(await elsewhere.text()).toBe(texts.validation.formTooLarge);
  });

  it("refuses more than 15 MB on each picture form with a message about the picture", async () => {
    for (const path of ["/admin/update-horse", "/admin/add-horse.data", "/admin/add-ribbons/"]) {
      const response = await post(path, MAX_UPLOAD_FORM_BYTES + 1);
      expect(response.status, path).toBe(413);
      expect(await response.text()).toBe(texts.pictures.formTooLarge);
    }
  });
});
