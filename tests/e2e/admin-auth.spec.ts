import { expect, test } from "@playwright/test";
import { E2E_ADMIN, expectNoAxeViolations, signInWithForm } from "./support";

const FAILED = "Fel e-postadress eller lösenord.";

test.describe("sign-in and the admin index", () => {
  test("a wrong password and an unknown e-mail get the same message, and the e-mail is kept", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Snöfligan");
    await expectNoAxeViolations(page);
    for (const [email, password] of [
      [E2E_ADMIN.email, "fel-lösenord"],
      ["okand@snoflingan.test", E2E_ADMIN.password],
    ]) {
      await page.getByLabel("E-postadress").fill(email);
      await page.getByLabel("Lösenord").fill(password);
      await page.getByRole("button", { name: "Logga in" }).click();
      await expect(page.getByRole("alert")).toHaveText(FAILED);
      await expect(page.getByLabel("E-postadress")).toHaveValue(email);
      await expect(page).toHaveURL(/\/login$/);
    }
    await expectNoAxeViolations(page);
  });

  test("signs in to /admin, shows every sub-page, sends a signed-in visitor of /login on, and signs out by POST", async ({
    page,
  }) => {
    await signInWithForm(page);
    await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
    const expected = [
      ["Hästar", ["add-horse", "update-horse", "update-sold", "update-age", "add-ribbons"]],
      ["Stamtavla", ["add-relation", "update-relation"]],
      ["Bedömningar och meriter", ["add-eval", "add-merits"]],
      ["Avel", ["coverings", "season"]],
      ["Tävling", ["competition", "competition-list"]],
      ["Hela stuteriet", ["news", "import-export", "history", "administrators", "password"]],
    ] as const;
    for (const [group, pages] of expected) {
      const links = page.getByRole("region", { name: group }).getByRole("link");
      await expect(links).toHaveCount(pages.length);
      for (const [i, sub] of pages.entries()) await expect(links.nth(i)).toHaveAttribute("href", `/admin/${sub}`);
    }
    await expect(page.getByText(`Inloggad som ${E2E_ADMIN.email}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin$/);
    // A GET of /logout changes nothing.
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole("button", { name: "Logga ut", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin/add-horse");
    await expect(page).toHaveURL(/\/$/);
  });

  test("sign-in works with the keyboard alone on a phone-sized screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/login");
    await page.getByLabel("E-postadress").focus();
    await page.keyboard.type(E2E_ADMIN.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Logga in" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin$/);
    const box = await page.getByRole("button", { name: "Logga ut", exact: true }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});
