import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { nextDayInSweden } from "#domain";
import * as texts from "#domain/texts";
import { expectNoAxeViolations, signIn } from "./support";

// The pedigree on paper (docs/product.md, "Pedigree on paper"): the link on the horse page and the
// ancestor page, the file it leads to, and the horse page as the browser prints it. What the file
// holds is read in app/pedigree-paper.server.test.ts.

const ASA = "Pub Åsa Ängsöga";
const ANCESTOR = "Pub Kung Vinter";
const horseUrl = (name: string) => `/horse/${encodeURIComponent(name)}`;

async function expectPdf(response: APIResponse | null | undefined) {
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toBe("application/pdf");
  expect((await response!.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // The sheet is dated the day it was made: it expires when that day ends in Sweden (a midnight
  // there, within a day of the response's own Date), and browsers ask again each time.
  const headers = response!.headers();
  const [expires, made] = [Date.parse(headers["expires"] ?? ""), Date.parse(headers["date"] ?? "")];
  expect(nextDayInSweden(new Date(expires - 1)).getTime()).toBe(expires);
  expect(expires - made).toBeGreaterThan(0);
  expect(expires - made).toBeLessThanOrEqual(25 * 3_600_000);
  expect(headers["cache-control"]).toBe("no-cache");
}

const paperLink = (page: Page) => page.getByRole("link", { name: texts.pedigreePaperLinks.link });

test("the pedigree on paper: linked from the horse and ancestor pages, with and without JavaScript, and the horse page prints without its controls", async ({
  page,
  browser,
}) => {
  await page.goto(horseUrl(ASA));
  const link = paperLink(page);
  await expect(link).toHaveAttribute("href", `${horseUrl(ASA)}/pedigree.pdf`);
  await expectNoAxeViolations(page);
  // A click loads the file itself (the browser's viewer, or a download), never a page of the site.
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith("/pedigree.pdf")),
    link.click(),
  ]);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await page.request.get(`${horseUrl(ASA.toLowerCase())}/pedigree.pdf`)).status()).toBe(200);
  expect((await page.request.get(`${horseUrl("Ingen Alls")}/pedigree.pdf`)).status()).toBe(404);

  // As the browser prints the horse page: no navigation, search, buttons or tool links.
  await page.goto(horseUrl(ASA));
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: texts.details.pedigreeHeading })).toBeVisible();
  for (const hidden of [".site-nav", ".site-search", ".tabs", ".pedigree-paper-link", "button"])
    await expect(page.locator(hidden).filter({ visible: true })).toHaveCount(0);
  await page.emulateMedia({ media: "screen" });

  // Without JavaScript: the ancestor page's link is a plain link to the file.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(horseUrl(ANCESTOR));
  const ancestorLink = paperLink(plain);
  await expect(ancestorLink).toHaveAttribute("href", `${horseUrl(ANCESTOR)}/pedigree.pdf`);
  await expectPdf(await plain.request.get((await ancestorLink.getAttribute("href"))!));
  await plain.goto(horseUrl(ASA));
  await expectPdf(await plain.request.get((await paperLink(plain).getAttribute("href"))!));
  await context.close();

  // Signed in, past the response cache: the file still says when it expires, and to ask again.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage);
  await expectPdf(await adminPage.request.get(`${horseUrl(ASA)}/pedigree.pdf`));
  await admin.close();
});
