import { expect, test, type Page } from "@playwright/test";
import * as texts from "#domain/texts";
import { expectNoAxeViolations } from "./support";

// Fixture horses (tests/e2e/fixtures/breeding.json): the stallion's sire Avel Fursten and the
// mare's sire Avel Baronen are half-brothers by Avel Kungen, so the pair are half first cousins
// (F = 3,125 %), and both carry overo (nO), so a quarter of their foals would be lethal OO.
const STALLION = "Avel Stjärnglans";
const MARE = "Avel Månsken";

const seedOf = (page: Page) => new URL(page.url()).searchParams.get("seed");

/** What the seed decides about the foal, as text: facts, stats and potential. */
async function foalSnapshot(page: Page) {
  const foal = page.locator("section.foal");
  return {
    facts: await foal.locator("dl").innerText(),
    stats: await foal.locator("table.stats-table").innerText(),
    // A foal that rolled OO has no potential (a quarter of this pair's foals).
    potential: (await foal.locator("table.potential-table").count())
      ? await foal.locator("table.potential-table").innerText()
      : null,
  };
}

async function choosePair(page: Page) {
  await page.goto("/breeding");
  await page.getByLabel("Hingst", { exact: true }).selectOption(STALLION);
  await page.getByLabel("Sto", { exact: true }).selectOption(MARE);
  await page.getByRole("button", { name: "Simulera föl" }).click();
  await page.waitForURL(/[?&]seed=\d+/);
  await expect(
    page.getByRole("heading", { level: 2, name: `Simulerat föl efter ${STALLION} och ${MARE}` }),
  ).toBeVisible();
}

test.describe("breeding planner", () => {
  test("offers unsold stallions and mares, grouped by section and generation", async ({ page }) => {
    await page.goto("/breeding");
    await expect(page).toHaveTitle("Snöfligan");
    const stallions = page.getByLabel("Hingst", { exact: true });
    const mares = page.getByLabel("Sto", { exact: true });
    await expect(
      stallions.locator('optgroup[label="Welsh Cob (D) – generation 3"] option', { hasText: STALLION }),
    ).toHaveCount(1);
    await expect(
      mares.locator('optgroup[label="Welsh Cobtyp (C) – generation 2"] option', { hasText: MARE }),
    ).toHaveCount(1);
    await expect(
      mares.locator('optgroup[label="Welsh Mountain (A) – generation okänd"] option', { hasText: "Avel Vårbris" }),
    ).toHaveCount(1);
    // Sold horses, geldings and the other gender are not offered.
    await expect(stallions.locator("option", { hasText: "Avel Såld Hingst" })).toHaveCount(0);
    await expect(stallions.locator("option", { hasText: "Avel Valacken" })).toHaveCount(0);
    await expect(stallions.locator("option", { hasText: MARE })).toHaveCount(0);
    await expect(mares.locator("option", { hasText: STALLION })).toHaveCount(0);
  });

  test("choose a pair, reroll, reload: the URL's seed decides the foal", async ({ page }) => {
    // Server and browser render the same foal: no hydration mismatch or other console error.
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await choosePair(page);
    const firstSeed = seedOf(page);
    const first = await foalSnapshot(page);
    const foal = page.locator("section.foal");

    // D × C gives D when the foal is over 137 cm: (150 + 136) / 2 ± 3 is always 140–146 cm.
    await expect(foal.locator("dl")).toContainText("Welsh Cob (D)");
    await expect(foal.locator("dl")).toContainText(/1[4][0-6][\s\u00a0]cm \(höjdklass D\)/);
    await expect(foal.locator("dl")).toContainText("Generation4");
    await expect(foal.locator("table.stats-table tbody tr")).toHaveCount(8);
    await expect(foal.locator("table.stats-table tbody th")).toHaveText([
      "Styrka",
      "Uthållighet",
      "Smidighet",
      "Snabbhet",
      "Intelligens",
      "Rörelser",
      "Hoppförmåga",
      "Karisma",
    ]);
    // A quarter of this pair's foals roll OO: lethal, and without potential. The seed is random.
    const lethal = await foal.getByRole("note").filter({ hasText: "skulle inte överleva" }).count();
    await expect(foal.locator("table.potential-table tbody tr")).toHaveCount(lethal ? 0 : 9);

    // Both parents' lines in the pedigree: a grandsire from each side, the shared great-grandsire.
    const pedigree = foal.locator(".pedigree");
    await expect(pedigree).toContainText("Avel Fursten");
    await expect(pedigree).toContainText("Avel Baronen");
    await expect(pedigree).toContainText("Avel Drottningen");
    await expect(pedigree).toContainText("Avel Solros");
    await expect(pedigree.locator('[class*="dup-"]', { hasText: "Avel Kungen" })).toHaveCount(2);
    await expect(foal).toContainText("3,125");

    // Colour odds, with the lethal overo warning.
    await expect(foal.getByText(/Varning: båda föräldrarna bär overo/)).toContainText("25\u00a0% sannolikhet (1/4)");
    // 12 live colours (6 with the overo pattern, 6 without) and the 6 patterned ones again as
    // lethal OO foals (domain foalColourOdds for Ee Aa nCr nO × ee Aa nO).
    const odds = foal.locator("table.colour-odds tbody tr");
    await expect(odds).toHaveCount(18);
    await expect(foal.locator("table.colour-odds tbody tr.lethal")).toHaveCount(6);
    await expect(odds.first()).toHaveText(["fuxskäck (overo)12,5\u00a0%1/8"]);
    await expect(odds.filter({ hasText: /^brun\d/ })).toHaveText("brun4,6875\u00a0%3/64");

    // Reroll: a new seed in the URL, and the same pair.
    await page.getByRole("button", { name: "Reroll", exact: true }).click();
    await expect.poll(() => seedOf(page)).not.toBe(firstSeed);
    const secondSeed = seedOf(page);
    expect(secondSeed).toMatch(/^\d+$/);
    await expect(foal.locator("dl")).toContainText(secondSeed!);
    const second = await foalSnapshot(page);

    // Reloading the URL reproduces exactly the same foal.
    await page.reload();
    expect(await foalSnapshot(page)).toEqual(second);

    // So does the first URL, shared as a link.
    const params = new URLSearchParams({ stallion: STALLION, mare: MARE, seed: firstSeed! });
    await page.goto(`/breeding?${params}`);
    expect(await foalSnapshot(page)).toEqual(first);
    expect(consoleErrors).toEqual([]);
  });

  test("works without JavaScript: the GET form, and the same foal for the same URL", async ({ browser, page }) => {
    await page.goto(`/breeding?${new URLSearchParams({ stallion: STALLION, mare: MARE, seed: "123456789" })}`);
    const withScripts = await foalSnapshot(page);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`/breeding?${new URLSearchParams({ stallion: STALLION, mare: MARE, seed: "123456789" })}`);
    expect(await foalSnapshot(noScript)).toEqual(withScripts);

    // Reroll and the picker are plain GET forms.
    await noScript.getByRole("button", { name: "Reroll", exact: true }).click();
    await noScript.waitForURL((url) => url.searchParams.get("seed") !== "123456789");
    await expect(noScript.locator("section.foal")).toBeVisible();

    await noScript.goto("/breeding");
    await noScript.getByLabel("Hingst", { exact: true }).selectOption(STALLION);
    await noScript.getByLabel("Sto", { exact: true }).selectOption(MARE);
    await noScript.getByRole("button", { name: "Simulera föl" }).click();
    await noScript.waitForURL(/[?&]seed=\d+/);
    await expect(noScript.locator("section.foal h2")).toHaveText(`Simulerat föl efter ${STALLION} och ${MARE}`);
    await context.close();
  });

  test("invalid or unknown parameters fall back to the picker with a message", async ({ page }) => {
    const cases: [Record<string, string>, string][] = [
      [{ stallion: STALLION, mare: STALLION }, "Välj två olika hästar"],
      [{ stallion: MARE, mare: STALLION, seed: "1" }, `${MARE} är ett sto och kan inte väljas som hingst.`],
      [{ stallion: "Ingen Sådan", mare: MARE }, "Det finns ingen hingst att välja som heter ”Ingen Sådan”."],
      [{ stallion: STALLION, mare: "Avel Såld Hingst" }, "Det finns inget sto att välja som heter"],
      [{ stallion: "Avel Valacken", mare: MARE }, "Det finns ingen hingst att välja som heter ”Avel Valacken”."],
      [{ stallion: STALLION, mare: MARE, seed: "abc" }, "Slumpfröet i adressen är ogiltigt"],
      [{ stallion: STALLION }, "Välj både en hingst och ett sto."],
      [{ stallion: "<script>window.hacked=1</script>", mare: MARE }, "”<script>window.hacked=1</script>”"],
    ];
    for (const [params, message] of cases) {
      const response = await page.goto(`/breeding?${new URLSearchParams(params)}`);
      expect(response?.status(), JSON.stringify(params)).toBe(400);
      await expect(page.getByRole("alert")).toContainText(message);
      await expect(page.locator("section.foal")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Simulera föl" })).toBeVisible();
    }
    expect(await page.evaluate(() => "hacked" in window)).toBe(false);
    // The valid part of a choice stays selected: both parents beside a bad seed, the one horse
    // chosen twice in the role it can take.
    await page.goto(`/breeding?${new URLSearchParams({ stallion: STALLION, mare: MARE, seed: "-1" })}`);
    await expect(page.getByLabel("Hingst", { exact: true })).toHaveValue(STALLION);
    await expect(page.getByLabel("Sto", { exact: true })).toHaveValue(MARE);
    await page.goto(`/breeding?${new URLSearchParams({ stallion: STALLION, mare: STALLION, seed: "x" })}`);
    await expect(page.getByRole("alert")).toContainText("Välj två olika hästar");
    await expect(page.getByRole("alert")).toContainText("Slumpfröet i adressen är ogiltigt");
    await expect(page.getByLabel("Hingst", { exact: true })).toHaveValue(STALLION);
    await expect(page.getByLabel("Sto", { exact: true })).toHaveValue("");
  });

  test("without JavaScript, Enter in a search field searches and keeps the choices", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/breeding");
    await page.getByLabel("Hingst", { exact: true }).selectOption(STALLION);
    await page.getByLabel("Sto", { exact: true }).selectOption(MARE);
    await page.getByLabel(texts.breedingSearch.stallionSearch).fill("avel stjärn");
    await page.getByLabel(texts.breedingSearch.stallionSearch).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("stallionSearch") === "avel stjärn");
    expect(new URL(page.url()).searchParams.get("seed")).toBeNull();
    await expect(page.locator("section.foal")).toHaveCount(0);
    await expect(page.getByLabel(texts.breedingSearch.stallionSearch)).toHaveValue("avel stjärn");
    await expect(page.locator("#breeding-stallion option:not([value=''])")).toHaveText([STALLION]);
    await expect(page.getByLabel("Hingst", { exact: true })).toHaveValue(STALLION);
    await expect(page.getByLabel("Sto", { exact: true })).toHaveValue(MARE);
    // The same horse twice: the server keeps it as the stallion.
    await page.goto(`/breeding?${new URLSearchParams({ stallion: STALLION, mare: STALLION })}`);
    await expect(page.getByLabel("Hingst", { exact: true })).toHaveValue(STALLION);
    await context.close();
  });

  test("the form at 390, 768 and 1280 px: fields side by side where two fit, buttons and hint in rows of their own", async ({
    page,
  }) => {
    await page.goto("/breeding");
    const form = page.locator("form.breeding-form");
    const search = form.getByRole("button", { name: texts.breedingSearch.button, exact: true });
    const submit = form.getByRole("button", { name: texts.breeding.submit });
    const hint = form.getByText(texts.breedingSearch.searchHint);
    const stallions = form.getByLabel("Hingst", { exact: true });
    const mares = form.getByLabel("Sto", { exact: true });
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const [searchBox, submitBox, hintBox, stallionBox, mareBox] = await Promise.all(
        [search, submit, hint, stallions, mares].map(async (part) => (await part.boundingBox())!),
      );
      expect(searchBox.height, `${width} px`).toBeLessThan(60);
      expect(submitBox.height, `${width} px`).toBeLessThan(60);
      // The search comes first: Enter in a search field (the form's first button) searches.
      expect(searchBox.y, `${width} px`).toBeLessThan(stallionBox.y);
      if (width < 768) continue;
      expect(hintBox.y, `the hint beside its button at ${width} px`).toBeLessThan(searchBox.y + searchBox.height);
      expect(mareBox.y, `the pickers side by side at ${width} px`).toBe(stallionBox.y);
    }
  });

  test("has no axe violations, with a foal and with a message", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/breeding?${new URLSearchParams({ stallion: STALLION, mare: MARE, seed: "42" })}`);
    await expect(page.locator("section.foal")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/breeding?${new URLSearchParams({ stallion: MARE, mare: MARE })}`);
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
