import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { addCovering, coveringRecord, registerFoal, updateCovering } from "#data/coverings";
import type { Db } from "#data/db";
import { changeLog, recordChange, undoChange } from "#data/history";
import { setForSale } from "#data/horses";
import { addPost, newsById, setNewsHidden } from "#data/news";
import { studFile, type StudFile, type StudFileInput } from "#data/records";
import {
  approveRequest,
  declineRequest,
  eraseAnsweredContacts,
  requestById,
  requestRecord,
  submitRequest,
} from "#data/requests";
import { coverings, news, requests } from "#data/schema";
import { storedImageRef } from "#domain";
import { createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { importExports, reportSections } from "./old-app";
import { exportStud, importStud, restoreStud, studCounts } from "./stud";

// A backup carries the coverings, visitors' requests and news (docs/product.md, "Coverings",
// "Requests", "News and feed"), each written here as the site writes it, every write a logged change.

const ACTOR = "admin@example.se";
const DAY_MS = 24 * 60 * 60 * 1000;
const STATS = [40, 35, 30, 28, 50, 45, 20, 18, 33, 31, 25, 22, 60, 41, 38, 36];
const HORSES: StudFileInput["horses"] = [
  {
    name: "Bk Hingst",
    category: "stallions",
    breed: "b",
    gender: "Hingst",
    height: 132,
    genotype: "Ee Aa",
    stats: STATS,
  },
  { name: "Bk Sto", category: "broodmares", breed: "b", gender: "Sto", height: 128, genotype: "ee AA", stats: STATS },
  { name: "Bk Salu", category: "competitors", breed: "a", gender: "Sto", height: 118 },
];
const POST_PICTURE = storedImageRef("0123456789abcdef0123456789abcdef", 1600);

/** What the backup file holds: the export written as JSON and read back. */
const asFile = (stud: StudFile): unknown => JSON.parse(JSON.stringify(stud));

const covering = (fields: Record<string, unknown>) =>
  coveringRecord.parse({ stallion: "Bk Hingst", mare: "Bk Sto", date: "2026-04-10", note: "", seed: 4711, ...fields });

/** Fills `db` through the site's own writes: what a backup of a stud in use holds. */
async function fillStud(db: Db) {
  await importStud(db, studFile.parse({ horses: HORSES }));
  const logged = <T extends { ok: boolean }>(
    kind: Parameters<typeof recordChange>[1]["kind"],
    work: (tx: Db) => Promise<T>,
  ) => recordChange(db, { actor: ACTOR, kind }, work);

  // Coverings: one planned, one covered whose foal is registered (writing its news item).
  await logged("covering-add", (tx) => addCovering(tx, covering({ status: "planned", note: "Tidigt" })));
  const covered = await logged("covering-add", (tx) => addCovering(tx, covering({ status: "covered", seed: 99 })));
  if (!covered.ok) throw new Error("covering refused");
  const foal = await logged("covering-foal", (tx) =>
    registerFoal(tx, covered.covering.id, "Bk Föl", { breeder: "Snöflingan" }),
  );
  expect(foal).toMatchObject({ ok: true, lethal: false, foal: "Bk Föl" });

  // Requests: a new one, one approved (a planned covering of an outside mare), one declined long ago and erased.
  await logged("horse-sale", async (tx) => ({ ok: await setForSale(tx, "Bk Salu", true) }));
  const now = new Date();
  const submit = (fields: Record<string, unknown>, address: string, at = now) =>
    submitRequest(db, requestRecord.parse(fields), { address, honeypot: false, now: at });
  const sale = {
    kind: "sale",
    horse: "Bk Salu",
    name: "Anna Andersson",
    contact: "anna@example.se",
    message: "Finns hon kvar?",
  };
  await submit(sale, "192.0.2.1");
  const asked = await submit(
    {
      kind: "covering",
      horse: "Bk Hingst",
      name: "Bo Berg",
      contact: "bo@example.se",
      mareName: "Gäst Mira",
      mareBreed: "d",
      mareSire: "Okänd",
      mareGenotype: "ee aa",
    },
    "192.0.2.2",
  );
  if (!asked.ok || !asked.stored) throw new Error("request refused");
  expect(await logged("request-approve", (tx) => approveRequest(tx, asked.stored!.id))).toMatchObject({ ok: true });
  const old = new Date(now.getTime() - 100 * DAY_MS);
  const declined = await submit({ ...sale, name: "Cilla Ceder", contact: "cilla@example.se" }, "192.0.2.3", old);
  if (!declined.ok || !declined.stored) throw new Error("request refused");
  await logged("request-decline", (tx) => declineRequest(tx, declined.stored!.id, "Såld", { now: old }));
  expect(await eraseAnsweredContacts(db, now)).toMatchObject({ requests: 1 });

  // News: the foal's and the for-sale item the site wrote (the latter hidden), and the owner's post with a picture.
  await logged("news-add", (tx) =>
    addPost(tx, {
      title: "Våren är här",
      text: "Fölen **kommer**.",
      picture: POST_PICTURE,
      pictureAlt: "Hagen i april",
    }),
  );
  const [forSale] = await db.select({ id: news.id }).from(news).where(eq(news.kind, "for-sale"));
  await logged("news-hide", (tx) => setNewsHidden(tx, forSale.id, true));
}

describeWithDatabase("a backup carries coverings, requests and news", (db, database) => {
  let backup: StudFile;
  beforeAll(async () => {
    await fillStud(db());
    backup = studFile.parse(asFile(await exportStud(db())));
  }, 60_000);

  it("exports the coverings with their foal, the requests as stored, the news with their hidden flags", () => {
    expect(backup.coverings.map(({ mare, status, foal }) => ({ mare, status, foal }))).toEqual([
      { mare: "Bk Sto", status: "planned", foal: null },
      { mare: "Bk Sto", status: "born", foal: "Bk Föl" },
      { mare: "Gäst Mira", status: "planned", foal: null },
    ]);
    expect(
      backup.requests.map(({ kind, status, name, contact, covering, erased }) => ({
        kind,
        status,
        name,
        contact,
        covering,
        erased: erased !== null,
      })),
    ).toEqual([
      {
        kind: "sale",
        status: "new",
        name: "Anna Andersson",
        contact: "anna@example.se",
        covering: null,
        erased: false,
      },
      { kind: "covering", status: "approved", name: "Bo Berg", contact: "bo@example.se", covering: 2, erased: false },
      { kind: "sale", status: "declined", name: "", contact: "", covering: null, erased: true },
    ]);
    expect(backup.news.map(({ kind, horse, picture, hidden }) => ({ kind, horse, picture, hidden }))).toEqual([
      { kind: "foal", horse: "Bk Föl", picture: null, hidden: false },
      { kind: "for-sale", horse: "Bk Salu", picture: null, hidden: true },
      { kind: "post", horse: null, picture: POST_PICTURE, hidden: false },
    ]);
    expect(backup.news[0].facts).toEqual({ sire: "Bk Hingst", dam: "Bk Sto" });
  });

  it("restore into an empty database → export again gives the same document; importing it again adds nothing", async () => {
    const target = await createTestDatabase(database().driver);
    try {
      const restored = await restoreStud(target.db, backup);
      expect(restored).toEqual({ ok: true, value: await studCounts(db()) });
      expect(restored).toMatchObject({ value: { coverings: 3, requests: 3, news: 3 } });
      expect(asFile(await exportStud(target.db))).toEqual(asFile(backup));
      const own = await importExports(target.db, [{ layout: "stud-file", source: "egen.json", stud: backup }], {
        dryRun: true,
      });
      expect(reportSections(own)[2].lines.slice(-3)).toEqual([
        "Betäckningar: 0 nya, 3 finns redan och lämnas som de är",
        "Förfrågningar: 0 nya, 3 finns redan och lämnas som de är",
        "Nyheter: 0 nya, 3 finns redan och lämnas som de är",
      ]);
      expect(await importStud(target.db, backup)).toMatchObject({ horses: 0, coverings: 0, requests: 0, news: 0 });
      expect(asFile(await exportStud(target.db))).toEqual(asFile(backup));

      // The backup's changes are shown, not undone, like every other; changes made after the restore undo as ever.
      const log = await changeLog(target.db, 1, 100);
      expect(log.items.map((item) => item.kind)).toEqual(
        expect.arrayContaining(["covering-foal", "request-approve", "news-hide"]),
      );
      expect(log.items.every((item) => !item.canUndo)).toBe(true);
      const foalChange = log.items.find((item) => item.kind === "covering-foal")!;
      expect(await undoChange(target.db, foalChange.id, ACTOR)).toEqual({ ok: false, reason: "not-undoable" });

      const [planned] = await target.db.select().from(coverings).orderBy(asc(coverings.id)).limit(1);
      const [waiting] = await target.db.select().from(requests).where(eq(requests.status, "new"));
      const [hidden] = await target.db.select().from(news).where(eq(news.kind, "for-sale"));
      const edited = await recordChange(target.db, { actor: ACTOR, kind: "covering-edit" }, (tx) =>
        updateCovering(tx, planned.id, { ...covering({ status: "covered" }), note: `${planned.note} och betäckt` }),
      );
      expect(edited).toMatchObject({ ok: true, covering: { note: "Tidigt och betäckt" } });
      const declined = await recordChange(target.db, { actor: ACTOR, kind: "request-decline" }, (tx) =>
        declineRequest(tx, waiting.id, "Inte i år"),
      );
      expect(declined).toMatchObject({ ok: true });
      const shown = await recordChange(target.db, { actor: ACTOR, kind: "news-show" }, (tx) =>
        setNewsHidden(tx, hidden.id, false),
      );
      expect(shown).toMatchObject({ ok: true });
      for (const change of (await changeLog(target.db, 1, 3)).items) {
        expect(change.canUndo).toBe(true);
        expect(await undoChange(target.db, change.id, ACTOR)).toMatchObject({ ok: true });
      }
      expect(await requestById(target.db, waiting.id)).toMatchObject({ status: "new", reason: "", answered: null });
      expect(await newsById(target.db, hidden.id, { hidden: true })).toMatchObject({ kind: "for-sale", hidden: true });
      const { history: _after, ...afterUndo } = await exportStud(target.db);
      const { history: _before, ...restoredStud } = backup;
      expect(asFile(afterUndo as StudFile)).toEqual(asFile(restoredStud as StudFile));
    } finally {
      await target.close();
    }
  });

  it("restore --replace leaves none of the coverings, requests and news that were there", async () => {
    const other = studFile.parse({
      horses: [HORSES[0], HORSES[1]],
      coverings: [{ stallion: "Bk Hingst", mare: "Bk Sto", date: "2025-05-01", status: "covered", seed: 7 }],
    });
    const result = await restoreStud(db(), other, { replace: true });
    expect(result).toMatchObject({ ok: true, value: { horses: 2, coverings: 1, requests: 0, news: 0 } });
    expect(await studCounts(db())).toMatchObject({ horses: 2, coverings: 1, requests: 0, news: 0 });
    const stud = await exportStud(db());
    expect(stud.coverings.map(({ date, foal }) => ({ date, foal }))).toEqual([{ date: "2025-05-01", foal: null }]);
    expect(stud.requests).toEqual([]);
    expect(stud.news).toEqual([]);
  });
});

it("a stud file written before coverings, requests and news reads as none of them", () => {
  const old = studFile.parse({ horses: [HORSES[2]], history: [] });
  expect(old).toMatchObject({ coverings: [], requests: [], news: [] });
  expect(() =>
    studFile.parse({
      requests: [{ reference: "K7M2QX", kind: "sale", horse: "A", name: "", contact: "", covering: 0 }],
    }),
  ).toThrow(/betäckning nummer 0/);
  expect(() => studFile.parse({ news: [{ kind: "post", horse: "Bk Salu", title: "Hej" }] })).toThrow(
    /handlar inte om någon häst/,
  );
});
