import fs, { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { precompressDirectory } from "#scripts/precompress";
import { listen, type Listening } from "#tests/support/http";
import { chooseEncoding, staticFiles } from "./static-files";

/** A GET or HEAD whose body comes back exactly as sent (no decoding). */
function fetchRaw(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("chooseEncoding", () => {
  it("takes what the browser rates highest, brotli first among equals, the file itself where nothing fits", () => {
    const both = ["br", "gzip"] as const;
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseEncoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8", both)).toBe("gzip");
    expect(chooseEncoding("BR;Q=0, *", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0.5", both)).toBe("br");
    expect(chooseEncoding("br;q=0.5, identity", both)).toBeNull();
    expect(chooseEncoding("deflate", both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
  });
});

describe("static files, precompressed at build time", () => {
  const root = mkdtempSync(path.join(tmpdir(), "snoflingan-static-"));
  // Like a built chunk: long enough to compress, text-like.
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export function f${i}(x){return x*${i}+"${"ab".repeat(i % 7)}"}`).join(";"),
  );
  const tiny = Buffer.from("export{};");
  const icon = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`);
  let server: Listening | undefined;
  let base = "";

  beforeAll(async () => {
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "assets", "entry-abc.js"), script);
    writeFileSync(path.join(root, "assets", "tiny-abc.js"), tiny);
    writeFileSync(path.join(root, "favicon.svg"), icon);
    await precompressDirectory(root);
    const app = express();
    app.use(compression());
    app.use(staticFiles(root));
    app.use((_req, res) => void res.status(404).send("not found"));
    server = await listen(app);
    base = server.url;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("writes a brotli and a Zopfli twin, the gzip one no larger than zlib's best", () => {
    const gz = readFileSync(path.join(root, "assets", "entry-abc.js.gz"));
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(gz.length).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
    expect(brotliDecompressSync(readFileSync(path.join(root, "assets", "entry-abc.js.br"))).equals(script)).toBe(true);
    // A twin that would not be smaller is not written.
    expect(existsSync(path.join(root, "assets", "tiny-abc.js.br"))).toBe(false);
  });

  it("sends the brotli twin to a browser that accepts it, as the script it is, cached for a year", async () => {
    const res = await fetchRaw(`${base}/assets/entry-abc.js`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it("sends the gzip twin where brotli is not accepted, and the file itself where neither is", async () => {
    const gzip = await fetchRaw(`${base}/assets/entry-abc.js`, { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(script)).toBe(true);

    const plain = await fetchRaw(`${base}/assets/entry-abc.js`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.equals(script)).toBe(true);
  });

  it("answers HEAD with the twin's headers and no body, and 304 to a repeat visit of the same representation", async () => {
    const head = await fetchRaw(`${base}/assets/entry-abc.js`, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBe(
      readFileSync(path.join(root, "assets", "entry-abc.js.br")).length,
    );
    expect(head.body.length).toBe(0);

    const first = await fetchRaw(`${base}/assets/entry-abc.js`, { "accept-encoding": "br" });
    const gzip = await fetchRaw(`${base}/assets/entry-abc.js`, { "accept-encoding": "gzip" });
    expect(first.headers.etag).toBeTruthy();
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
    const again = await fetchRaw(`${base}/assets/entry-abc.js`, {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("serves public files the same way, cached for an hour; files without twins are compressed on the fly", async () => {
    const icon = await fetchRaw(`${base}/favicon.svg`, { "accept-encoding": "br" });
    expect(icon.headers["content-encoding"]).toBe("br");
    expect(icon.headers["content-type"]).toBe("image/svg+xml");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");

    const small = await fetchRaw(`${base}/assets/tiny-abc.js`, { "accept-encoding": "br" });
    expect(small.status).toBe(200);
    expect(small.body.equals(tiny)).toBe(true);
  });

  it("looks on disk only under what the build holds: a page's address goes on at once", async () => {
    const looks = vi.spyOn(fs, "stat");
    try {
      expect((await fetchRaw(`${base}/horse/Storm`, {})).status).toBe(404);
      expect((await fetchRaw(`${base}/favicon.svgx`, {})).status).toBe(404);
      expect(looks).not.toHaveBeenCalled();
      expect((await fetchRaw(`${base}/favicon.svg`, {})).status).toBe(200);
      expect(looks).toHaveBeenCalled();
    } finally {
      looks.mockRestore();
    }
  });

  it("works before any build: nothing to serve, every request falls through", () => {
    expect(() => staticFiles(path.join(root, "no-build-yet"))).not.toThrow();
  });

  it("lets a missing file fall through to the app's 404 without an encoding", async () => {
    const missing = await fetchRaw(`${base}/assets/gone-abc.js`, { "accept-encoding": "br" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
  });
});
