import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses and entries: tests/e2e/fixtures/competition.json (all named "Tävla …").
const LIST = "/admin/competition-list";

/** Buttons that need JavaScript (Copy) appear once React has hydrated. */
async function openHydrated(page: Page, search = "") {
  await page.goto(LIST + search);
  await expect(page.getByRole("button", { name: "Kopiera rader" })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
const partnerOf = (page: Page, name: string) => rowOf(page, name).locator("td.partner");

test.describe("/admin/competition-list", () => {
  test("shows every entry with class and merit count, 10 or more in red", async ({ page }) => {
    await signIn(page);
    await openHydrated(page);
    const steg = rowOf(page, "Tävla Steg");
    await expect(steg).toContainText("Regional Lätt B");
    await expect(steg.locator(".badge-red")).toContainText("12");
    await expect(rowOf(page, "Tävla Topp").locator(".badge")).toHaveText("3");
    await expect(rowOf(page, "Tävla Topp").locator(".badge-red")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("filters by gender, breed, height group and premium, combined and kept in the URL", async ({ page }) => {
    await signIn(page);
    await page.goto(LIST);
    await page.getByLabel("Premie").selectOption("Diplom");
    await page.getByLabel("Höjdklass").selectOption("A");
    await page.getByRole("button", { name: "Filtrera" }).click();
    await expect(page).toHaveURL(/premium=Diplom/);
    await expect(page).toHaveURL(/height=A/);
    await expect(rowOf(page, "Tävla Filter Diplom")).toBeVisible();
    await expect(rowOf(page, "Tävla Filter Cob")).toHaveCount(0);
    await expect(rowOf(page, "Tävla Steg")).toHaveCount(0);

    await page.goto(`${LIST}?gender=Sto&breed=d&premium=Diplom`);
    await expect(page.getByLabel("Ras")).toHaveValue("d");
    await expect(rowOf(page, "Tävla Filter Cob")).toBeVisible();
    await expect(rowOf(page, "Tävla Filter Diplom")).toHaveCount(0);
    await page.goto(`${LIST}?gender=Hingst&breed=d&premium=Diplom&height=Horse`);
    await expect(rowOf(page, "Tävla Filter Cob")).toHaveCount(0);
  });

  test("Level Up moves one class and resets the merit count; disabled on the last class and refused there", async ({
    page,
  }) => {
    await signIn(page);
    await openHydrated(page);
    await rowOf(page, "Tävla Steg").getByRole("button", { name: "Level Up" }).click();
    await expect(page.getByRole("status")).toHaveText("Tävla Steg har flyttats upp till Regional Lätt A.");
    await expect(rowOf(page, "Tävla Steg")).toContainText("Regional Lätt A");
    await expect(rowOf(page, "Tävla Steg").locator(".badge")).toHaveText("0");

    const top = rowOf(page, "Tävla Topp").getByRole("button", { name: "Level Up" });
    await expect(top).toBeDisabled();
    // A tampered page (button enabled again) is refused by the server.
    await top.evaluate((button) => button.removeAttribute("disabled"));
    await top.click();
    await expect(page.getByRole("alert")).toHaveText("Hästen är redan i sista klassen.");
    await expect(rowOf(page, "Tävla Topp")).toContainText("Elit CAIO");
    await expect(rowOf(page, "Tävla Topp").locator(".badge")).toHaveText("3");
  });

  test("Retire asks first, then removes the entry and files the horse under seniors", async ({ page }) => {
    await signIn(page);
    await openHydrated(page);
    const retire = rowOf(page, "Tävla Pension").getByRole("button", { name: "Pensionera" });
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("Vill du verkligen pensionera Tävla Pension?");
      void dialog.dismiss();
    });
    await retire.click();
    await expect(rowOf(page, "Tävla Pension")).toBeVisible();

    page.once("dialog", (dialog) => void dialog.accept());
    await retire.click();
    await expect(page.getByRole("status")).toHaveText("Tävla Pension är pensionerad.");
    await expect(rowOf(page, "Tävla Pension")).toHaveCount(0);
    // A senior is no longer offered for competition.
    await page.goto("/admin/competition");
    await expect(
      page.getByLabel("Häst", { exact: true }).locator("option", { hasText: /^Tävla Pension$/ }),
    ).toHaveCount(0);
  });

  test("Retire without JavaScript confirms in a second step", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(LIST);
    await rowOf(page, "Tävla Pension Utan JS").getByRole("button", { name: "Pensionera" }).click();
    await expect(page.getByText("Vill du verkligen pensionera Tävla Pension Utan JS?")).toBeVisible();
    await expect(rowOf(page, "Tävla Pension Utan JS")).toBeVisible();
    await page.getByRole("button", { name: "Ja, pensionera" }).click();
    await expect(page.getByRole("status")).toHaveText("Tävla Pension Utan JS är pensionerad.");
    await expect(rowOf(page, "Tävla Pension Utan JS")).toHaveCount(0);
    await context.close();
  });

  test("Refresh copies gender, premium and age from the horse", async ({ page }) => {
    await signIn(page);
    await openHydrated(page);
    const row = rowOf(page, "Tävla Uppdatera");
    await expect(row).toContainText("Unghäst");
    await row.getByRole("button", { name: "Uppdatera" }).click();
    await expect(page.getByRole("status")).toHaveText("Tävla Uppdatera har uppdaterats från hästens uppgifter.");
    await expect(row).toContainText("Diplom");
    await expect(row).toContainText("Valack");
  });

  test("stale pages and tampered forms get the messages of SPEC.md §8", async ({ page, context }) => {
    await signIn(page);
    await openHydrated(page);
    // Another tab retires the horse while this one still lists it.
    const other = await context.newPage();
    await openHydrated(other);
    other.once("dialog", (dialog) => void dialog.accept());
    await rowOf(other, "Tävla Borta").getByRole("button", { name: "Pensionera" }).click();
    await expect(other.getByRole("status")).toHaveText("Tävla Borta är pensionerad.");
    await other.close();

    // The stale page's Level Up button is still enabled, so it posts and is refused.
    await rowOf(page, "Tävla Borta").getByRole("button", { name: "Level Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Kunde inte hitta hästen i tävlingslistan.");
    await expectNoAxeViolations(page);

    const post = async (form: Record<string, string>) => (await page.request.post(LIST, { form })).text();
    expect(await post({ intent: "refresh", name: "Tävla Borta" })).toContain(
      "Kunde inte hitta hästen i tävlingslistan.",
    );
    expect(await post({ intent: "retire", name: "Tävla Borta", confirm: "yes" })).toContain(
      "Kunde inte hitta hästen i tävlingslistan.",
    );
    expect(await post({ intent: "refresh", name: "Tävla Finns Inte" })).toContain("Hästen finns inte i databasen.");
    expect(await post({ intent: "levelUp", name: "Tävla Finns Inte" })).toContain("Hittade inte hästen i databasen");
    expect(await post({ intent: "retire", name: "Tävla Finns Inte", confirm: "yes" })).toContain(
      "Hittade inte hästen i databasen",
    );
    expect(await post({ intent: "explode", name: "Tävla Steg" })).toContain("Något gick fel.");
  });

  test("copies the lines of the entries shown and shows a notice for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page);
    await openHydrated(page, "?premium=Diplom&height=A&gender=Sto&breed=a");
    await page.getByRole("button", { name: "Kopiera rader" }).click();
    const notice = page.locator(".notice[role=status]");
    await expect(notice).toHaveText("Raderna är kopierade!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("\n")).toContain(
      "Tävla Filter Diplom (Welsh Mountain, Sto) - Utställning Lokal Debutant - Snöflingan",
    );
    expect(copied).not.toContain("Tävla Filter Cob");
    // The same lines are there to copy by hand (the no-JS way).
    await page.getByText("Rader att kopiera").click();
    await expect(page.getByRole("textbox", { name: "Rader att kopiera" })).toHaveValue(copied);
    await expect(notice).toHaveCount(0, { timeout: 3_000 });
  });
});

// Pairs are global (Clear empties every pair), so these run one after the other.
test.describe.serial("/admin/competition-list pairing (Körning)", () => {
  const pairing = `${LIST}?pairing=1&breed=a&gender=Valack&height=A`;
  const pickBox = (page: Page, name: string) => page.getByRole("checkbox", { name: `Välj ${name}`, exact: true });

  test("saves a pair with both sides set, copies it as one line", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page);
    await openHydrated(page, pairing.slice(LIST.length));
    await page.getByRole("button", { name: "Spara par" }).click();
    await expect(page.getByRole("alert")).toHaveText("Inga par att spara.");

    await pickBox(page, "Tävla Kör A").check();
    await pickBox(page, "Tävla Kör B").check();
    // A third pick is refused.
    await pickBox(page, "Tävla Kör C").click();
    await expect(page.getByRole("alert")).toHaveText("Du kan bara välja två hästar åt gången.");
    await expect(pickBox(page, "Tävla Kör C")).not.toBeChecked();
    await page.getByRole("button", { name: "Spara par" }).click();
    await expect(page.getByRole("status")).toHaveText("Tävla Kör A och Tävla Kör B är nu ett par.");
    await expect(partnerOf(page, "Tävla Kör A")).toHaveText("Tävla Kör B");
    await expect(partnerOf(page, "Tävla Kör B")).toHaveText("Tävla Kör A");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Kopiera rader" }).click();
    await expect(page.locator(".notice")).toHaveText("Raderna är kopierade!");
    const lines = (await page.evaluate(() => navigator.clipboard.readText())).split("\n");
    expect(lines).toContain("Tävla Kör A & Tävla Kör B - Körning Lokal Lätt - Snöflingan");
    expect(lines.filter((line) => line.includes("Tävla Kör B"))).toHaveLength(1);
  });

  test("re-pairing A with C un-pairs B; the server refuses three picks; Clear empties every pair", async ({ page }) => {
    await signIn(page);
    await openHydrated(page, pairing.slice(LIST.length));
    await pickBox(page, "Tävla Kör A").check();
    await pickBox(page, "Tävla Kör C").check();
    await page.getByRole("button", { name: "Spara par" }).click();
    await expect(page.getByRole("status")).toHaveText("Tävla Kör A och Tävla Kör C är nu ett par.");
    await expect(partnerOf(page, "Tävla Kör A")).toHaveText("Tävla Kör C");
    await expect(partnerOf(page, "Tävla Kör C")).toHaveText("Tävla Kör A");
    await expect(partnerOf(page, "Tävla Kör B")).toHaveText("");

    const threePicks = new URLSearchParams([
      ["intent", "savePairs"],
      ["pick", "Tävla Kör A"],
      ["pick", "Tävla Kör B"],
      ["pick", "Tävla Kör C"],
    ]);
    const refused = await page.request.post(LIST, {
      data: threePicks.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await refused.text()).toContain("Du kan bara välja två hästar åt gången.");

    // It asks first: dismissed, the pairs stay.
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("button", { name: "Rensa alla par" }).click();
    await expect(partnerOf(page, "Tävla Kör A")).toHaveText("Tävla Kör C");
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Ta bort alla par i tävlingslistan? Det går att ångra i ändringsloggen.");
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Rensa alla par" }).click();
    await expect(page.getByRole("status")).toHaveText("Alla par är borttagna.");
    for (const name of ["Tävla Kör A", "Tävla Kör B", "Tävla Kör C"]) {
      await expect(partnerOf(page, name)).toHaveText("");
    }
  });

  test("pairs without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(pairing);
    await pickBox(page, "Tävla Kör B").check();
    await pickBox(page, "Tävla Kör C").check();
    await page.getByRole("button", { name: "Spara par" }).click();
    await expect(page.getByRole("status")).toHaveText("Tävla Kör B och Tävla Kör C är nu ett par.");
    await page.getByText("Rader att kopiera").click();
    await expect(page.getByRole("textbox", { name: "Rader att kopiera" })).toHaveValue(
      /Tävla Kör B & Tävla Kör C - Körning Lokal Lätt - Snöflingan/,
    );
    await context.close();
  });
});
