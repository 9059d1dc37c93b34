import { expect, test, type Page } from "@playwright/test";
import { HOMEBRED_PATH } from "#app/paths";
import * as texts from "#domain/texts";
import { holdData } from "./support";

// Parts that only show come from the server's HTML and fetch their code on demand
// (app/components/on-demand.tsx): what a visitor sees and can do must not change for it.

const horseUrl = (name: string) => `/horse/${encodeURIComponent(name)}`;

// React Router's own behaviour the mechanism leans on (app/react-router.internals.test.ts checks the
// server's side): it discovers the routes a plain anchor marked `data-discover` leads to, as it does
// a <Link>'s, so a part's plain router anchors (RouterAnchor) move as fast as its links.
test("React Router discovers the routes of plain anchors marked as router links", async ({ page }) => {
  const discovered: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest") discovered.push(...(url.searchParams.get("paths") ?? "").split(","));
  });
  // The login page has no <Link>: the header's and footer's links are all plain anchors.
  await page.goto("/login");
  await expect(page.locator(`footer a[href="${HOMEBRED_PATH}"]`)).toHaveAttribute("data-discover", "true");
  await expect.poll(() => discovered).toContain(HOMEBRED_PATH);
});

/** The scripts and documents the page asks for from now on (scripts by name, without the hash). */
function watchRequests(page: Page) {
  const seen = { scripts: [] as string[], documents: [] as string[] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "document") seen.documents.push(url.pathname);
    const script = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(url.pathname);
    if (request.resourceType() === "script" && script?.[1]) seen.scripts.push(script[1]);
  });
  return seen;
}

/** Errors the page logs (a part that failed to hydrate says so here). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Flags, from now on, any moment the horse page shows without its picture or with an empty tab:
 * what a part drawn before its code was here would look like.
 */
async function watchForBlanks(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { blank?: string };
    const check = () => {
      const horsePage = document.querySelector(".horse-page");
      if (!horsePage || state.blank) return;
      const tab = horsePage.querySelector("nav.tabs")?.nextElementSibling;
      if (!horsePage.querySelector(".horse-picture-large")) state.blank = "picture";
      else if (!tab?.textContent?.trim()) state.blank = "tab";
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { blank?: string }).blank ?? null);
}

test("a horse page shows every part from the server's HTML and fetches their code only when it moves on", async ({
  page,
}) => {
  const requests = watchRequests(page);
  const errors = watchErrors(page);
  await page.goto(horseUrl("Pub Åsa Ängsöga"));
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".horse-page .horse-picture-large")).toBeVisible();
  await expect(page.locator(".info-panel")).toContainText("Welsh Mountain");
  await expect(page.locator(".pedigree > [role=listitem]")).toHaveCount(30);
  await expect(page.locator(".potential-table tbody tr")).toHaveCount(9);
  await expect(page.locator(".ribbon-list .rosette")).toHaveCount(10);
  // The page's own controls work at once: the description collapsed, the ribbons paged.
  await expect(page.getByRole("button", { name: texts.horse.showMore })).toBeVisible();
  await expect(page.getByRole("button", { name: texts.horse.ribbonNext })).toBeVisible();
  for (const part of ["horse-header", "horse-info", "horse-picture", "rosette", "stats-table", "pedigree"])
    expect(requests.scripts).not.toContain(part);
  expect(errors).toEqual([]);

  // A ribbon opens before its drawing's code is here: the click is the button's.
  await page.getByRole("button", { name: texts.horse.ribbonOpen("2:a Pub Rosett Två") }).click();
  await expect(page.getByRole("dialog").locator(".rosette")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("navigation", { name: texts.horse.tabsLabel }).getByRole("link", { name: "Avkommor" }).click();
  await expect(page.locator("table tbody tr").filter({ hasText: "Pub Fölet" })).toBeVisible();
  // The header stays on the new tab, so its code comes with the move. The Info tab's code comes
  // only when React draws the move's first step while the tab is still there; when the router
  // has its answer first (a busy machine), React draws only the last step, the tab is gone, and
  // its code is never needed.
  expect(requests.scripts).toEqual(expect.arrayContaining(["horse-offspring", "horse-header"]));
  expect(requests.documents).toEqual([horseUrl("Pub Åsa Ängsöga")]);
  expect(errors).toEqual([]);
});

test("a link in a part whose code is not here yet moves within the site, and the old page stays until the new one can show", async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto(horseUrl("Snöflingans Åskvigg"));
  await page.waitForLoadState("networkidle");
  const blank = await watchForBlanks(page);
  const release = await holdData(page, /Rosenkung.*\.data/);
  await page.locator(".pedigree").getByRole("link", { name: "Snöflingans Rosenkung" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: texts.horse.horseLoading })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Snöflingans Åskvigg");
  await expect(page.locator(".info-panel")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Snöflingans Rosenkung");
  await expect(page.locator(".info-panel")).toBeVisible();
  await expect(page.locator(".pedigree > [role=listitem]")).toHaveCount(30);
  expect(requests.documents).toEqual([horseUrl("Snöflingans Åskvigg")]);
  expect(await blank()).toBeNull();
});

test("once a part's code is here, its horse names (plain router anchors) still move within the site", async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto(horseUrl("Snöflingans Åskvigg"));
  await page.waitForLoadState("networkidle");
  // Another tab and back: the router moved, so the Info tab is drawn by its own code.
  const tabs = page.getByRole("navigation", { name: texts.horse.tabsLabel });
  await tabs.getByRole("link", { name: "Avkommor" }).click();
  await tabs.getByRole("link", { name: "Info" }).click();
  await expect(page.locator(".pedigree > [role=listitem]")).toHaveCount(30);
  expect(requests.scripts).toContain("horse-info");
  await page.locator(".pedigree").getByRole("link", { name: "Snöflingans Rosenkung" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Snöflingans Rosenkung");
  expect(requests.documents).toEqual([horseUrl("Snöflingans Åskvigg")]);
});

test("from a list, a click on a card's picture opens the horse in the site; picture and tabs never show empty", async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto("/stallions/a");
  await page.waitForLoadState("networkidle");
  const blank = await watchForBlanks(page);
  await page.locator(".horse-card").filter({ hasText: "Pub Åsa Ängsöga" }).locator(".horse-picture").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pub Åsa Ängsöga");
  await expect(page.locator(".info-panel")).toBeVisible();
  const tabs = page.getByRole("navigation", { name: texts.horse.tabsLabel });
  for (const [tab, shown] of [
    ["Bedömning", page.locator(".evaluations table").first()],
    ["Meriter", page.getByText(texts.horseTabs.meritsTotal(28))],
    ["Info", page.locator(".info-panel")],
  ] as const) {
    await tabs.getByRole("link", { name: tab }).click();
    await expect(shown).toBeVisible();
  }
  expect(requests.documents).toEqual(["/stallions/a"]);
  expect(await blank()).toBeNull();
});
