import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN, expectNoAxeViolations, signIn } from "./support";

// Fixture horse: tests/e2e/fixtures/a11y.json ("Tangenthäst …"); the phone journey adds "Telefonhäst …".

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) {
      // Where the focus is must be visible (a focus ring, WCAG 2.4.7).
      const outline = await target.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline, "focus indicator").not.toBe("none");
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** True when the page itself does not scroll sideways. */
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth <= root.clientWidth;
  });

test.describe("admin with the keyboard alone", () => {
  test("signs in, adds a ribbon, and picks a horse from update-horse's suggestions with ArrowDown + Enter", async ({
    page,
  }) => {
    await page.goto("/login");
    await tabTo(page, page.getByLabel("E-postadress"));
    await page.keyboard.type(E2E_ADMIN.email);
    await tabTo(page, page.getByLabel("Lösenord"));
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin$/);

    await tabTo(page, page.getByRole("link", { name: "Lägg till rosett" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Lägg till rosett" })).toBeVisible();
    await tabTo(page, page.getByLabel("Häst", { exact: true }));
    await page.keyboard.type("Tangenthäst Rosett");
    await tabTo(page, page.getByLabel("Rosettens text"));
    await page.keyboard.type("Tangentrosetten");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Rosetten har lagts till!" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Tangentrosetten" })).toBeVisible();

    // Back to the admin index through the admin bar, on to update-horse.
    await tabTo(page, page.getByRole("link", { name: "Administration" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin$/);
    await tabTo(page, page.getByRole("link", { name: "Redigera häst" }));
    await page.keyboard.press("Enter");
    const search = page.getByLabel("Sök häst");
    await tabTo(page, search);
    await page.keyboard.type("tangenth");
    const suggestion = page.getByRole("list", { name: "Förslag" }).getByRole("link", { name: "Tangenthäst Rosett" });
    await expect(suggestion).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(suggestion).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Redigerar Tangenthäst Rosett" })).toBeVisible();
    await expect(page.getByLabel("Färg")).toHaveValue("skimmel");

    // The ribbon is stored on the horse.
    await page.goto(`/horse/${encodeURIComponent("Tangenthäst Rosett")}`);
    await expect(
      page.getByRole("region", { name: "Rosetter" }).getByRole("img", { name: "Tangentrosetten" }),
    ).toBeVisible();
  });
});

test.describe("admin on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("adds a horse without sideways scrolling, and the competition list shows each horse as a card", async ({
    page,
  }) => {
    await signIn(page);
    expect(await noHorizontalScroll(page), "/admin").toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Lägg till häst" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lägg till häst" })).toBeVisible();
    expect(await noHorizontalScroll(page), "add-horse").toBe(true);
    await page.getByLabel("Namn").fill("Telefonhäst Ny");
    await page.getByLabel("Kategori").selectOption("youngsters");
    await page.getByLabel("Mankhöjd (cm)").fill("131");
    await page.getByLabel("Beskrivning").fill("Tillagd från en telefon.");
    const submit = page.getByRole("button", { name: "Lägg till häst" });
    // A comfortable touch target.
    expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: "Hästen har lagts till!" })).toBeVisible();
    expect(await noHorizontalScroll(page), "add-horse after saving").toBe(true);
    await expectNoAxeViolations(page);

    await page.goto("/admin/competition-list");
    const frame = page.locator(".table-wrap");
    await expect(frame.getByRole("table")).toBeVisible();
    expect(await noHorizontalScroll(page), "competition-list").toBe(true);
    // Each horse is a card that fits the phone: nothing to scroll, every action within the screen.
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const first = frame.locator("tbody tr").first();
    for (const action of ["Level Up", "Uppdatera", "Pensionera"]) {
      const box = (await first.getByRole("button", { name: action }).boundingBox())!;
      expect(box.x, action).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, action).toBeLessThanOrEqual(375);
      expect(box.height, action).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);

    // The filters work on the small screen.
    await page.getByLabel("Kön").selectOption("Sto");
    await page.getByRole("button", { name: "Filtrera" }).click();
    await expect(page).toHaveURL(/gender=Sto/);
    expect(await noHorizontalScroll(page), "filtered competition-list").toBe(true);
  });
});
