import { expect, test, type Page } from "@playwright/test";
import * as catalogue from "#domain/texts";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horse: tests/e2e/fixtures/corrections-where-shown.json (Rätt Egenskaper, 16 stats and a
// merit line placed 3/12, worth 6 points).
const v = catalogue.validation;
const HORSE = "/admin/update-horse?name=R%C3%A4tt%20Egenskaper";
const SIXTEEN = "60 55 40 41 30 31 20 21 50 52 45 44 33 34 10 12";

async function refusesThreeStats(page: Page) {
  await page.goto(HORSE);
  await page.getByLabel(/^Egenskaper/).fill("60 55 40");
  await page.getByRole("button", { name: "Spara ändringar" }).click();
  await expect(page.locator("#field-stats-error")).toHaveText(v.statsCount(3));
  await expect(page.getByLabel(/^Egenskaper/)).toHaveValue("60 55 40");
  await page.goto(HORSE);
  await expect(page.getByLabel(/^Egenskaper/)).toHaveValue(SIXTEEN);
}

async function refusesContradictingPoints(page: Page) {
  await page.goto("/horse/R%C3%A4tt%20Egenskaper/merits");
  await page.getByRole("link", { name: "Ändra Dressyr Lokal Lätt C 2025-05-01" }).click();
  await expect(page.getByLabel("Poäng")).toHaveValue("6");
  await page.getByLabel("Poäng").fill("12");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.locator("#field-points-error")).toHaveText(v.meritPointsPlacing("3/12", 6));
  await expect(page.getByLabel("Poäng")).toHaveValue("12");
}

test.describe("records hold to their rules", () => {
  test("stats are 16 numbers or the form says why not; a merit's points agree with its placing (390 px, with and without JavaScript)", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await refusesThreeStats(page);
    await refusesContradictingPoints(page);
    await expectNoAxeViolations(page);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const noScript = await context.newPage();
    await signIn(noScript);
    await refusesThreeStats(noScript);
    await refusesContradictingPoints(noScript);
    // The placing's own points are saved.
    await noScript.getByLabel("Poäng").fill("6");
    await noScript.getByRole("button", { name: "Spara" }).click();
    await expect(noScript.getByText("Ändringen är sparad.")).toBeVisible();
    await context.close();
  });
});
