import { expect, test, type Page } from "@playwright/test";
import * as texts from "#domain/texts";
import { expectNoAxeViolations } from "./support";

// Any two horses' relationship (/breeding/kinship, docs/product.md "Kinship figures (definitions)"),
// on the public fixture's pedigrees (tests/e2e/fixtures/public.json).
const t = texts.kinship;
const PHONE = { width: 390, height: 844 };
const horseUrl = (name: string) => `/horse/${encodeURIComponent(name)}`;

/** A percentage as the page writes it (`12,5 %`), as a number. */
const percentOf = (text: string) => parseFloat(text.replace(/[^\d,]/g, "").replace(",", "."));

async function figure(page: Page, label: string): Promise<string> {
  return page.locator("dl.kinship-figures > div").filter({ hasText: label }).locator(".value").innerText();
}

async function expectFigures(page: Page) {
  await expect(page.locator("dl.kinship-figures dt")).toHaveText([t.relationship, t.kinship]);
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe("any two horses' relationship", () => {
  test("opens from a horse page with the horse filled in; a foal of the pair's figure is the foal's own", async ({
    page,
  }) => {
    // Pub Åsa Ängsöga is a foal of Pub Örn × Pub Stjärnöga: her coefficient is the pair's kinship.
    await page.goto(horseUrl("Pub Åsa Ängsöga"));
    const foalCoefficient = percentOf(await page.locator(".inbreeding .coi").innerText());
    expect(foalCoefficient).toBeGreaterThan(0);

    await page.goto(horseUrl("Pub Örn"));
    await page.getByRole("link", { name: texts.kinshipLinks.compare }).click();
    await page.waitForURL((url) => url.pathname === "/breeding/kinship" && url.searchParams.get("a") === "Pub Örn");
    await expect(page).toHaveTitle("Släktskap - Snöflingan");
    await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByLabel(t.firstHorse)).toHaveValue("Pub Örn");
    await expect(page.locator("dl.kinship-figures")).toHaveCount(0);

    // Names in any letter case; the browser offers names as they are typed.
    const second = page.getByLabel(t.secondHorse);
    await second.pressSequentially("pub stjärn");
    await expect(page.locator('#kinship-b-names option[value="Pub Stjärnöga"]')).toHaveCount(1);
    await second.fill("PUB STJÄRNÖGA");
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForURL((url) => url.searchParams.get("b") === "PUB STJÄRNÖGA");
    await expectFigures(page);
    // The fields show the names as the pedigree spells them.
    await expect(second).toHaveValue("Pub Stjärnöga");
    expect(percentOf(await figure(page, t.kinship))).toBeCloseTo(foalCoefficient, 3);
    expect(percentOf(await figure(page, t.relationship))).toBeGreaterThan(foalCoefficient);

    // The common ancestors, each linked to its page, with its place in the foal's pedigree as hers reads.
    const ancestors = page.getByRole("table", { name: t.ancestorsCaption });
    const kung = ancestors.getByRole("row").filter({ hasText: "Pub Kung Vinter" });
    await expect(kung.getByRole("cell").nth(2)).toHaveText("2S x 2D");
    await expect(ancestors.getByRole("row").filter({ hasText: "Pub Gamle Nord" }).getByRole("cell").nth(2)).toHaveText(
      "3S x 3S x 3D",
    );
    const shares = await ancestors.locator("tbody td.num").allInnerTexts();
    const sum = shares.map(percentOf).reduce((total, share) => total + share, 0);
    expect(sum).toBeCloseTo(foalCoefficient, 2);
    await expectNoAxeViolations(page);

    await kung.getByRole("link", { name: "Pub Kung Vinter" }).click();
    await page.waitForURL(horseUrl("Pub Kung Vinter"));
    // An ancestor's page links to the page too.
    await expect(page.getByRole("link", { name: texts.kinshipLinks.compare })).toHaveAttribute(
      "href",
      "/breeding/kinship?a=Pub%20Kung%20Vinter",
    );
  });

  test("works without JavaScript at 390 px: the form alone, then a horse with itself", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const response = await page.goto("/breeding/kinship");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
    await expect(page.locator("dl.kinship-figures")).toHaveCount(0);
    await fitsThePhone(page);

    // An ancestor only in the pedigrees, twice: R = 100 %, f = ½(1 + F) = 50 % for a founder.
    await page.getByLabel(t.firstHorse).fill("Pub Ljusa");
    await page.getByLabel(t.secondHorse).fill("pub ljusa");
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForURL((url) => url.searchParams.get("b") === "pub ljusa");
    await expectFigures(page);
    expect(await figure(page, t.relationship)).toBe("100\u00a0%");
    expect(await figure(page, t.kinship)).toBe("50\u00a0%");
    const row = page.getByRole("table", { name: t.ancestorsCaption }).getByRole("row").filter({ hasText: "Pub Ljusa" });
    await expect(row.getByRole("cell")).toHaveText(["Pub Ljusa", "50\u00a0%", "1S x 1D"]);
    await fitsThePhone(page);
    await context.close();
  });

  test("an unknown name answers 404, saying which, with the form filled in; at 390 px, axe", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const response = await page.goto(`/breeding/kinship?a=${encodeURIComponent("Pub Örn")}&b=Ingen%20S%C3%A5dan`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText(texts.kinshipErrors.unknownHorse("Ingen Sådan"));
    await expect(page.getByLabel(t.firstHorse)).toHaveValue("Pub Örn");
    await expect(page.getByLabel(t.secondHorse)).toHaveValue("Ingen Sådan");
    await expect(page.locator("dl.kinship-figures")).toHaveCount(0);
    await fitsThePhone(page);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("hostile input is inert or refused; unknown parameters are redirected away", async ({ page, request }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const script = "<script>alert(1)</script>";
    const response = await page.goto(`/breeding/kinship?a=${encodeURIComponent(script)}&b=Pub%20Ljusa`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText(texts.kinshipErrors.unknownHorse(script));
    await expect(page.getByLabel(t.firstHorse)).toHaveValue(script);
    expect(dialogs).toBe(0);

    const nul = await request.get("/breeding/kinship?a=Pub%00Ljusa&b=Pub%20Ljusa");
    expect(nul.status()).toBe(400);
    expect(await nul.text()).toContain(texts.kinshipErrors.forbiddenCharacter);
    const huge = await request.get(`/breeding/kinship?a=${"x".repeat(5_000)}&b=Pub%20Ljusa`);
    expect(huge.status()).toBe(400);
    expect(await huge.text()).toContain(texts.kinshipErrors.tooLong);

    const moved = await request.get("/breeding/kinship?a=Pub%20Ljusa&z=1", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/breeding/kinship?a=Pub%20Ljusa");
  });
});
