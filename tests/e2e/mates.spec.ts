import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

// Fixture horses (tests/e2e/fixtures/breeding.json): Avel Stjärnglans × Avel Månsken are half
// first cousins (F = 3,125 %, one common ancestor, Avel Kungen) and both carry overo (nO).
const STALLION = "Avel Stjärnglans";
const MARE = "Avel Månsken";
const MARE_LIST = `/breeding/mates?mare=${encodeURIComponent(MARE)}`;

const row = (page: Page, name: string) => page.locator("table.mates-table tbody tr", { has: page.getByText(name) });

test.describe("mates list", () => {
  test("from the planner to the mare's ranked stallions, and back to the planner with a fixed seed", async ({
    page,
  }) => {
    await page.goto(`/breeding?stallion=${encodeURIComponent(STALLION)}&mare=${encodeURIComponent(MARE)}&seed=7`);
    // The planner's outcome table: every discipline, levels summing to 100 %.
    const outcome = page.locator("section.foal-outcome");
    await expect(outcome.getByRole("heading", { name: "Vad paret kan ge" })).toBeVisible();
    await expect(outcome.locator(".outcome-disciplines > section")).toHaveCount(9);

    await page.getByRole("link", { name: `Alla hingstar till ${MARE}, rangordnade` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Hingstar till ${MARE}` })).toBeVisible();
    const pair = row(page, STALLION);
    await expect(pair.locator("td").nth(0)).toHaveText("D");
    await expect(pair.locator("td").nth(1)).toHaveText("3,125 % låg");
    // The foal's pedigree: the share of known ancestors over 5 generations, complete generations.
    await expect(pair.locator("td").nth(2)).toHaveText(/^\d+\s%$/);
    await expect(pair.locator("td").nth(3)).toHaveText(/^\d+$/);
    await expect(pair.locator("td").last().getByRole("link")).toHaveAccessibleName(`Planera ${STALLION} × ${MARE}`);
    // OO: a quarter of this pair's foals.
    await expect(pair.locator("td").nth(6)).toHaveText("25 %");
    await expectNoAxeViolations(page);

    await pair.getByRole("link", { name: `Planera ${STALLION} × ${MARE}` }).click();
    await page.waitForURL(/\/breeding\?.*seed=\d+/);
    const seed = new URL(page.url()).searchParams.get("seed");
    await page.goBack();
    await row(page, STALLION)
      .getByRole("link", { name: /^Planera/ })
      .click();
    await page.waitForURL(/\/breeding\?.*seed=\d+/);
    expect(new URL(page.url()).searchParams.get("seed")).toBe(seed);
  });

  test("choices, sorting and the spreadsheet file", async ({ page, request }) => {
    await page.goto(MARE_LIST);
    await page.getByLabel("Gren").selectOption("Hoppning");
    await page.getByLabel("Sortera efter", { exact: true }).selectOption("coi");
    await page.getByRole("button", { name: "Visa" }).click();
    await page.waitForURL(/discipline=Hoppning/);
    await expect(page.locator(".mates-summary")).toContainText("i Hoppning");
    const cois = await page.locator("table.mates-table tbody tr td:nth-of-type(2)").allInnerTexts();
    const values = cois.map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    // A column heading sorts by name.
    await page.getByRole("link", { name: "Sortera efter hingst" }).click();
    await page.waitForURL(/sort=name/);

    // The page names what the file's chance is for.
    await expect(page.locator("#mates-file-note")).toContainText("minst");
    await expect(page.locator("#mates-file-note")).toContainText("i Hoppning på stegen för höjdklass C");

    const file = await request.get(`${MARE_LIST}&format=csv&discipline=Hoppning&level=100+cm`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("text/csv");
    expect(file.headers()["content-disposition"]).toContain("attachment");
    // Its name names the choices.
    expect(decodeURIComponent(file.headers()["content-disposition"]!)).toContain(
      "filename*=UTF-8''hingstar-till-Avel-Månsken-Hoppning-minst-100-cm-höjdklass-C.csv",
    );
    const body = await file.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Hingst;Ålder;Hingstens sektion;Nära släkt;Sektion;Inavelsgrad;Kända förfäder (5 gen.);Fullständiga generationer;Gren;Nivå;Höjdklass;Chans;Förväntad poäng;Risk OO;Planerare",
    );
    const line = lines.find((l) => l.startsWith(`${STALLION};`))!;
    // The planner link absolute: the request's own address (no PUBLIC_URL here).
    expect(line).toMatch(
      /^Avel Stjärnglans;9;D;;D;0,031250;[01],\d{6};\d+;Hoppning;100 cm;C;\d,\d{6};\d+,\d\d;0,250000;http:\/\/localhost:\d+\/breeding\?stallion=/,
    );
  });

  test("wrong choices get the form back with a Swedish message and 400; an unknown horse 404", async ({ page }) => {
    for (const [query, message] of [
      [`mare=${encodeURIComponent(STALLION)}`, `${STALLION} är en hingst`],
      [`mare=${encodeURIComponent(MARE)}&discipline=Polo`, "Det finns ingen gren som heter ”Polo”"],
      [`mare=${encodeURIComponent(MARE)}&level=Guld`, "Nivån ”Guld” finns inte i Allround"],
      [`mare=${encodeURIComponent(MARE)}&page=-1`, "Sidnumret ska vara ett heltal"],
      [`mare=${encodeURIComponent(MARE)}&maxCoi=abc`, "Ange högsta inavelsgrad i procent"],
    ] as const) {
      const response = await page.goto(`/breeding/mates?${query}`);
      expect(response?.status(), query).toBe(400);
      await expect(page.getByRole("alert")).toContainText(message);
      await expect(page.getByRole("button", { name: "Visa" })).toBeVisible();
    }
    const unknown = await page.goto("/breeding/mates?mare=Ingen%20s%C3%A5dan");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText("Det finns inget sto att välja som heter ”Ingen sådan”");
    await expectNoAxeViolations(page);
  });

  test("a stallion's horse page links to his mares", async ({ page }) => {
    await page.goto(`/horse/${encodeURIComponent(STALLION)}`);
    await page.getByRole("link", { name: `Alla ston till ${STALLION}, rangordnade` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Ston till ${STALLION}` })).toBeVisible();
    await expect(row(page, MARE).locator("td").nth(1)).toHaveText("3,125 % låg");
  });
});

test.describe("mates list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form, sorting links and pages work as plain HTML", async ({ page }) => {
    await page.goto(MARE_LIST);
    await page.getByLabel("Gren").selectOption("Dressyr");
    await page.getByRole("button", { name: "Visa" }).click();
    await page.waitForURL(/discipline=Dressyr/);
    await expect(page.locator(".mates-summary")).toContainText("i Dressyr");
    await page.getByRole("link", { name: "Sortera efter inavelsgrad" }).click();
    await page.waitForURL(/sort=coi/);
    await expect(page.getByRole("link", { name: "Sortera efter inavelsgrad" })).toHaveCount(0);
  });
});

test.describe("mates list at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the table scrolls in its frame, the page does not", async ({ page }) => {
    await page.goto(MARE_LIST);
    await expect(row(page, STALLION)).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

// Avel Vårbris (tests/e2e/fixtures/breeding.json) is a Welsh Mountain mare, 112 cm: height class B.
const PONY = "Avel Vårbris";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`levels on one height class's ladder at 390 px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("the mates list offers the horse's own class's levels, another class when chosen; the planner's table one ladder", async ({
      page,
    }) => {
      test.slow();
      await page.goto(`/breeding/mates?mare=${encodeURIComponent(PONY)}&discipline=Dressyr`);
      const ladder = page.getByLabel("Nivåer för höjdklass");
      await expect(ladder).toHaveValue("B");
      await expect(ladder.locator("option:checked")).toHaveText("B (hästens egen)");
      const levels = page.getByLabel("Lägst nivå");
      await expect(levels.locator("option")).toHaveText([
        "Hästens egen nivå",
        "Lätt C",
        "Lätt B",
        "Lätt A",
        "Lätt A:P0",
        "Lätt A:P1",
        "Lätt A:P2",
      ]);
      await expect(page.locator(".mates-summary")).toContainText("på stegen för höjdklass B");
      // axe runs in the page: with JavaScript (the HTML is the same without).
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      // Another class's ladder, chosen in the form: Häst, never "Horse", and its levels.
      await ladder.selectOption({ label: "Häst" });
      await page.getByRole("button", { name: "Visa" }).click();
      await page.waitForURL(/heightClass=Horse/);
      await expect(page.getByLabel("Lägst nivå").locator("option")).toContainText(["Grand Prix"]);
      await expect(page.locator(".mates-summary")).toContainText("på stegen för höjdklass Häst");
      await expect(page.locator("body")).not.toContainText("Horse");

      // A level her own ladder does not have.
      const refused = await page.goto(
        `/breeding/mates?mare=${encodeURIComponent(PONY)}&discipline=Dressyr&level=Grand%20Prix`,
      );
      expect(refused?.status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText("Nivån ”Grand Prix” finns inte i Dressyr för höjdklass B.");
      await expect(page.getByLabel("Lägst nivå").locator("option")).not.toContainText(["Grand Prix"]);

      // The planner: this pair's foals are all class D (140–146 cm), its levels read on D's ladder.
      await page.goto(`/breeding?${new URLSearchParams({ stallion: STALLION, mare: MARE, seed: "42" })}`);
      const outcome = page.locator("section.foal-outcome");
      await expect(outcome.getByLabel("Nivåer för höjdklass")).toHaveValue("D");
      await expect(outcome.getByRole("list", { name: "Nivåer i Dressyr, höjdklass D" })).toBeVisible();
      await expect(outcome).toContainText("stegen för höjdklass D");
      await outcome.getByLabel("Nivåer för höjdklass").selectOption("Horse");
      await outcome.getByRole("button", { name: "Visa nivåerna" }).click();
      await page.waitForURL(/heightClass=Horse/);
      const dressyr = outcome.getByRole("list", { name: "Nivåer i Dressyr, höjdklass Häst" });
      await expect(dressyr).toBeVisible();
      // Only the Horse ladder's labels: no pony level among them.
      await expect(dressyr.locator(".chart-bar-label")).not.toContainText(["Lätt A:P0"]);
      await expect(page.locator("section.foal")).not.toContainText("Horse");
      // axe runs in the page: with JavaScript (the HTML is the same without).
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

// A Welsh Mountain stallion among his family (tests/e2e/fixtures/mates.json): his dam, a full and a
// half sister, a daughter, an unrelated mare and a yearling, all with the same stats and height, so
// every chance is the same. Their foals are section A: the list of A foals fits one page.
const FAMILY_LIST = `/breeding/mates?stallion=${encodeURIComponent("Stam Hingst")}&section=a`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`close relatives and young horses at 390 px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("relatives marked, ties by lower inbreeding, each mare's age and section; the young and the relatives by choice", async ({
      page,
    }) => {
      test.slow();
      await page.goto(FAMILY_LIST);
      const names = page.locator("table.mates-table tbody th a", { hasText: /^Stam / });
      // Equal chances: the unrelated mare first, then by inbreeding (12,5 %, then 25 % by name).
      await expect(names).toHaveText(["Stam Främling", "Stam Halvsyster", "Stam Dotter", "Stam Modern", "Stam Syster"]);
      await expect(page.locator("table.mates-table tbody th", { hasText: /^Stam / })).toHaveText([
        /^Stam Främling\s*Sektion A, 9\u00a0år$/,
        /^Stam Halvsyster\s*Sektion A, 5\u00a0år\s*Halvsyster$/,
        /^Stam Dotter\s*Sektion A, 4\u00a0år\s*Dotter$/,
        /^Stam Modern\s*Sektion A, 18\u00a0år\s*Mor$/,
        /^Stam Syster\s*Sektion A, 6\u00a0år\s*Helsyster$/,
      ]);
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await page.getByLabel("Ta med hästar under 3 år").check();
      await page.getByRole("button", { name: "Visa" }).click();
      await page.waitForURL(/young=include/);
      await expect(names).toContainText(["Stam Fölet"]);

      await page.getByLabel(/Utan nära släkt/).check();
      await page.getByRole("button", { name: "Visa" }).click();
      await page.waitForURL(/relatives=exclude/);
      // Swedish order at equal figures: ö after r.
      await expect(names).toHaveText(["Stam Främling", "Stam Fölet"]);
      // The choices are kept by the sorting links.
      await page.getByRole("link", { name: "Sortera efter inavelsgrad" }).click();
      await page.waitForURL(/sort=coi/);
      expect(new URL(page.url()).searchParams.get("relatives")).toBe("exclude");
      await expect(page.getByLabel(/Utan nära släkt/)).toBeChecked();
      if (javaScriptEnabled) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the name field at 390 px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("takes what the site search takes: a piece of a name, accents and case folded; several names a choice", async ({
      page,
    }) => {
      test.slow();
      // A piece of one mare's name (demo stud: Penllyn Gwen).
      const piece = await page.goto("/breeding/mates?mare=Penllyn");
      expect(piece?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Hingstar till Penllyn Gwen" })).toBeVisible();
      await expect(page.getByLabel("Sto", { exact: true })).toHaveValue("Penllyn Gwen");
      // Without accents.
      await page.goto(`/breeding/mates?stallion=${encodeURIComponent("snoflingans askvigg")}`);
      await expect(page.getByRole("heading", { level: 1, name: "Ston till Snöflingans Åskvigg" })).toBeVisible();

      // Several mares: a choice, each a link to her list.
      await page.goto(MARE_LIST);
      const field = page.getByLabel("Sto", { exact: true });
      if (javaScriptEnabled) {
        // Names suggested as typed, as the other name fields do.
        await field.fill("");
        await field.pressSequentially("penll");
        await expect(page.locator('#mates-horse-names option[value="Penllyn Gwen"]')).toHaveCount(1);
      }
      await field.fill("SNOFLINGANS");
      await page.getByRole("button", { name: "Visa" }).click();
      await page.waitForURL(/mare=SNOFLINGANS/);
      const choice = page.getByRole("region", { name: /ston har ”SNOFLINGANS” i namnet\. Välj ett:/ });
      await expect(choice).toBeVisible();
      await expect(choice.getByRole("link", { name: "Snöflingans Smörblomma" })).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await choice.getByRole("link", { name: "Snöflingans Smörblomma" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Hingstar till Snöflingans Smörblomma" })).toBeVisible();
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`coefficients in plain words at 390 px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("låg, måttlig or hög beside every coefficient; a high one warned of at the top of the planned foal", async ({
      page,
    }) => {
      test.slow();
      // Full siblings (tests/e2e/fixtures/mates.json): their foal's coefficient is 25 %.
      await page.goto(`/breeding?${new URLSearchParams({ stallion: "Stam Hingst", mare: "Stam Syster", seed: "3" })}`);
      const foal = page.locator("section.foal");
      const warning = foal.getByRole("note").filter({ hasText: "Varning: fölets inavelsgrad är 25" });
      await expect(warning).toContainText("hög (från 12,5");
      // Near the top: above the foal's facts, not only far down with the figure.
      const [warned, facts] = await Promise.all([warning.boundingBox(), foal.locator("dl.foal-facts").boundingBox()]);
      expect(warned!.y).toBeLessThan(facts!.y);
      await expect(foal.locator(".inbreeding .coi")).toHaveText(/^Inavelsgrad: 25\s%\s*hög$/);
      await expect(warning.getByRole("link")).toHaveAttribute("href", "#foal-inbreeding");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      // An unrelated pair: no warning.
      await page.goto(
        `/breeding?${new URLSearchParams({ stallion: "Stam Hingst", mare: "Stam Främling", seed: "3" })}`,
      );
      await expect(page.locator("section.foal .inbreeding .coi")).toHaveText(/^Inavelsgrad: 0\s%\s*låg$/);
      await expect(page.getByText("Varning: fölets inavelsgrad")).toHaveCount(0);

      // The mates list, the relationship page, a horse page and the herd page.
      await page.goto(FAMILY_LIST);
      const cell = (name: string) =>
        page
          .locator("table.mates-table tbody tr", { has: page.getByRole("link", { name, exact: true }) })
          .locator("td")
          .nth(1);
      await expect(cell("Stam Syster")).toHaveText("25 % hög");
      await expect(cell("Stam Halvsyster")).toHaveText("12,5 % hög");
      await expect(cell("Stam Främling")).toHaveText("0 % låg");
      await page.goto(`/breeding/kinship?${new URLSearchParams({ a: "Stam Hingst", b: "Stam Halvsyster" })}`);
      await expect(page.locator("dl.kinship-figures > div", { hasText: "Inavelsgrad hos ett föl" })).toContainText(
        /12,5\s%\s*hög/,
      );
      await expect(page.getByRole("row", { name: /Stam Hingst/ })).toContainText(/0\s%\s*låg/);
      await page.goto(`/horse/${encodeURIComponent("Stam Hingst")}`);
      await expect(page.locator(".inbreeding .coi")).toHaveText(/^Inavelsgrad: 0\s%\s*låg$/);
      await page.goto("/breeding/herd");
      await expect(page.locator("dl.herd-figures > div").first()).toContainText(/\d\s%\s*(låg|måttlig|hög)/);
    });
  });
}
