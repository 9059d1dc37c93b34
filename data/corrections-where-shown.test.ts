import { desc } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { competitionEntry, removeFromCompetition } from "./competition";
import type { Db } from "./db";
import { recordChange, saleChange, undoChange } from "./history";
import { horseByName, markSold, updateHorse } from "./horses";
import { horseRecord, studFile } from "./records";
import { addRibbon } from "./ribbons";
import { changes } from "./schema";

// What the public pages offer a signed-in administrator to put right where a record shows
// (docs/product.md, "Change log"): a competition entry made by mistake taken off the list, logged
// and undone; the change that sold a horse, found for its page's undo.
const actor = "admin@example.se";
const horse = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: "competitors",
  breed: "b",
  gender: "Sto",
  height: 125,
  ...extra,
});
const entry = (name: string, partner: string | null = null) => ({
  name,
  currentEvent: "Körning",
  currentClass: "Lokal Debutant",
  premium: "Unghäst",
  partner,
});

/** Runs `work` as one logged change and answers its id with the result. */
async function logged<T extends { ok: boolean }>(
  db: Db,
  kind: "competition-delete" | "horse-sold" | "horse-edit" | "ribbon-add",
  work: (tx: Db) => Promise<T>,
) {
  let id = 0;
  const result = await recordChange(db, { actor, kind }, (tx, changeId) => {
    id = changeId;
    return work(tx);
  });
  return { id, result };
}

describeWithDatabase("records put right where they show", (db) => {
  it("sets up a small stud", async () => {
    await importStud(
      db(),
      studFile.parse({
        horses: [horse("Rätt Misstag"), horse("Rätt Partner"), horse("Rätt Såld"), horse("Rätt Omsåld")],
        competition: [entry("Rätt Misstag", "Rätt Partner"), entry("Rätt Partner", "Rätt Misstag")],
      }),
    );
  });

  it("takes an entry off the list without touching the horse, clears its partner's link, and undo brings both back", async () => {
    const { id, result } = await logged(db(), "competition-delete", (tx) => removeFromCompetition(tx, "Rätt Misstag"));
    expect(result).toEqual({ ok: true, value: null });
    expect(await competitionEntry(db(), "Rätt Misstag")).toBeNull();
    expect((await competitionEntry(db(), "Rätt Partner"))?.partner).toBeNull();
    expect((await horseByName(db(), "Rätt Misstag"))?.category).toBe("competitors");
    expect(await removeFromCompetition(db(), "Rätt Misstag")).toEqual({ ok: false, reason: "entryNotFound" });

    expect((await undoChange(db(), id, actor)).ok).toBe(true);
    expect((await competitionEntry(db(), "Rätt Misstag"))?.partner).toBe("Rätt Partner");
    expect((await competitionEntry(db(), "Rätt Partner"))?.partner).toBe("Rätt Misstag");
  });

  it("finds the change that sold a horse and whether it can be undone now, as the change log says", async () => {
    const sell = () =>
      logged(db(), "horse-sold", (tx) =>
        markSold(tx, "Rätt Såld", { link: "https://example.se/ny", owner: "Ny Ägare" }),
      );
    expect(await saleChange(db(), "Rätt Såld")).toBeNull();
    const sale = await sell();
    expect(await saleChange(db(), "rätt såld")).toEqual({ id: sale.id, canUndo: true });
    // A ribbon is no change of the horse's row.
    await logged(db(), "ribbon-add", (tx) => addRibbon(tx, "Rätt Såld", { text: "Rätt rosett", image: null }));
    expect(await saleChange(db(), "Rätt Såld")).toEqual({ id: sale.id, canUndo: true });
    expect((await undoChange(db(), sale.id, actor)).ok).toBe(true);
    expect((await horseByName(db(), "Rätt Såld"))?.category).toBe("competitors");
    expect(await saleChange(db(), "Rätt Såld")).toBeNull();

    // Sold again, then edited: the edit holds the undo back, and the undo itself refuses.
    const again = await sell();
    await logged(db(), "horse-edit", (tx) =>
      updateHorse(tx, "Rätt Såld", horseRecord.parse(horse("Rätt Såld", { category: "sold", color: "brun" }))),
    );
    expect(await saleChange(db(), "Rätt Såld")).toEqual({ id: again.id, canUndo: false });
    expect(await undoChange(db(), again.id, actor)).toEqual({ ok: false, reason: "conflict" });
  });

  it("a category edited to sold is a sale too, and undoing the undo sells it again", async () => {
    const edit = await logged(db(), "horse-edit", (tx) =>
      updateHorse(tx, "Rätt Omsåld", horseRecord.parse(horse("Rätt Omsåld", { category: "sold" }))),
    );
    expect(await saleChange(db(), "Rätt Omsåld")).toEqual({ id: edit.id, canUndo: true });
    expect((await undoChange(db(), edit.id, actor)).ok).toBe(true);
    expect(await saleChange(db(), "Rätt Omsåld")).toBeNull();
    expect((await undoChange(db(), await latestChangeId(db()), actor)).ok).toBe(true);
    expect(await saleChange(db(), "Rätt Omsåld")).toEqual({ id: await latestChangeId(db()), canUndo: true });
  });
});

async function latestChangeId(db: Db): Promise<number> {
  const [row] = await db.select({ id: changes.id }).from(changes).orderBy(desc(changes.id)).limit(1);
  return row.id;
}
