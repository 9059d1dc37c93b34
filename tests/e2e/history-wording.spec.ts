import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses: tests/e2e/fixtures/corrections-where-shown.json (all named "Rätt …").

/** The change log's newest entry for `subject` of `kind`. */
const logEntry = (page: Page, kind: string, subject: string) =>
  page
    .getByRole("listitem")
    .filter({ hasText: `${kind}: ${subject}` })
    .first();

/** Words of the database the change log never shows (column names, internal columns). */
const DATABASE_WORDS = ["for_sale", "name_folded", "current_class", "merit_count", "breed:", "created", "stats:"];

test.describe("the change log speaks the forms' language", () => {
  test("a sale flag and a breed read as the forms say them, with and without JavaScript at 390 px", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/admin/update-horse?name=R%C3%A4tt%20Salu");
    await page.getByRole("button", { name: "Ta bort salu" }).click();
    await expect(page.getByText("Rätt Salu är inte längre till salu.")).toBeVisible();
    await page.getByLabel("Ras (sektion)").selectOption("c");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("Häst uppdaterad!")).toBeVisible();

    await page.goto("/admin/history");
    await expect(logEntry(page, "Till salu ändrat", "Rätt Salu")).toContainText("Till salu: ja → nej");
    await expect(logEntry(page, "Häst ändrad", "Rätt Salu")).toContainText("Ras: Welsh Cob (D) → Welsh Cobtyp (C)");
    const text = await page.locator("main").innerText();
    for (const word of DATABASE_WORDS) expect(text, word).not.toContain(word);
    await expectNoAxeViolations(page);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const noScript = await context.newPage();
    await signIn(noScript);
    await noScript.goto("/admin/history");
    await expect(logEntry(noScript, "Till salu ändrat", "Rätt Salu")).toContainText("Till salu: ja → nej");
    await expect(logEntry(noScript, "Häst ändrad", "Rätt Salu")).toContainText("Ras: Welsh Cob (D) → Welsh Cobtyp (C)");
    await context.close();
  });
});
