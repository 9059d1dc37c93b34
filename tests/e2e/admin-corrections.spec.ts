import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses: tests/e2e/fixtures/corrections.json (all named "Fix …"). Each test works on
// horses of its own, so the change log's other entries (other tests, other files) do not matter.

/** The change log's entry for `subject` of `kind`, the newest such. */
const logEntry = (page: Page, kind: string, subject: string) =>
  page
    .getByRole("listitem")
    .filter({ hasText: `${kind}: ${subject}` })
    .first();

test.describe("admin: correct anything, and undo it", () => {
  test("signed in, a ribbon is edited and deleted from the horse page, and the deletion undone (JavaScript, 1280 px)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/horse/Fix%20Rosetth%C3%A4st");
    await expect(page.getByRole("link", { name: "Redigera" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Ta bort Fix etta" })).toHaveCount(0);

    await signIn(page);
    await page.goto("/horse/Fix%20Rosetth%C3%A4st");
    await expect(page.getByRole("link", { name: "Redigera" })).toHaveAttribute(
      "href",
      "/admin/update-horse?name=Fix%20Rosetth%C3%A4st",
    );
    await page.getByRole("link", { name: "Ändra Fix etta" }).click();
    await expect(page.getByRole("heading", { name: "Ändra rosett" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Text").fill("Fix första");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("Ändringen är sparad.")).toBeVisible();
    await page.getByRole("link", { name: "Till Fix Rosetthäst" }).click();
    await expect(page.getByRole("button", { name: "Ta bort Fix första" })).toBeVisible();

    // Dismissed, nothing happens; accepted, the ribbon goes.
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("button", { name: "Ta bort Fix första" }).click();
    await expect(page.getByRole("button", { name: "Ta bort Fix första" })).toBeVisible();
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("Fix första");
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Ta bort Fix första" }).click();
    await expect(page.getByRole("button", { name: "Ta bort Fix första" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Ta bort Fix tvåa" })).toBeVisible();

    await page.goto("/admin/history");
    await expectNoAxeViolations(page);
    const deletion = logEntry(page, "Rosett borttagen", "Fix Rosetthäst: Fix första");
    await expect(deletion).toContainText("admin@snoflingan.test");
    const edit = logEntry(page, "Rosett ändrad", "Fix Rosetthäst: Fix första");
    await expect(edit).toContainText("Rosettens text: Fix etta → Fix första");
    // The edit's row was touched by the deletion: it waits until the deletion is undone.
    await expect(edit).toContainText("Kan inte ångras");
    await deletion.getByRole("button", { name: "Ångra" }).click();
    await expect(page.getByText("Ändringen av Fix Rosetthäst: Fix första är ångrad.")).toBeVisible();
    await page.goto("/horse/Fix%20Rosetth%C3%A4st");
    await expect(page.getByRole("button", { name: "Ta bort Fix första" })).toBeVisible();
  });

  test("an evaluation and a merit line are corrected from the horse page (768 px)", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await signIn(page);
    await page.goto("/horse/Fix%20Bed%C3%B6md/eval");
    await page.getByRole("link", { name: "Ändra Exteriörbedömning 2025-06-01" }).click();
    await expect(page.getByRole("heading", { name: "Ändra bedömning" })).toBeVisible();
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("Fix Bedömd");
    await expect(page.getByLabel("Helhetsintryck")).toHaveValue("7");
    await page.getByLabel("Domare").fill("Fix Rättad Domare");
    // The edit's answer first: a page asked for while it is on its way may be read before it.
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Spara bedömning" }).click();
    await saved;
    await page.goto("/horse/Fix%20Bed%C3%B6md/eval");
    await expect(page.getByText("Fix Rättad Domare")).toBeVisible();
    // Edited, not added: still one evaluation.
    await expect(page.locator("table[data-type=exterior]")).toHaveCount(1);

    await page.goto("/horse/Fix%20Bed%C3%B6md/merits");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Ta bort Dressyr Lokal Lätt C 2025-05-01" }).click();
    await expect(page.getByText("Fixcupen")).toHaveCount(0);
  });

  test("without JavaScript at 390 px: deleting a parent asks on the server, keeps it as an ancestor, and undo brings it all back", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/update-horse?name=Fix%20F%C3%B6r%C3%A4lder");
    await page.getByRole("link", { name: "Ta bort hästen" }).click();
    await page.getByRole("button", { name: "Ta bort hästen" }).click();
    // The server's confirmation step says what else changes.
    await expect(page.getByRole("alert")).toContainText("finns namnet kvar i avkommornas stamtavla");
    await page.getByRole("button", { name: "Ta bort", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/history/);
    await expect(logEntry(page, "Häst borttagen", "Fix Förälder")).toBeVisible();

    // No longer one of the stud's horses: its page is now the ancestor page of its entry.
    expect((await page.goto("/horse/Fix%20F%C3%B6r%C3%A4lder"))?.status()).toBe(200);
    await expect(
      page.getByText("Den här hästen finns i stamtavlorna men är inte en av stuteriets egna hästar."),
    ).toBeVisible();
    await page.goto("/horse/Fix%20F%C3%B6l");
    await expect(page.locator(".pedigree")).toContainText("Fix Förälder");
    await expect(page.locator(".pedigree")).toContainText("Fix Farfar");
    await page.goto("/admin/competition-list");
    await expect(page.getByText("Fix Förälder")).toHaveCount(0);

    await page.goto("/admin/history");
    await logEntry(page, "Häst borttagen", "Fix Förälder").getByRole("button", { name: "Ångra" }).click();
    await expect(page.getByText("Ändringen av Fix Förälder är ångrad.")).toBeVisible();
    expect((await page.goto("/horse/Fix%20F%C3%B6r%C3%A4lder"))?.status()).toBe(200);
    await expect(page.getByText("Ta bort Fix förälderns rosett")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Ta bort Fix förälderns rosett" })).toBeVisible();
    await page.goto("/admin/competition-list");
    await expect(page.getByText("Fix Förälder").first()).toBeVisible();
    await context.close();
  });

  test("without JavaScript: a ribbon's Ta bort on the horse page goes through the confirmation step", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/horse/Fix%20Utan%20Skript");
    await page.getByRole("button", { name: "Ta bort Fix skriptlös" }).click();
    await expect(page.getByRole("alert")).toContainText("Ta bort rosetten Fix skriptlös?");
    await page.getByRole("link", { name: "Avbryt" }).click();
    await page.goto("/horse/Fix%20Utan%20Skript");
    await page.getByRole("button", { name: "Ta bort Fix skriptlös" }).click();
    await page.getByRole("button", { name: "Ta bort", exact: true }).click();
    await expect(page).toHaveURL(/\/horse\/Fix%20Utan%20Skript$/);
    await expect(page.getByRole("button", { name: "Ta bort Fix skriptlös" })).toHaveCount(0);
    await context.close();
  });

  test("every edit, delete and undo is refused without a session", async ({ request }) => {
    for (const [path, form] of [
      ["/admin/record/ribbon/1", { intent: "delete", confirm: "yes" }],
      ["/admin/record/horse/Fix%20Utan%20Skript", { intent: "delete", confirm: "yes" }],
      ["/admin/record/merit/1", { intent: "save", key: "x", date: "2025-01-01", text: "x", points: "1" }],
      ["/admin/history", { change: "1" }],
      ["/admin/add-eval?id=1", { id: "1", type: "exterior" }],
    ] as const) {
      const response = await request.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/");
    }
    expect((await request.get("/horse/Fix%20Utan%20Skript", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("the small things: breeder starts as the stable, saves link to the horse, names in any letter case, pairs cleared only when confirmed", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/admin/add-horse");
    await expect(page.getByLabel("Uppfödare")).toHaveValue("Snöflingan");

    await page.goto("/admin/add-ribbons");
    await page.getByLabel("Häst", { exact: true }).fill("fix rosetthäst");
    await page.getByLabel("Rosettens text").fill("Fix liten bokstav");
    await page.getByRole("button", { name: "Lägg till rosett" }).click();
    await page.getByRole("link", { name: "Till Fix Rosetthäst" }).click();
    await expect(page).toHaveURL(/\/horse\/Fix%20Rosetth%C3%A4st$/);
    await expect(page.getByRole("button", { name: "Ta bort Fix liten bokstav" })).toBeVisible();

    expect((await page.request.get("/favicon.ico")).status()).toBe(200);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await signIn(noJs);
    await noJs.goto("/admin/competition-list?pairing=1");
    await noJs.getByRole("button", { name: "Rensa alla par" }).click();
    await expect(noJs.getByRole("alert")).toHaveText(
      "Ta bort alla par i tävlingslistan? Det går att ångra i ändringsloggen.",
    );
    await expect(noJs.getByRole("button", { name: "Ja, rensa alla par" })).toBeVisible();
    await context.close();
  });
});
