import { expect, test, type Page } from "@playwright/test";
import * as texts from "#domain/texts";
import { E2E_ADMIN, expectNoAxeViolations, signIn, signInWithForm } from "./support";

// Fixture horse (tests/e2e/fixtures/words.json): an exterior evaluation of 8,5 + 8 + 8 + 8 + 8 =
// 40,5 of 50.
const HORSE = "Ord Decimal";
const horseUrl = (tab = "") => `/horse/${encodeURIComponent(HORSE)}${tab}`;
const f = texts.evaluations.fields;

/** Every number in the page's main part written with a decimal point (`40.5`), none expected. */
const decimalPoints = (page: Page) =>
  page.locator("main").evaluate((main) => (main as HTMLElement).innerText.match(/\d\.\d+/g) ?? []);

/** The exterior scores as a person types them, with decimal commas, then the preview. */
async function previewExterior(page: Page) {
  await page.goto("/admin/add-eval?type=exterior");
  await page.getByLabel(f.horse, { exact: true }).fill(HORSE);
  await page.getByLabel(f.date, { exact: true }).fill("2024-06-01");
  for (const [label, score] of [
    [f.breedType, "8,5"],
    [f.hnb, "8"],
    [f.extremeties, "8"],
    [f.movement, "8"],
    [f.overall, "8"],
  ])
    await page.getByLabel(label, { exact: true }).fill(score);
  await page.getByRole("button", { name: texts.records.evaluation.preview }).click();
  await expect(page.getByText(texts.records.evaluation.previewTitle)).toBeVisible();
}

test("numbers with decimals read with a decimal comma: the horse page, its evaluation, the admin's preview", async ({
  page,
  browser,
}) => {
  await page.goto(horseUrl("/eval"));
  const evaluation = page.locator("table[data-type=exterior]");
  await expect(evaluation.getByRole("row", { name: f.breedType })).toHaveText(`${f.breedType}8,5`);
  await expect(evaluation.getByRole("row", { name: texts.evaluations.totals.total })).toHaveText(
    `${texts.evaluations.totals.total}40,5 / 50`,
  );
  expect(await decimalPoints(page)).toEqual([]);

  // The evaluation's edit form starts from the score as a person writes it.
  await signIn(page);
  await page.goto(horseUrl("/eval"));
  await page
    .getByRole("link", { name: texts.recordAdmin.editLabel(`${texts.evaluations.types.exterior} 2024-05-04`) })
    .click();
  await expect(page.getByLabel(f.breedType, { exact: true })).toHaveValue("8,5");

  // The admin's preview, with JavaScript and without.
  await previewExterior(page);
  await expect(page.getByText("40,5 av 50")).toBeVisible();
  expect(await decimalPoints(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // The competition list names the height classes as every page does: höjdklass (never höjdgrupp),
  // the tallest Häst (never Horse).
  await page.goto("/admin/competition-list");
  await expect(page.getByRole("combobox", { name: "Höjdklass", exact: true })).toBeVisible();
  await expect(page.locator('select[name="height"] option[value="Horse"]')).toHaveText("Häst");
  await expect(page.locator("main")).not.toContainText("Horse");
  await expect(page.locator("main")).not.toContainText(/höjdgrupp/i);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await signInWithForm(noScript, E2E_ADMIN);
  await previewExterior(noScript);
  await expect(noScript.getByText("40,5 av 50")).toBeVisible();
  expect(await decimalPoints(noScript)).toEqual([]);
  await context.close();
});
