import { chromium, type Browser } from "@playwright/test";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { horsePath } from "#app/paths";
import * as texts from "#domain/texts";
import { startServerProcess, type ServerProcess } from "#scripts/server-process";
import { chromiumPath } from "#tests/support/chromium";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";

// The outage page in a real browser: the server sends the Swedish 503 page, and after hydration it
// must still be that page, on every page and tab, every load, with no hydration error (React #418).
// The database is a cluster of this file's own, stopped here. Needs the production build.

const ROUNDS = 2;

describe.skipIf(!findPostgresBin())("the outage page in the browser [postgres]", () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let browser: Browser;
  let horse: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    await cluster.createDatabase("outage");
    server = await startServerProcess({ DATABASE_URL: cluster.url("outage"), SKIP_BUILD: "1" });
    const client = new pg.Client({ connectionString: cluster.url("outage") });
    await client.connect();
    horse = (await client.query<{ name: string }>("select name from horses order by name limit 1")).rows[0].name;
    await client.end();
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu"],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await cluster?.stop();
  });

  it("stays Swedish after hydration on every page and tab, load after load, without a hydration error", async () => {
    // Pages that read the database (the home page is text only).
    const paths = [
      "/stallions",
      "/for-sale",
      horsePath(horse),
      horsePath(horse, "offspring"),
      horsePath(horse, "eval"),
      horsePath(horse, "merits"),
      "/breeding",
    ];
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`pageerror ${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      // The failed document itself (503) is the one expected console line.
      if (message.type() === "error" && !message.text().includes("503"))
        problems.push(`console ${page.url()}: ${message.text()}`);
    });
    cluster.halt();
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of paths) {
        const response = await page.goto(server.url + path);
        expect(response?.status(), path).toBe(503);
        // Hydration has run once the router's scripts have loaded and the page is idle; a mismatch
        // re-renders the page on the client right after.
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(200);
        const heading = (await page.locator("h1").first().textContent({ timeout: 5_000 }))?.trim() ?? "";
        seen.push(`${path}: ${heading}`);
        expect(heading, `${path}, round ${round + 1}`).toBe(texts.outage.title);
        await expect.poll(() => page.locator("body").textContent()).not.toMatch(/Error loading|Unexpected/);
      }
      // Moving within the site (client navigation) during the outage shows the outage page too.
      await page.goto(server.url + "/");
      await page.waitForLoadState("networkidle");
      await page.locator("nav a").first().click();
      await page.waitForLoadState("networkidle");
      expect((await page.locator("h1").first().textContent())?.trim()).toBe(texts.outage.title);
    }
    console.log(JSON.stringify({ fault: "outage in the browser", pages: seen.length, problems: problems.length }));
    expect(problems).toEqual([]);
    cluster.resume();
  }, 120_000);
});
