import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses: tests/e2e/fixtures/competition.json (all named "Tävla …").
const MISSING = "Vänligen välj häst, gren och klass innan du sparar.";

/** The form's class list follows the choices only once React runs; the no-JS button then goes away. */
async function openHydrated(page: Page) {
  await page.goto("/admin/competition");
  await expect(page.getByRole("button", { name: "Visa klasser" })).toHaveCount(0);
}

const optionTexts = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator("option").allTextContents();

test.describe("/admin/competition", () => {
  test("offers only horses neither sold, retired nor competing, and every event but Allround", async ({ page }) => {
    await signIn(page);
    await openHydrated(page);
    const horses = await optionTexts(page, "Häst");
    expect(horses).toContain("Tävla Anmälan");
    for (const name of ["Tävla Såld", "Tävla Pensionär", "Tävla Redan", "Tävla Steg"])
      expect(horses).not.toContain(name);
    const events = await optionTexts(page, "Gren");
    expect(events).toEqual([
      "Välj gren",
      "Dressyr",
      "Fälttävlan",
      "Hoppning",
      "Körning",
      "Utställning",
      "Galopp",
      "Distans",
      "Hunter Under Saddle",
      "Working Hunter",
      "Fine Harness",
      "In-Hand Hunter",
      "Trail",
      "Agility",
      "Tömkörning",
    ]);
    await expectNoAxeViolations(page);
  });

  test("enters a horse with the class list following horse and event", async ({ page }) => {
    await signIn(page);
    await openHydrated(page);
    await page.getByLabel("Häst", { exact: true }).selectOption("Tävla Anmälan");
    await page.getByLabel("Gren").selectOption("Dressyr");
    expect(await optionTexts(page, "Klass")).toEqual([
      "Välj klass",
      "Lokal Debutant",
      "Lokal Lätt C",
      "Regional Lätt B",
      "Regional Lätt A",
      "Nationell Medelsvår",
      "Elit Medelsvår",
    ]);
    await page.getByLabel("Gren").selectOption("Hoppning");
    expect(await optionTexts(page, "Klass")).toEqual([
      "Välj klass",
      "Lokal Debutant",
      "Lokal P60",
      "Regional P70",
      "Nationell P80",
    ]);
    await page.getByLabel("Klass").selectOption("Lokal P60");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("status")).toHaveText("Tävla Anmälan är anmäld till Hoppning Lokal P60.");
    await expect(page.getByLabel("Häst", { exact: true }).locator("option", { hasText: "Tävla Anmälan" })).toHaveCount(
      0,
    );

    await page.goto("/admin/competition-list");
    const row = page.getByRole("row", { name: /Tävla Anmälan/ });
    await expect(row).toContainText("Hoppning");
    await expect(row).toContainText("Lokal P60");
    await expect(row).toContainText("Unghäst");
    await expect(row.locator(".badge")).toHaveText("0");
  });

  test("refuses to save without horse, event and class", async ({ page }) => {
    await signIn(page);
    await openHydrated(page);
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("alert")).toHaveText(MISSING);
    await expectNoAxeViolations(page);
    await page.getByLabel("Häst", { exact: true }).selectOption("Tävla Liten");
    await page.getByLabel("Gren").selectOption("Körning");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("alert")).toHaveText(MISSING);
  });

  test("says when the event is not offered for the horse's height group, never offering Ej lämplig", async ({
    page,
  }) => {
    await signIn(page);
    await openHydrated(page);
    await page.getByLabel("Häst", { exact: true }).selectOption("Tävla Liten");
    await page.getByLabel("Gren").selectOption("Fälttävlan");
    await expect(page.getByText("Fälttävlan erbjuds inte för hästar i höjdgrupp A. Välj en annan gren.")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await optionTexts(page, "Klass")).toEqual(["Välj klass"]);
    await page.getByLabel("Gren").selectOption("Körning");
    expect(await optionTexts(page, "Klass")).not.toContain("Ej lämplig");
  });

  test("the server refuses a class off the ladder and a horse that cannot compete", async ({ page }) => {
    await signIn(page);
    // Posted directly, as a tampered form would be: the server must not trust the options it rendered.
    const offLadder = await page.request.post("/admin/competition", {
      form: { name: "Tävla Liten", event: "Dressyr", class: "Elit FEI" },
    });
    expect(offLadder.status()).toBe(400);
    expect(await offLadder.text()).toContain(
      "Nåt gick fel: Klassen finns inte för hästens höjdgrupp i den här grenen.",
    );
    const sold = await page.request.post("/admin/competition", {
      form: { name: "Tävla Såld", event: "Dressyr", class: "Lokal Debutant" },
    });
    expect(await sold.text()).toContain("Nåt gick fel: Hästen kan inte anmälas: den är såld eller pensionerad.");
    const busy = await page.request.post("/admin/competition", {
      form: { name: "Tävla Redan", event: "Dressyr", class: "Lokal Debutant" },
    });
    expect(await busy.text()).toContain("Nåt gick fel: Hästen är redan anmäld.");
  });

  test("works without JavaScript: the server refines the classes and saves", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/competition");
    await page.getByLabel("Häst", { exact: true }).selectOption("Tävla Utan JS");
    await page.getByLabel("Gren").selectOption("Hoppning");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("alert")).toHaveText(MISSING);

    await page.getByLabel("Häst", { exact: true }).selectOption("Tävla Utan JS");
    await page.getByLabel("Gren").selectOption("Hoppning");
    await page.getByRole("button", { name: "Visa klasser" }).click();
    await expect(page).toHaveURL(/event=Hoppning/);
    expect(await optionTexts(page, "Klass")).toEqual([
      "Välj klass",
      "Lokal Debutant",
      "Lokal P60",
      "Regional P70",
      "Nationell P80",
      "Elit P90",
    ]);
    await page.getByLabel("Klass").selectOption("Elit P90");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("status")).toHaveText("Tävla Utan JS är anmäld till Hoppning Elit P90.");
    await context.close();
  });
});
