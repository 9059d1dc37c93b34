import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./support";

// Fixture: tests/e2e/fixtures/records.json. "Rec Säker" and "Rec Orörd" are only ever attacked here.
const SAFE = "Rec Säker";
const meritLine = (horse: string, competition = "Rec Säkerhetscup") =>
  ["2024-07-01", horse, "Dressyr", "LC", "1/4", "Rec Klubb", competition].join("\t");
const URL_REFUSED = "Endast http(s)-adresser eller sökvägar på webbplatsen.";
const UNSAFE_URLS = [
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "//evil.example/x.png",
  "data:image/svg+xml,<svg/onload=alert(1)>",
  "/\\evil.example",
];

const post = (request: APIRequestContext, url: string, form: Record<string, string>) =>
  request.post(url, { form, maxRedirects: 0 });

async function rosetteTexts(page: Page, horse: string): Promise<(string | null)[]> {
  await page.goto(`/horse/${encodeURIComponent(horse)}`);
  return page
    .getByRole("region", { name: "Rosetter" })
    .locator(".rosette")
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("aria-label") ?? element.getAttribute("alt")),
    );
}

test.describe("admin records: protection", () => {
  test("every post without a session is refused and changes nothing", async ({ request, page }) => {
    const attacks: Record<string, Record<string, string>> = {
      "add-relation": { name: "Rec Intrång" },
      "update-relation": { currentName: "Rec Orörd", name: "Rec Orörd", color: "hackad" },
      "add-merits": { lines: meritLine(SAFE) },
      "add-eval": {
        type: "kvalitetregistrering",
        horse: SAFE,
        date: "2024-07-01",
        judge: "Rec Inkräktare",
        section: "I",
        regNr: "X",
      },
      "add-ribbons": { name: SAFE, ribbon: "Rec Intrång" },
    };
    for (const [sub, form] of Object.entries(attacks)) {
      const response = await post(request, `/admin/${sub}`, form);
      expect(response.status(), sub).toBeGreaterThanOrEqual(300);
      expect(response.status(), sub).toBeLessThan(400);
      expect(response.headers().location, sub).toBe("/");
    }

    await signIn(page);
    await page.goto("/admin/update-relation?name=Rec%20Intr%C3%A5ng");
    await expect(page.getByText("Horse not found", { exact: true })).toBeVisible();
    await page.goto("/admin/update-relation?name=Rec%20Or%C3%B6rd");
    await expect(page.getByLabel("Färg")).toHaveValue("brun");
    expect(await rosetteTexts(page, SAFE)).toEqual(["Rec orörd rosett"]);
    await page.goto(`/horse/${encodeURIComponent(SAFE)}/eval`);
    await expect(page.getByText("Rec Kontrolldomare")).toBeVisible();
    await expect(page.getByText("Rec Inkräktare")).toHaveCount(0);
    // Had the refused import stored the line, this one would report it as already imported.
    await page.goto("/admin/add-merits");
    await page.getByLabel("Meritrader").fill(meritLine(SAFE));
    await page.getByRole("button", { name: "Importera" }).click();
    await expect(page.getByText("1 rad importerades.")).toBeVisible();
  });

  test("script tags in text fields are shown as text, never run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page);
    const name = "Rec <script>alert(1)</script>";
    await page.goto("/admin/add-relation");
    await page.getByLabel("Namn").fill(name);
    await page.getByLabel("Färg").fill('<img src=x onerror="alert(2)">');
    await page.getByRole("button", { name: "Lägg till post" }).click();
    await expect(page.getByText(`${name} har lagts till i stamtavlan!`)).toBeVisible();
    await page.goto(`/admin/update-relation?name=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name: `Redigerar ${name}` })).toBeVisible();
    await expect(page.getByLabel("Färg")).toHaveValue('<img src=x onerror="alert(2)">');

    await page.goto("/admin/add-ribbons");
    await page.getByLabel("Häst", { exact: true }).fill("Rec Skript");
    await page.getByLabel("Rosettens text").fill("<script>alert(3)</script>");
    await page.getByRole("button", { name: "Lägg till rosett" }).click();
    await expect(page.getByText("Rosetten har lagts till!")).toBeVisible();
    expect(await rosetteTexts(page, "Rec Skript")).toEqual(["<script>alert(3)</script>"]);

    await page.goto("/admin/add-merits");
    await page.getByLabel("Meritrader").fill(meritLine("Rec <b>Skript</b>", "<script>alert(4)</script>"));
    await page.getByRole("button", { name: "Importera" }).click();
    await expect(page.getByText("Rad 1: hästen Rec <b>Skript</b> finns inte")).toBeVisible();

    await page.goto("/admin/add-eval?type=premiering");
    await page.getByLabel("Häst", { exact: true }).fill("Rec Skript");
    await page.getByLabel("Datum").fill("2024-07-02");
    await page.getByLabel("Domare").fill("<script>alert(5)</script>");
    await page.getByLabel("Resultat").fill("<img src=x onerror=alert(6)>, A");
    await page.getByRole("button", { name: "Spara bedömning" }).click();
    await expect(page.getByText("Evaluation added successfully!")).toBeVisible();

    await expect(page.locator("script", { hasText: "alert(" })).toHaveCount(0);
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("unsafe URLs, oversized and wrongly typed input are refused", async ({ page }) => {
    await signIn(page);
    const request = page.request;
    for (const url of UNSAFE_URLS) {
      const ribbon = await post(request, "/admin/add-ribbons", { name: "Rec Skript", ribbon: "Rec URL", image: url });
      expect(ribbon.status(), url).toBe(400);
      expect(await ribbon.text()).toContain(URL_REFUSED);
      const relation = await post(request, "/admin/add-relation", { name: "Rec URL-post", link: url });
      expect(relation.status(), url).toBe(400);
      expect(await relation.text()).toContain(URL_REFUSED);
      const update = await post(request, "/admin/update-relation?name=Rec%20Or%C3%B6rd", {
        currentName: "Rec Orörd",
        name: "Rec Orörd",
        link: url,
      });
      expect(update.status(), url).toBe(400);
    }
    const cases: [string, Record<string, string>, string][] = [
      ["/admin/add-ribbons", { name: "Rec Skript", ribbon: "r".repeat(1000) }, "Högst 200 tecken."],
      ["/admin/add-relation", { name: "n".repeat(200) }, "Högst 80 tecken."],
      ["/admin/add-relation", { name: "Rec Kön", gender: "Drake" }, "field-gender-error"],
      [
        "/admin/add-eval",
        {
          type: "exterior",
          horse: "Rec Skript",
          date: "2024-07-03",
          breedType: "abc",
          hnb: "1",
          extremeties: "1",
          movement: "1",
          overall: "1",
        },
        "field-breedType-error",
      ],
      [
        "/admin/add-eval",
        {
          type: "exterior",
          horse: "Rec Skript",
          date: "igår",
          breedType: "1",
          hnb: "1",
          extremeties: "1",
          movement: "1",
          overall: "1",
        },
        "Datum som ÅÅÅÅ-MM-DD.",
      ],
      ["/admin/add-eval", { type: "ond", horse: "Rec Skript", date: "2024-07-03" }, "form-message error"],
    ];
    for (const [url, form, expected] of cases) {
      const response = await post(request, url, form);
      expect(response.status(), `${url} ${JSON.stringify(form).slice(0, 60)}`).toBe(400);
      expect(await response.text()).toContain(expected);
    }
    const huge = await post(request, "/admin/add-merits", { lines: meritLine("Rec Skript").repeat(5000) });
    expect(huge.status()).toBe(413);
    expect(await rosetteTexts(page, "Rec Säker")).toEqual(["Rec orörd rosett"]);
  });
});
