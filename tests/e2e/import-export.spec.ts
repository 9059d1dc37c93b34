import { closeSync, mkdtempSync, openSync, readFileSync, ftruncateSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequest, type BrowserContext, type Page } from "@playwright/test";
import { phonePhoto } from "#tests/support/images";
import { rawZip, unzip } from "#tests/support/zip";
import { E2E_ADMIN, expectNoAxeViolations, signIn, spawnServer, type SpawnedServer } from "./support";

// A server of its own: importing the old app's fixture adds horses the other journeys do not expect.
let server: SpawnedServer;
test.describe.configure({ mode: "serial", timeout: 120_000 });
const ADMIN_ENV = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, LOGIN_THROTTLE: "off" };
test.beforeAll(async () => {
  // A fresh database with the demo stud takes a while on a busy machine.
  test.setTimeout(180_000);
  server = await spawnServer({ SEED: "demo", ...ADMIN_ENV }, { timeoutMs: 170_000 });
});
test.afterAll(async () => {
  await server?.stop();
});

const PAGE = "/admin/import-export";
const OLD_APP_EXPORT = "tests/old-app/export.ndjson";

async function adminPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page);
  await page.goto(PAGE);
  return page;
}

/**
 * Lets the test hold the page's posts to the import page until released, so what the page shows
 * while it waits can be seen: `const hold = await postGate(page)`, then `const release = hold()` … `release()`.
 */
async function postGate(page: Page): Promise<() => () => void> {
  let gate: Promise<void> | null = null;
  await page.route(
    (url) => url.pathname.startsWith(PAGE),
    async (route) => {
      if (gate && route.request().method() === "POST") await gate;
      await route.continue();
    },
  );
  return () => {
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      gate = null;
      release();
    };
  };
}

/**
 * A post that declares a body of `length` bytes and sends none of it: a server that reads the
 * declared length answers at once, and the test need not push megabytes into a closed socket.
 */
function postDeclaring(pathname: string, length: number, cookie: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${pathname}`, {
      method: "POST",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(length) },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    request.flushHeaders();
  });
}

/** Posts a file to the import page as a visitor without a session; the answer's status. */
async function anonymousUpload(
  request: APIRequest,
  baseURL: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<number> {
  const visitor = await request.newContext({ baseURL });
  try {
    return (await visitor.post(PAGE, { multipart: { intent: "import", file }, maxRedirects: 0 })).status();
  } finally {
    await visitor.dispose();
  }
}

type Stud = { horses: { name: string; picture: string | null }[] };

/** The stud file inside a backup archive. */
async function studOf(archive: Buffer): Promise<Stud> {
  return JSON.parse((await unzip(archive)).get("stud.json")!.toString("utf8")) as Stud;
}

/** The whole stud as the backup link downloads it, fetched with the page's session. */
async function backup(context: BrowserContext): Promise<Stud> {
  return studOf(await (await context.request.get("/admin/backup")).body());
}

test("upload an old-app export, read the report, confirm, and download the stud", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole("link", { name: "Importera och exportera" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importera och exportera" })).toBeVisible();
  const before = await backup(context);

  const hold = await postGate(page);
  await page.getByLabel("Fil", { exact: true }).setInputFiles(OLD_APP_EXPORT);
  let release = hold();
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Läser filen och förhandsgranskar" })).toBeVisible();
  release();
  await expect(page.getByText("Förhandsgranskning: så här skulle importen bli. Ingenting har sparats.")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "horses: 8 lästa, 5 importerade, 0 fanns redan, 3 hoppades över, 4 varningar" }),
  ).toBeVisible();
  await expect(page.getByText("hoppades över horses/noName00001: saknar namn")).toBeVisible();
  await expect(page.getByText('hoppades över evaluations/e7ghost: hästen "Spökhäst" finns inte')).toBeVisible();
  await expectNoAxeViolations(page);
  // A preview writes nothing.
  expect((await backup(context)).horses).toHaveLength(before.horses.length);

  release = hold();
  await page.getByRole("button", { name: "Bekräfta importen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Importerar" })).toBeVisible();
  release();
  await expect(page.getByText("Importen är klar.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "competition: 4 lästa, 3 importerade" }).first()).toBeVisible();
  await page.goto("/horse/Eldvinge");
  await expect(page.getByRole("heading", { level: 1, name: "Eldvinge" })).toBeVisible();

  await page.goto(PAGE);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Ladda ner hela stuteriet" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^snoflingan-\d{4}-\d{2}-\d{2}\.zip$/);
  const stud = await studOf(readFileSync(await download.path()));
  expect(stud.horses).toHaveLength(before.horses.length + 5);
  expect(stud.horses.map((horse) => horse.name)).toEqual(expect.arrayContaining(["Eldvinge", "Snöstjärna"]));
  await context.close();
});

test("the stud's own backup, previewed, in plain Swedish: what exists and what is new, the technical detail folded away", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const page = await adminPage(context);
  const main = page.locator("main");
  const jargon = ["__collections__", "NDJSON", "stud:restore", "stud:import"];
  for (const word of jargon) await expect(main).not.toContainText(word, { useInnerText: true });

  const own = await (await context.request.get("/admin/backup")).body();
  const horses = (await studOf(own)).horses.length;
  await page
    .getByLabel("Fil", { exact: true })
    .setInputFiles({ name: "egen.zip", mimeType: "application/zip", buffer: own });
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByText("Förhandsgranskning: så här skulle importen bli. Ingenting har sparats.")).toBeVisible();
  await expect(page.getByText(`Hästar: 0 nya, ${horses} finns redan och lämnas som de är`)).toBeVisible();
  await expect(page.getByText(/^Bedömningar: 0 nya, \d+ hör till hästar som redan finns/)).toBeVisible();
  for (const word of jargon) await expect(main).not.toContainText(word, { useInnerText: true });
  await expectNoAxeViolations(page);

  // A file cut short: the owner reads what happened; the parser's words wait under Tekniska detaljer.
  await page.getByLabel("Fil", { exact: true }).setInputFiles({
    name: "avbruten.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"horses": [{"name": "A"'),
  });
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.locator("#field-file-error")).toHaveText(
    "Filen avbruten.json kan inte läsas: filen tar slut för tidigt, som om bara en del av den kom med. Ingenting har sparats.",
  );
  const details = page.locator("details", { hasText: "Tekniska detaljer" });
  await expect(details).not.toHaveAttribute("open");
  await expect(page.getByText(/Läsarens eget meddelande/)).toBeHidden();
  await details.getByText("Tekniska detaljer").click();
  await expect(page.getByText(/Läsarens eget meddelande: .*JSON/)).toBeVisible();
  await expect(details).toContainText("npm run stud:import -- --dry-run FIL");
  await context.close();
});

test("hostile uploads get clear Swedish messages and write nothing", async ({ browser, playwright }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await adminPage(context);
  const before = await backup(context);
  const file = page.getByLabel("Fil", { exact: true });
  const preview = page.getByRole("button", { name: "Förhandsgranska" });
  const fileError = page.locator("#field-file-error");

  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
  const hostile: [name: string, content: Buffer, message: string][] = [
    [
      "bild.png",
      PNG,
      "Filen bild.png är varken en säkerhetskopia eller en export från den gamla appen. Välj en fil som slutar på .zip, .json, .ndjson eller .jsonl.",
    ],
    [
      "bild.json",
      PNG,
      "Filen bild.json kan inte läsas: den är varken en säkerhetskopia eller en export från den gamla appen. Ingenting har sparats.",
    ],
    [
      "trasig.json",
      Buffer.from('{"horses": {"h1": {"name": "A",}}}'),
      "Filen trasig.json kan inte läsas: innehållet är skadat på rad 1, tecken 32. Ingenting har sparats.",
    ],
    [
      "konstig.ndjson",
      Buffer.from(
        '{"path": "horses/h1", "data": {"name": "Intrång", "category": "seniors", "breed": "a", "gender": "Sto"}}\n{"path": "horses/h2", "data": 5}\n',
      ),
      "Filen konstig.ndjson kan inte läsas (rad 2 (horses/h2)): dokumentet är inget objekt med fält. Ingenting har sparats.",
    ],
  ];
  for (const [name, buffer, message] of hostile) {
    await file.setInputFiles({ name, mimeType: "application/octet-stream", buffer });
    await preview.click();
    await expect(fileError).toHaveText(message);
  }

  // A zip that is none, and a backup archive with a name climbing out of it.
  await file.setInputFiles({ name: "säkerhetskopia.zip", mimeType: "application/zip", buffer: Buffer.from("PK nej") });
  await preview.click();
  await expect(fileError).toHaveText(
    "Filen säkerhetskopia.zip kan inte läsas: den är inget zip-arkiv, eller så är arkivet skadat. Ingenting har sparats.",
  );
  const climbing = rawZip([
    { name: "stud.json", content: Buffer.from('{"horses": []}') },
    { name: "../../etc/cron.d/snoflingan", content: Buffer.from("* * * * * root true") },
  ]);
  await file.setInputFiles({ name: "farlig.zip", mimeType: "application/zip", buffer: climbing });
  await preview.click();
  await expect(fileError).toHaveText(
    "Filen farlig.zip kan inte läsas (../../etc/cron.d/snoflingan): otillåtet filnamn (en sökväg uppåt eller från roten). Ingenting har sparats.",
  );

  // Over 500 MB: the page refuses it before sending, and the server refuses it on its own too.
  const big = path.join(mkdtempSync(path.join(tmpdir(), "import-big-")), "stor.zip");
  // A sparse file: its size without writing 500 MB.
  const fd = openSync(big, "w");
  ftruncateSync(fd, 500 * 1024 * 1024 + 1);
  closeSync(fd);
  await file.setInputFiles(big);
  await preview.click();
  const tooLargeText =
    "Filen är för stor: högst 500\u00a0MB. En större fil läses in direkt på servern (se Tekniska detaljer).";
  await expect(fileError).toHaveText(tooLargeText);
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  expect(await postDeclaring(PAGE, 500 * 1024 * 1024 + 1, cookies)).toEqual({ status: 413, text: tooLargeText });
  // Every other form keeps its small limit.
  expect(await postDeclaring("/admin/add-merits", 300_000, cookies)).toEqual({
    status: 413,
    text: "Formuläret är för stort.",
  });

  // A confirmation must send the previewed file itself.
  await file.setInputFiles(OLD_APP_EXPORT);
  const changed = new FormData();
  changed.set("intent", "import");
  changed.set("digest", "0".repeat(64));
  changed.set("file", new Blob([readFileSync(OLD_APP_EXPORT)]), "export.ndjson");
  const notPreviewed = await fetch(`${server.url}${PAGE}`, {
    method: "POST",
    body: changed,
    headers: { cookie: cookies },
  });
  expect(notPreviewed.status).toBe(409);

  // Without a session, nothing under /admin answers: the upload is refused before it is read.
  const upload = { name: "export.ndjson", mimeType: "application/x-ndjson", buffer: readFileSync(OLD_APP_EXPORT) };
  expect([302, 303]).toContain(await anonymousUpload(playwright.request, server.url, upload));
  const visitor = await playwright.request.newContext({ baseURL: server.url });
  expect((await visitor.get("/admin/backup", { maxRedirects: 0 })).status()).not.toBe(200);
  await visitor.dispose();

  expect(await backup(context)).toEqual(before);
  await context.close();
});

test("the backup carries the photos: download it, restore it on a new server, and the photo is back", async ({
  browser,
  playwright,
}) => {
  // Two servers, a photo processed on each upload and a database started from nothing.
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page);
  const name = "Bildhäst Säkerhetskopia";
  const horsePage = `/horse/${encodeURIComponent(name)}`;
  await page.goto("/admin/add-horse");
  await page.getByLabel("Namn").fill(name);
  await page
    .getByLabel("Ladda upp bild")
    .setInputFiles({ name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await page.getByRole("button", { name: "Lägg till häst" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Hästen har lagts till!" })).toBeVisible();

  await page.goto(PAGE);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Ladda ner hela stuteriet" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^snoflingan-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = path.join(mkdtempSync(path.join(tmpdir(), "backup-")), download.suggestedFilename());
  await download.saveAs(archive);
  const entries = await unzip(readFileSync(archive));
  const stud = JSON.parse(entries.get("stud.json")!.toString("utf8")) as Stud;
  const picture = stud.horses.find((horse) => horse.name === name)?.picture ?? "";
  const hash = /^\/images\/([0-9a-f]{32})-\d+\.jpg$/.exec(picture)?.[1];
  expect(hash, picture).toBeDefined();
  expect(entries.has(`stud.pictures/${hash}.original`)).toBe(true);
  const pictures = (JSON.parse(entries.get("stud.pictures/index.json")!.toString("utf8")) as unknown[]).length;
  const servedBefore = await page.request.get(picture);
  expect(servedBefore.status()).toBe(200);

  // A new machine: the same site with an empty database, where neither the horse nor its photo exists.
  const fresh = await spawnServer({ SEED: "none", ...ADMIN_ENV }, { timeoutMs: 170_000 });
  try {
    const other = await browser.newContext({ baseURL: fresh.url });
    const admin = await other.newPage();
    expect((await admin.request.get(horsePage)).status()).toBe(404);
    expect((await admin.request.get(picture)).status()).toBe(404);
    // Without a session the upload is refused before it is read, and stores nothing.
    const upload = { name: "snoflingan.zip", mimeType: "application/zip", buffer: readFileSync(archive) };
    expect([302, 303]).toContain(await anonymousUpload(playwright.request, fresh.url, upload));
    expect((await admin.request.get(picture)).status()).toBe(404);
    await signIn(admin);
    await admin.goto(PAGE);
    const file = admin.getByLabel("Fil", { exact: true });
    await file.setInputFiles(archive);
    await admin.getByRole("button", { name: "Förhandsgranska" }).click();
    await expect(
      admin.getByText("Förhandsgranskning: så här skulle importen bli. Ingenting har sparats."),
    ).toBeVisible();
    await expect(admin.getByRole("heading", { name: `Bilder: ${pictures} i filen, ${pictures} nya` })).toBeVisible();
    await expectNoAxeViolations(admin);
    // The dry run stored nothing.
    expect((await admin.request.get(picture)).status()).toBe(404);

    await admin.getByRole("button", { name: "Bekräfta importen" }).click();
    await expect(admin.getByText("Importen är klar.")).toBeVisible({ timeout: 60_000 });
    await admin.goto(horsePage);
    const main = admin.locator("img.horse-picture-large");
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const served = await admin.request.get(picture);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    expect(await served.body()).toEqual(await servedBefore.body());

    // The same backup again: everything is there already.
    await admin.goto(PAGE);
    await file.setInputFiles(archive);
    await admin.getByRole("button", { name: "Förhandsgranska" }).click();
    await expect(admin.getByRole("heading", { name: `Bilder: ${pictures} i filen, 0 nya` })).toBeVisible();
    await other.close();
  } finally {
    await fresh.stop();
  }
  await context.close();
});

/** A small backup (a stud file): `count` horses named `{prefix} 1…count`, each with its pedigree entry. */
function smallBackup(prefix: string, count: number): Buffer {
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  return Buffer.from(
    JSON.stringify({
      horses: names.map((name) => ({ name, category: "broodmares", breed: "a", gender: "Sto" })),
      pedigree: names.map((name) => ({ name })),
    }),
  );
}

// Last in this file: a restore replaces the whole stud the journeys above worked on.
test("restore a backup from the page: review what goes (with the stud's download), confirm, with and without JavaScript at 390 px", async ({
  browser,
  playwright,
}) => {
  const PHONE = { width: 390, height: 844 };
  const restoreFile = (page: Page) => page.getByLabel("Säkerhetskopia att återställa");
  const review = (page: Page) => page.getByRole("button", { name: "Granska återställningen" });
  const confirm = (page: Page) => page.getByRole("button", { name: "Ersätt allt med säkerhetskopian" });
  const loss = (page: Page) => page.locator(".restore-loss");

  // With JavaScript: the review names what goes, per kind, and offers the stud as it is now.
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  const page = await adminPage(context);
  const before = await backup(context);
  await restoreFile(page).setInputFiles({
    name: "liten.json",
    mimeType: "application/json",
    buffer: smallBackup("Återställd", 2),
  });
  await review(page).click();
  await expect(page.getByRole("heading", { name: "Det här försvinner" })).toBeFocused();
  await expect(loss(page).locator("ul").first()).toContainText(`Hästar: ${before.horses.length}`);
  await expect(loss(page)).toContainText("Säkerhetskopian liten.json innehåller:");
  await expect(loss(page).locator("ul").last()).toContainText("Hästar: 2");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Ladda ner det nuvarande stuteriet först" }).click(),
  ]);
  expect((await studOf(readFileSync(await download.path()))).horses).toHaveLength(before.horses.length);
  // Reviewing wrote nothing.
  expect((await backup(context)).horses).toHaveLength(before.horses.length);

  await confirm(page).click();
  await expect(page.getByText("Stuteriet är återställt från liten.json. Nu finns:")).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".restore-done")).toContainText("Hästar: 2");
  expect((await backup(context)).horses.map((horse) => horse.name)).toEqual(["Återställd 1", "Återställd 2"]);
  expect((await page.request.get(`/horse/${encodeURIComponent(before.horses[0].name)}`)).status()).toBe(404);
  await context.close();

  // Without JavaScript: the answer opens at the restore section; the confirmation sends the file again.
  const plain = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled: false });
  const form = await adminPage(plain);
  await restoreFile(form).setInputFiles({
    name: "liten2.json",
    mimeType: "application/json",
    buffer: smallBackup("Ersatt", 3),
  });
  await review(form).click();
  await expect(form).toHaveURL(/\?restore#restore-title$/);
  await expect(loss(form).locator("ul").first()).toContainText("Hästar: 2");
  await expect(loss(form).locator("ul").last()).toContainText("Hästar: 3");
  await expect(form.getByText("Samma fil som du granskade. Är fältet tomt, välj den igen.")).toBeVisible();
  expect(await form.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Another file than the one reviewed is refused, and nothing changes.
  await restoreFile(form).setInputFiles({
    name: "liten2.json",
    mimeType: "application/json",
    buffer: smallBackup("Annan", 3),
  });
  await confirm(form).click();
  await expect(
    form.getByText("Filen är inte samma som du granskade. Granska den igen innan du bekräftar."),
  ).toBeVisible();
  await restoreFile(form).setInputFiles({
    name: "liten2.json",
    mimeType: "application/json",
    buffer: smallBackup("Ersatt", 3),
  });
  await review(form).click();
  await restoreFile(form).setInputFiles({
    name: "liten2.json",
    mimeType: "application/json",
    buffer: smallBackup("Ersatt", 3),
  });
  await confirm(form).click();
  await expect(form.getByText("Stuteriet är återställt från liten2.json. Nu finns:")).toBeVisible({ timeout: 60_000 });
  await expect(form.locator(".restore-done")).toContainText("Hästar: 3");

  // Hostile input stays text: an old-app export under a name of markup is refused by name.
  await restoreFile(form).setInputFiles({
    name: "<img src=x onerror=alert(1)>.json",
    mimeType: "application/json",
    buffer: readFileSync("tests/old-app/collections-export.json"),
  });
  await review(form).click();
  await expect(form.locator(`#field-backup-error`)).toHaveText(
    "Filen <img src=x onerror=alert(1)>.json är den gamla appens export, ingen säkerhetskopia av stuteriet. Den kan importeras (ovan), inte återställas.",
  );
  await expect(form.locator("main img[src=x]")).toHaveCount(0);
  const after = await backup(plain);
  await plain.close();

  // Without a session the restore is refused before it is read, and nothing changes.
  const visitor = await playwright.request.newContext({ baseURL: server.url });
  const status = (
    await visitor.post(`${PAGE}?restore`, {
      multipart: {
        intent: "restore",
        backup: { name: "x.json", mimeType: "application/json", buffer: smallBackup("Intrång", 1) },
      },
      maxRedirects: 0,
    })
  ).status();
  expect([302, 303]).toContain(status);
  await visitor.dispose();
  const check = await browser.newContext({ baseURL: server.url });
  await signIn(await check.newPage());
  expect(await backup(check)).toEqual(after);
  await check.close();
});
