import { desc } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { parseMeritImport, type ChangeKind } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { addCompetitionEntry, levelUp } from "./competition";
import { addCovering, registerFoal } from "./coverings";
import type { Db } from "./db";
import { addEvaluation } from "./evaluations";
import { recordChange, undoChange } from "./history";
import { addHorse, deleteHorse, horseByName, markSold, setForSale, updateHorse } from "./horses";
import { importMerits } from "./merits";
import {
  addPost,
  deletePost,
  horseNews,
  latestNews,
  newsById,
  newsPage,
  newsPost,
  setNewsHidden,
  updatePost,
  type NewsItem,
} from "./news";
import { evaluationRecord, horseRecord, studFile } from "./records";
import { changes } from "./schema";

const ACTOR = "admin@example.se";
const STATS = [40, 35, 30, 28, 50, 45, 20, 18, 33, 31, 25, 22, 60, 41, 38, 36];

const stud = studFile.parse({
  horses: [
    {
      name: "News Hingst",
      category: "stallions",
      breed: "b",
      gender: "Hingst",
      height: 132,
      genotype: "Ee Aa",
      stats: STATS,
    },
    {
      name: "News Sto",
      category: "broodmares",
      breed: "b",
      gender: "Sto",
      height: 128,
      genotype: "ee AA",
      stats: STATS,
    },
    { name: "News Tävling", category: "competitors", breed: "b", gender: "Valack", height: 130, stats: STATS },
    { name: "News Salu", category: "youngsters", breed: "b", gender: "Sto", height: 120 },
    { name: "News Såld", category: "competitors", breed: "b", gender: "Valack", height: 126 },
    { name: "News Edit", category: "competitors", breed: "b", gender: "Sto", height: 125 },
  ],
});

/** Every item, hidden ones too, newest first. */
const allItems = async (db: Db) => (await newsPage(db, 1, 1_000, { hidden: true })).items;
const events = (items: NewsItem[]) => items.map((item) => item.event);

/** The newest change's id (an undo's own, after undoChange). */
async function lastChangeId(db: Db): Promise<number> {
  const [row] = await db.select({ id: changes.id }).from(changes).orderBy(desc(changes.id)).limit(1);
  return row!.id;
}

/**
 * Runs `write` as the admin does (one logged change): the items it wrote, the change's id, and
 * `undo`, which undoes the change and checks that its items are gone.
 */
async function eventWrite(db: Db, kind: ChangeKind, write: (tx: Db) => Promise<{ ok: boolean }>) {
  const before = new Set((await allItems(db)).map((item) => item.id));
  let changeId = 0;
  const result = await recordChange(db, { actor: ACTOR, kind }, async (tx, id) => {
    changeId = id;
    return write(tx);
  });
  expect(result.ok).toBe(true);
  const written = (await allItems(db)).filter((item) => !before.has(item.id));
  const undo = async () => {
    expect(await undoChange(db, changeId, ACTOR)).toMatchObject({ ok: true });
    const left = new Set((await allItems(db)).map((item) => item.id));
    expect(written.filter((item) => left.has(item.id))).toEqual([]);
  };
  return { written, changeId, undo };
}

describeWithDatabase("news", (db) => {
  beforeAll(async () => {
    await importStud(db(), stud);
  });

  it("writes one item when a horse is put up for sale, none when it already is, none off sale; undo removes it", async () => {
    const { written, changeId } = await eventWrite(db(), "horse-sale", async (tx) => ({
      ok: await setForSale(tx, "news salu", true),
    }));
    expect(events(written)).toEqual([{ kind: "for-sale", horse: "News Salu" }]);
    const again = await eventWrite(db(), "horse-sale", async (tx) => ({ ok: await setForSale(tx, "News Salu", true) }));
    expect(again.written).toEqual([]);
    // Undone, the item goes; undoing the undo brings that one item back, not a second.
    const undone = await undoChange(db(), changeId, ACTOR);
    expect(undone.ok).toBe(true);
    expect((await allItems(db())).filter((item) => item.horse === "News Salu")).toEqual([]);
    expect((await horseByName(db(), "News Salu"))?.forSale).toBe(false);
    const redo = await undoChange(db(), await lastChangeId(db()), ACTOR);
    expect(redo.ok).toBe(true);
    expect(events((await allItems(db())).filter((item) => item.horse === "News Salu"))).toEqual([
      { kind: "for-sale", horse: "News Salu" },
    ]);
    const off = await eventWrite(db(), "horse-sale", async (tx) => ({ ok: await setForSale(tx, "News Salu", false) }));
    expect(off.written).toEqual([]);
  });

  it("writes one item for a horse added for sale; undo removes it", async () => {
    const added = await eventWrite(db(), "horse-add", (tx) =>
      addHorse(tx, horseRecord.parse({ name: "News Ny", category: "for-sale", breed: "b", gender: "Sto" })),
    );
    expect(events(added.written)).toEqual([{ kind: "for-sale", horse: "News Ny" }]);
    await added.undo();
    expect(await horseByName(db(), "News Ny")).toBeNull();
  });

  it("writes one item when a horse is sold (marked, or its category set to sold), none when sold again; undo removes it", async () => {
    const sale = { link: "https://example.se/ny", owner: "Köparen" };
    const sold = await eventWrite(db(), "horse-sold", (tx) => markSold(tx, "News Såld", sale));
    expect(events(sold.written)).toEqual([{ kind: "sold", horse: "News Såld" }]);
    await sold.undo();
    expect((await horseByName(db(), "News Såld"))?.category).toBe("competitors");
    expect((await eventWrite(db(), "horse-sold", (tx) => markSold(tx, "News Såld", sale))).written).toHaveLength(1);
    expect((await eventWrite(db(), "horse-sold", (tx) => markSold(tx, "News Såld", sale))).written).toEqual([]);

    const edited = await eventWrite(db(), "horse-edit", async (tx) => {
      const horse = (await horseByName(tx, "News Edit"))!;
      return updateHorse(tx, horse.name, horseRecord.parse({ ...horse, category: "sold" }));
    });
    expect(events(edited.written)).toEqual([{ kind: "sold", horse: "News Edit" }]);
    await edited.undo();
  });

  it("writes one item for a registered foal, sire × dam; undo removes it with the foal", async () => {
    const covering = await recordChange(db(), { actor: ACTOR, kind: "covering-add" }, (tx) =>
      addCovering(tx, {
        stallion: "News Hingst",
        mare: "News Sto",
        date: "2026-04-01",
        status: "covered",
        note: "",
        seed: 11,
      }),
    );
    expect(covering.ok).toBe(true);
    if (!covering.ok) return;
    const foal = await eventWrite(db(), "covering-foal", (tx) =>
      registerFoal(tx, covering.covering.id, "News Fölet", { breeder: "Snöflingan" }),
    );
    expect(events(foal.written)).toEqual([{ kind: "foal", horse: "News Fölet", sire: "News Hingst", dam: "News Sto" }]);
    await foal.undo();
    expect(await horseByName(db(), "News Fölet")).toBeNull();
  });

  it("writes one item for an exterior evaluation with its premium (Diplom above 39), none for other types", async () => {
    const exterior = (scores: number[], date: string) =>
      evaluationRecord.parse({
        horse: "News Tävling",
        date,
        judge: "Domaren",
        type: "exterior",
        breedType: scores[0],
        hnb: scores[1],
        extremeties: scores[2],
        movement: scores[3],
        overall: scores[4],
      });
    const diploma = await eventWrite(db(), "evaluation-add", (tx) =>
      addEvaluation(tx, exterior([8, 8, 8, 8, 8], "2026-05-01")),
    );
    expect(events(diploma.written)).toEqual([
      { kind: "evaluation", horse: "News Tävling", premium: "Diplom", date: "2026-05-01" },
    ]);
    const klassII = await eventWrite(db(), "evaluation-add", (tx) =>
      addEvaluation(tx, exterior([7, 7, 7, 7, 7], "2026-05-02")),
    );
    expect(events(klassII.written)).toEqual([
      { kind: "evaluation", horse: "News Tävling", premium: "Klass II", date: "2026-05-02" },
    ]);
    const premiering = await eventWrite(db(), "evaluation-add", (tx) =>
      addEvaluation(
        tx,
        evaluationRecord.parse({ horse: "News Tävling", date: "2026-05-03", type: "premiering", result: "Sto, A" }),
      ),
    );
    expect(premiering.written).toEqual([]);
    await klassII.undo();
    await diploma.undo();
  });

  it("writes one item per merit line placed 1–3, none for 4th or a line imported again; undo removes them", async () => {
    const lines = [
      "2026-06-01\tNews Tävling\tDressyr\tLokal Debutant\t1/8\tKlubben\tVårtävlingen",
      "2026-06-02\tNews Tävling\tDressyr\tLokal Debutant\t3/8\tKlubben\tSommartävlingen",
      "2026-06-03\tNews Tävling\tDressyr\tLokal Debutant\t4/8\tKlubben\tHösttävlingen",
    ].join("\n");
    const merits = await eventWrite(db(), "merit-import", async (tx) => ({
      ok: true,
      value: await importMerits(tx, parseMeritImport(lines).merits),
    }));
    // Newest first: written in one statement, the later line has the greater id.
    expect(events(merits.written)).toEqual([
      {
        kind: "merit",
        horse: "News Tävling",
        place: 3,
        starters: 8,
        key: "Dressyr Lokal Debutant",
        date: "2026-06-02",
      },
      {
        kind: "merit",
        horse: "News Tävling",
        place: 1,
        starters: 8,
        key: "Dressyr Lokal Debutant",
        date: "2026-06-01",
      },
    ]);
    const again = await eventWrite(db(), "merit-import", async (tx) => ({
      ok: true,
      value: await importMerits(tx, parseMeritImport(lines).merits),
    }));
    expect(again.written).toEqual([]);
    await merits.undo();
  });

  it("writes one item when a horse enters the competition list and one when it moves up a class; undo removes each", async () => {
    const entry = { name: "News Tävling", event: "Dressyr", className: "Lokal Debutant" };
    const entered = await eventWrite(db(), "competition", (tx) => addCompetitionEntry(tx, entry));
    expect(events(entered.written)).toEqual([
      { kind: "competition", horse: "News Tävling", event: "Dressyr", className: "Lokal Debutant" },
    ]);
    await entered.undo();
    expect((await eventWrite(db(), "competition", (tx) => addCompetitionEntry(tx, entry))).written).toHaveLength(1);
    const up = await eventWrite(db(), "competition", (tx) => levelUp(tx, "News Tävling"));
    expect(events(up.written)).toEqual([
      { kind: "class-up", horse: "News Tävling", event: "Dressyr", className: "Lokal Lätt C" },
    ]);
    await up.undo();
  });

  it("writes nothing when a write is refused", async () => {
    const refused = await eventWrite(db(), "competition", async (tx) => {
      const result = await levelUp(tx, "News Salu");
      expect(result.ok).toBe(false);
      return { ok: true };
    });
    expect(refused.written).toEqual([]);
  });

  it("publishes, edits, hides and deletes the owner's posts, each undone exactly", async () => {
    const post = newsPost.parse({ title: "  Välkommen  ", text: "Hej *alla*!", picture: "", pictureAlt: "" });
    const first = await eventWrite(db(), "news-add", (tx) => addPost(tx, post));
    expect(first.written.map(({ kind, title, body, picture }) => ({ kind, title, body, picture }))).toEqual([
      { kind: "post", title: "Välkommen", body: "Hej *alla*!", picture: null },
    ]);
    await first.undo();

    const added = await eventWrite(db(), "news-add", (tx) => addPost(tx, post));
    const id = added.written[0]!.id;
    expect((await latestNews(db(), 1))[0]?.id).toBe(id);
    const edited = await recordChange(db(), { actor: ACTOR, kind: "news-edit" }, (tx) =>
      updatePost(tx, id, newsPost.parse({ title: "Välkomna", text: "Ny text" })),
    );
    expect(edited).toEqual({ ok: true, id, title: "Välkomna" });
    const item = (await newsById(db(), id))!;
    expect([item.title, item.body, item.updated >= item.created]).toEqual(["Välkomna", "Ny text", true]);

    const hidden = await recordChange(db(), { actor: ACTOR, kind: "news-hide" }, (tx) => setNewsHidden(tx, id, true));
    expect(hidden.ok).toBe(true);
    expect(await newsById(db(), id)).toBeNull();
    expect((await newsById(db(), id, { hidden: true }))?.hidden).toBe(true);
    expect((await latestNews(db(), 50)).some((shown) => shown.id === id)).toBe(false);
    expect((await newsPage(db(), 1, 50)).items.some((shown) => shown.id === id)).toBe(false);
    expect(await undoChange(db(), await lastChangeId(db()), ACTOR)).toMatchObject({ ok: true });
    expect((await newsById(db(), id))?.hidden).toBe(false);

    const deleted = await recordChange(db(), { actor: ACTOR, kind: "news-delete" }, (tx) => deletePost(tx, id));
    expect(deleted.ok).toBe(true);
    expect(await newsById(db(), id, { hidden: true })).toBeNull();
    expect(await undoChange(db(), await lastChangeId(db()), ACTOR)).toMatchObject({ ok: true });
    expect((await newsById(db(), id))?.title).toBe("Välkomna");
  });

  it("refuses to edit or delete an item the site wrote; hidden, its change still undoes, taking the hiding along", async () => {
    const sale = await eventWrite(db(), "horse-sale", async (tx) => ({
      ok: await setForSale(tx, "News Hingst", true),
    }));
    const id = sale.written[0]!.id;
    expect(await updatePost(db(), id, newsPost.parse({ title: "x" }))).toEqual({ ok: false, reason: "not-post" });
    expect(await deletePost(db(), id)).toEqual({ ok: false, reason: "not-post" });
    expect(await deletePost(db(), 99_999)).toEqual({ ok: false, reason: "not-found" });
    const hidden = await recordChange(db(), { actor: ACTOR, kind: "news-hide" }, (tx) => setNewsHidden(tx, id, true));
    expect(hidden.ok).toBe(true);
    expect(
      await recordChange(db(), { actor: ACTOR, kind: "news-hide" }, (tx) => setNewsHidden(tx, 99_999, true)),
    ).toEqual({ ok: false, reason: "not-found" });
    await sale.undo();
    expect(await newsById(db(), id, { hidden: true })).toBeNull();
    // Undoing the undo brings the item back as it was, hidden.
    expect(await undoChange(db(), await lastChangeId(db()), ACTOR)).toMatchObject({ ok: true });
    expect((await newsById(db(), id, { hidden: true }))?.hidden).toBe(true);
  });

  it("pages newest first, keeps a horse's items under its new name and takes them with the horse", async () => {
    for (const title of ["Ett", "Två", "Tre"])
      await recordChange(db(), { actor: ACTOR, kind: "news-add" }, (tx) => addPost(tx, newsPost.parse({ title })));
    const first = await newsPage(db(), 1, 2);
    expect(first.items.map((item) => item.title)).toEqual(["Tre", "Två"]);
    expect((await newsPage(db(), 99, 2)).page).toBe(first.pages);

    const sale = await eventWrite(db(), "horse-sale", async (tx) => ({ ok: await setForSale(tx, "News Sto", true) }));
    expect(sale.written).toHaveLength(1);
    const renamed = await recordChange(db(), { actor: ACTOR, kind: "horse-edit" }, async (tx) => {
      const horse = (await horseByName(tx, "News Sto"))!;
      return updateHorse(tx, horse.name, horseRecord.parse({ ...horse, name: "News Stoet" }));
    });
    expect(renamed.ok).toBe(true);
    expect(events(await horseNews(db(), "News Stoet", 10))).toEqual([{ kind: "for-sale", horse: "News Stoet" }]);
    const gone = await recordChange(db(), { actor: ACTOR, kind: "horse-delete" }, (tx) =>
      deleteHorse(tx, "News Stoet"),
    );
    expect(gone.ok).toBe(true);
    expect(await horseNews(db(), "News Stoet", 10)).toEqual([]);
    expect(await undoChange(db(), await lastChangeId(db()), ACTOR)).toMatchObject({ ok: true });
    expect(events(await horseNews(db(), "News Stoet", 10))).toEqual([{ kind: "for-sale", horse: "News Stoet" }]);
  });
});
