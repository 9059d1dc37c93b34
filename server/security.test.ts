import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#data/db";
import { listen } from "#tests/support/http";
import { createApp } from "./app";
import {
  hstsFromEnv,
  limitBodySize,
  noStoreForAdmin,
  rememberedTrust,
  requestLog,
  sameOriginPosts,
  securityHeaders,
  trustProxyFromEnv,
  type TrustProxy,
} from "./security";

describe("sameOriginPosts", () => {
  let base: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const app = express();
    app.use(sameOriginPosts());
    app.all("/{*splat}", (_req, res) => void res.status(200).send("ok"));
    base = await listen(app);
  });
  afterAll(() => base.close());

  it("refuses a POST from another origin with 403", async () => {
    const response = await fetch(`${base.url}/admin/add-horse`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: "name=x",
    });
    expect(response.status).toBe(403);
  });

  it("refuses a cross-site POST without Origin (Sec-Fetch-Site) and the opaque origin null", async () => {
    expect(
      (await fetch(`${base.url}/login`, { method: "POST", headers: { "sec-fetch-site": "cross-site" } })).status,
    ).toBe(403);
    expect((await fetch(`${base.url}/login`, { method: "POST", headers: { origin: "null" } })).status).toBe(403);
  });

  it("allows a same-origin POST, and GETs from anywhere", async () => {
    expect(
      (await fetch(`${base.url}/login`, { method: "POST", headers: { origin: base.url }, body: "a=b" })).status,
    ).toBe(200);
    expect((await fetch(`${base.url}/login`, { headers: { origin: "https://elsewhere.example" } })).status).toBe(200);
  });
});

describe("limitBodySize", () => {
  let base: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const app = express();
    app.use(limitBodySize(100, "För stort.", [{ path: "/upload", maxBytes: 1000, message: "Filen är för stor." }]));
    app.all("/{*splat}", (req, res) => {
      let bytes = 0;
      req.on("data", (chunk: Buffer) => (bytes += chunk.length));
      req.on("end", () => void res.status(200).send(String(bytes)));
    });
    base = await listen(app);
  });
  afterAll(() => base.close());

  it("lets a body within the limit through", async () => {
    const response = await fetch(`${base.url}/login`, { method: "POST", body: "x".repeat(100) });
    expect(await response.text()).toBe("100");
  });

  it("refuses a declared body over the limit with 413 before reading it", async () => {
    const response = await fetch(`${base.url}/login`, { method: "POST", body: "x".repeat(101) });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.text()).toBe("För stort.");
  });

  it("gives the one larger route its own limit, and only that route (its data requests too)", async () => {
    for (const url of ["/upload", "/upload/", "/upload.data", "/upload/_.data"]) {
      expect(await (await fetch(`${base.url}${url}`, { method: "POST", body: "x".repeat(1000) })).text()).toBe("1000");
      const refused = await fetch(`${base.url}${url}`, { method: "POST", body: "x".repeat(1001) });
      expect([refused.status, await refused.text()]).toEqual([413, "Filen är för stor."]);
    }
    for (const url of ["/upload/other", "/uploads", "/login"]) {
      const refused = await fetch(`${base.url}${url}`, { method: "POST", body: "x".repeat(101) });
      expect([refused.status, await refused.text()]).toEqual([413, "För stort."]);
    }
  });

  it("refuses a chunked body of undeclared length with 411", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(50)));
        controller.close();
      },
    });
    const response = await fetch(`${base.url}/login`, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(411);
  });
});

describe("createApp headers and /healthz", () => {
  let healthy = true;
  const database = {
    db: null as never,
    driver: "pglite",
    ping: async () => {
      if (!healthy) throw new Error("down");
    },
    close: async () => undefined,
    migrate: async () => undefined,
    withStartupLock: (work) => work(),
    dataVersion: () => Promise.reject(new Error("no database")),
  } satisfies Database;
  let base: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    base = await listen(createApp({ database, log: false }));
  });
  afterAll(() => base.close());

  it("sends a CSP with a fresh nonce per response, security headers, and no x-powered-by", async () => {
    const [first, second] = await Promise.all([fetch(`${base.url}/healthz`), fetch(`${base.url}/healthz`)]);
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(nonceOf(second)).toBeDefined();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(first.headers.get("x-powered-by")).toBeNull();
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers /healthz 200 with JSON while the database answers, 503 when it does not", async () => {
    healthy = true;
    const ok = await fetch(`${base.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", database: "pglite" });
    healthy = false;
    const down = await fetch(`${base.url}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: "pglite" });
    healthy = true;
  });

  it("sends /favicon.ico to the site's SVG icon, not to a 404", async () => {
    const response = await fetch(`${base.url}/favicon.ico`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/favicon.svg");
  });

  it("refuses a cross-origin POST before it reaches the app", async () => {
    const response = await fetch(`${base.url}/login`, { method: "POST", headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });
});

describe("requestLog", () => {
  it("writes one JSON line per request with method, path (no query), status and ms", async () => {
    const lines: string[] = [];
    const app = express();
    app.use(requestLog((line) => lines.push(line)));
    app.get("/x", (_req, res) => void res.status(201).send("made"));
    const base = await listen(app);
    await fetch(`${base.url}/x?secret=1`);
    await base.close();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ method: "GET", path: "/x", status: 201 });
    expect(typeof JSON.parse(lines[0]).ms).toBe("number");
  });
});

describe("TRUST_PROXY, HSTS and no-store", () => {
  it("reads TRUST_PROXY: off unless set; a hop count, true, or Express's names and subnets", () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: "false" })).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: "1" })).toBe(1);
    expect(trustProxyFromEnv({ TRUST_PROXY: "true" })).toBe(true);
    expect(trustProxyFromEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" })).toBe("loopback, 10.0.0.0/8");
  });

  it("ignores X-Forwarded-For from loopback by default, so a client cannot choose its address", async () => {
    const ipSeen = async (trustProxy: boolean | number | string) => {
      const app = express();
      app.set("trust proxy", trustProxy);
      app.get("/ip", (req, res) => void res.send(req.ip));
      const base = await listen(app);
      try {
        return await (await fetch(`${base.url}/ip`, { headers: { "x-forwarded-for": "203.0.113.5" } })).text();
      } finally {
        await base.close();
      }
    };
    expect(await ipSeen(trustProxyFromEnv({}))).toMatch(/127\.0\.0\.1$/);
    expect(await ipSeen(trustProxyFromEnv({ TRUST_PROXY: "loopback" }))).toBe("203.0.113.5");
    const trustOf = (trustProxy?: string) =>
      createApp({ database: { db: null } as never, log: false, trustProxy }).get("trust proxy fn") as TrustProxy;
    expect(trustOf()("127.0.0.1", 0)).toBe(false);
    expect(trustOf("loopback")("::ffff:127.0.0.1", 0)).toBe(true);
    expect(trustOf("loopback")("203.0.113.5", 1)).toBe(false);
  });

  it("answers whether an address is a trusted proxy as Express's own setting does, however often asked", () => {
    const addresses = [
      ...Array.from({ length: 300 }, (_, i) => `10.0.${i >> 8}.${i & 255}`),
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "203.0.113.5",
      "2001:db8::1",
      "not an address",
    ];
    for (const setting of [false, true, 1, 2, "loopback", "loopback, 10.0.0.0/24", "uniquelocal"]) {
      const app = express();
      app.set("trust proxy", setting);
      const compiled = app.get("trust proxy fn") as TrustProxy;
      let asked = 0;
      const remembered = rememberedTrust((address, index) => (asked++, compiled(address, index)));
      for (const round of [1, 2])
        for (const address of addresses)
          for (const index of [0, 1, 2])
            expect(remembered(address, index), `${String(setting)} ${address} ${index} round ${round}`).toBe(
              compiled(address, index),
            );
      // A pair asked again at once is answered from memory.
      const before = asked;
      for (let i = 0; i < 5; i++) remembered("192.0.2.1", 7);
      expect(asked).toBe(before + 1);
    }
  });

  it("sends HSTS only over https with Secure cookies, and HSTS=off switches it off", async () => {
    expect(hstsFromEnv({ NODE_ENV: "production" })).toBe(true);
    expect(hstsFromEnv({ NODE_ENV: "production", HSTS: "off" })).toBe(false);
    expect(hstsFromEnv({ NODE_ENV: "production", COOKIE_SECURE: "false" })).toBe(false);
    expect(hstsFromEnv({ NODE_ENV: "development" })).toBe(false);
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(securityHeaders({ dev: false, hsts: true }));
    app.get("/", (_req, res) => void res.send("ok"));
    const base = await listen(app);
    try {
      const https = await fetch(base.url, { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect((await fetch(base.url)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await base.close();
    }
  });

  it("marks admin pages and admin data no-store, however the router would be asked for them, and nothing else", async () => {
    const app = express();
    app.use(noStoreForAdmin());
    app.get("/{*splat}", (_req, res) => void res.send("ok"));
    const base = await listen(app);
    try {
      // The router matches ignoring case and after percent-decoding each segment.
      for (const path of [
        "/admin",
        "/admin.data",
        "/admin/",
        "/admin/_.data",
        "/admin/add-horse",
        "/admin/add-horse.data",
        "/ADMIN",
        "/Admin/add-horse",
        "/%61dmin",
        "/%41DMIN/add-horse.data",
        "/ad%6Din/backup",
      ])
        expect((await fetch(base.url + path)).headers.get("cache-control"), path).toBe("no-store");
      for (const path of ["/", "/administration", "/horse/Admin", "/admin%2Fadd-horse", "/%2561dmin"])
        expect((await fetch(base.url + path)).headers.get("cache-control"), path).toBeNull();
    } finally {
      await base.close();
    }
  });
});
