import { afterAll, beforeAll, expect, it } from "vitest";
import { horsePath } from "#app/paths";
import { studFile } from "#data/records";
import { REQUEST_LIMITS } from "#domain";
import * as texts from "#domain/texts";
import { freePort } from "#scripts/server-process";
import { startSmtp, type LocalSmtp } from "#tests/support/smtp";
import { describeOnBothDrivers } from "#tests/support/stud-servers";

// Strangers writing into the database (docs/product.md, "Requests"), through a production server
// on PGlite and on PostgreSQL, each with a local SMTP server of this file's own: a request stored
// and mailed with its link (markup shown as text in the mail and in the inbox), the limits (5 an
// hour per address as TRUST_PROXY reads it, 200 unanswered, bodies over the form limit, another
// origin, a link that is not http(s), the hidden field), a mail server that is down, and a flood
// of 1,000 requests from one address that stores 5 while every page goes on answering.
// Correctness only, no timings. Needs the build.

const ADMIN = { email: "admin@example.se", password: "ett långt lösenord" };
const SALE = "Flod Salu";
const STALLION = "Flod Hingst";
const stud = studFile.parse({
  horses: [
    { name: SALE, category: "for-sale", breed: "a", gender: "Sto", height: 118, forSale: true },
    { name: STALLION, category: "stallions", breed: "b", gender: "Hingst", height: 130, genotype: "Ee aa nO" },
  ],
});
const smtpPort = await freePort();
const r = texts.requestRefusals;

let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startSmtp(smtpPort);
});
afterAll(() => smtp.close());

const env = {
  TRUST_PROXY: "loopback",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  NOTIFY_EMAIL: "stuteri@example.se",
};

describeOnBothDrivers("visitors' requests", stud, env, (server, driver) => {
  const url = (path: string) => server().url + path;
  const origin = () => ({ origin: server().url });

  /** A sale enquiry posted as a browser's form from `address` (X-Forwarded-For, believed from loopback). */
  const post = (address: string, fields: Record<string, string> = {}, headers: Record<string, string> = origin()) =>
    fetch(url("/requests"), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address, ...headers },
      body: new URLSearchParams({
        kind: "sale",
        horse: SALE,
        name: "Anna",
        contact: "anna@example.se",
        message: "",
        website: "",
        ...fields,
      }),
    });

  let cookie = "";
  /** A page as the signed-in administrator sees it. */
  const admin = async (path: string) => {
    if (!cookie) {
      const signedIn = await fetch(url("/login"), {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...origin() },
        body: new URLSearchParams(ADMIN),
      });
      cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0];
    }
    return (await fetch(url(path), { headers: { cookie } })).text();
  };
  /** The number of new requests the admin bar shows. */
  const newRequests = async () => {
    const bar = /Förfrågningar(?: \((\d+) nya\))?/.exec(await admin("/admin"));
    return Number(bar?.[1] ?? 0);
  };

  it("stores a request, answers with its receipt, and mails its link with markup shown as text", async () => {
    const markup = `<script>alert("${driver}")</script> <b>fet</b>`;
    const sent = await post("203.0.113.1", { message: markup });
    expect(sent.status).toBe(302);
    const receipt = await fetch(url(sent.headers.get("location")!));
    expect(receipt.status).toBe(200);
    const reference = /ref=([A-Z0-9]+)/.exec(sent.headers.get("location")!)![1];
    expect(await receipt.text()).toContain(reference);

    // This server's mail of it (the mail server also holds the other driver's).
    await expect.poll(() => smtp.mails.some((mail) => mail.body.includes(reference)), { timeout: 30_000 }).toBe(true);
    const mail = smtp.mails.find((candidate) => candidate.body.includes(reference))!;
    expect(mail.headers.get("to")).toBe("stuteri@example.se");
    expect(mail.body).toContain(markup);
    const link = new RegExp(`${server().url}/admin/requests/\\d+`).exec(mail.body)?.[0];
    expect(link).toBeDefined();
    const page = await admin(link!.slice(server().url.length));
    expect(page).toContain(reference);
    expect(page).toContain("&lt;script&gt;alert(");
    expect(page).not.toContain(markup);
  });

  it("refuses a body over the form limit, another origin and a link that is not http(s); a bot is answered alike", async () => {
    const before = await newRequests();
    expect((await post("203.0.113.2", { message: "x".repeat(250_000) })).status).toBe(413);
    expect((await post("203.0.113.2", {}, { origin: "https://elsewhere.example" })).status).toBe(403);
    const link = await post("203.0.113.2", {
      kind: "covering",
      horse: STALLION,
      mareName: "Gäst Mira",
      mareBreed: "b",
      mareLink: "javascript:alert(1)",
    });
    expect(link.status).toBe(400);
    expect(await link.text()).toContain(r.link.replaceAll('"', "&quot;"));
    const bot = await post("203.0.113.2", { website: "https://spam.example" });
    expect(bot.status).toBe(302);
    expect(bot.headers.get("location")).toMatch(/^\/requests\?kind=sale&ref=[A-Z0-9]{6}$/);
    expect(await newRequests()).toBe(before);
  });

  it("keeps a request when the mail server is down, and logs the failure", async () => {
    const before = await newRequests();
    await smtp.close();
    try {
      expect((await post("203.0.113.3")).status).toBe(302);
      expect(await newRequests()).toBe(before + 1);
      await expect.poll(() => server().output(), { timeout: 30_000 }).toContain('"msg":"request mail failed"');
    } finally {
      smtp = await startSmtp(smtpPort);
    }
  });

  it("stores at most 5 of 1,000 requests from one address, and every page goes on answering", async () => {
    const before = await newRequests();
    const statuses = new Map<number, number>();
    const pages: number[] = [];
    let sent = 0;
    const client = async () => {
      while (sent < 1_000) {
        sent++;
        const status = (await post("198.51.100.66")).status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (sent % 100 === 0)
          for (const path of ["/", horsePath(SALE), horsePath(STALLION), "/healthz"])
            pages.push((await fetch(url(path))).status);
      }
    };
    await Promise.all(Array.from({ length: 20 }, client));
    console.log(JSON.stringify({ fault: "request flood", driver, statuses: Object.fromEntries(statuses) }));
    expect(statuses.get(302)).toBe(REQUEST_LIMITS.perAddress);
    expect(statuses.get(429)).toBe(1_000 - REQUEST_LIMITS.perAddress);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((status) => status === 200)).toBe(true);
    expect(await newRequests()).toBe(before + REQUEST_LIMITS.perAddress);
    // Another address is not held by this one's flood.
    expect((await post("198.51.100.67")).status).toBe(302);
  });

  it("refuses new requests with a Swedish 'try later' once 200 wait for an answer", async () => {
    let waiting = await newRequests();
    for (let address = 0; waiting < REQUEST_LIMITS.unanswered; address++)
      for (let i = 0; i < REQUEST_LIMITS.perAddress && waiting < REQUEST_LIMITS.unanswered; i++) {
        expect((await post(`10.20.${Math.floor(address / 200)}.${address % 200}`)).status).toBe(302);
        waiting++;
      }
    expect(await newRequests()).toBe(REQUEST_LIMITS.unanswered);
    const refused = await post("10.30.0.1");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(r.full);
    expect(await newRequests()).toBe(REQUEST_LIMITS.unanswered);
  });
});
