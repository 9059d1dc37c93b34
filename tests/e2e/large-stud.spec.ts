import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { compareText, LIST_PAGE_SIZE, PICKER_LIMIT } from "#domain";
import * as texts from "#domain/texts";
import { largeStud } from "#transfer/large-stud";
import { spawnServer, type SpawnedServer } from "./support";

/** Long lists page: a generated stud whose categories hold several pages of horses. */
test.describe("a large stud", () => {
  // Generating and importing the stud takes a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  let server: SpawnedServer;
  test.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "snoflingan-large-"));
    const file = path.join(dir, "stud.json");
    writeFileSync(file, JSON.stringify(largeStud({ horses: 800, pedigree: 2_000, generations: 8 })));
    server = await spawnServer({ SEED: "none", SEED_FILE: file, STABLE_NAME: "Snöflingan" }, { timeoutMs: 120_000 });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("lists page by name with links that work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const seen: string[] = [];
    for (const list of ["/stallions", "/for-sale", "/homebred"]) {
      await page.goto(server.url + list);
      const pager = page.getByRole("navigation", { name: texts.paging.label });
      const pages = Number(/av (\d+)/.exec((await pager.locator("[aria-current=page]").textContent()) ?? "")![1]);
      expect(pages, list).toBeGreaterThan(1);
      const names: string[] = [];
      for (let n = 1; n <= Math.min(pages, 3); n++) {
        await expect(pager.locator("[aria-current=page]")).toHaveText(texts.paging.page(n, pages));
        const onPage = await page.locator("main a[href^='/horse/']").allTextContents();
        expect(onPage.length).toBeLessThanOrEqual(LIST_PAGE_SIZE * 3);
        names.push(...onPage.filter((name) => !names.includes(name)));
        if (n < pages) await pager.getByRole("link", { name: texts.paging.next }).click();
      }
      seen.push(...names);
      if (list === "/stallions") expect([...names].sort(compareText)).toEqual(names);
    }
    expect(seen.length).toBeGreaterThan(LIST_PAGE_SIZE * 3);
    await page.goto(`${server.url}/stallions?page=2`);
    await page.getByRole("link", { name: texts.paging.previous }).click();
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  test("the planner's pickers search on the server, without JavaScript and as you type", async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    let page = await noScript.newPage();
    await page.goto(`${server.url}/breeding`);
    const stallions = page.locator("#breeding-stallion option:not([value=''])");
    expect(await stallions.count()).toBe(PICKER_LIMIT);
    await expect(page.getByText(/Listan visar 60 av \d+ hästar/).first()).toBeVisible();
    await page.getByLabel(texts.breedingSearch.stallionSearch).fill("seren");
    await page.getByRole("main").getByRole("button", { name: texts.breedingSearch.button }).click();
    const found = await stallions.allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name.toLowerCase()).toContain("seren");
    // Still grouped by section and generation.
    expect(await page.locator("#breeding-stallion optgroup").first().getAttribute("label")).toMatch(/generation/);
    await page.locator("#breeding-stallion").selectOption(found[0]);
    await page.locator("#breeding-mare").selectOption({ index: 1 });
    await page.getByRole("button", { name: texts.breeding.submit }).click();
    await expect(
      page.getByRole("heading", { name: texts.foal.foalHeading(found[0], "").replace(/ och $/, "") }),
    ).toBeVisible();
    await noScript.close();

    const withScript = await browser.newContext();
    page = await withScript.newPage();
    await page.goto(`${server.url}/breeding`);
    await page.getByLabel(texts.breedingSearch.mareSearch).pressSequentially("gwen", { delay: 20 });
    await expect(async () => {
      const mares = await page.locator("#breeding-mare option:not([value=''])").allTextContents();
      expect(mares.length).toBeGreaterThan(0);
      for (const name of mares) expect(name.toLowerCase()).toContain("gwen");
    }).toPass();
    await withScript.close();
  });
});
