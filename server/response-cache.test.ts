import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listen, type Listening } from "#tests/support/http";
import { responseCache, type ResponseCacheOptions } from "./response-cache";
import { securityHeaders } from "./security";

/** A server whose pages go through a response cache of `options`; `/slow` answers after 20 ms. */
async function serve(options: Partial<ResponseCacheOptions>, rendered: (res: express.Response) => void = () => {}) {
  const app = express();
  app.use(securityHeaders({ dev: false }));
  app.use(compression());
  app.use(responseCache({ version: async () => 1, sessionCookie: "sid", privatePaths: ["/admin"], ...options }));
  // A page that writes its nonce into the body, like the server renderer does, in two chunks.
  app.all("/{*splat}", async (req, res) => {
    rendered(res);
    if (req.path === "/slow") await new Promise((resolve) => setTimeout(resolve, 20));
    if (req.path === "/missing") return void res.status(404).send("no");
    if (req.path === "/cookie") res.setHeader("Set-Cookie", "x=1");
    if (typeof req.query.expires === "string") res.setHeader("Expires", req.query.expires);
    res.type("html");
    res.write(`<script nonce="${res.locals.nonce}">1</script>`);
    res.end(
      `<p>version ${String(res.locals.dataVersion)} ${"x".repeat(2_000)}</p><script nonce="${res.locals.nonce}">2</script>`,
    );
  });
  return listen(app);
}

/** `run` against a cache of `options` of its own, closed after; `rendered()` counts its renders. */
async function withCache(
  options: Partial<ResponseCacheOptions>,
  run: (url: string, rendered: () => number) => Promise<void>,
) {
  let count = 0;
  const server = await serve(options, () => count++);
  try {
    await run(server.url, () => count);
  } finally {
    await server.close();
  }
}

describe("responseCache", () => {
  let version = 1;
  let databaseDown = false;
  let renders = 0;
  let seenVersion: unknown;
  const START = Date.parse("2026-11-28T12:00:00Z");
  let clock = START;
  let url = "";
  let server: Listening;
  beforeAll(async () => {
    server = await serve(
      {
        version: async () => {
          if (databaseDown) throw new Error("connection refused");
          return version;
        },
        now: () => clock,
      },
      (res) => {
        renders++;
        seenVersion = res.locals.dataVersion;
      },
    );
    url = server.url;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    renders = 0;
    version++;
    clock = START;
  });

  const nonces = async (response: Response) => {
    const header = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")![1];
    const inBody = [...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
    return { header, inBody };
  };

  it("renders a public page once per data version, each answer with its own fresh nonce", async () => {
    const first = await fetch(`${url}/horse/a`);
    const second = await fetch(`${url}/horse/a`);
    expect(renders).toBe(1);
    // The page is told the version it renders at (data/pedigree/in-memory.ts keeps what it read by it).
    expect(seenVersion).toBe(version);
    const [a, b] = [await nonces(first), await nonces(second)];
    expect(a.inBody).toEqual([a.header, a.header]);
    expect(b.inBody).toEqual([b.header, b.header]);
    expect(a.header).not.toBe(b.header);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe("no-cache");
  });

  it("lets the page render uncached when the version cannot be read (the database is down)", async () => {
    databaseDown = true;
    try {
      const first = await fetch(`${url}/horse/down`);
      const second = await fetch(`${url}/horse/down`);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(renders).toBe(2);
    } finally {
      databaseDown = false;
    }
  });

  it("renders again after a write raised the data version", async () => {
    expect(await (await fetch(`${url}/stallions`)).text()).toContain(`version ${version}`);
    version++;
    expect(await (await fetch(`${url}/stallions`)).text()).toContain(`version ${version}`);
    expect(renders).toBe(2);
  });

  it("answers 304 to a repeat visitor whose page did not change", async () => {
    const first = await fetch(`${url}/homebred`);
    const again = await fetch(`${url}/homebred`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The page kept is the first answer's, with its nonce: a new policy would block its scripts.
    expect(first.headers.get("content-security-policy")).toContain("nonce-");
    expect(again.headers.get("content-security-policy")).toBeNull();
    const other = await fetch(`${url}/homebred`, { headers: { "if-none-match": 'W/"old"' } });
    expect(other.status).toBe(200);
  });

  it("answers from the cache until the answer's Expires, which it keeps", async () => {
    const expires = "Sat, 28 Nov 2026 23:00:00 GMT";
    const ask = async () => {
      const response = await fetch(`${url}/horse/a/pedigree.pdf?expires=${encodeURIComponent(expires)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("expires")).toBe(expires);
    };
    await ask();
    await ask();
    expect(renders).toBe(1);
    clock = Date.parse("2026-11-28T22:59:59Z");
    await ask();
    expect(renders).toBe(1);
    clock = Date.parse("2026-11-28T23:00:00Z");
    await ask();
    expect(renders).toBe(2);
  });

  it("never keeps an answer already expired or whose Expires is not an HTTP date (RFC 9111 §5.3)", async () => {
    // One entry at most: an answer kept would push out the page kept before it.
    await withCache({ maxEntries: 1, now: () => START }, async (base, rendered) => {
      await fetch(`${base}/kept`);
      for (const value of ["Fri, 27 Nov 2026 12:00:00 GMT", "0", "3000", "tomorrow", "2026-12-01"]) {
        await fetch(`${base}/dated?expires=${encodeURIComponent(value)}`);
        await fetch(`${base}/dated?expires=${encodeURIComponent(value)}`);
      }
      expect(rendered()).toBe(1 + 5 * 2);
      await fetch(`${base}/kept`);
      expect(rendered()).toBe(11);
    });
  });

  it("counts an address stored twice at once once, so the cache does not fill with nothing", async () => {
    // Room for about 18 pages of 2 KB; ten pairs of misses at once counted twice would pass it.
    await withCache({ maxBytes: 40_000 }, async (base, rendered) => {
      await fetch(`${base}/kept`);
      for (let i = 0; i < 10; i++) await Promise.all([fetch(`${base}/slow?n=${i}`), fetch(`${base}/slow?n=${i}`)]);
      expect(rendered()).toBe(1 + 10 * 2);
      await fetch(`${base}/kept`);
      expect(rendered()).toBe(21);
    });
  });

  it("keeps query strings apart", async () => {
    await fetch(`${url}/breeding?seed=1`);
    await fetch(`${url}/breeding?seed=2`);
    expect(renders).toBe(2);
  });

  it("never caches under a session, the admin, other methods, failures or answers that set cookies", async () => {
    for (let i = 0; i < 2; i++) {
      await fetch(`${url}/horse/a`, { headers: { cookie: "other=1; sid=abc" } });
      await fetch(`${url}/admin/add-horse`);
      await fetch(`${url}/admin.data`);
      await fetch(`${url}/horse/a`, { method: "POST", body: "x" });
      await fetch(`${url}/missing`);
      await fetch(`${url}/cookie`);
    }
    expect(renders).toBe(12);
  });
});
