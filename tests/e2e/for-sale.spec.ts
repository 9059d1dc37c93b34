import { expect, test, type Page } from "@playwright/test";
import { breedLabel } from "#domain";
import * as texts from "#domain/texts";
import { expectNoAxeViolations } from "./support";

// Fixture horses (tests/e2e/fixtures/public.json): Pub Salu Bris (section b) and Pub Salu Dimma (d)
// are for sale.
const BRIS = "Pub Salu Bris";

/** What the page shows around its cards, and the card of Pub Salu Bris as drawn. */
async function pageShape(page: Page) {
  const card = page.locator(".horse-card").filter({ hasText: BRIS });
  return {
    title: await page.getByRole("heading", { level: 1 }).textContent(),
    sections: await page
      .getByRole("navigation", { name: texts.public.breedPicker })
      .getByRole("link")
      .allTextContents(),
    // The card's parts by element and class, with their text (server and browser renders alike).
    card: await card.evaluate((element) =>
      [...element.querySelectorAll(".horse-card-body > *, .horse-picture")].map(
        (part) => `${part.tagName} ${part.getAttribute("class")}: ${part.textContent}`,
      ),
    ),
    meta: await card.locator(".meta").textContent(),
  };
}

test("the for-sale page and a section of it have one shape: the section picker, and cards with gender, section and age", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/for-sale");
      const all = await pageShape(page);
      expect(all.sections, `/for-sale at ${width} px`).toHaveLength(5);
      expect(all.meta).toBe(`Valack, Welshponny, ${texts.public.ageYears(4)}`);
      if (javaScriptEnabled && width === 390) await expectNoAxeViolations(page);

      // The picker leads to the section, drawn the same way.
      await page.getByRole("navigation", { name: texts.public.breedPicker }).getByRole("link").nth(1).click();
      await expect(page).toHaveURL(/\/for-sale\/b$/);
      await expect(
        page.getByRole("heading", { level: 2, name: texts.public.sectionHeading(breedLabel("b")) }),
      ).toBeVisible();
      expect(await pageShape(page), `/for-sale/b at ${width} px`).toEqual(all);
      await expect(page.locator(".horse-card").filter({ hasText: "Pub Salu Dimma" })).toHaveCount(0);
      if (javaScriptEnabled && width === 390) await expectNoAxeViolations(page);
      await context.close();
    }
  }
});
