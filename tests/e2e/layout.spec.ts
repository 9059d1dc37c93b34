import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  adminPath,
  categoryPath,
  HOME_PATH,
  HOMEBRED_PATH,
  herdPath,
  horsePath,
  LOGIN_PATH,
  matesPath,
  newsPath,
  plannerPath,
  recordPath,
  requestReceiptPath,
  searchPath,
  sectionPath,
  type HorseTab,
} from "#app/paths";
import { BREEDS, CATEGORIES, DEFAULT_STABLE_NAME, EVALUATION_TYPES } from "#domain";
import * as texts from "#domain/texts";
import { demoStud } from "#transfer/demo-stud";
import { expectNoAxeViolations, signIn } from "./support";

// Every demo page, public and admin, from a small phone to a desktop: nothing scrolls sideways,
// no table cell cuts its text, every field and list box is a touch target, every field of the
// info panel keeps a width, every action of the competition list is in the window, no button
// stretches to its neighbour's height, ribbons never run under the carousel's arrows, and a
// pedigree that scrolls sideways says so. Each page is loaded once and resized through the widths
// (the stylesheet answers to the width alone); each public page also gets axe once, at a phone's,
// a tablet's or a desktop's width in turn.

// 899: the widest a tablet layout gets (the horse page's columns meet at 900).
const WIDTHS = [360, 390, 768, 899, 1280] as const;
const AXE_WIDTHS: readonly number[] = [390, 768, 1280];
const HEIGHT = 844;
const demo = demoStud(DEFAULT_STABLE_NAME).horses ?? [];
const stallion = demo.find((horse) => horse.gender === "Hingst" && horse.category !== "sold")!;
const mare = demo.find((horse) => horse.gender === "Sto" && horse.category !== "sold")!;
const TABS: readonly [HorseTab, string][] = [
  ["offspring", texts.horse.tabs.offspring],
  ["eval", texts.horse.tabs.eval],
  ["merits", texts.horse.tabs.merits],
];

// Every listing once, and each section page once (one category each, the sections in turn): the
// section pages of one category share everything but their horses.
const listPages = [
  HOME_PATH,
  ...CATEGORIES.flatMap((category, i) => [categoryPath(category), sectionPath(category, BREEDS[i % BREEDS.length]!)]),
  HOMEBRED_PATH,
  newsPath(),
  searchPath("Snöflingans"),
  plannerPath(),
  herdPath(),
  plannerPath({ stallion: stallion.name, mare: mare.name, seed: 7 }),
  matesPath({ role: "stallion", name: stallion.name }),
  matesPath({ role: "mare", name: mare.name }),
  LOGIN_PATH,
  requestReceiptPath("sale", "ABCDEF"),
];
const horsePages = demo.map((horse) => horsePath(horse.name));

const adminPages = [
  adminPath(),
  adminPath("add-horse"),
  adminPath("add-relation"),
  adminPath("add-merits"),
  ...EVALUATION_TYPES.map((type) => adminPath("add-eval", { type })),
  adminPath("add-ribbons"),
  adminPath("update-age"),
  adminPath("update-horse"),
  adminPath("update-horse", { name: demo[0]!.name }),
  adminPath("update-relation"),
  adminPath("update-relation", { name: demo[0]!.name }),
  adminPath("update-sold"),
  adminPath("update-sold", { name: demo[0]!.name }),
  adminPath("competition"),
  adminPath("competition", { name: "snoflingans" }),
  adminPath("competition-list"),
  adminPath("competition-list", { pairing: 1 }),
  adminPath("history"),
  adminPath("requests"),
  adminPath("news"),
  adminPath("import-export"),
  adminPath("administrators"),
  adminPath("password"),
  recordPath("horse", demo[0]!.name),
];

/** What is wrong with the page's layout as it stands, in words; empty when nothing is. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) problems.push(`the page scrolls sideways: ${scrollWidth} px in a ${width} px window`);
    for (const field of document.querySelectorAll<HTMLElement>(".info-panel dt, .info-panel dd")) {
      if (field.getBoundingClientRect().width < 1) problems.push(`info field without width: ${field.textContent}`);
    }
    // A cell cuts its text when the text overflows it, or when a frame that clips or scrolls
    // (overflow other than visible) ends before the cell does: a table wider than its frame. Only
    // a table frame that says it scrolls may hold a wider table, and the figures tables (stats,
    // potential, three columns) always fit. A frame of 1 px is the visually hidden pattern.
    for (const table of document.querySelectorAll("table")) {
      const cut: string[] = [];
      const mustFit = table.matches(".stats-table, .potential-table");
      for (const cell of table.querySelectorAll<HTMLElement>("td, th")) {
        if (!shown(cell)) continue;
        const box = cell.getBoundingClientRect();
        let clipped = cell.scrollWidth > cell.clientWidth;
        for (
          let frame = cell.parentElement;
          frame && frame !== document.body && !clipped;
          frame = frame.parentElement
        ) {
          if (getComputedStyle(frame).overflowX === "visible") continue;
          const edge = frame.getBoundingClientRect();
          if (edge.width <= 1 || edge.height <= 1) break;
          const outside = box.left < edge.left - 1 || box.right > edge.right + 1;
          const hint = frame.querySelector(":scope > .scroll-hint");
          clipped = outside && (mustFit || !hint || !shown(hint));
        }
        if (clipped) cut.push(cell.innerText.trim());
      }
      if (cut.length > 0)
        problems.push(`${cut.length} cells of table.${table.className} cut: ${cut.slice(0, 4).join(" | ")}`);
    }
    // A frame that fits its table does not say it scrolls.
    for (const hint of document.querySelectorAll<HTMLElement>(".table-wrap > .scroll-hint")) {
      const frame = hint.parentElement!;
      if (shown(hint) && frame.scrollWidth <= frame.clientWidth) problems.push("a table says it scrolls, but it fits");
    }
    for (const button of document.querySelectorAll<HTMLElement>(".competition-list td.actions button")) {
      const box = button.getBoundingClientRect();
      if (box.left < 0 || box.right > width) problems.push(`action outside the window: ${button.textContent}`);
    }
    // A field or a list box is a touch target, as high as the stylesheet's --touch at least.
    const touch = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--touch"));
    for (const control of document.querySelectorAll<HTMLElement>(
      'main input:not([type="hidden"], [type="checkbox"], [type="radio"]), main select, main textarea',
    )) {
      const { height } = control.getBoundingClientRect();
      if (shown(control) && height < touch)
        problems.push(`a control ${Math.round(height)} px high: ${control.getAttribute("name")}`);
    }
    // A text button is at most a few lines high: taller, it stretches to a neighbour in a grid row.
    for (const button of document.querySelectorAll<HTMLElement>("main button, main .button")) {
      if (!shown(button) || button.querySelector("img, svg")) continue;
      const style = getComputedStyle(button);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      const { height } = button.getBoundingClientRect();
      if (height > 3 * line + 24) problems.push(`a button ${Math.round(height)} px high: ${button.innerText.trim()}`);
    }
    const list = document.querySelector<HTMLElement>(".ribbons .ribbon-list");
    if (list) {
      const box = list.getBoundingClientRect();
      for (const arrow of document.querySelectorAll<HTMLElement>(".ribbons .arrow")) {
        const a = arrow.getBoundingClientRect();
        if (a.left < box.right - 1 && a.right > box.left + 1) problems.push("a ribbon arrow lies over the ribbons");
      }
      // Ribbons beyond the list's own box must be scrolled to, never drawn under the arrows.
      const scrolls = ["auto", "scroll"].includes(getComputedStyle(list).overflowX);
      const outside = [...list.children].filter((item) => item.getBoundingClientRect().right > box.right + 1);
      if (outside.length > 0 && !scrolls) problems.push(`${outside.length} ribbons run out of the carousel`);
    }
    for (const view of document.querySelectorAll(".pedigree-view")) {
      const pedigree = view.querySelector<HTMLElement>(".pedigree");
      const hint = view.querySelector(".pedigree-scroll-hint");
      if (!pedigree || !shown(pedigree)) continue;
      const scrolls = pedigree.scrollWidth > pedigree.clientWidth + 1;
      if (scrolls && !(hint && shown(hint))) problems.push("the pedigree scrolls sideways without saying so");
      if (!scrolls && hint && shown(hint)) problems.push("the pedigree says it scrolls, but it fits");
    }
    return problems;
  });
}

/**
 * Walks pages in one window: each is loaded once (a horse's tabs are clicked to, as a visitor
 * switches them in the browser), then checked at every width. Axe runs once per page (on a
 * horse's page, on one of its four tabs, the horses taking turns), at one of AXE_WIDTHS in turn.
 * The widths go up for one page and down for the next, so each page is first checked at the width
 * it was loaded at (the narrowest or the widest, in turn): four resizes a page, not five.
 */
async function walk(page: Page, paths: readonly string[], options: { axe: boolean; tabs: boolean }) {
  let axeRuns = 0;
  let widths: readonly number[] = WIDTHS;
  const check = async (label: string, axe: boolean) => {
    const axeWidth = axe ? AXE_WIDTHS[axeRuns++ % AXE_WIDTHS.length] : null;
    for (const width of widths) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
      // Polled: a scroll-state query (a table frame's hint) follows the new width a frame later.
      await expect.poll(() => layoutProblems(page), `${label} at ${width} px`).toEqual([]);
      if (width === axeWidth) await expectNoAxeViolations(page);
    }
    widths = [...widths].reverse();
  };
  for (const [index, path] of paths.entries()) {
    // The stylesheet is in place by then (the module scripts wait for it); pictures have their size.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const tabs = page.getByRole("navigation", { name: texts.horse.tabsLabel });
    const tabbed = options.tabs && (await tabs.count()) > 0;
    const axeTab = tabbed ? index % (TABS.length + 1) : 0;
    await check(path, options.axe && axeTab === 0);
    if (!tabbed) continue;
    for (const [tab, [, name]] of TABS.entries()) {
      await tabs.getByRole("link", { name }).click();
      await expect(tabs.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      await check(`${path} (${name})`, options.axe && axeTab === tab + 1);
    }
  }
}

async function walkIn(
  browser: Browser,
  paths: readonly string[],
  options: { axe: boolean; tabs: boolean; javaScript?: boolean; signedIn?: boolean },
) {
  const context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: HEIGHT },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  if (options.signedIn) await signIn(page);
  await walk(page, paths, options);
  await context.close();
}

test.describe(`layout from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, () => {
  test.describe.configure({ mode: "parallel" });

  test("the listings, the search, the planner and its pages", async ({ browser }) => {
    test.setTimeout(300_000);
    await walkIn(browser, listPages, { axe: true, tabs: false });
  });

  // In parts, so that both workers share the horse pages and a part stays well within its time.
  const PARTS = 3;
  for (let part = 0; part < PARTS; part += 1) {
    const paths = horsePages.filter((_, index) => index % PARTS === part);
    test(`the demo horses' pages and tabs, part ${part + 1} of ${PARTS}`, async ({ browser }) => {
      test.setTimeout(300_000);
      await walkIn(browser, paths, { axe: true, tabs: true });
    });
  }

  test("the admin pages", async ({ browser }) => {
    test.setTimeout(180_000);
    await walkIn(browser, adminPages, { axe: false, tabs: false, signedIn: true });
  });

  test("without JavaScript: the planner and a horse with the most ribbons, every tab", async ({ browser }) => {
    test.setTimeout(120_000);
    const ribboned = [...demo].sort((a, b) => (b.ribbons?.length ?? 0) - (a.ribbons?.length ?? 0))[0]!;
    const paths = [
      plannerPath(),
      plannerPath({ stallion: stallion.name, mare: mare.name, seed: 7 }),
      horsePath(ribboned.name),
      ...TABS.map(([tab]) => horsePath(ribboned.name, tab)),
    ];
    await walkIn(browser, paths, { axe: false, tabs: false, javaScript: false });
  });
});
