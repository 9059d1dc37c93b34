// The client-JS budget (docs/performance.md, "Budgets"): every public page loads at most
// CLIENT_JS_BUDGET_GZIP of JavaScript, counted as the bench counts it (scripts/client-js.ts) from the
// production server on the demo stud. It measures the build that is there: `npm test` makes it just
// before Vitest; by hand, run `npx react-router build` first after a change.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import pg from "pg";
import { matchRoutes, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import routes from "#app/routes";
import { TEMPLATE_DATABASE } from "#tests/setup/postgres-global";
import { demoStud } from "#transfer/demo-stud";
import { CLIENT_JS_BUDGET_GZIP, clientJsRow, clientScripts } from "./client-js";
import { startServerProcess, type ServerProcess } from "./server-process";

const horses = demoStud().horses ?? [];
const horse = `/horse/${encodeURIComponent(horses[0]!.name)}`;
const mare = horses.find((h) => h.category === "broodmares")!.name;

/**
 * A URL on the demo stud for every public route, and the status it answers with: a page loads the
 * code of the routes it matches, whatever horse or category it shows.
 */
const PAGES: [url: string, status: number][] = [
  ["/", 200],
  ["/login", 200],
  // A second administrator's link: one that is none answers 404 with the page saying so.
  ["/login/invite/x", 404],
  ["/stallions", 200],
  ["/stallions/d", 200],
  ["/for-sale", 200],
  ["/news", 200],
  // The demo stud's first news item, an owner's post, on a page of its own.
  ["/news/1", 200],
  ["/homebred", 200],
  // A request's receipt (any well-formed reference: the page shows only what its address says).
  ["/requests?kind=sale&ref=ABCDEF", 200],
  ["/search?q=a", 200],
  ["/breeding", 200],
  ["/breeding/herd", 200],
  [`/breeding/kinship?a=${encodeURIComponent(mare)}&b=${encodeURIComponent(mare)}`, 200],
  [`/breeding/mates?mare=${encodeURIComponent(mare)}`, 200],
  [horse, 200],
  [`${horse}/offspring`, 200],
  [`${horse}/eval`, 200],
  [`${horse}/merits`, 200],
  ["/no/such/page", 404],
];

/**
 * The route table's modules that render a page anyone may see: not under `/admin`, and with a
 * default export (a module without one is a resource route, React Router's rule: no page).
 */
function publicPageRoutes(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === "admin") return [];
    const own = readFileSync(path.join("app", entry.file), "utf8").includes("export default") ? [routeId(entry)] : [];
    return [...own, ...publicPageRoutes(entry.children ?? [])];
  });
}

/** React Router's id of a route: its file without the extension, unless the table names one. */
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[^.]+$/, "");

const asRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: routeId(entry), index: true }
      : { id: routeId(entry), path: entry.path, children: asRouteObjects(entry.children ?? []) },
  );

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

describe("client JavaScript per public page", () => {
  let server: ServerProcess;
  let database: { url: string; name: string } | undefined;

  beforeAll(async () => {
    const buildDir = process.env.BUILD_DIR ?? "build";
    // In CI a missing build means `npm test` lost its build step: say so rather than build here
    // what the rest of the run never used. By hand, the server builds it (scripts/start.mjs).
    if (process.env.CI === "true" && !existsSync(path.join(buildDir, "server/index.js")))
      throw new Error(
        `No production build in ${buildDir}/: \`npm test\` builds before Vitest; by hand, run \`npx react-router build\` first.`,
      );
    // A clone of the run's migrated template on PostgreSQL starts in a second or two; a new PGlite
    // directory costs several seconds more (its initdb), so only where PostgreSQL is missing.
    const postgresUrl = inject("postgresUrl");
    if (postgresUrl) {
      database = { url: postgresUrl, name: `budget_${randomBytes(6).toString("hex")}` };
      await adminQuery(postgresUrl, `create database ${database.name} template ${TEMPLATE_DATABASE}`);
    }
    server = await startServerProcess({
      SKIP_BUILD: "1",
      ...(database && { DATABASE_URL: database.url.replace(/\/[^/]*$/, `/${database.name}`) }),
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
    if (database) await adminQuery(database.url, `drop database if exists ${database.name} with (force)`);
  });

  it("measures a page of every public route", () => {
    const measured = new Set(
      PAGES.flatMap(([url]) => matchRoutes(asRouteObjects(routes), url.split("?")[0]!) ?? []).map(
        (match) => match.route.id,
      ),
    );
    expect(
      publicPageRoutes(routes).filter((id) => !measured.has(id)),
      "public routes without a page in PAGES",
    ).toEqual([]);
  });

  it(`loads at most ${CLIENT_JS_BUDGET_GZIP / 1024} KB gzip on every public page`, async () => {
    const rows = [];
    for (const [page, status] of PAGES) {
      const response = await fetch(server.url + page);
      expect(response.status, page).toBe(status);
      rows.push(clientJsRow(decodeURIComponent(page), await clientScripts(server.url + page, await response.text())));
    }
    const over = rows
      .filter((row) => row.budget !== "within")
      .map((row) => `${row.page}: ${row["JS KB gzip"]} KB gzip (${row["gzip bytes"]} bytes)`);
    expect(over, `past the budget of ${CLIENT_JS_BUDGET_GZIP} bytes gzip`).toEqual([]);
  });
});
