import AxeBuilder from "@axe-core/playwright";
import { expect, type Cookie, type Page } from "@playwright/test";
import { startServerProcess, waitForHealth, type ServerProcess } from "#scripts/server-process";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config.ts";

export { E2E_ADMIN };

/**
 * Fails with a readable list (rule, impact, help, offending elements) when axe finds
 * WCAG 2.1 A/AA violations on the page as it is now.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // axe.run in the page itself: the default runs each frame apart and then opens a blank page to
  // merge their results, about half of every check (1.4 → 0.8 s a horse page). The site has no
  // frames, and both ways gave the same violations, passes and incomplete checks on 124 pages,
  // tabs and widths and on a page with seven planted violations. Only violations are read, so axe
  // describes only those node by node (`resultTypes`; passes and incomplete checks keep one node
  // each): a sixth less per check, and the same violations, nodes and messages on 14 pages and a
  // page with ten planted violations.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Holds the client's data requests matching `pattern` until released: a slow server, on demand. */
export async function holdData(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const ADMIN_URL = /\/admin(\/|$|\?)/;
const JOURNEYS_ORIGIN = `http://localhost:${E2E_PORT}`;
/** The session of the e2e administrator on the journeys' server, once this worker has one. */
let adminCookies: Cookie[] | null = null;

/** Signs in through the login form and waits for /admin: for the journeys about signing in. */
export async function signInWithForm(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(credentials.email);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await page.waitForURL(ADMIN_URL);
}

/**
 * Signs in and waits for /admin. The e2e administrator on the journeys' server signs in through
 * the form once per worker; later sign-ins reuse that session's cookie (Playwright's way of reusing
 * a signed-in state), a page load instead of three, and go through the form again when the server
 * no longer knows the session (signed out, or on a server of a test's own).
 */
export async function signIn(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  if (credentials === E2E_ADMIN && adminCookies) {
    await page.context().addCookies(adminCookies);
    await page.goto("/admin");
    if (new URL(page.url()).origin === JOURNEYS_ORIGIN && ADMIN_URL.test(page.url())) return;
  }
  await signInWithForm(page, credentials);
  if (credentials === E2E_ADMIN && new URL(page.url()).origin === JOURNEYS_ORIGIN)
    adminCookies = await page.context().cookies(JOURNEYS_ORIGIN);
}

export type SpawnedServer = ServerProcess;
export { waitForHealth };

/**
 * Starts another production server on a free port, by default on a fresh PGlite
 * directory with the demo stud, and waits until /healthz answers. It serves the
 * build the Playwright web server already made (SKIP_BUILD), so it never rebuilds
 * under the main server's feet.
 */
export function spawnServer(env: NodeJS.ProcessEnv = {}, options: { timeoutMs?: number } = {}): Promise<SpawnedServer> {
  return startServerProcess({ BUILD_DIR: process.env.BUILD_DIR ?? "build", SKIP_BUILD: "1", ...env }, options);
}

/** The texts of the ribbons wholly in the carousel's view (the list scrolls sideways), in order. */
export function ribbonsInView(page: Page): Promise<string[]> {
  return page.locator(".ribbons .ribbon-list").evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll<HTMLElement>(".ribbon")]
      .filter((ribbon) => {
        const { left, right } = ribbon.getBoundingClientRect();
        return left >= box.left - 1 && right <= box.right + 1;
      })
      .map((ribbon) => ribbon.getAttribute("aria-label") ?? "");
  });
}
