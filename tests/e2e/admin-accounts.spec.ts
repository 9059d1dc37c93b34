import { expect, test, type Browser, type Page } from "@playwright/test";
import * as texts from "#domain/texts";
import { expectNoAxeViolations, signInWithForm, spawnServer, type SpawnedServer } from "./support";

// The administrators' own accounts (docs/product.md, "Administrators"): the password changed in the
// admin, and a second administrator invited by a one-time link. A server of its own: the owner's
// password changes here, which every other journey signs in with.
const PHONE = { width: 390, height: 844 };
const OWNER = { email: "agare@snoflingan.test", password: "ägarens första lösen" };
const NEW_PASSWORD = "ägarens andra lösen";
const PARTNER = { email: "delagare@snoflingan.test", password: "delägarens eget lösen" };
const p = texts.accounts.password;
const a = texts.accounts.administrators;

let server: SpawnedServer;
/** The link the owner made in the first journey, taken in the second. */
let link = "";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await spawnServer(
    { SEED: "none", ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, LOGIN_THROTTLE: "off" },
    { timeoutMs: 170_000 },
  );
});
test.afterAll(async () => {
  await server?.stop();
});

async function signedIn(browser: Browser, credentials: { email: string; password: string }, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled });
  const page = await context.newPage();
  await signInWithForm(page, credentials);
  return { context, page };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test("with JavaScript at 390 px: the owner changes the password (the current one asked) and invites a second administrator", async ({
  browser,
}) => {
  const elsewhere = await signedIn(browser, OWNER);
  const { context, page } = await signedIn(browser, OWNER);
  await page.getByRole("link", { name: p.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
  const change = async (current: string, next: string, repeat: string) => {
    await page.getByLabel(p.current).fill(current);
    await page.getByLabel(p.next, { exact: true }).fill(next);
    await page.getByLabel(p.repeat).fill(repeat);
    await page.getByRole("button", { name: p.submit }).click();
  };
  await change("fel lösenord", NEW_PASSWORD, NEW_PASSWORD);
  await expect(page.locator("#field-current-error")).toHaveText(p.wrongCurrent);
  await change(OWNER.password, "kort", "kort");
  await expect(page.locator("#field-next-error")).toHaveText(texts.passwords.short);
  await change(OWNER.password, NEW_PASSWORD, `${NEW_PASSWORD}!`);
  await expect(page.locator("#field-repeat-error")).toHaveText(p.mismatch);
  await change(OWNER.password, NEW_PASSWORD, NEW_PASSWORD);
  await expect(page.getByRole("status").filter({ hasText: p.done })).toBeVisible();
  await expect(page.getByLabel(p.current)).toHaveValue("");
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
  // This browser stays signed in; the session on another device has ended.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await elsewhere.page.goto("/admin");
  await expect(elsewhere.page).toHaveURL(`${server.url}/`);
  await elsewhere.context.close();

  await page.goto("/admin");
  await page.getByRole("link", { name: a.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: a.you(OWNER.email) })).toBeVisible();
  const invite = async (email: string) => {
    await page.getByLabel(a.email).fill(email);
    await page.getByRole("button", { name: a.invite }).click();
  };
  await invite(OWNER.email.toUpperCase());
  await expect(page.locator("#field-email-error")).toHaveText(a.exists(OWNER.email.toUpperCase()));
  // Hostile input stays text (the browser's own check of the address is turned off to send it).
  await page.locator("form", { has: page.getByLabel(a.email) }).evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  const hostile = "<img src=x onerror=alert(1)>@x";
  await invite(hostile);
  await expect(page.locator("#field-email-error")).toHaveText(texts.passwords.badEmail(hostile));
  await expect(page.locator("main img[src=x]")).toHaveCount(0);

  await invite("angrad@snoflingan.test");
  await expect(page.getByRole("status").filter({ hasText: a.invited("angrad@snoflingan.test") })).toBeVisible();
  await page.getByRole("button", { name: a.revokeLabel("angrad@snoflingan.test") }).click();
  await expect(page.getByRole("status").filter({ hasText: a.revoked })).toBeVisible();
  await expect(page.getByText(/angrad@snoflingan\.test, gäller till/)).toHaveCount(0);

  await invite(PARTNER.email);
  await expect(page.getByRole("status").filter({ hasText: a.invited(PARTNER.email) })).toBeVisible();
  link = await page.getByLabel(a.link).inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/login/invite/[A-Za-z0-9_-]{43}$`));
  await expect(page.getByText(new RegExp(`${PARTNER.email.replace(/\./g, "\\.")}, gäller till`))).toBeVisible();
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
  await context.close();

  // The invitee's page, looked at (a visit does not take the link).
  const invitee = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  const open = await invitee.newPage();
  await open.goto(link);
  await expect(open.getByRole("heading", { level: 1, name: texts.invitation.title })).toBeVisible();
  await expectNoAxeViolations(open);
  await invitee.close();
});

test("without JavaScript at 390 px: the invitee chooses a password and is signed in; the link works once", async ({
  browser,
}) => {
  const i = texts.invitation;
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: i.title })).toBeVisible();
  await expect(page.getByText(i.intro(PARTNER.email))).toBeVisible();
  await noSidewaysScroll(page);
  const choose = async (password: string, repeat: string) => {
    await page.getByLabel(i.password, { exact: true }).fill(password);
    await page.getByLabel(i.repeat).fill(repeat);
    await page.getByRole("button", { name: i.submit }).click();
  };
  await choose("kort", "kort");
  await expect(page.locator("#field-password-error")).toHaveText(texts.passwords.short);
  await choose(PARTNER.password, "något annat");
  await expect(page.locator("#field-repeat-error")).toHaveText(i.mismatch);
  await choose(PARTNER.password, PARTNER.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(texts.auth.signedInAs(PARTNER.email))).toBeVisible();
  // Both are administrators; the new one changes the password too, the current one asked.
  await page.goto("/admin/administrators");
  await expect(page.getByRole("listitem").getByText(OWNER.email, { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: a.you(PARTNER.email) })).toBeVisible();
  await page.getByRole("link", { name: a.passwordLink }).click();
  await page.getByLabel(p.current).fill("inte mitt lösen");
  await page.getByLabel(p.next, { exact: true }).fill(`${PARTNER.password} två`);
  await page.getByLabel(p.repeat).fill(`${PARTNER.password} två`);
  await page.getByRole("button", { name: p.submit }).click();
  await expect(page.locator("#field-current-error")).toHaveText(p.wrongCurrent);
  await page.getByLabel(p.current).fill(PARTNER.password);
  await page.getByLabel(p.next, { exact: true }).fill(`${PARTNER.password} två`);
  await page.getByLabel(p.repeat).fill(`${PARTNER.password} två`);
  await page.getByRole("button", { name: p.submit }).click();
  await expect(page.getByText(p.done)).toBeVisible();
  await noSidewaysScroll(page);
  PARTNER.password = `${PARTNER.password} två`;

  const again = await page.goto(link);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: i.invalidTitle })).toBeVisible();
  await expect(page.getByLabel(i.password, { exact: true })).toHaveCount(0);
  await context.close();

  // Both sign in with their own password; the owner's old one no longer works.
  await (await signedIn(browser, PARTNER, false)).context.close();
  await (await signedIn(browser, { ...OWNER, password: NEW_PASSWORD }, false)).context.close();
  const old = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const login = await old.newPage();
  await login.goto("/login");
  await login.locator('input[name="email"]').fill(OWNER.email);
  await login.locator('input[name="password"]').fill(OWNER.password);
  await login.getByRole("button", { name: texts.auth.submit }).click();
  await expect(login.getByText(texts.auth.failed)).toBeVisible();
  await old.close();
});

test("without a session every action is refused, and a link that is none answers 404 without a form", async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: server.url });
  for (const [path, form] of [
    [
      "/admin/password",
      { current: NEW_PASSWORD, next: "ett lösen av inkräktaren", repeat: "ett lösen av inkräktaren" },
    ],
    ["/admin/administrators", { intent: "invite", email: "inkraktare@snoflingan.test" }],
    ["/admin/administrators", { intent: "revoke", id: "1" }],
  ] as const) {
    const response = await visitor.post(path, { form, maxRedirects: 0, headers: { origin: server.url } });
    expect([302, 303], path).toContain(response.status());
  }
  expect((await visitor.get("/admin/administrators", { maxRedirects: 0 })).status()).toBe(302);
  for (const token of ["x", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "A".repeat(43), "a".repeat(5000)]) {
    const response = await visitor.get(`/login/invite/${token}`);
    expect(response.status(), token).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain('name="password"');
    expect(response.headers()["cache-control"]).toContain("no-store");
  }
  await visitor.dispose();
});
