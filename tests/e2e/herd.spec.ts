import { expect, test, type Page } from "@playwright/test";
import { coiReading } from "#domain";
import * as texts from "#domain/texts";
import { expectNoAxeViolations } from "./support";

const LABELS = [
  "Medelinavelsgrad",
  "Effektivt antal grundare (f_e)",
  "Effektivt antal förfäder (f_a)",
  "Stamtavlans fullständighet",
  "Referenshästar",
  "Grundare",
];

async function expectHerdPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Stuteriets genetik" })).toBeVisible();
  await expect(page.locator("dl.herd-figures dt")).toHaveText(LABELS);
  // Every figure has its value and one sentence of what it means.
  for (const figure of await page.locator("dl.herd-figures dd").all()) {
    await expect(figure.locator(".value")).not.toHaveText("–");
    await expect(figure.locator(".help")).not.toBeEmpty();
  }
  await expect(
    page.getByRole("img", { name: "Stapeldiagram: antal hästar per intervall av inavelsgrad" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Stapeldiagram: medelinavelsgrad per generation" })).toBeVisible();
  const ancestors = page.getByRole("img", {
    name: "Stapeldiagram: de tio förfäder som bidragit mest till stuteriets gener",
  });
  await expect(ancestors).toBeVisible();
  // The numbers behind each chart are in a table too: ten ancestors, each a link to its page.
  const table = page.getByRole("table", { name: "De förfäder som bidragit mest" });
  await expect(table.getByRole("row")).toHaveCount(11);
  await expect(table.getByRole("link")).toHaveCount(10);
  // Mean kinship: the ten lowest and the ten highest, each a link to its page, with what it means.
  await expect(page.getByRole("heading", { level: 2, name: "Medelsläktskap" })).toBeVisible();
  await expect(page.getByText(/de med lägst medelsläktskap bär stuteriets ovanligaste gener/)).toBeVisible();
  for (const name of ["Lägst medelsläktskap", "Högst medelsläktskap"]) {
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    const list = page.getByRole("table", { name });
    await expect(list.getByRole("row")).toHaveCount(11);
    await expect(list.getByRole("link")).toHaveCount(10);
    // Each figure with its plain reading, as a foal's coefficient is read.
    for (const cell of await list.locator("tbody td").all())
      await expect(cell).toHaveText(/^\d+(,\d+)?\s%\s*(låg|måttlig|hög)$/);
  }
}

/** A figure of the spreadsheet file (decimal comma) as a number. */
const fraction = (field: string) => parseFloat(field.replace(",", "."));

test.describe("the herd's genetics", () => {
  test("opens from the planner, shows its figures and charts, and leads to an ancestor's page", async ({ page }) => {
    await page.goto("/breeding");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Stuteriets genetik/ })
      .click();
    await page.waitForURL("/breeding/herd");
    await expect(page).toHaveTitle("Snöfligan");
    await expectHerdPage(page);
    await expectNoAxeViolations(page);

    const first = page.getByRole("table", { name: "De förfäder som bidragit mest" }).getByRole("link").first();
    const name = await first.innerText();
    await first.click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/horse/${name}`);
  });

  test("works without JavaScript, from the footer of the home page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Stuteriets genetik" }).click();
    await page.waitForURL("/breeding/herd");
    await expectHerdPage(page);
    await context.close();
  });

  test("fits a 390 px wide phone", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/breeding/herd");
    await expectHerdPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("gives a spreadsheet file whose coefficients are the horse pages' and whose mean kinship the lists show", async ({
    page,
    request,
  }) => {
    const response = await request.get("/breeding/herd?format=csv");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toContain("stuteriets-genetik.csv");
    const bytes = await response.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(header).toBe("Häst;Inavelsgrad;Fullständighet;Generation;Medelsläktskap");
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row).toMatch(/^.+;[01],\d{6};[01],\d{6};\d*;[01],\d{6}$/);
    const fields = rows.map((row) => row.split(";"));
    // A horse's kinship with itself, ½(1 + F), is one of the N it is the mean of.
    for (const [, coefficient, , , mean] of fields)
      expect(fraction(mean)).toBeGreaterThanOrEqual((1 + fraction(coefficient)) / 2 / rows.length - 1e-6);

    // The page's lists: the lowest and the highest of the file's column, in its order.
    await page.goto("/breeding/herd");
    const byMean = fields.map((f) => fraction(f[4])).sort((a, b) => a - b);
    for (const [list, expected] of [
      ["Lägst medelsläktskap", byMean.slice(0, 10)],
      ["Högst medelsläktskap", byMean.reverse().slice(0, 10)],
    ] as const) {
      const shown = await page.getByRole("table", { name: list }).locator("tbody tr").all();
      for (const [i, row] of shown.entries()) {
        const name = await row.getByRole("link").innerText();
        const [, , , , mean] = fields.find((f) => f[0] === name)!;
        expect(fraction(mean)).toBe(expected[i]);
        const word = texts.coiReadings.words[coiReading(fraction(mean))];
        await expect(row.locator("td")).toHaveText(new RegExp(`%\\s*${word}$`));
      }
    }

    // The most inbred horse: its page shows the same coefficient, as a percentage.
    const [name, coefficient] = fields.sort((a, b) => fraction(b[1]) - fraction(a[1]))[0];
    const percent = fraction(coefficient) * 100;
    expect(percent).toBeGreaterThan(0);
    await page.goto(`/horse/${encodeURIComponent(name)}`);
    const shown = await page.locator(".inbreeding .coi").innerText();
    expect(parseFloat(shown.replace(/[^\d,]/g, "").replace(",", "."))).toBeCloseTo(percent, 3);
  });

  test("an unknown format gets a clear message, with status 400, and a link to the page", async ({ page }) => {
    const response = await page.goto("/breeding/herd?format=xml");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(/Okänt format/);
    // Refused before the figures are computed: none shown, the link leads to them.
    await expect(page.locator("dl.herd-figures")).toHaveCount(0);
    await page.getByRole("link", { name: "Visa stuteriets genetik" }).click();
    await expectHerdPage(page);
  });
});
