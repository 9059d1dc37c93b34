import { expect, test, type Page } from "@playwright/test";
import { formatPercent } from "#domain";
import * as catalogue from "#domain/texts";
import { expectNoAxeViolations, holdData, signIn } from "./support";

// Visitors' requests (docs/product.md, "Requests"). Fixture horses: tests/e2e/fixtures/requests.json
// (Fråga Salu for sale; Fråga Hingst, a stallion the planner offers, son of Fråga Far, carrying
// overo). The e2e server takes any number of requests from one address (REQUESTS_PER_HOUR).
const f = catalogue.requestForms;
const r = catalogue.requestRefusals;
const t = catalogue.requestInbox;
const PHONE = { width: 390, height: 844 };
const SALE = "/horse/Fr%C3%A5ga%20Salu";
const STALLION = "/horse/Fr%C3%A5ga%20Hingst";

/**
 * Opens a folded request form of the horse page by its heading. With JavaScript, the forms' code
 * comes as the pointer reaches them (an interactive part, app/components/on-demand.tsx): waited
 * for, so the form posts with a fetcher and a refusal shows on the horse page.
 */
async function openForm(page: Page, heading: string, { script = true } = {}) {
  const form = page.locator("details.request", { has: page.locator("summary", { hasText: heading }) });
  const code = script ? page.waitForResponse((response) => /horse-requests/.test(response.url())) : null;
  await form.locator("summary").click();
  await code;
  return form;
}

/** Nothing scrolls sideways at the phone's width. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The receipt's reference, after a request was sent. */
async function receipt(page: Page, kind: "sale" | "covering") {
  await expect(page).toHaveURL(new RegExp(`/requests\\?kind=${kind}&ref=[A-Z0-9]{6}$`));
  await expect(page.getByRole("heading", { level: 1, name: f.receiptTitle })).toBeVisible();
  await expect(page.getByText(f.next[kind])).toBeVisible();
  return new URL(page.url()).searchParams.get("ref")!;
}

/** Fills the covering form's fields for `mare`, whose sire is the stallion's sire. */
async function fillCovering(scope: Page | ReturnType<Page["locator"]>, mare: string, link: string) {
  await scope.getByLabel(f.fields.name).fill("Bo Berg");
  await scope.getByLabel(f.fields.contact).fill("bo@example.se");
  await scope.getByLabel(f.fields.mareName).fill(mare);
  await scope.getByLabel(f.fields.mareBreed).selectOption("d");
  await scope.getByLabel(f.fields.mareSire).fill("Fråga Far");
  await scope.getByLabel(f.fields.mareDam).fill("Okänd");
  await scope.getByLabel(f.fields.mareGenotype).fill("ee aa nO");
  await scope.getByLabel(f.fields.mareLink).fill(link);
}

test.describe("requests", () => {
  test("with JavaScript at 390 px: both forms sent, a refusal beside its field, then the inbox approves, declines and deletes, each undone", async ({
    page,
  }) => {
    // Part of it runs on a processor slowed 20 times.
    test.setTimeout(60_000);
    const mare = `Gäst Mira ${test.info().retry}`;
    await page.setViewportSize(PHONE);

    await page.goto(SALE);
    const sale = await openForm(page, f.headings.sale);
    await sale.getByLabel(f.fields.name).fill("Anna");
    await sale.getByLabel(f.fields.contact).fill("anna@example.se");
    await sale.getByLabel(f.fields.message).fill("Finns hon kvar? <b>Svara gärna</b>");
    await expectNoAxeViolations(page);
    await fitsThePhone(page);
    await sale.getByRole("button", { name: f.submit.sale }).click();
    await receipt(page, "sale");
    await expectNoAxeViolations(page);
    await fitsThePhone(page);

    await page.goto(STALLION);
    const covering = await openForm(page, f.headings.covering);
    // A link that is no http(s) address and a contact with an invisible character are refused
    // beside their fields, on the horse page, with everything kept; the focus goes to the first
    // of them, far above the button at this width, and brings it into view.
    await fillCovering(covering, mare, "javascript:alert(1)");
    await covering.getByLabel(f.fields.contact).fill("bo\u200b@example.se");
    // The submit is the page's first move of the router: it fetches the code of the page's other
    // parts, and React holds the update until that code is here. Held until the answer is in, the
    // form is never drawn in flight: the focus must follow the answer all the same. On a slow
    // phone's processor the answer comes before React has drawn every part in flight: the parts it
    // had not reached must still fetch their code, or the answer never shows.
    const cpu = await page.context().newCDPSession(page);
    await cpu.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    const release = await holdData(page, /\/assets\/horse-header-/);
    const answered = page.waitForResponse(/\/requests\.data/);
    await covering.getByRole("button", { name: f.submit.covering }).click();
    await answered;
    release();
    await expect(covering.getByText(r.link)).toBeVisible({ timeout: 20_000 });
    await cpu.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(covering.getByText(r.contactInvisible)).toBeVisible();
    await expect(covering.getByLabel(f.fields.contact)).toBeFocused();
    await expect(covering.getByLabel(f.fields.contact)).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`${STALLION}$`));
    await expect(covering.getByLabel(f.fields.mareName)).toHaveValue(mare);
    await covering.getByLabel(f.fields.contact).fill("bo@example.se");
    await covering.getByLabel(f.fields.mareLink).fill("https://stall.example/mira");
    await covering.getByRole("button", { name: f.submit.covering }).click();
    const reference = await receipt(page, "covering");

    await signIn(page);
    await page.getByRole("link", { name: /^Förfrågningar \(\d+ nya\)$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: t.openLabel(reference) }).click();
    // The foal of the pair: the mare is the stallion's half sister, both carry overo.
    await expect(page.getByText(t.coi(formatPercent(0.125)))).toBeVisible();
    await expect(page.getByText(t.lethalRisk(formatPercent(0.25)))).toBeVisible();
    await expect(page.getByText(t.parentFound("Fråga Far", "Fråga Far"))).toBeVisible();
    await expect(page.getByText(/Welsh Cobtyp eller Welsh Cob/)).toBeVisible();
    await expectNoAxeViolations(page);
    await fitsThePhone(page);
    const detail = page.url();

    await page.getByRole("button", { name: t.approve }).click();
    await expect(page.getByText(t.approvedCovering(reference, "Fråga Hingst", mare))).toBeVisible();
    // The season's coverings hold it as planned (in another tab: this one keeps the answer's Ångra).
    const coverings = await page.context().newPage();
    await coverings.goto("/admin/coverings");
    await expect(coverings.locator("li.covering", { hasText: `Fråga Hingst × ${mare}` })).toContainText("planerad");
    await coverings.close();
    await page.getByRole("button", { name: t.undo }).click();
    await expect(page.getByText(t.undone)).toBeVisible();

    await page.goto(detail);
    await page.getByLabel(t.reasonLabel).fill("Fullbokad i år.");
    await page.getByRole("button", { name: t.decline }).click();
    await expect(page.getByText(t.declined(reference))).toBeVisible();
    await page.getByRole("button", { name: t.undo }).click();
    await expect(page.getByText(t.undone)).toBeVisible();

    await page.goto(detail);
    await expect(page.getByText(t.statuses.new, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: t.removeLabel(reference) }).click();
    await expect(page.getByText(t.removed(reference))).toBeVisible();
    await expect(page.getByRole("link", { name: t.openLabel(reference) })).toHaveCount(0);
    await page.getByRole("button", { name: t.undo }).click();
    await expect(page.getByText(t.undone)).toBeVisible();
    await expect(page.getByRole("link", { name: t.openLabel(reference) })).toBeVisible();
  });

  test("without JavaScript at 390 px: both forms, a refusal shown again with what was typed, the receipts, a decline undone", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const mare = `Gäst Saga ${test.info().retry}`;

    await page.goto(SALE);
    const sale = await openForm(page, f.headings.sale, { script: false });
    await fitsThePhone(page);
    await sale.getByLabel(f.fields.name).fill("Cecilia");
    await sale.getByLabel(f.fields.contact).fill("Cecilia på forumet");
    await sale.getByRole("button", { name: f.submit.sale }).click();
    const saleReference = await receipt(page, "sale");

    await page.goto(STALLION);
    const covering = await openForm(page, f.headings.covering, { script: false });
    await fillCovering(covering, mare, "");
    await covering.getByLabel(f.fields.mareGenotype).fill("Ee <b>");
    await covering.getByRole("button", { name: f.submit.covering }).click();
    await expect(page).toHaveURL(/\/requests$/);
    await expect(page.getByRole("heading", { level: 1, name: f.notSent })).toBeVisible();
    await expect(page.getByText(r.genotype)).toBeVisible();
    // The answer opens on the field in error, far down the page at this width.
    await expect(page.getByLabel(f.fields.mareGenotype)).toBeFocused();
    await expect(page.getByLabel(f.fields.mareGenotype)).toBeInViewport();
    await expect(page.getByLabel(f.fields.mareName)).toHaveValue(mare);
    await fitsThePhone(page);
    await page.getByLabel(f.fields.mareGenotype).fill("ee aa");
    await page.getByRole("button", { name: f.submit.covering }).click();
    await receipt(page, "covering");
    await fitsThePhone(page);

    await signIn(page);
    await page.goto("/admin/requests");
    await page.getByRole("link", { name: t.openLabel(saleReference) }).click();
    await expect(page.getByText(t.stillForSale("Fråga Salu"))).toBeVisible();
    await page.getByRole("button", { name: t.decline }).click();
    await expect(page.getByText(t.declined(saleReference))).toBeVisible();
    await page.getByRole("button", { name: t.undo }).click();
    await expect(page.getByText(t.undone)).toBeVisible();
    await context.close();
  });
});
