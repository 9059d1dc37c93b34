import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses: tests/e2e/fixtures/competition.json (all named "Tävla …").
const MISSING = "Vänligen välj häst, gren och klass innan du sparar.";

/**
 * The form's class list follows the choices only once React runs; the no-JS button then goes away.
 * `horse` is picked as the picker's link would (`?name=`).
 */
async function openHydrated(page: Page, horse?: string) {
  await page.goto(horse ? `/admin/competition?name=${encodeURIComponent(horse)}` : "/admin/competition");
  await expect(page.getByRole("button", { name: "Visa klasser" })).toHaveCount(0);
  if (horse) await expect(page.getByLabel("Häst", { exact: true })).toHaveValue(horse);
}

/** The message the entry form answers with (the picker has a status line of its own). */
const answer = (page: Page) => page.locator("form[method=post]").getByRole("status");

const optionTexts = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator("option").allTextContents();

test.describe("/admin/competition", () => {
  test("offers only horses neither sold, retired nor competing, and every event but Allround", async ({ page }) => {
    await signIn(page);
    await openHydrated(page);
    await page.getByLabel("Sök häst").fill("tävla");
    const horses = page.getByRole("list", { name: "Förslag" }).getByRole("link");
    await expect(horses.getByText("Tävla Liten", { exact: true })).toBeVisible();
    for (const name of ["Tävla Såld", "Tävla Pensionär", "Tävla Redan", "Tävla Steg"])
      await expect(horses.getByText(name, { exact: true })).toHaveCount(0);
    // A horse named in full that may not be entered is not picked, and the picker says why.
    await openHydrated(page, "Tävla Liten");
    await page.goto("/admin/competition?name=t%C3%A4vla%20s%C3%A5ld");
    await expect(page.getByText("Hästen kan inte anmälas: den är såld eller pensionerad.")).toBeVisible();
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("");
    await page.goto("/admin/competition?name=T%C3%84VLA%20REDAN");
    await expect(page.getByText("Hästen är redan anmäld.")).toBeVisible();
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

  test("enters a horse with the class list following horse and event (390 px)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await openHydrated(page, "Tävla Anmälan");
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
    await expect(answer(page)).toHaveText("Tävla Anmälan är anmäld till Hoppning Lokal P60.");
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("");
    // The entry just saved is no refusal: the picker starts afresh, without "already entered".
    await expect(page.getByText("Hästen är redan anmäld.")).toHaveCount(0);
    await expect(page.getByLabel("Sök häst")).toHaveValue("");
    await page.reload();
    await expect(page.getByText("Hästen är redan anmäld.")).toBeVisible();

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
    await openHydrated(page, "Tävla Liten");
    await page.getByLabel("Gren").selectOption("Körning");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("alert")).toHaveText(MISSING);
  });

  test("says when the event is not offered for the horse's height group, never offering Ej lämplig", async ({
    page,
  }) => {
    await signIn(page);
    await openHydrated(page, "Tävla Liten");
    await page.getByLabel("Gren").selectOption("Fälttävlan");
    await expect(page.getByText("Fälttävlan erbjuds inte för hästar i höjdklass A. Välj en annan gren.")).toBeVisible();
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
      "Nåt gick fel: Klassen finns inte för hästens höjdklass i den här grenen.",
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

  test("works without JavaScript at 390 px: the server refines the classes and saves", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/competition");
    await page.getByLabel("Gren").selectOption("Hoppning");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("alert")).toHaveText(MISSING);

    await page.getByLabel("Sök häst").fill("tävla utan js");
    await page.getByRole("button", { name: "Hämta" }).click();
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("Tävla Utan JS");
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
    await expect(answer(page)).toHaveText("Tävla Utan JS är anmäld till Hoppning Elit P90.");
    await expect(page.getByText("Hästen är redan anmäld.")).toHaveCount(0);
    await expect(page.getByLabel("Sök häst")).toHaveValue("");
    await context.close();
  });
});
