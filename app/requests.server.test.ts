import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredRequest } from "#data/requests";
import { REQUEST_LIMITS } from "#domain";
import { startSmtp, type LocalSmtp } from "#tests/support/smtp";
import {
  mailSettingsFromEnv,
  notifyNewRequest,
  parseRequestForm,
  requestMailOf,
  requestsPerHourFromEnv,
} from "./requests.server";

const request: StoredRequest = {
  id: 12,
  reference: "K7M2QX",
  kind: "covering",
  horse: "Hingsten",
  name: "<b>Bo</b> Berg",
  contact: "bo@example.se",
  message: 'Hej! <script>alert("x")</script> & <a href="https://evil.example">titta</a>',
  mareName: "Gäst Mira",
  mareBreed: "d",
  mareSire: "Okänd Far",
  mareDam: null,
  mareGenotype: "ee aa nO",
  mareLink: "https://stall.example/mira",
  status: "new",
  reason: "",
  covering: null,
  created: new Date("2026-05-01T10:00:00Z"),
  answered: null,
  erased: null,
};
const LINK = "https://snoflingan.example.se/admin/requests/12";

describe("the settings", () => {
  it("sends mail only with both SMTP_URL and NOTIFY_EMAIL; NOTIFY_FROM defaults to NOTIFY_EMAIL", () => {
    expect(mailSettingsFromEnv({})).toBeNull();
    expect(mailSettingsFromEnv({ SMTP_URL: "smtp://mail.example:25" })).toBeNull();
    expect(mailSettingsFromEnv({ NOTIFY_EMAIL: "stuteri@example.se" })).toBeNull();
    expect(mailSettingsFromEnv({ SMTP_URL: "smtp://mail.example:25", NOTIFY_EMAIL: "stuteri@example.se" })).toEqual({
      url: "smtp://mail.example:25",
      to: "stuteri@example.se",
      from: "stuteri@example.se",
    });
    expect(
      mailSettingsFromEnv({ SMTP_URL: "smtp://m.example", NOTIFY_EMAIL: "a@example.se", NOTIFY_FROM: "b@example.se" })
        ?.from,
    ).toBe("b@example.se");
  });

  it("reads REQUESTS_PER_HOUR, keeping the default for anything unreadable", () => {
    expect(requestsPerHourFromEnv({})).toBe(REQUEST_LIMITS.perAddress);
    expect(requestsPerHourFromEnv({ REQUESTS_PER_HOUR: "50" })).toBe(50);
    for (const value of ["0", "-1", "5e3", "abc", ""])
      expect(requestsPerHourFromEnv({ REQUESTS_PER_HOUR: value })).toBe(REQUEST_LIMITS.perAddress);
  });
});

describe("the posted form", () => {
  const fields = { kind: "sale", horse: "Salu", name: "Anna", contact: "anna@example.se", message: "" };

  it("reads the hidden field as a bot's mark and never echoes it", () => {
    expect(parseRequestForm({ ...fields, website: "" })).toMatchObject({ ok: true, honeypot: false });
    const bot = parseRequestForm({ ...fields, website: "https://spam.example" });
    expect(bot).toMatchObject({ ok: true, honeypot: true });
    expect(bot.values).not.toHaveProperty("website");
    const refused = parseRequestForm({ ...fields, name: "", website: "x" });
    expect(refused.ok).toBe(false);
    expect(refused.values).toEqual({ ...fields, name: "" });
  });
});

describe("the notification e-mail", () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it("arrives as plain text with the link, every field as typed and markup shown as text", async () => {
    const settings = { url: smtp.url, to: "stuteri@example.se", from: "webbplats@example.se" };
    const logged: string[] = [];
    await notifyNewRequest(settings, request, LINK, (line) => logged.push(line));
    expect(logged).toEqual([]);
    const mail = await smtp.next();
    expect(mail.headers.get("to")).toBe("stuteri@example.se");
    expect(mail.headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.subject).toBe("Ny betäckningsförfrågan: Hingsten (K7M2QX)");
    expect(mail.body).toContain(LINK);
    expect(mail.body).toContain(`Meddelande: ${request.message}`);
    expect(mail.body).toContain("Namn: <b>Bo</b> Berg");
    expect(mail.body).toContain("Stoets sida: https://stall.example/mira");
    expect(mail.body).toBe(requestMailOf(request, LINK).text);
  });

  it("logs a mail server that does not answer, and never rejects", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const logged: string[] = [];
    await notifyNewRequest(
      { url: `smtp://127.0.0.1:${closed}`, to: "a@example.se", from: "a@example.se" },
      request,
      LINK,
      (line) => logged.push(line),
    );
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({ msg: "request mail failed", reference: "K7M2QX" });
  });

  it("sends nothing without settings", async () => {
    const before = smtp.mails.length;
    await notifyNewRequest(null, request, LINK, () => {
      throw new Error("no log expected");
    });
    expect(smtp.mails.length).toBe(before);
  });
});
