import { expect, test, type Page } from "@playwright/test";
import * as texts from "#domain/texts";
import { E2E_ADMIN, expectNoAxeViolations, signIn, signInWithForm } from "./support";

// Refused submits on admin forms (nothing is saved): add-horse's height, update-horse's pedigree
// loop (Pub Örn is Pub Åsa Ängsöga's sire: tests/e2e/fixtures/public.json) and update-sold's link.
const t = texts.adminHorses;

/** The focused element's id, and whether it and the message it is described by are in the window. */
function focusedError(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const inWindow = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
    };
    const message = focused
      ?.getAttribute("aria-describedby")
      ?.split(" ")
      .find((id) => id.endsWith("-error"));
    return {
      id: focused?.id ?? null,
      inWindow: inWindow(focused),
      messageInWindow: inWindow(message ? document.getElementById(message) : null),
    };
  });
}

const inView = (id: string) => ({ id, inWindow: true, messageInWindow: true });

/** add-horse with a height of 140,5 (a whole number is asked), from the page's top. */
async function refusedHeight(page: Page) {
  await page.goto("/admin/add-horse");
  await page.getByLabel(t.fields.name, { exact: true }).fill("Fel Höjd");
  await page.getByLabel(t.fields.height, { exact: true }).fill("140,5");
  await page.getByRole("button", { name: t.addSubmit }).click();
  await expect(page.locator("#field-height-error")).toBeVisible();
}

test("with JavaScript, a refused submit takes the focus to the first field in error, in view: add-horse, update-horse, update-sold at 390 and 1280 px", async ({
  page,
}) => {
  await signIn(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await refusedHeight(page);
    await expect.poll(() => focusedError(page)).toEqual(inView("field-height"));
    // Sent again as it is, refused again: the focus comes back to it.
    await page.getByLabel(t.fields.name, { exact: true }).focus();
    await page.getByRole("button", { name: t.addSubmit }).click();
    await expect.poll(() => focusedError(page)).toEqual(inView("field-height"));
  }
  await expectNoAxeViolations(page);

  await page.goto(`/admin/update-horse?name=${encodeURIComponent("Pub Örn")}`);
  await page.getByLabel(t.fields.sire, { exact: true }).fill("Pub Åsa Ängsöga");
  await page.getByLabel(t.fields.stats, { exact: true }).fill(Array.from({ length: 16 }, (_, i) => 40 + i).join(" "));
  await page.getByRole("button", { name: t.updateSubmit }).click();
  await expect.poll(() => focusedError(page)).toEqual(inView("field-sire"));

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/admin/update-sold?name=${encodeURIComponent("Pub Salu Dimma")}`);
  await page.getByLabel(t.fields.link, { exact: true }).fill("javascript:alert(1)");
  await page.getByLabel(t.fields.owner, { exact: true }).fill("Någon");
  await page.getByRole("button", { name: t.soldSubmit }).click();
  await expect.poll(() => focusedError(page)).toEqual(inView("sold-link"));
});

test("without JavaScript, the answer to a refused submit opens on the first field in error", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await signInWithForm(page, E2E_ADMIN);
  await refusedHeight(page);
  expect(await focusedError(page)).toEqual(inView("field-height"));
  await context.close();
});
