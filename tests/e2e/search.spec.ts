import { expect, test, type Page } from "@playwright/test";
import { compareText } from "#domain";
import * as texts from "#domain/texts";
import { expectNoAxeViolations } from "./support";

const t = texts.search;
const a = texts.ancestor;
const PHONE = { width: 390, height: 844 };
const horseUrl = (name: string) => `/horse/${encodeURIComponent(name)}`;

/** From a pedigree to an ancestor's page, and on to one of its descendants in the stud. */
async function walkFromPedigree(page: Page, { axe }: { axe: boolean }) {
  await page.locator(".pedigree").getByRole("link", { name: "Pub Kung Vinter" }).first().click();
  await expect(page).toHaveURL(horseUrl("Pub Kung Vinter"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pub Kung Vinter");
  await expect(page.getByText(a.note)).toBeVisible();
  await expect(page.locator(".pedigree > [role=listitem]")).toHaveCount(30);
  const descendants = page.getByRole("table", { name: a.descendantsCaption(3) });
  await expect(descendants.getByRole("row").filter({ hasText: "Pub Örn" })).toContainText(a.generationValue(1));
  await expect(descendants.getByRole("row").filter({ hasText: "Pub Åsa Ängsöga" })).toContainText(a.generationValue(2));
  if (axe) await expectNoAxeViolations(page);
  await descendants.getByRole("link", { name: "Pub Örn" }).click();
  await expect(page).toHaveURL(horseUrl("Pub Örn"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pub Örn");
}

test.describe("search and ancestor pages", () => {
  test.use({ viewport: PHONE });

  test("without JavaScript: a piece of a name without its accents, the hit, a pedigree ancestor, its descendants", async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/");
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: t.label }).fill("angsog");
    await search.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/search\?q=angsog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.resultsHeading("angsog"));
    const hit = page.locator(".search-hits li").filter({ hasText: "Pub Åsa Ängsöga" });
    await expect(hit).toContainText("Hingstar");
    // No page scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await hit.getByRole("link").click();
    await expect(page).toHaveURL(horseUrl("Pub Åsa Ängsöga"));
    // Hits of equal rank (the stud's Snöflingans horses) in Swedish alphabetical order: å, ä, ö last.
    await page.goBack();
    await search.getByRole("searchbox", { name: t.label }).fill("snof");
    await search.getByRole("button", { name: t.submit }).click();
    const names = await page.locator(".search-hits li a").allTextContents();
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort(compareText));
    expect(names[0]).not.toMatch(/ [ÅÄÖ]/);
    await page.goto(horseUrl("Pub Åsa Ängsöga"));
    // axe runs in the journeys with JavaScript (it needs scripts in the page).
    await walkFromPedigree(page, { axe: false });
    await context.close();
  });

  test("with JavaScript: suggestions as you type, chosen with the keyboard", async ({ page }) => {
    test.slow();
    await page.goto(horseUrl("Pub Åsa Ängsöga"));
    // A plain search field until a visitor reaches it: the combobox's code comes at the first focus,
    // and what is typed before it is there gets suggestions too.
    await expect(page.getByRole("searchbox", { name: t.label })).toBeVisible();
    await page.getByRole("search").getByLabel(t.label).pressSequentially("kung vin");
    const box = page.getByRole("combobox", { name: t.label });
    const list = page.getByRole("listbox", { name: t.suggestionsLabel });
    const option = list.getByRole("option", { name: /Pub Kung Vinter/ });
    await expect(option).toContainText(t.inPedigrees);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(horseUrl("Pub Kung Vinter"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pub Kung Vinter");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pub Åsa Ängsöga");
    await walkFromPedigree(page, { axe: true });
  });

  test("the results page: a search by the button, a no-hit sentence with status 200", async ({ page }) => {
    await page.goto("/stallions");
    await page.getByRole("search").getByLabel(t.label).fill("pub");
    await page.getByRole("search").getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/search\?q=pub$/);
    await expect(page.locator(".search-hits li").first()).toBeVisible();
    await expectNoAxeViolations(page);
    const none = await page.goto("/search?q=zzzzqq");
    expect(none?.status()).toBe(200);
    await expect(page.getByText(t.noHits("zzzzqq"))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("odd input is never an error and never markup", async ({ page }) => {
    const hostile = `<script>window.hacked=1</script>%_'"`;
    for (const query of [hostile, "%", "_", "\u0000", "x".repeat(5000)]) {
      const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
      expect(response?.status(), query.slice(0, 20)).toBe(200);
    }
    await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.resultsHeading(hostile));
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    const suggestions = await page.request.get(`/search/suggestions?q=${encodeURIComponent("\u0000%")}`);
    expect(suggestions.status()).toBe(200);
    expect(await suggestions.json()).toEqual({ hits: [], error: false });
  });

  test("a name nobody mentions stays 404", async ({ page }) => {
    const response = await page.goto(horseUrl("Ingen Nämner Mig"));
    expect(response?.status()).toBe(404);
    expect((await page.request.get(`${horseUrl("Ingen Nämner Mig")}/offspring`)).status()).toBe(404);
  });

  test("a tab's address under an ancestor or a sold horse leads to its page", async ({ page }) => {
    for (const tab of ["offspring", "eval", "merits"]) {
      const response = await page.request.get(`${horseUrl("pub kung vinter")}/${tab}`, { maxRedirects: 0 });
      expect(response.status(), tab).toBe(302);
      expect(response.headers().location, tab).toBe(horseUrl("Pub Kung Vinter"));
    }
    await page.goto(`${horseUrl("Pub Kung Vinter")}/offspring`);
    await expect(page).toHaveURL(horseUrl("Pub Kung Vinter"));
    await expect(page.getByText(a.note)).toBeVisible();
    await page.goto(`${horseUrl("Pub Sålda Sol")}/eval`);
    await expect(page).toHaveURL(horseUrl("Pub Sålda Sol"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pub Sålda Sol");
  });
});
