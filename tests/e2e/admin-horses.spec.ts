import { expect, test, type Page } from "@playwright/test";
import * as catalogue from "#domain/texts";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses: tests/e2e/fixtures/admin.json (all named "Adminhäst …" / "Adminföl …").

/** Opens update-horse (or update-sold) for a horse through the no-JS search path. */
async function openHorse(page: Page, path: "update-horse" | "update-sold", name: string) {
  await page.goto(`/admin/${path}?name=${encodeURIComponent(name)}`);
}

test.describe("/admin/add-horse", () => {
  test("requires a name, refuses duplicates in any case keeping every value, then adds and resets", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/admin/add-horse");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Lägg till häst" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Namn").fill("ADMINHÄST REDIGERA");
    await page.getByLabel("Kategori").selectOption("youngsters");
    await page.getByLabel("Ras (sektion)").selectOption("d");
    await page.getByLabel("Mankhöjd (cm)").fill("142");
    await page.getByLabel(/^Egenskaper/).fill("10 20 abc 40 1 2 3 4 5 6 7 8 9 10 11 12");
    await page.getByLabel("Beskrivning").fill("En rad.\nEn rad till.");
    await page.getByLabel("Till salu").check();
    await page.getByRole("button", { name: "Lägg till häst" }).click();
    await expect(page.getByText("A horse with this name already exists.")).toBeVisible();
    await expect(page.getByLabel("Namn")).toHaveValue("ADMINHÄST REDIGERA");
    await expect(page.getByLabel("Kategori")).toHaveValue("youngsters");
    await expect(page.getByLabel("Ras (sektion)")).toHaveValue("d");
    await expect(page.getByLabel("Mankhöjd (cm)")).toHaveValue("142");
    await expect(page.getByLabel("Beskrivning")).toHaveValue("En rad.\nEn rad till.");
    await expect(page.getByLabel("Till salu")).toBeChecked();

    await page.getByLabel("Namn").fill("Adminhäst Ny");
    await page.getByRole("button", { name: "Lägg till häst" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Hästen har lagts till!" })).toBeVisible();
    await expect(page.getByLabel("Namn")).toHaveValue("");
    await expect(page.getByLabel("Mankhöjd (cm)")).toHaveValue("");
    await expectNoAxeViolations(page);

    // Stored as typed; the non-numeric stat became 0.
    await openHorse(page, "update-horse", "adminhäst ny");
    await expect(page.getByLabel(/^Egenskaper/)).toHaveValue("10 20 0 40 1 2 3 4 5 6 7 8 9 10 11 12");
    await expect(page.getByLabel("Kategori")).toHaveValue("youngsters");
    await expect(page.getByText("Hästen är till salu.")).toBeVisible();
  });

  test("wrongly typed numbers and unsafe addresses get field errors", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/add-horse");
    await page.getByLabel("Namn").fill("Adminhäst Fel");
    await page.getByLabel("Ålder (år)").fill("abc");
    await page.getByLabel("Bild (adress)").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Lägg till häst" }).click();
    await expect(page.locator("#field-age-error")).toHaveText("Ange ett heltal mellan 0 och 60.");
    await expect(page.locator("#field-picture-error")).toHaveText(
      "Endast http(s)-adresser eller sökvägar på webbplatsen.",
    );
    await expect(page.getByLabel("Namn")).toHaveValue("Adminhäst Fel");
    await openHorse(page, "update-horse", "Adminhäst Fel");
    await expect(page.getByText("Horse not found.")).toBeVisible();
  });
});

test.describe("/admin/update-horse", () => {
  test("suggests names from 2 typed characters, keyboard usable, and says when a horse is missing", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/admin/update-horse");
    const search = page.getByLabel("Sök häst");
    await search.fill("A");
    await expect(page.getByRole("list", { name: "Förslag" })).toHaveCount(0);
    await search.fill("adminhäst r");
    const list = page.getByRole("list", { name: "Förslag" });
    await expect(list.getByRole("link")).toHaveText(["Adminhäst Redigera"]);
    await expectNoAxeViolations(page);
    await search.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Adminhäst Redigera" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Redigerar Adminhäst Redigera" })).toBeVisible();
    await expect(page.getByLabel("Färg")).toHaveValue("fux");
    await expectNoAxeViolations(page);

    await page.getByLabel("Sök häst").fill("Ingen Sådan Häst");
    await page.getByRole("button", { name: "Hämta" }).click();
    await expect(page.getByText("Horse not found.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("saves the whole form, toggles for-sale at once, and refuses a rename onto another horse", async ({ page }) => {
    await signIn(page);
    await openHorse(page, "update-horse", "Adminhäst Salu");
    await expect(page.getByText("Hästen är inte till salu.")).toBeVisible();
    await page.getByRole("button", { name: "Sätt till salu" }).click();
    await expect(page.getByText("Hästen är till salu.")).toBeVisible();
    await expect(page.getByText("Adminhäst Salu är nu till salu.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Ta bort salu" })).toBeVisible();

    await page.getByLabel("Kategori").selectOption("broodmares");
    await page.getByLabel("Beskrivning").fill("Ny text.");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("Häst uppdaterad!")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Kategori")).toHaveValue("broodmares");
    await expect(page.getByLabel("Beskrivning")).toHaveValue("Ny text.");
    // The whole-form save left the for-sale flag alone.
    await expect(page.getByRole("button", { name: "Ta bort salu" })).toBeVisible();
    await page.getByRole("button", { name: "Ta bort salu" }).click();
    await expect(page.getByRole("button", { name: "Sätt till salu" })).toBeVisible();
    await expect(page.getByText("Adminhäst Salu är inte längre till salu.")).toBeVisible();

    await page.getByLabel("Namn").fill("adminhäst redigera");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("A horse with this name already exists.")).toBeVisible();
    await expect(page.getByLabel("Namn")).toHaveValue("adminhäst redigera");
  });

  test("refuses a rename onto an ancestor's name, saying it is a pedigree entry's", async ({ page }) => {
    await signIn(page);
    await openHorse(page, "update-horse", "Adminhäst Redigera");
    // Audit Urmor is a pedigree entry, no stud horse (tests/e2e/fixtures/admin.json).
    await page.getByLabel("Namn").fill("audit urmor");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.locator("#field-name-error")).toHaveText(catalogue.adminHorses.duplicateAncestor);
    await expect(page.getByLabel("Namn")).toHaveValue("audit urmor");
  });

  test("renames a horse and its offspring's sire follows", async ({ page }) => {
    await signIn(page);
    await openHorse(page, "update-horse", "Adminhäst Döpa");
    await page.getByLabel("Namn").fill("Adminhäst Omdöpt");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("Häst uppdaterad!")).toBeVisible();
    await expect(page).toHaveURL(/name=Adminh%C3%A4st%20Omd%C3%B6pt/);
    await openHorse(page, "update-horse", "Adminhäst Döpa");
    await expect(page.getByText("Horse not found.")).toBeVisible();
    await openHorse(page, "update-horse", "Adminföl Häst");
    await expect(page.getByLabel("Far (e.)")).toHaveValue("Adminhäst Omdöpt");
  });
});

test.describe("/admin/update-sold", () => {
  test("needs a link, refuses javascript: links, then marks the horse sold", async ({ page }) => {
    await signIn(page);
    await openHorse(page, "update-sold", "Ingen Sådan Häst");
    await expect(page.getByText("Ingen häst hittades")).toBeVisible();
    await openHorse(page, "update-sold", "adminhäst försäljning");
    await expect(page.getByRole("heading", { name: "Adminhäst Försäljning" })).toBeVisible();
    const confirm = page.getByRole("button", { name: "Bekräfta försäljning" });
    await expect(confirm).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByLabel("Länk till nya hemmet").fill("javascript:alert(1)");
    await page.getByLabel("Ny ägare").fill("Stall Nytt");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.locator("#sold-link-error")).toHaveText("Endast http(s)-adresser eller sökvägar på webbplatsen.");
    await expectNoAxeViolations(page);
    await expect(page.getByLabel("Ny ägare")).toHaveValue("Stall Nytt");

    await page.getByLabel("Länk till nya hemmet").fill("https://example.se/stall-nytt");
    await confirm.click();
    await expect(page.getByText("Hästen har markerats som såld!")).toBeVisible();
    await expect(page.getByText("Nuvarande kategori: Såld")).toBeVisible();
    await openHorse(page, "update-horse", "Adminhäst Försäljning");
    await expect(page.getByLabel("Kategori")).toHaveValue("sold");
    await expect(page.getByText("Hästen är inte till salu.")).toBeVisible();
  });
});

test.describe("/admin/update-age", () => {
  test.describe.configure({ mode: "serial" });
  test("asks first, naming how many horses change, then ages every horse +1 and -1", async ({ page, browser }) => {
    await signIn(page);
    await page.goto("/admin/update-age");
    await expectNoAxeViolations(page);
    // Hydrated: the browser's confirm asks (the form then says confirm=yes).
    await expect(page.locator('input[name="confirm"]')).toHaveCount(1);
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Alla hästar +1 år" }).click();
    await expect.poll(() => asked).toHaveLength(1);
    const count = Number(/^Vill du göra (\d+) hästar ett år äldre\?/.exec(asked[0]!)?.[1]);
    expect(count).toBeGreaterThanOrEqual(50);
    // Cancelled: nothing changed.
    await openHorse(page, "update-horse", "Adminhäst Ålder");
    await expect(page.getByLabel("Ålder (år)")).toHaveValue("4");

    await page.goto("/admin/update-age");
    await expect(page.locator('input[name="confirm"]')).toHaveCount(1);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Alla hästar +1 år" }).click();
    await expect(page.getByText("Alla hästar har åldrats med 1 år.")).toBeVisible();
    await expectNoAxeViolations(page);
    await openHorse(page, "update-horse", "Adminhäst Ålder");
    await expect(page.getByLabel("Ålder (år)")).toHaveValue("5");

    // Without JavaScript the server asks in a step of its own, naming the count.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await signIn(noScript);
    await noScript.goto("/admin/update-age");
    await noScript.getByRole("button", { name: "Alla hästar −1 år" }).click();
    await expect(noScript.getByRole("alert")).toHaveText(/^Vill du göra \d+ hästar ett år yngre\?/);
    await noScript.getByRole("button", { name: "Ja, ändra åldern" }).click();
    await expect(noScript.getByText("Alla hästar har åldrats med -1 år.")).toBeVisible();
    await context.close();
    await openHorse(page, "update-horse", "Adminhäst Ålder");
    await expect(page.getByLabel("Ålder (år)")).toHaveValue("4");
  });
});
