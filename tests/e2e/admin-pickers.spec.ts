import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// The admin's horse pickers share the site search: any piece of the name from 2 characters,
// accents and letter case folded, 10 names a page, with and without JavaScript. The demo stud has
// more than 30 horses named "Snöflingans …" and one `Snöflingans Åskvigg`.

const PHONE = { width: 390, height: 844 };

const names = (page: Page) => page.getByRole("list", { name: "Förslag" }).getByRole("link");

/**
 * With JavaScript: the picker's field finds `Snöflingans Åskvigg` by `Åskv` and by `askv`, and
 * pages through `snoflingans` 10 names at a time (`pages`: how many pages, as a character class),
 * the second page holding none of the first's; axe finds nothing.
 */
async function findsAndPages(page: Page, pages: string) {
  const search = page.getByLabel("Sök häst");
  await search.fill("Åskv");
  await expect(names(page)).toHaveText(["Snöflingans Åskvigg"]);
  await search.fill("askv");
  await expect(names(page)).toHaveText(["Snöflingans Åskvigg"]);

  await search.fill("snoflingans");
  await expect(names(page)).toHaveCount(10);
  const first = await names(page).allTextContents();
  await expect(page.getByText(new RegExp(`^Sida 1 av ${pages}$`))).toBeVisible();
  await page.getByRole("link", { name: "Nästa sida" }).click();
  await expect(page.getByText(new RegExp(`^Sida 2 av ${pages}$`))).toBeVisible();
  const second = await names(page).allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await expectNoAxeViolations(page);
  return search;
}

test.describe("admin horse pickers", () => {
  // Each journey turns several pages on the server: more than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("with JavaScript at 390 px: add-eval finds `Åskvigg` by `askv`, pages through `snoflingans`, and fills the horse", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/add-eval?type=premiering");
    await page.getByLabel("Sök häst").fill("a");
    await expect(page.getByRole("list", { name: "Förslag" })).toHaveCount(0);
    const search = await findsAndPages(page, "[4-9]");
    await expect(names(page)).toHaveCount(10);

    await search.fill("ÅSKVIGG");
    await names(page).getByText("Snöflingans Åskvigg").click();
    await expect(page).toHaveURL(/type=premiering/);
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("Snöflingans Åskvigg");
    await expect(page.getByLabel("Resultat")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The pickers' names, one route for every scope: a scope it does not know is 404.
    expect((await page.request.get("/admin/names/horses?q=askv")).status()).toBe(200);
    expect((await page.request.get("/admin/names/everyone?q=askv")).status()).toBe(404);
    await context.close();
  });

  test("without JavaScript at 390 px: add-ribbons lists the names on the server, pages, and picks one", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/add-ribbons?name=snoflingans");
    await expect(names(page)).toHaveCount(10);
    await expect(page.getByText(/^Sida 1 av [4-9]$/)).toBeVisible();
    const first = await names(page).allTextContents();
    await page.getByRole("link", { name: "Nästa sida" }).click();
    await expect(page.getByText(/^Sida 2 av [4-9]$/)).toBeVisible();
    const second = await names(page).allTextContents();
    expect(second).toHaveLength(10);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await expect(page.getByRole("link", { name: "Föregående sida" })).toHaveAttribute(
      "href",
      /page=1|name=snoflingans$/,
    );

    await page.getByLabel("Sök häst").fill("åskv");
    await page.getByRole("button", { name: "Hämta" }).click();
    await names(page).getByText("Snöflingans Åskvigg").click();
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("Snöflingans Åskvigg");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  test("without JavaScript: update-relation finds pedigree names by a piece in the middle; update-sold takes a name in any case", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/update-relation?name=kvigg");
    await expect(names(page).getByText("Snöflingans Åskvigg")).toBeVisible();
    await expect(page.getByText("Horse not found", { exact: true })).toBeHidden();

    await page.goto("/admin/update-sold");
    await page.getByLabel("Sök häst").fill("snöflingans åskvigg");
    await page.getByRole("button", { name: "Hämta" }).click();
    await expect(page.getByRole("heading", { name: "Snöflingans Åskvigg" })).toBeVisible();
    await context.close();
  });
});

// The competition entry picks its horse with the same picker, among the horses that may be entered
// (neither sold nor retired nor competing). Fixture horses `Tävla Val {width} JS|HTML` are entered
// once each (tests/e2e/fixtures/competition.json); the demo stud has 20 such "Snöflingans …".
test.describe("the competition entry's horse picker", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of [390, 768, 1280]) {
    test(`with JavaScript at ${width} px: finds \`Åskvigg\` by \`askv\`, pages, never lists a horse that cannot be entered, keeps an event chosen first, and enters the picked horse`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await signIn(page);
      await page.goto("/admin/competition");
      await expect(page.getByRole("button", { name: "Visa klasser" })).toHaveCount(0);
      const search = await findsAndPages(page, "[2-9]");

      // Sold, retired and competing horses are not offered, however they are typed.
      for (const typed of ["tävla såld", "TÄVLA PENSIONÄR", "tävla redan"]) {
        await search.fill(typed);
        await expect(page.getByRole("status").filter({ hasText: "Inga förslag." })).toBeAttached();
        await expect(names(page)).toHaveCount(0);
      }

      // The event may be chosen first: picking the horse keeps it.
      await page.getByLabel("Gren").selectOption("Dressyr");
      await search.fill(`val ${width} js`);
      await names(page).getByText(`Tävla Val ${width} JS`, { exact: true }).click();
      await expect(page.getByLabel("Häst", { exact: true })).toHaveValue(`Tävla Val ${width} JS`);
      await expect(page.getByLabel("Gren")).toHaveValue("Dressyr");
      await page.getByLabel("Klass").selectOption("Lokal Debutant");
      await page.getByRole("button", { name: "Spara" }).click();
      await expect(page.locator("form[method=post]").getByRole("status")).toHaveText(
        `Tävla Val ${width} JS är anmäld till Dressyr Lokal Debutant.`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });

    test(`without JavaScript at ${width} px: lists and pages the names on the server, picks one, and enters it`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
      const page = await context.newPage();
      await signIn(page);
      await page.goto("/admin/competition?name=%C3%85skv");
      await expect(names(page)).toHaveText(["Snöflingans Åskvigg"]);
      await page.goto("/admin/competition?name=askv");
      await expect(names(page)).toHaveText(["Snöflingans Åskvigg"]);
      await page.goto("/admin/competition?name=snoflingans");
      await expect(names(page)).toHaveCount(10);
      await expect(page.getByText(/^Sida 1 av [2-9]$/)).toBeVisible();
      const first = await names(page).allTextContents();
      await page.getByRole("link", { name: "Nästa sida" }).click();
      await expect(page.getByText(/^Sida 2 av [2-9]$/)).toBeVisible();
      const second = await names(page).allTextContents();
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((name) => first.includes(name))).toEqual([]);

      await page.getByLabel("Sök häst").fill(`val ${width} html`);
      await page.getByRole("button", { name: "Hämta" }).click();
      await expect(names(page)).toHaveText([`Tävla Val ${width} HTML`]);
      await names(page).click();
      await expect(page.getByLabel("Häst", { exact: true })).toHaveValue(`Tävla Val ${width} HTML`);
      await page.getByLabel("Gren").selectOption("Dressyr");
      await page.getByRole("button", { name: "Visa klasser" }).click();
      await page.getByLabel("Klass").selectOption("Lokal Debutant");
      await page.getByRole("button", { name: "Spara" }).click();
      await expect(page.locator("form[method=post]").getByRole("status")).toHaveText(
        `Tävla Val ${width} HTML är anmäld till Dressyr Lokal Debutant.`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }
});

// A sire or dam may be a horse outside the stud, so the field stays free text; a name the stud
// knows (`Audit Överostjärna`, a stud horse; `Audit Urmor`, a pedigree entry: tests/e2e/fixtures/admin.json)
// is offered as you type and stored in its own spelling however it is typed.
test.describe("sire and dam fields", () => {
  test.describe.configure({ timeout: 60_000 });

  test("with JavaScript at 390 px: add-horse offers the names holding a piece, and stores a lower-case dam as the stud spells it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/add-horse");
    await page.getByLabel("Namn").fill("Audit Föl Med JS");
    const sire = page.getByLabel("Far (e.)");
    await sire.fill("overost");
    const offered = page.getByRole("list", { name: "Förslag" }).getByRole("button");
    await expect(offered).toHaveText(["Audit Överostjärna"]);
    await expectNoAxeViolations(page);
    // By keyboard: Down to the name, Enter chooses it.
    await sire.press("ArrowDown");
    await expect(offered).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(sire).toHaveValue("Audit Överostjärna");
    await expect(sire).toBeFocused();
    await expect(page.getByRole("list", { name: "Förslag" })).toHaveCount(0);
    await page.getByLabel("Mor (u.)").fill("audit urmor");
    await expect(offered).toHaveText(["Audit Urmor"]);
    await page.getByRole("button", { name: "Lägg till häst" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Hästen har lagts till!" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto("/admin/update-horse?name=audit%20f%C3%B6l%20med%20js");
    await expect(page.getByLabel("Far (e.)")).toHaveValue("Audit Överostjärna");
    await expect(page.getByLabel("Mor (u.)")).toHaveValue("Audit Urmor");
    await context.close();
  });

  test("without JavaScript: a pedigree entry's parents typed in lower case are stored as the stud spells them", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/add-relation");
    await page.getByLabel("Namn").fill("Audit Anfader");
    await page.getByLabel("Far (e.)").fill("audit överostjärna");
    await page.getByLabel("Mor (u.)").fill("AUDIT URMOR");
    await page.getByRole("button", { name: "Lägg till post" }).click();
    await page.goto("/admin/update-relation?name=audit%20anfader");
    await expect(page.getByLabel("Far (e.)")).toHaveValue("Audit Överostjärna");
    await expect(page.getByLabel("Mor (u.)")).toHaveValue("Audit Urmor");
    await context.close();
  });
});
