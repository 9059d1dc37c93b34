import { expect, test } from "@playwright/test";
import * as texts from "#domain/texts";
import { startPostgresCluster } from "#tests/support/postgres-cluster";
import { E2E_ADMIN, spawnServer } from "./support";

/**
 * Two app instances on one PostgreSQL, each with its cache of public pages: a write through
 * one is seen by the very next request to the other (docs/decisions/0015-response-cache.md).
 */
test("a write through one instance is seen by the next request to the other", async ({ browser }) => {
  test.setTimeout(180_000);
  // Under CI=true a missing PostgreSQL fails here (startPostgresCluster throws); it never skips.
  const cluster = await startPostgresCluster();
  const env = { DATABASE_URL: cluster.url(), ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };
  const writer = await spawnServer({ ...env, SEED: "demo" });
  const reader = await spawnServer({ ...env, SEED: "none" });
  try {
    const ages = async () => {
      const response = await fetch(`${reader.url}/for-sale`);
      expect(response.status).toBe(200);
      const html = await response.text();
      return {
        etag: response.headers.get("etag"),
        ages: [...html.matchAll(/(\d+)[\s\u00a0]år/g)].map((m) => Number(m[1])),
      };
    };
    // The reader has the page cached: the same ETag twice.
    const before = await ages();
    expect(before.ages.length).toBeGreaterThan(0);
    expect((await ages()).etag).toBe(before.etag);

    // An administrator ages every horse through the other instance.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${writer.url}/login`);
    await page.locator('input[name="email"]').fill(E2E_ADMIN.email);
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Logga in" }).click();
    await page.waitForURL(/\/admin(\/|$|\?)/);
    await page.goto(`${writer.url}/admin/update-age`);
    // Hydrated, the page asks with the browser's confirm: say yes.
    await expect(page.locator('input[name="confirm"]')).toHaveCount(1);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: texts.adminHorses.agePlus }).click();
    await expect(page.getByText(texts.adminHorses.aged(1))).toBeVisible();
    await context.close();

    const after = await ages();
    expect(after.etag).not.toBe(before.etag);
    expect(after.ages).toEqual(before.ages.map((age) => age + 1));
  } finally {
    await reader.stop();
    await writer.stop();
    await cluster.stop();
  }
});
