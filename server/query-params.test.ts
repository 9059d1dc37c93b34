import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { listen } from "#tests/support/http";
import { knownQueryOnly, PAGE_QUERY_PARAMS, queryThePageReads } from "./query-params";

describe("the query a page reads", () => {
  it("leaves a query of read parameters alone, whatever their encoding", () => {
    expect(queryThePageReads("/search", "q=Storm%20Eld&page=2")).toBeNull();
    expect(queryThePageReads("/search", "q=Storm+Eld")).toBeNull();
    expect(queryThePageReads("/breeding/mates", "mare=A&sort=coi&maxCoi=5")).toBeNull();
    expect(queryThePageReads("/horse/Storm/offspring", "page=3")).toBeNull();
    expect(queryThePageReads("/ston", "page=3")).toBeNull();
  });

  it("leaves out parameters the page does not read and every value after a parameter's first", () => {
    expect(queryThePageReads("/search", "q=a&z=1")).toBe("q=a");
    expect(queryThePageReads("/search", "z=1&q=Storm+Eld&q=b")).toBe("q=Storm%20Eld");
    expect(queryThePageReads("/breeding/herd", "z=7")).toBe("");
    expect(queryThePageReads("/", "utm_source=x")).toBe("");
    expect(queryThePageReads("/horse/Storm", "page=2&z=1")).toBe("page=2");
  });

  it("keeps React Router's own parameter on data requests only", () => {
    expect(queryThePageReads("/search.data", "q=a&_routes=routes%2Fsearch")).toBeNull();
    expect(queryThePageReads("/search.data", "q=a&z=1&_routes=routes%2Fsearch")).toBe("q=a&_routes=routes%2Fsearch");
    expect(queryThePageReads("/search", "q=a&_routes=x")).toBe("q=a");
  });
});

describe("public GETs with parameters their page does not read", () => {
  async function served() {
    const app = express();
    app.use(knownQueryOnly(["/admin"]));
    app.use((req, res) => void res.send(`page ${req.originalUrl}`));
    return listen(app);
  }

  it("are redirected to the address without them; everything else reaches the page", async () => {
    const { url, close } = await served();
    const get = (address: string, init: RequestInit = {}) => fetch(url + address, { redirect: "manual", ...init });
    try {
      const moved = await get("/search?q=Storm&z=12");
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/search?q=Storm");
      expect((await get("/breeding/herd?format=xml&z=1")).headers.get("location")).toBe("/breeding/herd?format=xml");
      expect((await get("/search.data?q=a&z=1&_routes=root")).headers.get("location")).toBe(
        "/search.data?q=a&_routes=root",
      );
      // Never to another site.
      expect((await get("//evil.example/x?z=1")).headers.get("location")).toBe("/evil.example/x");
      // React Router's route discovery asks with parameters of its own.
      const manifest = "/__manifest?p=%2Fhorse%2FStorm%2Feval&p=%2Fstallions&version=1a2b3c";
      for (const address of ["/search?q=Storm", "/admin/add-horse?z=1", "/for-sale?page=2", manifest])
        expect((await get(address)).status).toBe(200);
      expect((await get("/search?q=a&z=1", { method: "POST" })).status).toBe(200);
    } finally {
      await close();
    }
  });
});

describe("the table of parameters", () => {
  // Every name a public page's loader reads (`searchParams.get("…")`, `params.get("…")`, `.has`),
  // in the routes and the server helpers they use, is in the table: a page reading one it lacks
  // would never see it (its requests are redirected without it).
  it("names every parameter the public pages read", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = [
      ...readdirSync(path.join(root, "app/routes"))
        .filter((file) => !/^(admin|login|logout)/.test(file))
        .map((file) => path.join(root, "app/routes", file)),
      path.join(root, "app/mates.server.ts"),
      path.join(root, "app/category.server.ts"),
    ];
    const read = new Set<string>();
    for (const file of files)
      for (const [, name] of readFileSync(file, "utf8").matchAll(/(?:searchParams|params)\.(?:get|has)\("([^"]+)"\)/g))
        read.add(name!);
    const listed = new Set(PAGE_QUERY_PARAMS.flatMap(([, params]) => params));
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
    expect(read.size).toBeGreaterThan(10);
  });
});
