import { expect, test } from "@playwright/test";

// A repeat visit revalidates the cached page (304): the browser reuses the body it has, with the
// nonce of the answer that brought it, so its scripts must still run (server/response-cache.ts).
test("a page visited again still runs its scripts", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) refused.push(message.text());
  });
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") statuses.push(response.status());
  });
  await page.goto("/homebred");
  await page.reload();
  await page.goto("/homebred");
  // The browser sent its ETag and got the stored page back: 304 when the cache answered, 200 when it re-rendered.
  expect(statuses.length).toBeGreaterThanOrEqual(2);
  // The page's inline scripts ran (a refused nonce would leave React Router's modules unset).
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  expect(refused).toEqual([]);
});
