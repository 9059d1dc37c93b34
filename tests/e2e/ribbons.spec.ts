import { expect, test, type Page } from "@playwright/test";
import * as texts from "#domain/texts";
import { expectNoAxeViolations } from "./support";

// Fixture horses: Pub Åsa Ängsöga's ten ribbons (tests/e2e/fixtures/public.json), Vardag Rosett's
// long one and its image ribbon (tests/e2e/fixtures/visitor.json).
const HORSES = {
  "Pub Åsa Ängsöga": ["1:a Pub Rosett Ett", "2:a Pub Rosett Två", "6:e Pub Rosett Sex", "Pub Rosett Tio"],
  "Vardag Rosett": ["3:e Nationell Lätt A Dressyr Championships", "Bästa unghäst"],
};
const horseUrl = (name: string) => `/horse/${encodeURIComponent(name)}`;

/** The ribbons the carousel cuts at its edges: partly in its view, partly out of it. */
function clippedRibbons(page: Page): Promise<string[]> {
  return page.locator(".ribbons .ribbon-list").evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll<HTMLElement>(".ribbon")]
      .filter((ribbon) => {
        const { left, right } = ribbon.getBoundingClientRect();
        const wholly = left >= box.left - 1 && right <= box.right + 1;
        const outside = right <= box.left + 1 || left >= box.right - 1;
        return !wholly && !outside;
      })
      .map((ribbon) => ribbon.getAttribute("aria-label") ?? "");
  });
}

/**
 * The labels of `texts` that the carousel does not show whole as text: no element drawn on the page
 * holds exactly that text with room for all of it.
 */
function labelsNotShown(page: Page, texts: string[]): Promise<string[]> {
  return page
    .locator(".ribbons")
    .evaluate(
      (ribbons, wanted) =>
        wanted.filter(
          (text) =>
            ![...ribbons.querySelectorAll("*")].some(
              (element) =>
                element.children.length === 0 &&
                element.textContent === text &&
                element.getClientRects().length > 0 &&
                element.scrollWidth <= element.clientWidth + 1,
            ),
        ),
      texts,
    );
}

for (const javaScriptEnabled of [false, true]) {
  test(`every ribbon's whole label reads under it and no ribbon is cut, at 390 and 1280 px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const [horse, labels] of Object.entries(HORSES)) {
        await page.goto(horseUrl(horse));
        expect(await clippedRibbons(page), `${horse} at ${width} px`).toEqual([]);
        expect(await labelsNotShown(page, labels), `${horse} at ${width} px`).toEqual([]);
        if (javaScriptEnabled && horse === "Pub Åsa Ängsöga") {
          // The arrows (from 9 ribbons) turn to whole ribbons too.
          await page.getByRole("button", { name: texts.horse.ribbonNext }).click();
          await expect.poll(() => clippedRibbons(page)).toEqual([]);
          if (width === 390) await expectNoAxeViolations(page);
        }
      }
      await context.close();
    }
  });
}
