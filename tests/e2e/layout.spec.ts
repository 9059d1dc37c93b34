import { expect, test, type Page } from "@playwright/test";
import { BREEDS, CATEGORIES, DEFAULT_STABLE_NAME, EVALUATION_TYPES } from "#domain";
import * as texts from "#domain/texts";
import { demoStud } from "#transfer/demo-stud";
import { expectNoAxeViolations, signIn } from "./support";

// Every demo page, public and admin, on a phone, a tablet and a desktop: nothing scrolls
// sideways, every field of the info panel keeps a width, tables fit their frames with every
// action in the window, and ribbons never run under the carousel's arrows. Each public page
// also gets axe once, at one of the three widths in turn.

const WIDTHS = [390, 768, 1280] as const;
const HEIGHT = 844;
const demo = demoStud(DEFAULT_STABLE_NAME).horses ?? [];
const horsePath = (name: string) => `/horse/${encodeURIComponent(name)}`;
const stallion = demo.find((horse) => horse.gender === "Hingst" && horse.category !== "sold")!;
const mare = demo.find((horse) => horse.gender === "Sto" && horse.category !== "sold")!;

const listPages = [
  "/",
  ...CATEGORIES.flatMap((category) => [`/${category}`, ...BREEDS.map((breed) => `/${category}/${breed}`)]),
  "/homebred",
  "/breeding",
  "/breeding/herd",
  `/breeding?stallion=${encodeURIComponent(stallion.name)}&mare=${encodeURIComponent(mare.name)}&seed=7`,
  "/login",
];

const adminPages = [
  "/admin",
  "/admin/add-horse",
  "/admin/add-relation",
  "/admin/add-merits",
  ...EVALUATION_TYPES.map((type) => `/admin/add-eval?type=${type}`),
  "/admin/add-ribbons",
  "/admin/update-age",
  "/admin/update-horse",
  `/admin/update-horse?name=${encodeURIComponent(demo[0]!.name)}`,
  "/admin/update-relation",
  `/admin/update-relation?name=${encodeURIComponent(demo[0]!.name)}`,
  "/admin/update-sold",
  `/admin/update-sold?name=${encodeURIComponent(demo[0]!.name)}`,
  "/admin/competition",
  "/admin/competition-list",
  "/admin/competition-list?pairing=1",
];

/** What is wrong with the page's layout as it stands, in words; empty when nothing is. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) problems.push(`the page scrolls sideways: ${scrollWidth} px in a ${width} px window`);
    for (const field of document.querySelectorAll<HTMLElement>(".info-panel dt, .info-panel dd")) {
      if (field.getBoundingClientRect().width < 1) problems.push(`info field without width: ${field.textContent}`);
    }
    for (const frame of document.querySelectorAll<HTMLElement>(".competition-list .table-wrap")) {
      const over = frame.scrollWidth - frame.clientWidth;
      if (over > 0) problems.push(`the competition table is ${over} px wider than its frame`);
    }
    for (const button of document.querySelectorAll<HTMLElement>(".competition-list td.actions button")) {
      const box = button.getBoundingClientRect();
      if (box.left < 0 || box.right > width) problems.push(`action outside the window: ${button.textContent}`);
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
    return problems;
  });
}

/** Opens every page at one width, checks its layout, and runs axe on every third one (the widths take turns). */
async function walk(page: Page, width: (typeof WIDTHS)[number], paths: readonly string[], axe: boolean) {
  const turn = WIDTHS.indexOf(width);
  let count = 0;
  const check = async (label: string) => {
    expect(await layoutProblems(page), `${label} at ${width} px`).toEqual([]);
    if (axe && count % WIDTHS.length === turn) await expectNoAxeViolations(page);
    count += 1;
  };
  for (const path of paths) {
    // The stylesheet is in place by then (the module scripts wait for it); pictures have their size.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await check(path);
    // A horse's tabs switch in the browser (no fetch): each is a page of its own.
    const tabs = page.getByRole("navigation", { name: texts.horse.tabsLabel });
    if (path.startsWith("/horse/") && (await tabs.count()) > 0) {
      for (const tab of [texts.horse.tabs.offspring, texts.horse.tabs.eval, texts.horse.tabs.merits]) {
        await tabs.getByRole("link", { name: tab }).click();
        await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
        await check(`${path} (${tab})`);
      }
    }
  }
}

test.describe("layout at phone, tablet and desktop widths", () => {
  test.describe.configure({ mode: "parallel" });

  for (const width of WIDTHS) {
    test(`every public demo page at ${width} px`, async ({ browser }) => {
      test.setTimeout(480_000);
      const context = await browser.newContext({ viewport: { width, height: HEIGHT } });
      const page = await context.newPage();
      await walk(page, width, [...listPages, ...demo.map((horse) => horsePath(horse.name))], true);
      await context.close();
    });

    test(`every admin page at ${width} px`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: { width, height: HEIGHT } });
      const page = await context.newPage();
      await signIn(page);
      await walk(page, width, adminPages, false);
      await context.close();
    });
  }
});
