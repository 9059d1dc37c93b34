import { expect, test, type Browser, type Page } from "@playwright/test";
import * as texts from "#domain/texts";
import { expectNoAxeViolations, holdData, signIn } from "./support";

// What visitors and the administrator met in normal use. Fixture horses: tests/e2e/fixtures/visitor.json
// (names start with "Vardag"); the demo stud's horses are only read here.
const horseUrl = (name: string) => `/horse/${encodeURIComponent(name)}`;
const cardNames = (page: Page) => page.locator(".horse-card .name").allTextContents();

/** A browser without JavaScript: what the server alone answers. */
async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test("1. 'Ta bort salu' takes a horse filed under for-sale off /for-sale and its section", async ({ page }) => {
  await page.goto("/for-sale");
  expect(await cardNames(page)).toContain("Vardag Salu");
  await page.goto("/for-sale/c");
  expect(await cardNames(page)).toContain("Vardag Salu");

  await signIn(page);
  await page.goto(`/admin/update-horse?name=${encodeURIComponent("Vardag Salu")}`);
  await page.waitForLoadState("networkidle");
  // The button saves at once (a fetcher): the progress bar shows while it is sent.
  const release = await holdData(page, /update-horse\.data/);
  await page.getByRole("button", { name: texts.adminHorses.unsetForSale }).click();
  await expect(page.getByRole("progressbar", { name: texts.progress.sending })).toBeVisible();
  release();
  await expect(page.getByText(texts.adminHorses.forSaleStatus(false))).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  for (const path of ["/for-sale", "/for-sale/c"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Till Salu");
    expect(await cardNames(page)).not.toContain("Vardag Salu");
  }
  // Still filed under for-sale: the category only files it.
  await page.goto(`/admin/update-horse?name=${encodeURIComponent("Vardag Salu")}`);
  await expect(page.getByLabel(texts.adminHorses.fields.category)).toHaveValue("for-sale");
});

test("3. a ribbon opens large, with its whole text; an image ribbon too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(horseUrl("Vardag Rosett"));
  const long = "3:e Nationell Lätt A Dressyr Championships";
  await page.getByRole("button", { name: texts.horse.ribbonOpen(long) }).click();
  const modal = page.getByRole("dialog", { name: long });
  const rosette = modal.locator("svg.rosette");
  const box = (await rosette.boundingBox())!;
  // Up to the window: nearly its width on a phone, far beyond the 72 px thumbnail.
  expect(box.width).toBeGreaterThan(300);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Every word in the rosette itself, none cut to an ellipsis.
  const lines = await rosette.locator("tspan").allTextContents();
  expect(lines.join(" ")).toBe(long);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: texts.horse.ribbonOpen("Bästa unghäst") }).click();
  const image = page.getByRole("dialog", { name: "Bästa unghäst" }).locator("img.rosette");
  expect((await image.boundingBox())!.width).toBeGreaterThan(300);
});

test("4. the stored colour is shown once, the genotype's beside it only when it differs", async ({ page }) => {
  const colourOf = async (name: string) => {
    await page.goto(horseUrl(name));
    return page.locator(".info-row").filter({ hasText: texts.public.info.colour }).locator("dd").textContent();
  };
  expect(await colourOf("Snöflingans Åskvigg")).toBe("skimmel (född gulbrun)");
  expect(await colourOf("Vardag Samma Färg")).toBe("Fux");
  expect(await colourOf("Vardag Färg")).toBe("brun (enligt genotyp: gulbrunskäck (overo))");
  // Home-bred writes it the same way.
  await page.goto("/homebred");
  await expect(page.locator(".homebred-list li").filter({ hasText: "Vardag Färg" })).toContainText(
    "brun (enligt genotyp: gulbrunskäck (overo))",
  );
  await expect(page.locator(".homebred-list li").filter({ hasText: "Vardag Samma Färg" })).not.toContainText(
    "enligt genotyp",
  );
});

test("5. a foal that rolled OO is shown as not viable, without potential", async ({ page }) => {
  // Seed 1 rolls OO for this pair (both nO); seed 4 does not (domain simulateFoal).
  const plan = (seed: number) =>
    `/breeding?stallion=${encodeURIComponent("Avel Stjärnglans")}&mare=${encodeURIComponent("Avel Månsken")}&seed=${seed}`;
  await page.goto(plan(1));
  const foal = page.locator("section.foal");
  await expect(foal.locator("dl")).toContainText("OO");
  await expect(foal.locator("dl")).toContainText("dödlig vit overo (OO)");
  await expect(foal.getByText(texts.foal.lethalFoal)).toBeVisible();
  await expect(foal.locator("table.potential-table")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(plan(4));
  await expect(foal.locator("dl")).not.toContainText("dödlig");
  await expect(foal.locator("table.potential-table")).toHaveCount(1);
  await expect(foal.getByText(texts.foal.lethalFoal)).toHaveCount(0);
});

test("6. a sale needs the new owner: the button waits for it, the server refuses without it", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await page.goto(`/admin/update-sold?name=${encodeURIComponent("Vardag Rosett")}`);
  const confirm = page.getByRole("button", { name: texts.adminHorses.soldSubmit });
  await page.getByLabel(texts.adminHorses.fields.link).fill("https://example.se/nytt-hem");
  await expect(confirm).toBeDisabled();
  await page.getByLabel(texts.adminHorses.fields.owner).fill("Stall Nytt");
  await expect(confirm).toBeEnabled();
  await page.getByLabel(texts.adminHorses.fields.owner).fill("   ");
  await expect(confirm).toBeDisabled();

  // The server refuses it too (a form sent around the browser's checks).
  for (const owner of ["", "   "]) {
    const refused = await page.request.post("/admin/update-sold", {
      headers: { origin: baseURL! },
      form: { name: "Vardag Rosett", link: "https://example.se/nytt-hem", owner },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(texts.sale.ownerRequired);
  }
  // Not sold: the page still shows the horse, never 'has moved to Unknown!'.
  await page.goto(horseUrl("Vardag Rosett"));
  await expect(page.getByText(texts.horse.movedTo("Unknown"))).toHaveCount(0);
  await expect(page.locator(".info-panel")).toBeVisible();
});

test("7. the offspring tab reads F and RL as Foundation and Real life", async ({ page }) => {
  await page.goto(`${horseUrl("Vardag Far")}/offspring`);
  const row = (name: string) => page.locator("tbody tr").filter({ hasText: name });
  await expect(row("Vardag Föl Foundation").locator("td").nth(4)).toHaveText("Foundation");
  await expect(row("Vardag Föl Real").locator("td").nth(4)).toHaveText("Real life");
});

test("8, 11. certificates name their paper, section or totals and percent, regNr and date", async ({ page }) => {
  await page.goto(horseUrl("Vardag Kvalitet"));
  await page.locator("details.accordion > summary").filter({ hasText: texts.horseTabs.accordions.quality }).click();
  const [registration, foal, young] = [0, 1, 2].map((i) => page.locator(".certificate").nth(i));
  for (const certificate of [registration, foal, young]) {
    await expect(certificate).toContainText("grönt papper");
    await expect(certificate).toContainText("KV-2023-77");
  }
  await expect(registration).toContainText(`${texts.evaluations.fields.section}I`);
  await expect(registration).toContainText("2023-05-01");
  // 8 + 8 + 8 of 30, one decimal always.
  await expect(foal).toContainText("24 / 30");
  await expect(foal).toContainText("80,0\u00a0%");
  await expect(foal).toContainText("2022-09-01");
  await expect(young).toContainText("48 / 60");
  await expect(young).toContainText("2023-09-01");
  await expectNoAxeViolations(page);
  await page.goto(`${horseUrl("Vardag Kvalitet")}/eval`);
  await expect(page.locator('table[data-type="kvalitetfolbedomning"]')).toContainText("80,0\u00a0%");
  await expect(page.locator('table[data-type="kvalitetregistrering"]')).toContainText("grönt papper");
});

test("9. /for-sale is titled like a category page", async ({ page }) => {
  await page.goto("/for-sale");
  await expect(page).toHaveTitle("Till Salu - Snöflingan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Till Salu");
});

test("10. a slow move to another horse shows Loading... in view, and a progress bar", async ({ page }) => {
  await page.goto(horseUrl("Snöflingans Åskvigg"));
  await page.waitForLoadState("networkidle");
  const release = await holdData(page, /Rosenkung.*\.data/);
  // The pedigree is far down the page: the loading text must still be where the visitor looks.
  const link = page.locator(".pedigree").getByRole("link", { name: "Snöflingans Rosenkung" }).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page.getByRole("status").filter({ hasText: texts.horse.horseLoading })).toBeInViewport();
  await expect(page.getByRole("progressbar", { name: texts.progress.loading })).toBeInViewport();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Snöflingans Rosenkung");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByText(texts.horse.horseLoading)).toHaveCount(0);
});

test("10. a form being sent shows the progress bar and its busy button", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/add-ribbons");
  await page.waitForLoadState("networkidle");
  const release = await holdData(page, /add-ribbons\.data/);
  await page.getByLabel(texts.records.ribbons.fields.name, { exact: true }).fill("Vardag Kvalitet");
  await page.getByLabel(texts.records.ribbons.fields.ribbon).fill("Vardag väntande rosett");
  const submit = page.getByRole("button", { name: texts.records.ribbons.submit });
  await submit.click();
  await expect(page.getByRole("progressbar", { name: texts.progress.sending })).toBeVisible();
  await expect(submit).toHaveAttribute("aria-busy", "true");
  await expect(submit).toBeDisabled();
  release();
  await expect(page.getByText(texts.records.ribbons.added)).toBeVisible();
  await expect(submit).not.toHaveAttribute("aria-busy");
});

test("12. validation messages name the allowed values, never the validator's words", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/add-eval?type=exterior");
  await page.getByLabel(texts.evaluations.fields.horse, { exact: true }).fill("Vardag Kvalitet");
  await page.getByLabel(texts.evaluations.fields.date).fill("2024-01-01");
  await page.getByLabel(texts.evaluations.fields.breedType).fill("abc");
  await page.getByLabel(texts.evaluations.fields.hnb).fill("-5");
  for (const field of ["extremeties", "movement", "overall"] as const) {
    await page.getByLabel(texts.evaluations.fields[field]).fill("8");
  }
  await page.getByRole("button", { name: texts.records.evaluation.submit }).click();
  await expect(page.locator("#field-breedType-error")).toHaveText("Ange ett tal mellan 0 och 10.");
  await expect(page.locator("#field-hnb-error")).toHaveText("Ange ett tal mellan 0 och 10.");

  await page.goto("/admin/add-horse");
  await page.getByLabel(texts.adminHorses.fields.name).fill("Vardag Fel Höjd");
  await page.getByLabel(texts.adminHorses.fields.height).fill("-5");
  await page.getByRole("button", { name: texts.adminHorses.addSubmit }).click();
  await expect(page.locator("#field-height-error")).toHaveText("Ange ett heltal mellan 50 och 220.");
  await expect(page.locator(".field-error")).not.toContainText(/NaN|förväntade|fick/);
});

test.describe("13. not found", () => {
  test("from a fresh tab it goes home, not back to the blank tab", async ({ page }) => {
    await page.goto("/vardag-finns-inte");
    await expect(page.getByText(texts.notFound.message)).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.home.heading);
  });

  test("from an outside link it goes home, not back off the site", async ({ page, baseURL }) => {
    await page.setContent(`<a href="${baseURL}/vardag-ute-ifran">länk</a>`);
    await page.getByRole("link", { name: "länk" }).click();
    await expect(page.getByText(texts.notFound.message)).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5_000 });
  });

  test("from a page of the site it steps back to it", async ({ page }) => {
    await page.goto("/homebred");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/vardag-trasig-lank";
      link.textContent = "trasig";
      document.body.append(link);
    });
    await page.getByRole("link", { name: "trasig" }).click();
    await expect(page.getByText(texts.notFound.message)).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/homebred", { timeout: 5_000 });
  });

  test("without JavaScript it offers a link home", async ({ browser }) => {
    const noScript = await withoutScripts(browser);
    await noScript.page.goto("/vardag-utan-skript");
    await expect(noScript.page.locator(".not-found").getByRole("link", { name: texts.notFound.home })).toHaveAttribute(
      "href",
      "/",
    );
    await noScript.close();
  });
});

test("15. the ribbon form keeps the horse for the next ribbon", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/add-ribbons");
  const horse = page.getByLabel(texts.records.ribbons.fields.name, { exact: true });
  const ribbon = page.getByLabel(texts.records.ribbons.fields.ribbon);
  await horse.fill("Vardag Kvalitet");
  for (const text of ["Vardag första", "Vardag andra"]) {
    await ribbon.fill(text);
    await page.getByRole("button", { name: texts.records.ribbons.submit }).click();
    await expect(page.getByRole("img", { name: text })).toBeVisible();
    await expect(horse).toHaveValue("Vardag Kvalitet");
    await expect(ribbon).toHaveValue("");
  }
  await page.goto(horseUrl("Vardag Kvalitet"));
  await expect(page.getByRole("button", { name: texts.horse.ribbonOpen("Vardag andra") })).toBeVisible();
});
