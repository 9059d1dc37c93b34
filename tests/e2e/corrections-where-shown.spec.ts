import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses: tests/e2e/fixtures/corrections-where-shown.json (all named "Rätt …"). Signed in,
// the public pages lead back to the admin where a record shows; a visitor's page never does.

const STALLION = "/horse/R%C3%A4tt%20Avelshingst";
const ANCESTOR = "/horse/R%C3%A4tt%20Stamfar";
const editLink = (page: Page, name: string) => page.getByRole("link", { name: `Ändra ${name}` });

async function sell(page: Page, name: string) {
  await page.goto(`/admin/update-sold?name=${encodeURIComponent(name)}`);
  await page.getByLabel("Länk till nya hemmet").fill("https://example.se/nytt-hem");
  await page.getByLabel("Ny ägare").fill("Stall Nytt");
  await page.getByRole("button", { name: "Bekräfta försäljning" }).click();
  await expect(page.getByText("Hästen har markerats som såld!")).toBeVisible();
}

/** A sold horse's page offers its form and the sale's undo, which brings the horse back whole. */
async function undoSaleFromItsPage(page: Page, name: string) {
  await page.goto(`/horse/${encodeURIComponent(name)}`);
  await expect(page.getByText("has moved to Stall Nytt!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Redigera", exact: true })).toHaveAttribute(
    "href",
    `/admin/update-horse?name=${encodeURIComponent(name)}`,
  );
  await page.getByRole("button", { name: "Ångra försäljningen" }).click();
  await expect(page.getByText(`Ändringen av ${name} är ångrad.`)).toBeVisible();
  await page.goto(`/horse/${encodeURIComponent(name)}`);
  await expect(page.getByRole("navigation", { name: "Flikar" })).toBeVisible();
}

/** A visitor (no session) sees none of it, also after the administrator's visits. */
async function visitorSeesNoAdminLinks(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  for (const path of [STALLION, `${STALLION}/offspring`, ANCESTOR]) {
    await visitor.goto(path);
    await expect(visitor.locator("main")).toBeVisible();
    await expect(visitor.locator("main a[href^='/admin']")).toHaveCount(0);
  }
  await context.close();
}

test.describe("records corrected where they show", () => {
  test("signed in at 390 px: pedigree boxes, offspring rows and the ancestor page lead to their forms; a sold horse's sale is undone from its page; a visitor's pages stay without", async ({
    page,
    browser,
  }) => {
    await visitorSeesNoAdminLinks(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);

    await page.goto(STALLION);
    await expect(editLink(page, "Rätt Stamfar")).toHaveAttribute(
      "href",
      "/admin/update-relation?name=R%C3%A4tt%20Stamfar",
    );
    await expectNoAxeViolations(page);
    await page.goto(`${STALLION}/offspring`);
    await editLink(page, "Rätt Avkomma").click();
    await expect(page.getByRole("heading", { name: "Redigerar Rätt Avkomma" })).toBeVisible();

    await page.goto(ANCESTOR);
    await page.getByRole("link", { name: "Redigera stamtavleposten" }).click();
    await expect(page.getByRole("heading", { name: "Redigerar Rätt Stamfar" })).toBeVisible();

    await sell(page, "Rätt Säljs");
    await undoSaleFromItsPage(page, "Rätt Säljs");
    await expectNoAxeViolations(page);

    // The administrator's pages were never stored for visitors (server/response-cache.ts).
    await visitorSeesNoAdminLinks(browser);
  });

  test("without JavaScript at 390 px: the sale is undone from the sold horse's page, and an entry made by mistake is taken off the list and brought back", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page);
    await sell(page, "Rätt Säljs Utan");
    await undoSaleFromItsPage(page, "Rätt Säljs Utan");

    await page.goto("/admin/competition-list");
    const row = page.getByRole("row", { name: /Rätt Tävlar Utan/ });
    await row.getByRole("button", { name: "Ta bort anmälan" }).click();
    await expect(page.getByRole("alert")).toContainText("Ta bort Rätt Tävlar Utan från tävlingslistan?");
    await page.getByRole("button", { name: "Ja, ta bort anmälan" }).click();
    await expect(page.getByText("Rätt Tävlar Utan är borttagen från tävlingslistan.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Rätt Tävlar Utan/ })).toHaveCount(0);
    // The horse is as it was: still one of the competitors.
    await page.goto("/admin/update-horse?name=R%C3%A4tt%20T%C3%A4vlar%20Utan");
    await expect(page.getByLabel("Kategori")).toHaveValue("competitors");

    await page.goto("/admin/history");
    const removal = page.getByRole("listitem").filter({ hasText: "Anmälan borttagen: Rätt Tävlar Utan" }).first();
    await expect(removal).toContainText("Klass: Lokal Debutant");
    await removal.getByRole("button", { name: "Ångra" }).click();
    await expect(page.getByText("Ändringen av Rätt Tävlar Utan är ångrad.")).toBeVisible();
    await page.goto("/admin/competition-list");
    await expect(page.getByRole("row", { name: /Rätt Tävlar Utan/ })).toHaveCount(1);
    await context.close();
  });

  test("with JavaScript the browser asks before an entry is taken off the list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/admin/competition-list");
    const row = page.getByRole("row", { name: /Rätt Tävlar(?! Utan)/ });
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("Ta bort Rätt Tävlar från tävlingslistan?");
      void dialog.accept();
    });
    await row.getByRole("button", { name: "Ta bort anmälan" }).click();
    await expect(page.getByText("Rätt Tävlar är borttagen från tävlingslistan.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Rätt Tävlar(?! Utan)/ })).toHaveCount(0);
  });

  test("taking an entry off the list is refused without a session", async ({ request }) => {
    const response = await request.post("/admin/competition-list", {
      form: { intent: "remove", name: "Rätt Tävlar Utan", confirm: "yes" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
  });
});
