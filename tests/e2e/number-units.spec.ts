import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

// Fixture horses (tests/e2e/fixtures/breeding.json).
const STALLION = "Avel Stjärnglans";
const MARE = "Avel Månsken";

/**
 * The numbers with a unit (`85,7 %`, `< 0,1 %`, `150 cm`, `9 år`, `12 p`) on the page that a line
 * break parts: each found in the text, and its rendered lines counted by their tops.
 */
function unitsSplitAcrossLines(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const pattern = /(?:<\s)?\d[\d\u00a0,]*\s(?:%|cm|år|p|poäng)(?![\p{L}\d])/gu;
    const split: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

test("a number and its unit stay on one line: the planner's foal and outcome at 390 and 1280 px", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/breeding?${new URLSearchParams({ stallion: STALLION, mare: MARE, seed: "7" })}`);
    const outcome = page.locator("section.foal-outcome");
    await expect(outcome.locator(".chart-bar-value").first()).toBeVisible();
    // Some of the pair's levels are possible but rarer than 0,1 %.
    await expect(outcome.getByText("<\u00a00,1\u00a0%").first()).toBeVisible();
    expect(await unitsSplitAcrossLines(page), `at ${width} px`).toEqual([]);
    // Each chance in the outcome's charts on one line.
    const values = await outcome
      .locator(".chart-bar-value")
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.getClientRects().length !== 1 || cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      );
    expect(values, `at ${width} px`).toEqual([]);
  }
  await expectNoAxeViolations(page);
});
