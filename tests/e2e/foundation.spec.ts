import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CATEGORY_TITLES } from "#domain";
import * as texts from "#domain/texts";
import { startPostgresCluster } from "#tests/support/postgres-cluster";
import { expectNoAxeViolations, spawnServer } from "./support";

test.describe("layout and home", () => {
  test("home shows the heading, picture, four paragraphs and the title Snöflingan", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Snöflingan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Välkommen till Snöflingan");
    await expect(page.locator("main img").first()).toBeVisible();
    const paragraphs = page.locator("main article > p");
    await expect(paragraphs).toHaveCount(4);
    await expect(paragraphs.nth(0)).toContainText("New Forest");
    await expect(paragraphs.nth(0)).toContainText("Connemara");
    await expect(paragraphs.nth(0)).toContainText("2021");
    await expect(paragraphs.nth(0)).toContainText("2022");
    await expect(paragraphs.nth(3)).toContainText("50");
    await expect(paragraphs.nth(3)).toContainText("10");
    await expectNoAxeViolations(page);
  });

  test("nav has the six category links, highlights the active one; header and footer are on every page", async ({
    page,
  }) => {
    await page.goto("/stallions");
    const nav = page.getByRole("navigation", { name: texts.site.navLabel });
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(6);
    const expected = Object.entries(CATEGORY_TITLES);
    for (const [index, [category, title]] of expected.entries()) {
      await expect(links.nth(index)).toHaveText(title);
      await expect(links.nth(index)).toHaveAttribute("href", `/${category}`);
    }
    await expect(nav.getByRole("link", { name: "Hingstar" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.locator("footer")).toContainText("påhittat internetstall");
    await expect(page.locator("footer")).toContainText(texts.site.footer);

    await page.getByRole("link", { name: "Snöflingan" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("a page without a title of its own has the default title Snöfligan", async ({ page }) => {
    await page.goto("/ingen-sida-har-den-har-adressen");
    await expect(page).toHaveTitle("Snöfligan");
  });
});

test.describe("not found", () => {
  test("an unknown URL answers 404 with the not-found text", async ({ page }) => {
    const response = await page.goto("/finns/inte");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page not found, returning to previous page")).toBeVisible();
  });

  test("steps back to the previous page after 2 s", async ({ page }) => {
    await page.goto("/stallions");
    await page.goto("/finns-inte-heller");
    await expect(page.getByText(texts.notFound.message)).toBeVisible();
    // Still there after one second: it waits the full 2000 ms.
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe("/finns-inte-heller");
    await page.waitForURL((url) => url.pathname === "/stallions", { timeout: 5_000 });
  });

  test("with no history it goes to the home page", async ({ page, baseURL }) => {
    // A new page starts with an about:blank entry; replacing it leaves a history of one.
    await page.evaluate((url) => window.location.replace(url), `${baseURL}/inget-att-ga-tillbaka-till`);
    await expect(page.getByText(texts.notFound.message)).toBeVisible();
    expect(await page.evaluate(() => window.history.length)).toBe(1);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Välkommen till Snöflingan");
  });
});

test("the router's fallback shows 'Unexpected Application Error!' with the status, no internals", async ({
  request,
  baseURL,
}) => {
  // A post to a page without an action: React Router answers 405 through the root boundary.
  const response = await request.post("/homebred", { headers: { origin: baseURL! }, form: { x: "1" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toContain("405 Method Not Allowed");
  expect(html).not.toMatch(/at \S+ \(|node_modules/);
});

test("/healthz answers 200 with JSON", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
});

/** The stud in a stopped server's database, read with the export script (as an operator would). */
function readStud(env: NodeJS.ProcessEnv): { horses: { name: string }[]; [table: string]: unknown[] } {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/stud-export.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`stud:export failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

const countsOf = (stud: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(stud).map(([table, rows]) => [table, rows.length]));

test.describe("operations", () => {
  // These start servers of their own: give them time, and run them one after another.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("seeding is idempotent: a restart keeps the same stud", async () => {
    const first = await spawnServer({ SEED: "demo" });
    const { code } = await first.stop();
    expect(code).toBe(0);
    const before = readStud({ DATA_DIR: first.dataDir });
    expect(before.horses.length).toBeGreaterThanOrEqual(40);

    const second = await spawnServer({ SEED: "demo", DATA_DIR: first.dataDir });
    expect((await second.stop()).code).toBe(0);
    const after = readStud({ DATA_DIR: first.dataDir });
    expect(countsOf(after)).toEqual(countsOf(before));
    expect(after).toEqual(before);
  });

  test("an invalid SEED_FILE stops the start with the file name and the problems", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "snoflingan-bad-seed-"));
    const file = path.join(dir, "trasig.json");
    writeFileSync(
      file,
      JSON.stringify({ horses: [{ name: "Trasig", category: "zebras", breed: "a", gender: "Sto" }] }),
    );
    await expect(spawnServer({ SEED: "none", SEED_FILE: dir })).rejects.toThrow(
      /exited with code 1[\s\S]*trasig\.json is invalid[\s\S]*horses\[0\]\.category/,
    );
  });

  // One server for three checks (each start and each read of the stud costs seconds): the
  // renamed stable first, in a browser closed again before the signal, so that the signal meets
  // only the half-sent request.
  test("SEED=none and STABLE_NAME on one server: the stable renamed; SIGTERM lets a request in flight finish; the stud empty", async ({
    browser,
  }) => {
    const server = await spawnServer({ SEED: "none", STABLE_NAME: "Vintergatan" });
    try {
      await test.step("STABLE_NAME renames the stable in the header, the home title and the category titles", async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`http://localhost:${server.port}/`);
        await expect(page).toHaveTitle("Vintergatan");
        await expect(page.locator(".site-title")).toHaveText("Vintergatan");
        await page.goto(`http://localhost:${server.port}/stallions`);
        await expect(page).toHaveTitle("Hingstar - Vintergatan");
        await context.close();
      });

      await test.step("SIGTERM lets an in-flight request finish, closes the database and exits 0 within 10 s", async () => {
        // A request that has started (headers half sent) when the signal arrives.
        const socket = connect(server.port, "127.0.0.1");
        await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
        let response = "";
        socket.on("data", (chunk) => (response += chunk.toString()));
        const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
        socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${server.port}\r\n`);
        await new Promise((resolve) => setTimeout(resolve, 200));

        const stopping = server.stop(15_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
        socket.write("\r\n");
        await closed;
        const { code, ms } = await stopping;
        expect(response).toMatch(/^HTTP\/1\.1 200/);
        expect(response).toContain('"status":"ok"');
        expect(code).toBe(0);
        expect(ms).toBeLessThan(10_000);
        expect(server.output()).toContain('"msg":"shutting down"');
      });

      await test.step("SEED=none started empty, and the database was closed cleanly: it opens again", async () => {
        expect(readStud({ DATA_DIR: server.dataDir }).horses).toEqual([]);
      });
    } finally {
      await server.stop();
    }
  });

  test("the site runs on PostgreSQL via DATABASE_URL", async () => {
    // Under CI=true a missing PostgreSQL fails here (startPostgresCluster throws); it never skips.
    const cluster = await startPostgresCluster();
    try {
      const url = await cluster.createDatabase("snoflingan_e2e");

      const server = await spawnServer({ DATABASE_URL: url, SEED: "demo" });
      try {
        const health = await fetch(`${server.url}/healthz`);
        expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
        const home = await fetch(`${server.url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain("Välkommen till Snöflingan");
        const stallions = await fetch(`${server.url}/stallions`);
        expect(stallions.status).toBe(200);
        const stud = readStud({ DATABASE_URL: url });
        expect(stud.horses.length).toBeGreaterThanOrEqual(40);
        const stallionNames = (stud.horses as { name: string; category: string }[])
          .filter((h) => h.category === "stallions")
          .map((h) => h.name);
        const html = await stallions.text();
        expect(stallionNames.filter((name) => html.includes(name)).length).toBeGreaterThan(0);
      } finally {
        expect((await server.stop()).code).toBe(0);
      }
    } finally {
      await cluster.stop();
    }
  });
});
