import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarDateInSweden, foalInbreeding, isReference, pairSeed, REQUEST_LIMITS } from "#domain";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { coveringById } from "./coverings";
import { queryRows, type Db } from "./db";
import { recordChange, undoChange } from "./history";
import { updateHorse, horseByName } from "./horses";
import { pedigreeInMemoryAt } from "./pedigree/in-memory";
import { pedigreeByName } from "./pedigree/pedigree";
import { horseRecord, studFile } from "./records";
import {
  approveRequest,
  countNewRequests,
  declineRequest,
  deleteRequest,
  eraseAnsweredContacts,
  requestById,
  requestDetails,
  requestInbox,
  requestRecord,
  submitRequest,
  type RequestRecord,
  type RequestSubmission,
} from "./requests";

const ACTOR = "admin@example.se";
const r = texts.requestRefusals;
const DAY_MS = 24 * 60 * 60 * 1000;

const stud = studFile.parse({
  horses: [
    {
      name: "Req Hingst",
      category: "stallions",
      breed: "b",
      gender: "Hingst",
      height: 132,
      genotype: "Ee aa nO",
      sire: "Req Far",
      dam: "Req Mor",
    },
    { name: "Req Salu", category: "for-sale", breed: "a", gender: "Sto", height: 120, forSale: true },
    { name: "Req Inte Salu", category: "broodmares", breed: "a", gender: "Sto", height: 120 },
    { name: "Req Valack", category: "competitors", breed: "b", gender: "Valack", height: 130 },
    { name: "Req Ohöjd", category: "stallions", breed: "b", gender: "Hingst" },
    { name: "Req Befintlig", category: "broodmares", breed: "c", gender: "Sto", height: 135 },
  ],
  pedigree: [
    { name: "Req Far", gender: "Hingst", breed: "b" },
    { name: "Req Mor", gender: "Sto", breed: "b" },
  ],
});

const sale = (fields: Record<string, string> = {}) => ({
  kind: "sale",
  horse: "req salu",
  name: "Anna Andersson",
  contact: "anna@example.se",
  message: "Hej! <b>Finns</b> hon kvar?",
  ...fields,
});

const covering = (fields: Record<string, string> = {}) => ({
  kind: "covering",
  horse: "Req Hingst",
  name: "Bo Berg",
  contact: "Bo på forumet",
  message: "",
  mareName: "Gäst Mira",
  mareBreed: "d",
  mareSire: "Req Far",
  mareDam: "Okänd",
  mareGenotype: "ee aa nO",
  mareLink: "https://stall.example/mira",
  ...fields,
});

const parsed = (fields: Record<string, string>): RequestRecord => requestRecord.parse(fields);
const errorsOf = (fields: Record<string, string>) => {
  const result = requestRecord.safeParse(fields);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("what a visitor may write", () => {
  it("takes a sale enquiry and a covering request, markup kept as text, no-parent spellings as none", () => {
    expect(parsed(sale())).toMatchObject({
      kind: "sale",
      name: "Anna Andersson",
      message: "Hej! <b>Finns</b> hon kvar?",
    });
    expect(parsed(covering())).toMatchObject({
      mareSire: "Req Far",
      mareDam: null,
      mareGenotype: "ee aa nO",
      mareLink: "https://stall.example/mira",
    });
    expect(parsed(covering({ mareGenotype: "", mareLink: "", mareSire: "" }))).toMatchObject({
      mareSire: null,
      mareGenotype: null,
      mareLink: null,
    });
  });

  it("holds every field to its length and to the admin forms' name rules", () => {
    expect(errorsOf(sale({ message: "x".repeat(REQUEST_LIMITS.message + 1) })).message).toBe(
      texts.validation.maxLength(REQUEST_LIMITS.message),
    );
    expect(errorsOf(sale({ message: "x".repeat(REQUEST_LIMITS.message) }))).toEqual({});
    expect(errorsOf(sale({ name: "x".repeat(81) })).name).toBe(texts.validation.maxLength(80));
    expect(errorsOf(sale({ contact: "x".repeat(REQUEST_LIMITS.contact + 1) })).contact).toBeDefined();
    expect(errorsOf(sale({ name: "An\u200bna" })).name).toBe(texts.faults.nameForbiddenCharacter);
    expect(errorsOf(sale({ name: "Аnna" })).name).toBe(texts.faults.nameMixedScripts);
    expect(errorsOf(sale({ contact: "аnna@example.se" })).contact).toBe(r.contactMixedScripts);
    expect(errorsOf(sale({ contact: "anna\u202e@example.se" })).contact).toBe(r.contactInvisible);
    expect(errorsOf(sale({ message: "hej \u202edlröv" })).message).toBe(r.messageDirection);
    expect(errorsOf(sale({ message: "nul\u0000" })).message).toBe(texts.faults.textForbiddenCharacter);
    expect(errorsOf(sale({ name: " ", contact: "" }))).toEqual({ name: r.nameRequired, contact: r.contactRequired });
    expect(errorsOf(covering({ mareName: "Mi\u200dra" })).mareName).toBe(texts.faults.nameForbiddenCharacter);
    expect(errorsOf(covering({ mareSire: "Fаr" })).mareSire).toBe(texts.faults.nameMixedScripts);
    expect(errorsOf(covering({ mareSire: "gäst mira" })).mareSire).toBe(r.ownParent);
    expect(errorsOf(covering({ mareBreed: "q" })).mareBreed).toBe(r.mareBreed);
    expect(errorsOf(covering({ mareGenotype: "Ee <script>" })).mareGenotype).toBe(r.genotype);
    expect(errorsOf({ kind: "adoption", horse: "x" }).kind).toBe(r.unknownKind);
  });

  it("takes a mare's link as an absolute http(s) address only", () => {
    for (const link of [
      "javascript:alert(1)",
      "/horse/Req Hingst",
      "//evil.example",
      "data:text/html,x",
      "ftp://x.example",
    ])
      expect(errorsOf(covering({ mareLink: link })).mareLink).toBe(r.link);
  });
});

describeWithDatabase("requests", (db) => {
  beforeAll(async () => {
    await importStud(db(), stud);
  });

  /** A submission from `address` at `now`, no honeypot, default limits. */
  const submit = (
    fields: Record<string, string>,
    address: string,
    options: Partial<Parameters<typeof submitRequest>[2]> = {},
  ) => submitRequest(db(), parsed(fields), { address, honeypot: false, ...options });
  const stored = (result: RequestSubmission) => {
    if (!result.ok || !result.stored) throw new Error(`not stored: ${JSON.stringify(result)}`);
    return result.stored;
  };
  const clear = async () => {
    await db().execute(sql`delete from requests`);
    await db().execute(sql`delete from request_attempts`);
  };
  const logged = <T extends { ok: boolean }>(
    kind: Parameters<typeof recordChange>[1]["kind"],
    work: (tx: Db) => Promise<T>,
  ) => {
    let change = 0;
    return recordChange(db(), { actor: ACTOR, kind }, (tx, id) => ((change = id), work(tx))).then((result) => ({
      result,
      change,
    }));
  };

  it("stores a request with a short reference, the horse as the stud spells it, markup as typed", async () => {
    await clear();
    const result = await submit(sale(), "198.51.100.1");
    const request = stored(result);
    expect(isReference(request.reference)).toBe(true);
    expect(request).toMatchObject({
      kind: "sale",
      horse: "Req Salu",
      status: "new",
      message: "Hej! <b>Finns</b> hon kvar?",
      mareName: null,
    });
    expect(await countNewRequests(db())).toBe(1);
  });

  it("refuses a horse the form is not for: not for sale, no stallion, no height, no such horse", async () => {
    await clear();
    expect(await submit(sale({ horse: "Req Inte Salu" }), "198.51.100.2")).toMatchObject({
      ok: false,
      reason: "horse",
    });
    for (const horse of ["Req Valack", "Req Ohöjd", "Req Salu", "Ingen Sådan"])
      expect(await submit(covering({ horse }), "198.51.100.2")).toMatchObject({ ok: false, reason: "horse" });
    expect(await countNewRequests(db())).toBe(0);
  });

  it("takes 5 requests an hour from one address, then says when to try again; other addresses go on", async () => {
    await clear();
    const now = new Date("2026-05-01T10:00:00Z");
    for (let i = 0; i < 5; i++)
      stored(await submit(sale(), "203.0.113.7", { now: new Date(now.getTime() + i * 60_000) }));
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await submit(sale(), "203.0.113.7", { now: later })).toEqual({
      ok: false,
      reason: "rate",
      retryAfterSeconds: 50 * 60,
    });
    stored(await submit(sale(), "203.0.113.8", { now: later }));
    // An hour after the first, one more.
    const afterHour = new Date(now.getTime() + 60 * 60_000 + 1);
    stored(await submit(sale(), "203.0.113.7", { now: afterHour }));
    expect(await submit(sale(), "203.0.113.7", { now: afterHour })).toMatchObject({ ok: false, reason: "rate" });
    // Addresses are kept no longer than they count.
    await submit(sale(), "203.0.113.9", { now: new Date(now.getTime() + 3 * 60 * 60_000) });
    const addresses = await queryRows<{ address: string }>(db(), sql`select distinct address from request_attempts`);
    expect(addresses).toEqual([{ address: "203.0.113.9" }]);
  });

  it("stores at most 5 of 60 requests sent at once from one address", async () => {
    await clear();
    const results = await Promise.all(Array.from({ length: 60 }, () => submit(sale(), "192.0.2.60")));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.filter((result) => !result.ok && result.reason === "rate")).toHaveLength(55);
    expect(await countNewRequests(db())).toBe(5);
  });

  it("answers a bot that filled in the hidden field like anyone, stores nothing, and counts it", async () => {
    await clear();
    const bot = await submitRequest(db(), parsed(sale()), { address: "192.0.2.99", honeypot: true });
    expect(bot).toMatchObject({ ok: true, stored: null });
    expect(bot.ok && isReference(bot.reference)).toBe(true);
    expect(await countNewRequests(db())).toBe(0);
    for (let i = 0; i < 4; i++) await submitRequest(db(), parsed(sale()), { address: "192.0.2.99", honeypot: true });
    expect(await submit(sale(), "192.0.2.99")).toMatchObject({ ok: false, reason: "rate" });
  });

  it("refuses new requests past the unanswered limit; answered ones do not count", async () => {
    await clear();
    const limit = { unanswered: 3 };
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(stored(await submit(sale(), `192.0.2.${i + 10}`, limit)).id);
    expect(await submit(sale(), "192.0.2.20", limit)).toEqual({ ok: false, reason: "full" });
    await declineRequest(db(), ids[0], "");
    stored(await submit(sale(), "192.0.2.21", limit));
  });

  it("refuses a mare's name that looks like a name of the pedigree; the name itself, in any case, is no clash", async () => {
    await clear();
    expect(await submit(covering({ mareName: "REQ BEFINTLIG" }), "192.0.2.30")).toMatchObject({ ok: true });
    await importStud(db(), studFile.parse({ pedigree: [{ name: "BABA" }] }));
    expect(await submit(covering({ mareDam: "ВАВА" }), "192.0.2.31")).toEqual({
      ok: false,
      reason: "lookalike",
      field: "mareDam",
      clash: "BABA",
    });
  });

  it("approves a covering request: the mare an entry with her parents, a planned covering, undone whole", async () => {
    await clear();
    const request = stored(await submit(covering(), "192.0.2.40"));
    const details = await requestDetails(db(), request.id);
    const { result, change } = await logged("request-approve", (tx) => approveRequest(tx, request.id));
    expect(result).toMatchObject({ ok: true, request: { status: "approved" } });
    if (!result.ok) return;
    const mare = await pedigreeByName(db(), "Gäst Mira");
    expect(mare).toMatchObject({
      gender: "Sto",
      breed: "d",
      sire: "Req Far",
      dam: null,
      link: "https://stall.example/mira",
    });
    const planned = await coveringById(db(), result.request.covering!);
    expect(planned).toMatchObject({
      stallion: "Req Hingst",
      mare: "Gäst Mira",
      status: "planned",
      seed: pairSeed("Req Hingst", "Gäst Mira"),
      date: calendarDateInSweden(new Date()),
    });
    // What the inbox showed is what the pedigree now says of the foal.
    const { kinship } = await pedigreeInMemoryAt(db());
    const now = foalInbreeding(kinship, "Req Hingst", "Gäst Mira");
    expect(details?.mating?.foal?.coi).toBe(0.125);
    expect(now.coi).toBeCloseTo(details!.mating!.foal!.coi, 14);
    expect(now.completeness.knownShare).toBeCloseTo(details!.mating!.foal!.completeness.knownShare, 14);
    expect(now.completeness.completeGenerations).toBe(details!.mating!.foal!.completeness.completeGenerations);

    expect(await undoChange(db(), change, ACTOR)).toMatchObject({ ok: true });
    expect(await pedigreeByName(db(), "Gäst Mira")).toBeNull();
    expect(await coveringById(db(), result.request.covering!)).toBeNull();
    expect(await requestById(db(), request.id)).toMatchObject({ status: "new", covering: null, answered: null });
  });

  it("approves with a mare already in the pedigree as she is, and a sale enquiry as answered", async () => {
    await clear();
    const known = stored(await submit(covering({ mareName: "req befintlig", mareSire: "" }), "192.0.2.41"));
    expect((await requestDetails(db(), known.id))?.mating?.mareKnown).toBe("Req Befintlig");
    const approved = await approveRequest(db(), known.id);
    expect(approved.ok).toBe(true);
    expect(await horseByName(db(), "Req Befintlig")).toMatchObject({ sire: null, dam: null });
    expect(await approveRequest(db(), known.id)).toEqual({ ok: false, reason: "answered", status: "approved" });
    const enquiry = stored(await submit(sale(), "192.0.2.41"));
    const details = await requestDetails(db(), enquiry.id);
    expect(details).toMatchObject({ horse: { name: "Req Salu", forSale: true, sold: false }, mating: null });
    expect(await approveRequest(db(), enquiry.id)).toMatchObject({
      ok: true,
      request: { status: "approved", covering: null },
    });
  });

  it("declines with a reason and deletes, each undone from the change log", async () => {
    await clear();
    const request = stored(await submit(sale(), "192.0.2.50"));
    const declined = await logged("request-decline", (tx) => declineRequest(tx, request.id, "  Redan såld.  "));
    expect(declined.result).toMatchObject({ ok: true, request: { status: "declined", reason: "Redan såld." } });
    expect(await undoChange(db(), declined.change, ACTOR)).toMatchObject({ ok: true });
    expect(await requestById(db(), request.id)).toMatchObject({ status: "new", reason: "" });

    const deleted = await logged("request-delete", (tx) => deleteRequest(tx, request.id));
    expect(deleted.result.ok).toBe(true);
    expect(await requestById(db(), request.id)).toBeNull();
    expect(await deleteRequest(db(), request.id)).toEqual({ ok: false, reason: "not-found" });
    expect(await undoChange(db(), deleted.change, ACTOR)).toMatchObject({ ok: true });
    expect(await requestById(db(), request.id)).toMatchObject({ reference: request.reference, name: "Anna Andersson" });
  });

  it("lists the inbox newest first and follows a rename of its horse", async () => {
    await clear();
    const first = stored(await submit(sale(), "192.0.2.60", { now: new Date("2026-05-01T10:00:00Z") }));
    const second = stored(await submit(covering(), "192.0.2.60", { now: new Date("2026-05-02T10:00:00Z") }));
    const inbox = await requestInbox(db(), 1);
    expect(inbox.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(inbox).toMatchObject({ page: 1, pages: 1, total: 2 });
    const horse = await horseByName(db(), "Req Salu");
    await updateHorse(db(), "Req Salu", horseRecord.parse({ ...horse, name: "Req Salu Ny" }));
    expect((await requestById(db(), first.id))?.horse).toBe("Req Salu Ny");
    await updateHorse(db(), "Req Salu Ny", horseRecord.parse(horse));
  });

  it("erases the contact details of requests answered more than 90 days ago, in the change log too", async () => {
    await clear();
    const t0 = new Date("2026-01-10T12:00:00Z");
    const old = stored(await submit(sale(), "192.0.2.70", { now: t0 }));
    const recent = stored(await submit(sale({ name: "Cecilia" }), "192.0.2.71", { now: t0 }));
    const waiting = stored(await submit(sale({ name: "Doris" }), "192.0.2.72", { now: t0 }));
    const gone = stored(await submit(sale({ name: "Eva" }), "192.0.2.73", { now: t0 }));
    const declined = await logged("request-decline", (tx) => declineRequest(tx, old.id, "Nej", { now: t0 }));
    await declineRequest(db(), recent.id, "", { now: new Date(t0.getTime() + 10 * DAY_MS) });
    const deleted = await logged("request-delete", (tx) => deleteRequest(tx, gone.id));
    // The log's changes are dated by the database; back-date them as if made at t0.
    await db().execute(
      sql`update changes set at = ${t0.toISOString()} where id in (${declined.change}, ${deleted.change})`,
    );

    const at = (days: number) => new Date(t0.getTime() + days * DAY_MS);
    expect(await eraseAnsweredContacts(db(), at(89))).toEqual({ requests: 0, logRows: 0 });
    expect(await eraseAnsweredContacts(db(), at(91))).toEqual({ requests: 1, logRows: 2 });
    expect(await requestById(db(), old.id)).toMatchObject({
      name: "",
      contact: "",
      message: "",
      reason: "Nej",
      status: "declined",
      erased: at(91),
    });
    expect(await requestById(db(), recent.id)).toMatchObject({ name: "Cecilia", erased: null });
    expect(await requestById(db(), waiting.id)).toMatchObject({ name: "Doris", erased: null });
    const logCopies = await queryRows<{ text: string }>(
      db(),
      sql`select coalesce(before::text, '') || coalesce(after::text, '') as text from change_rows
        where table_name = 'requests' and row_id in (${old.id}, ${gone.id})`,
    );
    expect(logCopies.map((row) => row.text).join("\n")).not.toMatch(/Anna|Eva|anna@example/);
    // What is erased stays erased: undoing the answer or the delete brings no contact details back.
    expect(await undoChange(db(), declined.change, ACTOR)).toMatchObject({ ok: true });
    expect(await requestById(db(), old.id)).toMatchObject({ status: "new", name: "", contact: "" });
    expect(await undoChange(db(), deleted.change, ACTOR)).toMatchObject({ ok: true });
    expect(await requestById(db(), gone.id)).toMatchObject({ name: "", contact: "", message: "" });
    expect(await eraseAnsweredContacts(db(), at(101))).toMatchObject({ requests: 1 });
  });
});
