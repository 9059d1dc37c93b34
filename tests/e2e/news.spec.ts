import { expect, test, type Page } from "@playwright/test";
import * as catalogue from "#domain/texts";
import { phonePhoto } from "#tests/support/images";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horse: tests/e2e/fixtures/news.json ("Nyhet Stjärna"). Other journeys write news too (a
// foal, a sale) while these run, so a list is searched for this journey's own items.
const t = catalogue.newsAdmin;
const PHONE = { width: 390, height: 844 };
const HORSE = "Nyhet Stjärna";
const SALE = catalogue.news.titles["for-sale"]({ kind: "for-sale", horse: HORSE });

const article = (page: Page, title: string) => page.locator("article.news-item").filter({ hasText: title });

/** Publishes a post from /admin/news and waits for its answer. */
async function publish(page: Page, title: string, text: string) {
  await page.goto("/admin/news");
  await page.getByLabel(t.fields.title).fill(title);
  await page.getByLabel(t.fields.text, { exact: true }).fill(text);
  await page.getByRole("button", { name: t.add }).click();
  await expect(page.getByText(t.added(title))).toBeVisible();
}

test.describe("news", () => {
  test("with JavaScript at 390 px: write, edit, hide, delete and undo a post; a sale writes itself; home, /news and the horse page show them", async ({
    page,
  }) => {
    const title = `Vårens föl ${test.info().retry}`;
    const edited = `${title} är här`;
    await page.setViewportSize(PHONE);
    await signIn(page);
    await publish(
      page,
      title,
      "Fölen är *här* och **mår bra**.\n\n- Ett sto\n- En hingst\n\n<script>alert(1)</script> [klicka](javascript:alert(1)) [hem](/)",
    );
    await expectNoAxeViolations(page);
    await publish(page, `Kort notis ${test.info().retry}`, "");

    await page.getByRole("link", { name: t.editLabel(title) }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.editTitle })).toBeVisible();
    await page.getByLabel(t.fields.title).fill(edited);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved(edited))).toBeVisible();

    // Put up for sale: the site writes its own item, on the horse's page too.
    await page.goto(`/admin/update-horse?name=${encodeURIComponent(HORSE)}`);
    const offSale = page.getByRole("button", { name: catalogue.adminHorses.unsetForSale });
    if (await offSale.isVisible()) {
      await offSale.click();
      await expect(page.getByRole("button", { name: catalogue.adminHorses.setForSale })).toBeVisible();
    }
    await page.getByRole("button", { name: catalogue.adminHorses.setForSale }).click();
    await expect(page.getByText(catalogue.adminHorses.saleChanged(HORSE, true))).toBeVisible();

    await page.goto("/");
    await expect(page.locator(".home-news article.news-item")).toHaveCount(3);
    await expect(page.locator(".home-news")).toContainText(SALE);

    await page.goto("/news");
    const post = article(page, edited);
    await expect(post.locator("em")).toHaveText("här");
    await expect(post.locator("strong")).toHaveText("mår bra");
    await expect(post.locator("li")).toHaveText(["Ett sto", "En hingst"]);
    // Nothing else became markup: the script is text, the javascript: link no link.
    await expect(post).toContainText("<script>alert(1)</script> [klicka](javascript:alert(1))");
    await expect(post.locator("script")).toHaveCount(0);
    await expect(post.locator("a")).toHaveText([edited, "hem"]);
    await expect(article(page, SALE).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await article(page, SALE).first().getByRole("link", { name: SALE }).click();
    await expect(page.getByRole("heading", { level: 1, name: HORSE })).toBeVisible();
    await page.locator("details.horse-news > summary").click();
    await expect(page.locator("details.horse-news")).toContainText(SALE);

    // Hide the site's item, see it gone, undo.
    const newsPage = async () => (await page.request.get("/news")).text();
    await page.goto("/admin/news");
    await page
      .getByRole("button", { name: t.hideLabel(SALE) })
      .first()
      .click();
    await expect(page.getByText(t.hidden(SALE))).toBeVisible();
    expect(await newsPage()).not.toContain(SALE);
    await page.getByRole("button", { name: t.undoLabel(t.hidden(SALE)) }).click();
    await expect(page.getByText(t.undone(SALE))).toBeVisible();
    expect(await newsPage()).toContain(SALE);

    // Delete the post (the browser asks first), then undo.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: t.deleteLabel(edited) }).click();
    await expect(page.getByText(t.deleted(edited))).toBeVisible();
    expect(await newsPage()).not.toContain(edited);
    await page.getByRole("button", { name: t.undoLabel(t.deleted(edited)) }).click();
    await expect(page.getByText(t.undone(edited))).toBeVisible();
    await page.goto("/news");
    await expect(article(page, edited)).toBeVisible();
  });

  test("without JavaScript at 390 px: a post with a picture, deleted after a confirmation step and undone; the feed is linked and served as Atom", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const title = `Bild från hagen ${test.info().retry}`;
    await signIn(page);
    await page.goto("/admin/news");
    await page.getByLabel(t.fields.title).fill(title);
    await page.getByLabel(t.fields.text, { exact: true }).fill("Ute i *snön*.");
    await page
      .getByLabel(catalogue.pictures.upload)
      .setInputFiles({ name: "hagen.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await page.getByLabel(t.fields.pictureAlt).fill("Ston i snön");
    await page.getByRole("button", { name: t.add }).click();
    await expect(page.getByText(t.added(title))).toBeVisible();

    await page.goto("/news");
    const post = article(page, title);
    await expect(post.getByRole("img", { name: "Ston i snön" })).toHaveAttribute("src", /^\/images\//);
    await post.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("em")).toHaveText("snön");

    await page.goto("/admin/news");
    await page.getByRole("button", { name: t.deleteLabel(title) }).click();
    await expect(page.getByText(t.confirmDelete(title))).toBeVisible();
    await page.getByRole("button", { name: t.confirm, exact: true }).click();
    await expect(page.getByText(t.deleted(title))).toBeVisible();
    await page.getByRole("button", { name: t.undoLabel(t.deleted(title)) }).click();
    await expect(page.getByText(t.undone(title))).toBeVisible();
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
    // Hidden, it is on no public page; undone, it is back.
    await page.getByRole("button", { name: t.hideLabel(title) }).click();
    await expect(page.getByText(t.hidden(title))).toBeVisible();
    expect(await (await request.get("/news")).text()).not.toContain(title);
    await page.getByRole("button", { name: t.undoLabel(t.hidden(title)) }).click();
    await expect(page.getByText(t.undone(title))).toBeVisible();
    expect(await (await request.get("/news")).text()).toContain(title);
    await context.close();

    // A visitor's pages link the feed; it is Atom, cached like every public answer.
    const home = await (await request.get("/")).text();
    expect(home).toMatch(/<link [^>]*rel="alternate" type="application\/atom\+xml" href="\/feed.xml"/);
    const feed = await request.get("/feed.xml");
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(await feed.text()).toContain(`<title type="text">${title}</title>`);
    const again = await request.get("/feed.xml", { headers: { "if-none-match": feed.headers().etag ?? "" } });
    expect(again.status()).toBe(304);
  });
});
