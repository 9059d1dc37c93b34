import { expect, test, type Browser, type Page } from "@playwright/test";
import { coiReading } from "#domain";
import * as catalogue from "#domain/texts";
import { E2E_ADMIN, expectNoAxeViolations, signIn, spawnServer, type SpawnedServer } from "./support";

// The season plan (/admin/season). Fixture horses (tests/e2e/fixtures/breeding.json, coverings.json):
// Avel Månsken and Avel Stjärnglans both carry overo (nO), so that pair risks OO and is never
// planned; Avel Vårbris is a youngster, no default mare. Saving writes coverings, so it runs on a
// server of its own (the coverings journeys count theirs).
const t = catalogue.season;
const PHONE = { width: 390, height: 844 };
const MARES = ["Avel Månsken", "Bet Märta", "Bet Sigrid"];
const STALLIONS = ["Avel Stjärnglans", "Bet Hingst", "Bet Fale"];

const query = (mares: readonly string[], stallions: readonly string[], extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ sent: "1" });
  for (const mare of mares) params.append("mare", mare);
  for (const stallion of stallions) params.append("stallion", stallion);
  for (const [name, value] of Object.entries(extra)) params.append(name, value);
  return `/admin/season?${params}`;
};

const planRow = (page: Page, mare: string) =>
  page.locator("table.season-table tbody tr").filter({ has: page.getByRole("rowheader", { name: mare, exact: true }) });

/** The plan's stallion per mare, as the table shows it. */
async function planOf(page: Page, mares: readonly string[]) {
  const plan = new Map<string, string>();
  for (const mare of mares) plan.set(mare, await planRow(page, mare).locator("td").first().innerText());
  return plan;
}

/** The page scrolls not sideways: wide tables scroll in their frames. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The file's lines, after checking its type and byte order mark. */
async function fileLines(page: Page, path: string) {
  const file = await page.request.get(path);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("text/csv");
  expect(file.headers()["content-disposition"]).toContain("attachment");
  const body = await file.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return body.toString("utf8").slice(1).trimEnd().split("\r\n");
}

const HEADER = "Sto;Hingst;Gren;Nivå;Chans;Förväntad poäng;Inavelsgrad;Risk OO";

test.describe("season plan with JavaScript at 390 px", () => {
  test.use({ viewport: PHONE });

  test("the defaults, a plan within its limits, a goal changed as the mates list counts it, and the file", async ({
    page,
  }) => {
    await signIn(page);
    // A stud's whole choice travels in the address: each mare with her goal (here 300 of them, about
    // 30 KB, past Node's default limit of 16 KB for a request's head) still gets its plan.
    const many = Array.from({ length: 100 }, () => MARES).flat();
    const goals = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [
        [`discipline.Sto nummer ${i}`, "Allround"],
        [`level.Sto nummer ${i}`, "Lätt A"],
      ]).flat(),
    );
    const long = query(many, STALLIONS, goals);
    expect(long.length).toBeGreaterThan(24_000);
    expect((await page.request.get(long)).status()).toBe(200);
    await page.goto("/admin/season");
    await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
    // The defaults: broodmares of 3 or more, every stallion, 3 per stallion, 6.25 %.
    const mares = page.getByRole("group", { name: t.mares });
    await expect(mares.getByRole("checkbox", { name: "Avel Månsken" })).toBeChecked();
    await expect(mares.getByRole("checkbox", { name: "Avel Vårbris" })).not.toBeChecked();
    await expect(
      page.getByRole("group", { name: t.stallions }).getByRole("checkbox", { name: "Bet Fale" }),
    ).toBeChecked();
    await expect(page.getByLabel(t.perStallion)).toHaveValue("3");
    await expect(page.getByLabel(t.maxCoi)).toHaveValue("6,25");
    await expect(page.getByRole("table", { name: t.compareCaption })).toBeVisible();

    await page.goto(query(MARES, STALLIONS, { perStallion: "1" }));
    const plan = await planOf(page, MARES);
    expect(plan.get("Avel Månsken")).not.toBe("Avel Stjärnglans");
    const used = [...plan.values()].filter((stallion) => STALLIONS.includes(stallion));
    expect(new Set(used).size).toBe(used.length);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // A goal of her own: jumping at the second level.
    const goal = page.getByRole("group", { name: "Bet Märta" });
    await goal.getByLabel(t.discipline).selectOption("Hoppning");
    await expect(goal.getByLabel(t.level)).toHaveValue("");
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForURL(/discipline\.Bet\+M%C3%A4rta=Hoppning/);
    const row = planRow(page, "Bet Märta");
    await expect(row.locator("td").nth(1)).toContainText("i Hoppning");
    const [level] = (await row.locator("td").nth(1).innerText()).split(" i ");
    const stallion = await row.locator("td").first().innerText();
    const chance = await row.locator("td").nth(2).innerText();
    const coi = await row.locator("td").nth(4).innerText();
    // The figure, and its plain reading beside it.
    const [, figure, reading] = coi.match(/^([\d,]+)\s%\s*(\S+)$/)!;
    expect(reading).toBe(catalogue.coiReadings.words[coiReading(parseFloat(figure!.replace(",", ".")) / 100)]);

    // The file: exactly these columns, her row with the figures of the mates list.
    const lines = await fileLines(page, `${page.url()}&format=csv`);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(MARES.length + 1);
    const line = lines.find((l) => l.startsWith("Bet Märta;"))!;
    expect(line).toMatch(
      new RegExp(`^Bet Märta;${stallion};Hoppning;${level};\\d,\\d{6};\\d+,\\d\\d;\\d,\\d{6};0,000000$`),
    );

    await page.goto(
      `/breeding/mates?mare=${encodeURIComponent("Bet Märta")}&discipline=Hoppning&level=${encodeURIComponent(level!)}`,
    );
    const listed = page
      .locator("table.mates-table tbody tr")
      .filter({ has: page.getByRole("rowheader", { name: stallion }) });
    await expect(listed.locator("td").nth(1)).toHaveText(coi);
    await expect(listed.locator("td").nth(4)).toHaveText(chance);
  });

  test("every planned foal's coefficient and each plan's mean in plain words", async ({ page }) => {
    // tests/e2e/fixtures/mates.json: Stam Hingst's half sister (their foal ⅛) and a mare unrelated
    // to him (0); his full sister's foal (¼) is over the limit.
    await signIn(page);
    await page.goto(
      query(["Stam Syster", "Stam Halvsyster", "Stam Främling"], ["Stam Hingst"], { perStallion: "3", maxCoi: "12,5" }),
    );
    await expect(planRow(page, "Stam Halvsyster").locator("td").nth(4)).toHaveText(/^12,5\s%\s*hög$/);
    await expect(planRow(page, "Stam Främling").locator("td").nth(4)).toHaveText(/^0\s%\s*låg$/);
    await expect(planRow(page, "Stam Syster").locator("td").nth(4)).toHaveText("");
    // The mean of ⅛ and 0, the same in all three plans: 6,25 %, måttlig.
    const means = page.getByRole("table", { name: t.compareCaption }).getByRole("row", { name: t.meanCoi });
    await expect(means.locator("td")).toHaveText([/^6,25\s%\s*måttlig$/, /^6,25\s%\s*måttlig$/, /^6,25\s%\s*måttlig$/]);
    await expectNoAxeViolations(page);
  });

  test("a mare without an allowed stallion says why, in the table and the file; wrong choices answer 400", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(query(["Avel Månsken"], ["Avel Stjärnglans"]));
    await expect(planRow(page, "Avel Månsken").locator("td").first()).toHaveText(t.unplanned.excluded(0, 1));
    const lines = await fileLines(page, `${page.url()}&format=csv`);
    expect(lines).toEqual([HEADER, expect.stringMatching(/^Avel Månsken;;Allround;[^;]+;;;;$/)]);

    for (const [path, message] of [
      [query(["Avel Stjärnglans"], STALLIONS), catalogue.seasonErrors.notMare("Avel Stjärnglans")],
      [query(MARES, ["Ingen Sådan"]), catalogue.seasonErrors.unknownStallion("Ingen Sådan")],
      [query(MARES, STALLIONS, { perStallion: "0" }), catalogue.seasonErrors.invalidPerStallion],
      [query(MARES, STALLIONS, { maxCoi: "abc" }), catalogue.seasonErrors.invalidMaxCoi],
      [
        query(MARES, STALLIONS, { "level.Bet Märta": "Guld" }),
        catalogue.seasonErrors.unknownLevel("Bet Märta", "Guld", "Allround"),
      ],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByRole("alert")).toContainText(message);
      await expect(page.getByRole("button", { name: t.submit })).toBeVisible();
      // The file of wrong choices goes back to the page, which says why.
      const file = await page.request.get(`${path}&format=csv`);
      expect(file.headers()["content-type"]).toContain("text/html");
    }
    const none = await page.goto(query([], STALLIONS));
    expect(none?.status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveText(t.noMares);
    await expectNoAxeViolations(page);
  });

  test("without a session the page, its file and its button are refused; another site's post too", async ({
    page,
    request,
  }) => {
    for (const path of ["/admin/season", "/admin/season?format=csv", "/admin/season.csv"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
    }
    const post = await request.post("/admin/season", {
      form: { stallion: "Bet Hingst", mare: "Bet Märta" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    await signIn(page);
    const crossSite = await page.request.post("/admin/season", {
      form: { stallion: "Bet Hingst", mare: "Bet Märta" },
      headers: { Origin: "http://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
  });
});

test.describe("season plan without JavaScript at 390 px", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("checkboxes, limits and a goal by plain form, the plan and its file", async ({ page }) => {
    await signIn(page);
    await page.goto(query(MARES, STALLIONS));
    await page.getByRole("group", { name: t.mares }).getByRole("checkbox", { name: "Bet Sigrid" }).uncheck();
    await page.getByLabel(t.perStallion).fill("1");
    await page.getByLabel(t.maxCoi).fill("12,5");
    await page.getByRole("group", { name: "Avel Månsken" }).getByLabel(t.discipline).selectOption("Dressyr");
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForURL(/perStallion=1/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll("mare")).toEqual(["Avel Månsken", "Bet Märta"]);
    expect(url.searchParams.get("maxCoi")).toBe("12,5");
    await expect(page.locator("table.season-table tbody tr")).toHaveCount(2);
    await expect(planRow(page, "Avel Månsken").locator("td").nth(1)).toContainText("i Dressyr");
    const plan = await planOf(page, ["Avel Månsken", "Bet Märta"]);
    expect(plan.get("Avel Månsken")).not.toBe(plan.get("Bet Märta"));
    // (Axe runs in the page's JavaScript: the journeys with it check this page.)
    await expectNoSidewaysScroll(page);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: t.download }).click();
    expect((await download).suggestedFilename()).toBe(t.fileName);
  });
});

test.describe("saving a season plan as planned coverings", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await spawnServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  // Demo horses: the server of its own holds the demo stud only.
  const DEMO_MARES = ["Snöflingans Kornblixt", "Snöflingans Smörblomma", "Lemwell Cariad"];
  const DEMO_STALLIONS = ["Maelor Dafydd", "Snöflingans Rosenkung", "Tyreos Brenin"];

  async function signedIn(browser: Browser, javaScriptEnabled: boolean) {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel("E-postadress").fill(E2E_ADMIN.email);
    await page.getByLabel("Lösenord").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Logga in" }).click();
    await page.waitForURL(/\/admin(\/|$|\?)/);
    return { context, page };
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? "with" : "without"} JavaScript: the plan's pairs saved once, saved again as the same coverings`, async ({
      browser,
    }) => {
      const { context, page } = await signedIn(browser, javaScriptEnabled);
      const mares = javaScriptEnabled ? DEMO_MARES.slice(0, 2) : DEMO_MARES.slice(2);
      await page.goto(`${server.url}${query(mares, DEMO_STALLIONS)}`);
      const planned = [...(await planOf(page, mares)).values()].filter((stallion) => DEMO_STALLIONS.includes(stallion));
      expect(planned).toHaveLength(mares.length);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status")).toHaveText(t.saved(mares.length, 0));
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status")).toHaveText(t.saved(0, mares.length));
      await page.goto(`${server.url}/admin/history`);
      await expect(page.getByText(t.saveSubject(mares.length)).first()).toBeVisible();
      await context.close();
    });
  }
});
