import { expect, test, type Page } from "@playwright/test";
import { largePhoto, phonePhoto, textNamedJpg, transparentPng } from "#tests/support/images";
import { expectNoAxeViolations, signIn } from "./support";

// Horses made here are named "Bildhäst …"; the fixtures hold none of them.

const jpeg = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await phonePhoto() });

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function addHorse(page: Page, name: string, file: Upload) {
  await page.goto("/admin/add-horse");
  await page.getByLabel("Namn").fill(name);
  await page.getByLabel("Ladda upp bild").setInputFiles(file);
}

async function saveHorse(page: Page, name: string, file: Upload, timeout?: number) {
  await addHorse(page, name, file);
  await page.getByRole("button", { name: "Lägg till häst" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Hästen har lagts till!" })).toBeVisible({ timeout });
}

test.describe("pictures of our own", () => {
  test("an uploaded photo: preview before saving, then on the horse page; a fake is refused", async ({ page }) => {
    await signIn(page);
    // A text file named .jpg: refused by its bytes, with a message beside the file input, nothing saved.
    await addHorse(page, "Bildhäst Falsk", { name: "häst.jpg", mimeType: "image/jpeg", buffer: textNamedJpg });
    await page.getByRole("button", { name: "Lägg till häst" }).click();
    await expect(page.getByText(/Filen är ingen bild som webbplatsen kan ta emot/)).toBeVisible();
    await expect(page.getByLabel("Namn")).toHaveValue("Bildhäst Falsk");
    expect((await page.request.get("/horse/Bildh%C3%A4st%20Falsk")).status()).toBe(404);

    await addHorse(page, "Bildhäst Foto", await jpeg("IMG_0001.JPG"));
    const preview = page.locator(".picture-preview img");
    await expect(preview).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
    await expect(page.getByText("Vald bild (sparas när du sparar formuläret)")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Lägg till häst" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Hästen har lagts till!" })).toBeVisible();

    await page.goto("/horse/Bildh%C3%A4st%20Foto");
    const main = page.locator("img.horse-picture-large");
    await expect(main).toHaveAttribute("alt", "Bildhäst Foto");
    await expect(main).toHaveAttribute("loading", "eager");
    await expect(main).toHaveAttribute("fetchpriority", "high");
    await expect(main).toHaveAttribute("width", "640");
    await expect(main).toHaveAttribute("height", "480");
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("on a phone the horse page loads the 320 or 640 px variant", async ({ browser, page }) => {
    await signIn(page);
    // A camera-sized file: far over the 200 kB other forms take (noise: the slowest kind to encode).
    test.setTimeout(90_000);
    const photo = await largePhoto(1600, 1200);
    expect(photo.length).toBeGreaterThan(1_000_000);
    await saveHorse(page, "Bildhäst Telefon", { name: "DSC_0042.JPG", mimeType: "image/jpeg", buffer: photo }, 45_000);

    // An iPhone SE's screen: 320 CSS pixels wide at twice the density.
    const phone = await browser.newContext({
      viewport: { width: 320, height: 568 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    const visitor = await phone.newPage();
    await visitor.goto("/horse/Bildh%C3%A4st%20Telefon");
    const main = visitor.locator("img.horse-picture-large");
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/images\/[0-9a-f]{32}-(320|640)\.(avif|webp|jpg)$/);
    const box = await main.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(visitor);
    await phone.close();
  });

  test("replace and remove on update-horse, with the alt text", async ({ page }) => {
    await signIn(page);
    await saveHorse(page, "Bildhäst Byte", await jpeg("forsta.jpg"));

    await page.goto("/admin/update-horse?name=Bildh%C3%A4st%20Byte");
    await expect(page.getByText("Nuvarande bild")).toBeVisible();
    const first = await page.getByLabel("Bild (adress)").inputValue();
    expect(first).toMatch(/^\/images\/[0-9a-f]{32}-800\.jpg$/);
    await page.getByLabel("Ladda upp bild").setInputFiles({
      name: "rosett.png",
      mimeType: "image/png",
      buffer: await transparentPng(),
    });
    await page.getByLabel(/^Bildtext/).fill("Byte i hagen");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("Häst uppdaterad!")).toBeVisible();
    const second = await page.getByLabel("Bild (adress)").inputValue();
    expect(second).toMatch(/^\/images\/[0-9a-f]{32}-600\.jpg$/);
    expect(second).not.toBe(first);
    await page.goto("/horse/Bildh%C3%A4st%20Byte");
    await expect(page.locator("img.horse-picture-large")).toHaveAttribute("alt", "Byte i hagen");

    await page.goto("/admin/update-horse?name=Bildh%C3%A4st%20Byte");
    await page.getByLabel("Ta bort bilden").check();
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("Häst uppdaterad!")).toBeVisible();
    await expect(page.getByLabel("Bild (adress)")).toHaveValue("");
    await page.goto("/horse/Bildh%C3%A4st%20Byte");
    await expect(page.locator("svg.horse-picture-placeholder")).toBeVisible();
  });

  test("a horse page's head: canonical, Open Graph and a large card whose picture answers", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await saveHorse(page, "Bildhäst Delad", await jpeg("delad.jpg"));

    // The head as a link preview fetcher reads it: the server's HTML, no JavaScript.
    const html = await (await request.get("/horse/Bildh%C3%A4st%20Delad")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const meta = (attribute: string, key: string) =>
      new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head)?.[1];
    expect(meta("property", "og:title")).toBe("Bildhäst Delad - Snöflingan");
    expect(meta("property", "og:description")).toBeTruthy();
    const url = meta("property", "og:url");
    expect(url).toMatch(/^http:\/\/localhost:\d+\/horse\/Bildh%C3%A4st%20Delad$/);
    expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    const image = meta("property", "og:image")!;
    expect(image).toMatch(/^http:\/\/localhost:\d+\/images\/[0-9a-f]{32}-800\.jpg$/);
    const answer = await request.get(image);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/jpeg");
    expect((await answer.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // The sitemap lists it (and validates: tested in server/images.test.ts), absolute.
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap).toContain(`<loc>${url}</loc>`);

    // Every public page has the basics.
    for (const path of ["/", "/stallions", "/for-sale", "/homebred", "/breeding"]) {
      const page = await (await request.get(path)).text();
      expect(page, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(page, path).toMatch(/<meta property="og:description" content="[^"]+"/);
      expect(page, path).toContain(`<meta property="og:url" content="${new URL(url!).origin}${path}"`);
      expect(page, path).toContain(`<link rel="canonical" href="${new URL(url!).origin}${path}"`);
    }
  });

  test("a ribbon image uploaded on add-ribbons shows on the horse page", async ({ page }) => {
    await signIn(page);
    await saveHorse(page, "Bildhäst Rosett", await jpeg("häst.jpg"));
    await page.goto("/admin/add-ribbons");
    await page.getByLabel("Häst", { exact: true }).fill("Bildhäst Rosett");
    await page.getByLabel("Rosettens text").fill("Bildrosett 1:a");
    await page.getByLabel("Ladda upp bild").setInputFiles({
      name: "rosett.png",
      mimeType: "image/png",
      buffer: await transparentPng(),
    });
    await page.getByRole("button", { name: "Lägg till rosett" }).click();
    await expect(page.getByText("Rosetten har lagts till!")).toBeVisible();
    await page.goto("/horse/Bildh%C3%A4st%20Rosett");
    const ribbon = page.locator(".ribbons img[alt='Bildrosett 1:a']");
    await expect(ribbon).toHaveAttribute("loading", "lazy");
    await expect
      .poll(() => ribbon.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-320\.(avif|webp|jpg)$/);
  });

  test("the default Content-Security-Policy blocks a picture from another host", async ({ page }) => {
    await page.goto("/");
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const img = document.createElement("img");
          img.alt = "";
          // Never requested: the policy refuses it before any connection.
          img.src = "http://127.0.0.1:4150/utanfor.jpg";
          document.body.append(img);
        }),
    );
    expect(await violation).toBe("img-src");
  });
});
