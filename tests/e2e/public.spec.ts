import { expect, test, type Page } from "@playwright/test";
import { NOT_FOUND_RETURN_MS } from "#app/components/not-found-view";
import * as texts from "#domain/texts";
import { expectNoAxeViolations, holdData, ribbonsInView } from "./support";

const t = texts.public;
const h = texts.horse;
const tabTexts = texts.horseTabs;
const ASA = "Pub Åsa Ängsöga";
const horseUrl = (name: string) => `/horse/${encodeURIComponent(name)}`;
/** Pub Åsa Ängsöga's ribbons in their order (tests/e2e/fixtures/public.json). */
const RIBBONS = [
  "1:a Pub Rosett Ett",
  "2:a Pub Rosett Två",
  "3:e Pub Rosett Tre",
  "4:e Pub Rosett Fyra",
  "5:e Pub Rosett Fem",
  "6:e Pub Rosett Sex",
  "Pub Rosett Sju",
  "Pub Rosett Åtta",
  "Pub Rosett Nio",
  "Pub Rosett Tio",
];

/**
 * Keeps the not-found view on screen: its 2-second step back would navigate away while axe runs
 * (pausing Playwright's clock instead would stall axe's own timers).
 */
async function keepNotFoundPage(page: Page) {
  await page.addInitScript((delay) => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      ms === delay ? 0 : original(handler, ms, ...args)) as typeof window.setTimeout;
  }, NOT_FOUND_RETURN_MS);
}

test("9. the home page has its title, a description and no axe violations", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Snöflingan");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  await expectNoAxeViolations(page);
});

test.describe("1. category pages", () => {
  test("title, breed picker with five relative links and pictures, all the category's horses", async ({ page }) => {
    await page.goto("/stallions");
    await expect(page).toHaveTitle("Hingstar - Snöflingan");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Hingstar/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hingstar");
    const picker = page.getByRole("navigation", { name: t.breedPicker });
    const links = picker.getByRole("link");
    await expect(links).toHaveCount(5);
    for (const [i, code] of ["a", "b", "c", "d", "x"].entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", `/stallions/${code}`);
      await expect(links.nth(i).locator("img")).toHaveAttribute("src", `/images/section-${code}.svg`);
    }
    await expect(page.locator(".horse-card .name").filter({ hasText: ASA })).toBeVisible();
    await expect(page.locator(".horse-card .name").filter({ hasText: "Pub Örn" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("every category has its title", async ({ page }) => {
    test.setTimeout(90_000);
    for (const [path, title] of [
      ["broodmares", "Avelsston"],
      ["competitors", "Tävlingshästar"],
      ["youngsters", "Unghästar"],
      ["seniors", "Pensionärer"],
      ["for-sale/b", "Till Salu"],
    ]) {
      await page.goto(`/${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} - Snöflingan`);
      await expectNoAxeViolations(page);
    }
  });

  test("an unknown category is the not-found view with HTTP 404", async ({ page }) => {
    await keepNotFoundPage(page);
    const response = await page.goto("/ponies");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(texts.notFound.message)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows Laddar... while a client navigation loads, and the error on failure", async ({ page }) => {
    await page.goto("/youngsters");
    await page.waitForLoadState("networkidle");
    const release = await holdData(page, /\/youngsters\/x\.data/);
    await page.getByRole("navigation", { name: t.breedPicker }).getByRole("link").nth(4).click();
    await expect(page.getByRole("status").filter({ hasText: t.categoryLoading })).toBeVisible();
    release();
    await expect(page.locator(".horse-card .name").filter({ hasText: "Pub Loop Ett" })).toBeVisible();
    await expect(page.getByText(t.categoryLoading)).toHaveCount(0);

    await page.route(/\/youngsters\/d\.data/, (route) => route.abort());
    await page.getByRole("navigation", { name: t.breedPicker }).getByRole("link").nth(3).click();
    await expect(page.getByRole("alert")).toContainText(t.categoryError);
  });
});

test.describe("2. section pages", () => {
  test("lists the category's horses of the section sorted by name, cards link to the horse", async ({ page }) => {
    await page.goto("/stallions/a");
    await expect(page.getByRole("heading", { level: 2, name: t.sectionHeading("Welsh Mountain") })).toBeVisible();
    await expect(page.getByRole("navigation", { name: t.breedPicker }).getByRole("link").first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    const names = await page.locator(".horse-card .name").allTextContents();
    const ours = names.filter((name) => name.startsWith("Pub "));
    expect(ours).toEqual([ASA, "Pub Örn"]);
    const card = page.locator(".horse-card").filter({ hasText: ASA });
    await expect(card.locator(".focus")).toHaveText("Körning");
    await expect(card.locator(".parents")).toHaveText("Pub Örn x Pub Stjärnöga");
    await expect(card.getByRole("img", { name: ASA })).toBeVisible();
    await expect(card.getByRole("link")).toHaveAttribute("href", horseUrl(ASA));
    await expectNoAxeViolations(page);
    await card.getByRole("link").click();
    await expect(page).toHaveURL(horseUrl(ASA));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ASA);
  });

  test("an empty section and an unknown section code show the empty text", async ({ page }) => {
    await page.goto("/stallions/q");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(t.sectionHeading("Okänd"));
    await expect(page.getByText(t.emptySection)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("3. for-sale", () => {
  test("grid sorted by name with gender, breed, age, e. and u.; sold horses left out", async ({ page }) => {
    await page.goto("/for-sale");
    await expect(page).toHaveTitle("Till Salu - Snöflingan");
    const names = (await page.locator(".horse-card .name").allTextContents()).filter((name) => name.startsWith("Pub "));
    expect(names).toEqual(["Pub Salu Bris", "Pub Salu Dimma"]);
    const card = page.locator(".horse-card").filter({ hasText: "Pub Salu Bris" });
    await expect(card.locator(".focus")).toHaveText("Hoppning");
    await expect(card.locator(".meta")).toHaveText("Valack, Welshponny, 4 år");
    await expect(card.getByText("e. Pub Örn")).toBeVisible();
    await expect(card.getByText("u. Pub Frostblomma")).toBeVisible();
    await expect(card.getByRole("link")).toHaveAttribute("href", horseUrl("Pub Salu Bris"));
    await expect(page.getByText("Pub Sålda Sol")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("for-sale works per section through the category route, with its empty text", async ({ page }) => {
    await page.goto("/for-sale/d");
    await expect(page.locator(".horse-card .name").filter({ hasText: "Pub Salu Dimma" })).toBeVisible();
    await expect(page.locator(".horse-card .name").filter({ hasText: "Pub Salu Bris" })).toHaveCount(0);
    await page.goto("/for-sale/q");
    await expect(page.getByText(t.emptyForSale)).toBeVisible();
  });
});

test.describe("4. home-bred", () => {
  test("total, counts by gender and breed with a chart, and every own horse incl. sold ones", async ({ page }) => {
    await page.goto("/homebred");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.homebred.heading);
    expect(Number(await page.getByTestId("homebred-total").textContent())).toBeGreaterThanOrEqual(3);
    for (const label of [
      "Hingst",
      "Sto",
      "Valack",
      "Welsh Mountain A",
      "Welshponny B",
      "Welsh Cobtyp C",
      "Welsh Cob D",
      "Welsh Partbred X",
      "Övriga",
    ]) {
      await expect(page.locator(".chart-bar-label").filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    await expect(page.locator(".chart-bar")).toHaveCount(9);
    const sold = page.locator(".homebred-list li").filter({ hasText: "Pub Sålda Sol" });
    await expect(sold).toContainText("Welshponny, Sto, fux, Pub Örn x Pub Månsken");
    await expect(sold.getByRole("link")).toHaveAttribute("href", horseUrl("Pub Sålda Sol"));
    await expect(
      page.locator(".homebred-list li").filter({ hasText: "Pub Örn x" }).filter({ hasText: ASA }),
    ).toHaveCount(1);
    await expect(page.locator(".homebred-list").getByText("Pub Salu Dimma")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("5. horse page", () => {
  test("name, parents, picture, info panel, collapsing description, potential, accordions", async ({ page }) => {
    await page.goto(horseUrl(ASA));
    await expect(page).toHaveTitle(`${ASA} - Snöflingan`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(ASA));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ASA);
    await expect(page.locator(".horse-header .parents")).toHaveText("Pub Örn x Pub Stjärnöga");
    await expect(page.locator(".horse-page .horse-picture-large")).toBeVisible();
    const info = page.locator(".info-panel");
    for (const [label, value] of [
      ["Kön", "Hingst"],
      ["Sektion", "Welsh Mountain"],
      ["Ålder", "7 år"],
      ["Mankhöjd", "118 cm (höjdklass B)"],
      ["Färg", "gulbrun"],
      ["Genotyp", "Ee Aa nCr"],
      ["Inriktning", "Körning"],
      ["Uppfödare", "Snöflingan"],
      ["Säljare", "Stuteri Norrsken"],
      ["Generation", "3"],
      ["Moorwiesen-nr", "MW-1234"],
      ["RVHF-nr", "RVHF-5678"],
    ]) {
      await expect(
        info
          .locator(".info-row")
          .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
          .locator("dd"),
      ).toHaveText(value);
    }
    // Over 50 words: collapsed after hydration, toggled by Visa mer / Visa mindre.
    const more = page.getByRole("button", { name: h.showMore });
    await expect(more).toBeVisible();
    await expect(page.locator(".description")).not.toContainText("SLUTORDET");
    await more.click();
    await expect(page.locator(".description")).toContainText("SLUTORDET");
    await page.getByRole("button", { name: h.showLess }).click();
    await expect(page.locator(".description")).not.toContainText("SLUTORDET");

    await expect(page.locator(".potential-table tbody tr")).toHaveCount(9);

    const summary = (name: string) => page.locator("details.accordion > summary").filter({ hasText: name });
    await expect(summary(tabTexts.accordions.offspring)).toContainText("1");
    await summary(tabTexts.accordions.evaluations).click();
    await expect(page.locator("details.accordion").filter({ hasText: tabTexts.exteriorPremium })).toContainText(
      "Diplom",
    );
    await expect(page.locator("details.accordion").filter({ hasText: tabTexts.bestPremiering })).toContainText(
      /Bästa premiering\s*A/,
    );
    await expect(summary(tabTexts.accordions.merits)).toContainText("28 p");
    await summary(tabTexts.accordions.quality).click();
    const certificates = page.locator(".certificate");
    await expect(certificates).toHaveCount(3);
    await expect(certificates.nth(0)).toContainText(texts.evaluations.types.kvalitetregistrering);
    await expect(certificates.nth(1)).toContainText(texts.evaluations.types.kvalitetfolbedomning);
    await expect(certificates.nth(2)).toContainText(texts.evaluations.types.kvalitetunghasttest);
    await expect(certificates.nth(0)).toContainText("vitt papper");
    await expectNoAxeViolations(page);
  });

  test("without a quality registration and 16 stats: no VHF accordion, no potential", async ({ page }) => {
    await page.goto(horseUrl("Pub Örn"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pub Örn");
    await expect(page.locator("details.accordion").filter({ hasText: tabTexts.accordions.quality })).toHaveCount(0);
    await expect(page.locator(".potential-table:not(.progeny-table)")).toHaveCount(0);
  });

  test("a stallion's progeny profile: his foals in the stud, sold ones included, with and without JavaScript at 390 px", async ({
    page,
    browser,
  }) => {
    const p = texts.progeny;
    // Pub Örn's foals among the stud's horses (tests/e2e/fixtures/public.json): Pub Åsa Ängsöga (A;
    // exterior 40 points, Diplom; premiering A), Pub Sålda Sol (B, sold) and Pub Salu Bris (B, no
    // stats); the first two have a potential, Allround 578 and 503.
    const check = async (phone: Page) => {
      await phone.goto(horseUrl("Pub Örn"));
      const profile = phone.locator("details.progeny-profile");
      await expect(profile.locator("summary")).toHaveText(`${p.heading} 3`);
      await profile.locator("summary").click();
      const value = (label: string) =>
        profile
          .locator(".info-row")
          .filter({ has: phone.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
          .locator("dd");
      await expect(value(p.foals)).toHaveText("3");
      await expect(value(p.sections)).toHaveText("Welsh Mountain A: 1, Welshponny B: 2");
      await expect(value(p.evaluated)).toHaveText("1 av 3");
      await expect(value(p.withPremium)).toHaveText("1 av 1 bedömda (100\u00a0%)");
      await expect(value(p.premiums)).toHaveText("Diplom: 1, Klass I: 0, Klass II: 0");
      await expect(value(p.bestPremiering)).toHaveText("A");
      const rows = profile.locator("table.progeny-table tbody tr");
      await expect(rows).toHaveCount(9);
      const allround = rows.first();
      await expect(allround.locator("th")).toHaveText("Allround");
      await expect(allround.locator(".mean")).toHaveText("540,5");
      // Under it the foals' mean less the stud's (each shown to a tenth).
      const [foals, stud, difference] = await Promise.all(
        [allround.locator(".mean"), allround.locator("td").nth(1), allround.locator(".difference")].map(async (cell) =>
          Number((await cell.innerText()).replace(/[^\d,+-]/g, "").replace(",", ".")),
        ),
      );
      expect(Math.abs(difference - (foals - stud))).toBeLessThanOrEqual(0.11);
      await expect(profile.locator(".note")).toContainText(/Medel av 2 avkommor och av stuteriets \d+ hästar/);
      // The table fits the phone: neither the page nor its frame scrolls sideways.
      const widths = await phone.evaluate(() => {
        const frame = document.querySelector(".progeny-profile .table-wrap")!;
        return { page: document.documentElement.scrollWidth, frame: frame.scrollWidth - frame.clientWidth };
      });
      expect(widths).toEqual({ page: 390, frame: 0 });
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await check(page);
    await expectNoAxeViolations(page);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await check(await context.newPage());
    await context.close();
  });

  test("a sold horse shows only the moved-to link and its stats", async ({ page }) => {
    await page.goto(horseUrl("Pub Sålda Sol"));
    const link = page.getByRole("link", { name: h.movedTo("Stall Sol") });
    await expect(link).toHaveAttribute("href", "https://example.com/stall-sol");
    await expect(page.locator(".stats-table")).toBeVisible();
    await expect(page.locator(".tabs, .pedigree, .ribbons")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an unknown horse is the not-found page with HTTP 404", async ({ page }) => {
    await keepNotFoundPage(page);
    const response = await page.goto(horseUrl("Pub Finns Inte"));
    expect(response?.status()).toBe(404);
    await expect(page.getByText(h.horseNotFound)).toBeVisible();
    await expect(page.getByText(texts.notFound.message)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Loading... while the client waits for another horse, and the error message on failure", async ({ page }) => {
    await page.goto(horseUrl("Pub Örn"));
    await page.waitForLoadState("networkidle");
    const release = await holdData(page, /\/horse\/Pub%20%C3%85sa.*\.data/);
    await page.locator("details.accordion > summary").filter({ hasText: tabTexts.accordions.offspring }).click();
    await page.getByRole("link", { name: ASA }).click();
    await expect(page.getByRole("status").filter({ hasText: h.horseLoading })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ASA);

    await page.route(/\/horse\/Pub%20Salu%20Bris.*\.data/, (route) => route.abort());
    await page.goto("/for-sale");
    await page.waitForLoadState("networkidle");
    await page.locator(".horse-card").filter({ hasText: "Pub Salu Bris" }).getByRole("link").click();
    await expect(page.getByRole("alert")).toContainText("Error loading horse: ");
  });

  test("hostile text in a description is shown as text", async ({ page }) => {
    await page.goto(horseUrl("Pub Salu Bris"));
    await expect(page.locator(".description")).toContainText(
      "<script>window.__pubPwned = true</script><b>inte fet</b>",
    );
    expect(await page.evaluate(() => (window as unknown as { __pubPwned?: boolean }).__pubPwned)).toBeUndefined();
  });
});

test.describe("6. tabs", () => {
  test("Info, Avkommor, Bedömning and Meriter reuse the page's data", async ({ page }) => {
    await page.goto(horseUrl(ASA));
    await page.waitForLoadState("networkidle");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    });
    const tabs = page.getByRole("navigation", { name: h.tabsLabel });
    await expect(tabs.getByRole("link", { name: h.tabs.info })).toHaveAttribute("aria-current", "page");

    await tabs.getByRole("link", { name: h.tabs.offspring }).click();
    await expect(page).toHaveURL(`${horseUrl(ASA)}/offspring`);
    const row = page.locator("table tbody tr").filter({ hasText: "Pub Fölet" });
    await expect(row).toContainText("Sto");
    await expect(row).toContainText("Welsh Mountain");
    await expect(row).toContainText("brun");
    await expect(row).toContainText("Klass I");
    await expect(row).toContainText("Pub Ljusa");
    await expectNoAxeViolations(page);

    await tabs.getByRole("link", { name: h.tabs.eval }).click();
    await expect(page).toHaveURL(`${horseUrl(ASA)}/eval`);
    // The tab shows once its code is here (app/components/on-demand.tsx), a moment after the address.
    await expect(page.locator(".evaluations table")).toHaveCount(6);
    const types = await page
      .locator(".evaluations table")
      .evaluateAll((tables) => tables.map((table) => table.getAttribute("data-type")));
    expect(types).toEqual([
      "exterior",
      "premiering",
      "trearstest",
      "kvalitetregistrering",
      "kvalitetfolbedomning",
      "kvalitetunghasttest",
    ]);
    const trearstest = page.locator('table[data-type="trearstest"]');
    await expect(trearstest).toContainText("60 / 80");
    await expect(trearstest).toContainText("75,0 %");
    await expect(page.locator('table[data-type="exterior"]')).toContainText("40 / 50");
    await expect(page.locator('table[data-type="kvalitetfolbedomning"]')).toContainText("80,0 %");
    await expect(page.locator('table[data-type="kvalitetunghasttest"]')).toContainText("48 / 60");
    await expectNoAxeViolations(page);

    await tabs.getByRole("link", { name: h.tabs.merits }).click();
    await expect(page).toHaveURL(`${horseUrl(ASA)}/merits`);
    await expect(page.getByRole("heading", { level: 2, name: "Körning Lokal Debutant" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Dressyr Lokal Lätt C" })).toBeVisible();
    await expect(
      page.getByText("2024-05-01 | 1/12 | Lokal Debutant, Pub Kusk - Vårkörningen, Pub Körklubb"),
    ).toBeVisible();
    await expect(page.getByText(tabTexts.meritsTotal(28))).toBeVisible();
    await expectNoAxeViolations(page);

    await tabs.getByRole("link", { name: h.tabs.info }).click();
    await expect(page.locator(".info-panel")).toBeVisible();
    expect(dataRequests).toEqual([]);
  });

  test("empty tabs say so", async ({ page }) => {
    await page.goto(`${horseUrl("Pub Salu Bris")}/offspring`);
    await expect(page.getByText(tabTexts.noOffspring("Pub Salu Bris"))).toBeVisible();
    await page.goto(`${horseUrl("Pub Salu Bris")}/eval`);
    await expect(page.getByText(tabTexts.noEvaluations("Pub Salu Bris"))).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("7. pedigree and inbreeding", () => {
  test("30 slots, Unknown, repeated ancestors in their own colours with positions, F/RL, links, coefficient", async ({
    page,
  }) => {
    await page.goto(horseUrl(ASA));
    const slots = page.locator(".pedigree > [role=listitem]");
    await expect(slots).toHaveCount(30);
    await expect(slots.filter({ hasText: texts.details.unknown })).toHaveCount(2);
    const kung = slots.filter({ hasText: "Pub Kung Vinter" });
    await expect(kung).toHaveCount(2);
    const kungClass = (await kung.first().getAttribute("class"))?.match(/dup-\d/)?.[0];
    expect(kungClass).toBeTruthy();
    await expect(kung.nth(1)).toHaveClass(new RegExp(kungClass!));
    const nordClass = (await slots.filter({ hasText: "Pub Gamle Nord" }).first().getAttribute("class"))?.match(
      /dup-\d/,
    )?.[0];
    expect(nordClass).toBeTruthy();
    expect(nordClass).not.toBe(kungClass);
    await expect(page.locator(".pedigree-legend li").filter({ hasText: "Pub Kung Vinter" })).toHaveText(
      "Pub Kung Vinter 2S x 2D",
    );
    await expect(page.locator(".pedigree-legend li").filter({ hasText: "Pub Gamle Nord" })).toHaveText(
      "Pub Gamle Nord 3S x 3S x 3D",
    );
    await expect(slots.filter({ hasText: "Pub Urfar" }).first()).toContainText("Foundation");
    await expect(slots.filter({ hasText: "Pub Verklig" }).first()).toContainText("Real life");
    // Every name links to its page here; an ancestor's page links on to its page elsewhere.
    await expect(slots.filter({ hasText: "Pub Verklig" }).first().getByRole("link")).toHaveAttribute(
      "href",
      horseUrl("Pub Verklig"),
    );
    // A stud horse in the pedigree links to its own page (slot 0: the sire).
    await expect(slots.nth(0).getByRole("link", { name: "Pub Örn", exact: true })).toHaveAttribute(
      "href",
      horseUrl("Pub Örn"),
    );
    await expect(page.locator(".inbreeding .coi")).toContainText(/Inavelsgrad: \d+(,\d+)?\s%/);
    const kungRow = page.locator(".inbreeding tbody tr").filter({ hasText: "Pub Kung Vinter" });
    await expect(kungRow).toHaveCount(1);
    // Where the common ancestor stands in the pedigree, and how complete the pedigree is, beside F.
    await expect(kungRow).toContainText("2S x 2D");
    await expect(page.locator(".inbreeding .completeness")).toContainText(
      /Stamtavlans fullständighet: \d+\s% kända förfäder i 5 generationer, \d+ fullständig/,
    );
  });

  test("a looping pedigree still loads", async ({ page }) => {
    await page.goto(horseUrl("Pub Loop Ett"));
    await expect(page.locator(".pedigree > [role=listitem]")).toHaveCount(30);
  });
});

test.describe("8. ribbons", () => {
  test("8 per view, arrows with 9+, wrapping, a modal that click and Escape close, keyboard usable", async ({
    page,
  }) => {
    await page.goto(horseUrl(ASA));
    const ribbons = page.getByRole("region", { name: h.ribbonsLabel });
    const shown = ribbons.locator(".ribbon-list .ribbon");
    const all = RIBBONS.map((ribbon) => h.ribbonOpen(ribbon));
    await expect(shown).toHaveCount(10);
    await expect.poll(() => ribbonsInView(page)).toEqual(all.slice(0, 8));
    await expect(ribbons).not.toHaveClass(/small/);
    const next = ribbons.getByRole("button", { name: h.ribbonNext });
    const previous = ribbons.getByRole("button", { name: h.ribbonPrevious });
    // Always 8 in view: the next turn ends with the last ribbon, the one after wraps to the start.
    await next.click();
    await expect.poll(() => ribbonsInView(page)).toEqual(all.slice(2));
    await next.click();
    await expect.poll(() => ribbonsInView(page)).toEqual(all.slice(0, 8));
    await previous.click();
    await expect.poll(() => ribbonsInView(page)).toEqual(all.slice(2));
    await previous.click();
    await expect.poll(() => ribbonsInView(page)).toEqual(all.slice(0, 8));

    await shown.nth(1).click();
    const dialog = page.getByRole("dialog", { name: "2:a Pub Rosett Två" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("button", { name: h.ribbonClose })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(shown.nth(1)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.click();
    await expect(dialog).toHaveCount(0);
  });

  test("on a phone the arrows turn by the ribbons in view, skipping none", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(horseUrl(ASA));
    const ribbons = page.getByRole("region", { name: h.ribbonsLabel });
    const all = RIBBONS.map((ribbon) => h.ribbonOpen(ribbon));
    await expect.poll(async () => (await ribbonsInView(page)).length).toBeGreaterThan(0);
    const perView = (await ribbonsInView(page)).length;
    expect(perView).toBeLessThan(8);
    // Forward from the first view to the last: each turn starts right after what was in view.
    const seen = await ribbonsInView(page);
    while (seen.at(-1) !== all.at(-1)) {
      const before = await ribbonsInView(page);
      await ribbons.getByRole("button", { name: h.ribbonNext }).click();
      await expect.poll(() => ribbonsInView(page)).not.toEqual(before);
      const after = await ribbonsInView(page);
      expect(all.indexOf(after[0]!), `after ${before.join(", ")}`).toBeLessThanOrEqual(all.indexOf(before.at(-1)!) + 1);
      seen.push(...after.filter((ribbon) => !seen.includes(ribbon)));
    }
    expect(seen).toEqual(all);
    await ribbons.getByRole("button", { name: h.ribbonNext }).click();
    await expect.poll(() => ribbonsInView(page)).toEqual(all.slice(0, perView));
    // Back from the start wraps to the end; back again goes back by one view.
    await ribbons.getByRole("button", { name: h.ribbonPrevious }).click();
    await expect.poll(() => ribbonsInView(page)).toEqual(all.slice(-perView));
    await ribbons.getByRole("button", { name: h.ribbonPrevious }).click();
    await expect.poll(() => ribbonsInView(page)).toEqual(all.slice(-2 * perView, -perView));
  });

  test("fewer than 8 ribbons: the small style and no arrows", async ({ page }) => {
    await page.goto(horseUrl("Pub Örn"));
    const ribbons = page.getByRole("region", { name: h.ribbonsLabel });
    await expect(ribbons).toHaveClass(/small/);
    await expect(ribbons.locator(".ribbon")).toHaveCount(3);
    await expect(ribbons.getByRole("button", { name: h.ribbonNext })).toHaveCount(0);
  });
});

test.describe("9. without JavaScript", () => {
  test("browsing, tabs, pedigree and the full description work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/stallions");
    await page.getByRole("navigation", { name: t.breedPicker }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/stallions\/a$/);
    await page.locator(".horse-card").filter({ hasText: ASA }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ASA);
    await expect(page.locator(".description")).toContainText("SLUTORDET");
    await expect(page.getByRole("button", { name: h.showMore })).toHaveCount(0);
    await expect(page.locator(".pedigree > [role=listitem]")).toHaveCount(30);
    await expect(page.locator(".ribbon-list .ribbon")).toHaveCount(10);
    const tabs = page.getByRole("navigation", { name: h.tabsLabel });
    await tabs.getByRole("link", { name: h.tabs.offspring }).click();
    await expect(page.locator("table tbody tr").filter({ hasText: "Pub Fölet" })).toBeVisible();
    await tabs.getByRole("link", { name: h.tabs.eval }).click();
    await expect(page.locator(".evaluations table")).toHaveCount(6);
    await tabs.getByRole("link", { name: h.tabs.merits }).click();
    await expect(page.getByText(tabTexts.meritsTotal(28))).toBeVisible();
    await page.goto("/for-sale");
    await expect(page.locator(".horse-card").filter({ hasText: "Pub Salu Bris" })).toBeVisible();
    await page.goto("/homebred");
    await expect(page.locator(".homebred-list").getByText(ASA)).toBeVisible();
    await context.close();
  });
});
