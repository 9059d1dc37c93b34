import { expect, test } from "@playwright/test";
import * as texts from "#domain/texts";
import { signIn, spawnServer } from "./support";

// A client's mistakes get a 4xx, never a 500; unknown sections read Okänd with a 404.
test.describe("hostile requests", () => {
  test("a NUL, a bad method, a JSON or broken multipart body answer 400/404/405/415", async ({ request }) => {
    expect((await request.get("/horse/%00")).status()).toBe(404);
    expect((await request.fetch("/", { method: "DELETE" })).status()).toBe(405);
    expect((await request.fetch("/admin/add-horse", { method: "PUT" })).status()).toBe(405);
    const json = await request.post("/login", { data: { email: "a@b.se", password: "x" } });
    expect(json.status()).toBe(415);
    const broken = await request.post("/login", {
      headers: { "content-type": "multipart/form-data; boundary=gräns" },
      data: '--gräns\r\nContent-Disposition: form-data; name="email"\r\n\r\nhalv',
    });
    expect(broken.status()).toBe(400);
    const nul = await request.post("/login", { form: { email: "a\u0000@b.se", password: "x" } });
    expect(nul.status()).toBe(400);
  });

  test("/stallions/z and /stallions/%00 show Okänd with status 404", async ({ page }) => {
    for (const path of ["/stallions/z", "/stallions/%00"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 2 })).toContainText("Okänd");
    }
  });

  test("admin pages and their data are never stored by a cache", async ({ page }) => {
    await signIn(page);
    const response = await page.goto("/admin/add-ribbons");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    const data = await page.request.get("/admin/add-ribbons.data");
    expect(data.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("signing out everywhere", () => {
  test.describe.configure({ timeout: 120_000 });

  test("'Logga ut överallt' ends the sessions of every browser", async ({ browser }) => {
    const admin = { email: "overallt@example.se", password: "överallt-lösenord" };
    const server = await spawnServer({ SEED: "none", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    try {
      const contexts = [
        await browser.newContext({ baseURL: server.url }),
        await browser.newContext({ baseURL: server.url }),
      ];
      const [laptop, phone] = await Promise.all(contexts.map((context) => context.newPage()));
      await signIn(laptop, admin);
      await signIn(phone, admin);
      await laptop.getByRole("button", { name: texts.auth.logoutEverywhere }).click();
      await laptop.waitForURL(`${server.url}/`);
      await phone.goto("/admin");
      await expect(phone).toHaveURL(`${server.url}/`);
      await Promise.all(contexts.map((context) => context.close()));
    } finally {
      await server.stop();
    }
  });
});
