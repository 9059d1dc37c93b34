import { expect, test, type Dialog, type Locator, type Page } from "@playwright/test";
import { currentSeason } from "#domain";
import * as catalogue from "#domain/texts";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses: tests/e2e/fixtures/coverings.json (all named "Bet …"). The JavaScript journey
// works on Bet Hingst × Bet Märta, the one without on Bet Fale × Bet Sigrid: neither pair carries
// overo, so every roll is a living foal.
const t = catalogue.coverings;
const PHONE = { width: 390, height: 844 };
const YEAR = currentSeason();

const covering = (page: Page, stallion: string, mare: string) =>
  page
    .locator("li.covering")
    .filter({ hasText: `${stallion} × ${mare}` })
    .first();

/** What the planner and a horse page both show of a foal: gender, height, genotype and the stats table. */
async function foalFacts(facts: Locator, stats: Locator) {
  const fact = (label: string) => facts.locator(`dt:text-is("${label}") + dd`).innerText();
  return {
    gender: await fact("Kön"),
    height: await fact("Mankhöjd"),
    genotype: (await fact("Genotyp")).trim(),
    stats: await stats.locator("tbody").innerText(),
  };
}

const plannerFoal = (page: Page) =>
  foalFacts(page.locator("dl.foal-facts"), page.locator("section.foal table.stats-table"));
const horseFoal = (page: Page) => foalFacts(page.locator(".info-panel dl"), page.locator("table.stats-table").first());

/** From a covering betäckt on the list: registers its foal as `name` and opens the foal's page. */
async function registerFoal(page: Page, item: Locator, name: string) {
  await item.getByLabel(t.fields.name).fill(name);
  await item.getByRole("button", { name: /^Registrera föl av/ }).click();
  await expect(page.getByText(t.registered(name))).toBeVisible();
}

test.describe("coverings", () => {
  test("with JavaScript at 390 px: plan from the mates list, mark it covered, register its foal, see it everywhere and reproduce it in the planner", async ({
    page,
  }) => {
    const foal = `Bet Fölet ${test.info().retry}`;
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto(`/breeding/mates?mare=${encodeURIComponent("Bet Märta")}`);
    const row = page.locator("table.mates-table tbody tr", { has: page.getByText("Bet Hingst", { exact: true }) });
    const seed = new URL(
      (await row.getByRole("link", { name: /^Planera Bet Hingst/ }).getAttribute("href")) ?? "",
      "http://x",
    ).searchParams.get("seed");
    await row.getByRole("button", { name: "Planera betäckning av Bet Märta med Bet Hingst" }).click();
    await expect(page).toHaveURL(/\/admin\/coverings$/);
    await expect(page.getByText(t.planned("Bet Hingst", "Bet Märta"))).toBeVisible();
    const planned = covering(page, "Bet Hingst", "Bet Märta");
    await expect(planned).toContainText("planerad");
    await expect(planned).toContainText(t.seed(Number(seed)));
    await expect(page.getByRole("heading", { name: `Säsong ${YEAR}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await planned.getByRole("link", { name: /^Ändra betäckningen/ }).click();
    await expect(page.getByRole("heading", { name: t.editTitle })).toBeVisible();
    await page.getByLabel("Status").selectOption("covered");
    await page.getByLabel("Anteckning").fill("Gick bra");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: t.toList }).click();

    const covered = covering(page, "Bet Hingst", "Bet Märta");
    await expect(covered).toContainText("betäckt");
    await expect(covered).toContainText("Gick bra");
    await registerFoal(page, covered, foal);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: `Till ${foal}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: foal })).toBeVisible();
    const registered = await horseFoal(page);
    // A youngster of age 0, bred here.
    await expect(page.locator(".info-panel")).toContainText(catalogue.public.ageYears(0));
    await expect(page.locator(".info-panel")).toContainText("Snöflingan");

    // In the sire's offspring, and in his season's coverings on his page.
    await page.goto("/horse/Bet%20Hingst/offspring");
    await expect(page.getByRole("link", { name: foal, exact: true })).toBeVisible();
    await page.goto("/horse/Bet%20Hingst");
    const season = page.locator("details.accordion", { hasText: `Betäckningar ${YEAR}` });
    await season.locator("summary").click();
    await expect(season.getByRole("link", { name: "Bet Märta" })).toBeVisible();
    await expect(season.getByRole("link", { name: foal, exact: true })).toBeVisible();

    // The covering is fölat and its planner link shows this very foal.
    await page.goto("/admin/coverings");
    const born = covering(page, "Bet Hingst", "Bet Märta");
    await expect(born).toContainText("fölat");
    await expect(born.getByRole("link", { name: foal, exact: true })).toBeVisible();
    await born.getByRole("link", { name: /^Fölet efter Bet Hingst och Bet Märta i avelsplaneraren/ }).click();
    await expect(page).toHaveURL(new RegExp(`seed=${seed}$`));
    await expect(page.locator("section.foal")).toBeVisible();
    expect(await plannerFoal(page)).toEqual(registered);
  });

  test("without JavaScript at 390 px: plan from the planner, mark it covered, register its foal, and undo the registration", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const foal = `Bet Skriptlös ${test.info().retry}`;
    await signIn(page);
    const planner = `/breeding?stallion=Bet%20Fale&mare=Bet%20Sigrid&seed=${20_260 + test.info().retry}`;
    await page.goto(planner);
    await page.getByRole("button", { name: "Planera betäckning" }).click();
    await expect(page.getByText(t.planned("Bet Fale", "Bet Sigrid"))).toBeVisible();

    await covering(page, "Bet Fale", "Bet Sigrid")
      .getByRole("link", { name: /^Ändra betäckningen/ })
      .click();
    await page.getByLabel("Status").selectOption("covered");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.getByRole("link", { name: t.toList }).click();
    await registerFoal(page, covering(page, "Bet Fale", "Bet Sigrid"), foal);
    await page.getByRole("link", { name: `Till ${foal}` }).click();
    const registered = await horseFoal(page);
    await page.goto("/horse/Bet%20Fale/offspring");
    await expect(page.getByRole("link", { name: foal, exact: true })).toBeVisible();
    await page.goto(planner);
    expect(await plannerFoal(page)).toEqual(registered);

    // Undone in the change log: the foal is gone and the covering is betäckt again.
    await page.goto("/admin/history");
    await page
      .locator(".history-item", { hasText: "Föl registrerat" })
      .first()
      .getByRole("button", { name: "Ångra" })
      .click();
    await expect(page.getByText(/är ångrad\.$/)).toBeVisible();
    expect((await page.goto(`/horse/${encodeURIComponent(foal)}`))?.status()).toBe(404);
    await page.goto("/admin/coverings");
    const again = covering(page, "Bet Fale", "Bet Sigrid");
    await expect(again).toContainText("betäckt");
    await expect(again.getByRole("button", { name: /^Registrera föl av/ })).toBeVisible();
    await context.close();
  });

  test("bad input gets a Swedish message and saves nothing", async ({ page }) => {
    await signIn(page);
    await page.goto(`/admin/coverings?year=${YEAR}`);
    const count = await page.locator("li.covering").count();
    const form = page.locator("form", { has: page.getByRole("button", { name: t.add }) });
    await form.getByLabel("Hingst").fill("Bet Valack");
    await form.getByLabel("Sto", { exact: true }).fill("Bet Märta");
    await form.getByRole("button", { name: t.add }).click();
    await expect(page.getByText(t.refusals.notStallion("Bet Valack", "Valack"))).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel("Hingst").fill("bet märta");
    await form.getByRole("button", { name: t.add }).click();
    await expect(page.getByText(t.refusals.sameHorse)).toBeVisible();

    for (const [fields, message] of [
      [{ date: "2026-02-30" }, catalogue.faults.impossibleDate("2026-02-30")],
      [{ status: "dräktig" }, t.refusals.unknownStatus],
    ] as const) {
      const response = await page.request.post("/admin/coverings", {
        form: { stallion: "Bet Hingst", mare: "Bet Märta", date: `${YEAR}-04-01`, status: "covered", ...fields },
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const badSeed = await page.request.post("/admin/coverings", {
      form: { intent: "plan", stallion: "Bet Hingst", mare: "Bet Märta", seed: "1e3" },
    });
    expect(badSeed.status()).toBe(400);
    await page.goto(`/admin/coverings?year=${YEAR}`);
    await expect(page.locator("li.covering")).toHaveCount(count);
  });

  test("without a session everything is refused; hostile input stays text", async ({ page, request }) => {
    for (const [path, form] of [
      ["/admin/coverings", { stallion: "Bet Hingst", mare: "Bet Märta", date: "2026-04-01", status: "covered" }],
      ["/admin/coverings", { intent: "plan", stallion: "Bet Hingst", mare: "Bet Märta", seed: "1" }],
      ["/admin/coverings/1", { intent: "delete", confirm: "yes" }],
      ["/admin/coverings/1/foal", { name: "Bet Inkräktare" }],
    ] as const) {
      const response = await request.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/");
    }
    expect((await request.get("/admin/coverings", { maxRedirects: 0 })).status()).toBe(302);

    await signIn(page);
    // Another site's form is refused before it reaches the action.
    const crossSite = await page.request.post("/admin/coverings", {
      form: { intent: "plan", stallion: "Bet Hingst", mare: "Bet Märta", seed: "1" },
      headers: { Origin: "http://evil.example" },
    });
    expect(crossSite.status()).toBe(403);

    let dialogs = 0;
    const onDialog = (dialog: Dialog) => {
      dialogs++;
      void dialog.dismiss();
    };
    page.on("dialog", onDialog);
    const hostile = `<img src=x onerror=alert(1)>"'`;
    await page.goto(`/admin/coverings?year=${encodeURIComponent(hostile)}`);
    await expect(page.getByText(t.badSeason(hostile))).toBeVisible();
    const form = page.locator("form", { has: page.getByRole("button", { name: t.add }) });
    await form.getByLabel("Hingst").fill("Bet Hingst");
    await form.getByLabel("Sto", { exact: true }).fill("Bet Sigrid");
    await form.getByLabel("Datum").fill("2025-05-05");
    await form.getByLabel("Anteckning").fill(hostile);
    await form.getByRole("button", { name: t.add }).click();
    await expect(page.getByText(t.added("Bet Hingst", "Bet Sigrid"))).toBeVisible();
    await page.goto("/admin/coverings?year=2025");
    await expect(covering(page, "Bet Hingst", "Bet Sigrid")).toContainText(hostile);
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    expect(dialogs).toBe(0);
    page.off("dialog", onDialog);
    // Deleted again, through the server's confirmation step.
    await covering(page, "Bet Hingst", "Bet Sigrid")
      .getByRole("link", { name: /^Ändra betäckningen/ })
      .click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: t.delete }).click();
    await expect(page).toHaveURL(/\/admin\/coverings\?year=2025$/);
    await expect(page.locator("li.covering").filter({ hasText: "Bet Hingst × Bet Sigrid" })).toHaveCount(0);
  });
});
