import { expect, test, type Page } from "@playwright/test";
import * as catalogue from "#domain/texts";
import { expectNoAxeViolations, signIn } from "./support";

// The demo stud's Snöflingans Åskvigg: a new horse spelt without its accents is the same name to a reader.
const EXISTING = "Snöflingans Åskvigg";
const message = catalogue.faults.nameLookalike(EXISTING);

async function addNearDuplicate(page: Page) {
  await page.goto("/admin/add-horse");
  await page.getByLabel("Namn").fill("Snoflingans Askvigg");
  await page.getByRole("button", { name: "Lägg till häst" }).click();
  await expect(page.locator("#field-name-error")).toHaveText(message);
  await expect(page.getByLabel("Namn")).toHaveValue("Snoflingans Askvigg");
}

test.describe("near-duplicate names", () => {
  test("add-horse refuses a name equal to another but for accents, naming it, with and without JavaScript at 390 px", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await addNearDuplicate(page);
    await expectNoAxeViolations(page);
    // Nothing was added.
    expect((await page.goto("/horse/Snoflingans%20Askvigg"))?.status()).toBe(404);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const noScript = await context.newPage();
    await signIn(noScript);
    await addNearDuplicate(noScript);
    await context.close();
  });
});
