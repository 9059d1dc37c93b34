import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { AGE_RANGE } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { queryRows, type Db } from "./db";
import {
  addHorse,
  ageAllHorses,
  ageChangeCounts,
  forSaleHorses,
  horseByName,
  markSold,
  setForSale,
  updateHorse,
} from "./horses";
import { addPedigreeEntry, refusePedigreeLoop, updatePedigreeEntry } from "./pedigree/pedigree";
import { horseRecord, pedigreeRecord, type HorseRecord } from "./records";
import { nameSkeletonSql, competition, evaluations, horses, merits, pedigree, ribbons } from "./schema";

const horse = (name: string, extra: Partial<HorseRecord> = {}): HorseRecord =>
  horseRecord.parse({
    name,
    category: "competitors",
    breed: "b",
    gender: "Sto",
    age: 5,
    height: 125,
    stats: [1, 2],
    ...extra,
  });

const entry = (name: string) => ({
  name,
  gender: "Sto",
  breed: "b",
  currentEvent: "Dressyr",
  currentClass: "Lokal Debutant",
  premium: "Unghäst",
});

describeWithDatabase("horses (admin writes)", (db) => {
  it("adds a horse and refuses the same name in any letter case", async () => {
    expect(await addHorse(db(), horse("Admin Bella"))).toEqual({ ok: true, name: "Admin Bella" });
    expect(await addHorse(db(), horse("ADMIN bella"))).toEqual({ ok: false, reason: "duplicate" });
    // Two racing inserts: the unique index decides, one of them is refused.
    const results = await Promise.all([addHorse(db(), horse("Admin Race")), addHorse(db(), horse("admin race"))]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("refuses a name that looks like a taken one, naming it: Cyrillic, Greek; fullwidth and other spaces are the same name", async () => {
    expect((await addHorse(db(), horse("TEXBAH"))).ok).toBe(true);
    expect((await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Bar Nbsp" }))).ok).toBe(true);
    const lookalike = (clash: string) => ({ ok: false, reason: "lookalike", clash });
    expect(await addHorse(db(), horse("ТЕХВАН"))).toEqual(lookalike("TEXBAH")); // Cyrillic
    expect(await addHorse(db(), horse("ΤΕΧΒΑΗ"))).toEqual(lookalike("TEXBAH")); // Greek
    // Fullwidth letters are the letters themselves once stored (NFKC, domain/site/input.ts): a plain duplicate.
    expect(await addHorse(db(), horse("ＴＥＸＢＡＨ"))).toEqual({ ok: false, reason: "duplicate" });
    expect(await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "техван" }))).toEqual({
      ok: true,
      name: "техван",
    });
    expect(await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "ТЕХВАН" }))).toEqual({
      ok: false,
      reason: "duplicate",
    });
    await db().delete(pedigree).where(eq(pedigree.name, "техван"));
    expect(await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "ΤΕΧΒΑΗ" }))).toEqual(lookalike("TEXBAH"));
    // Another space is the same name once normalised: a plain duplicate.
    expect(await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Bar\u00A0Nbsp" }))).toEqual({
      ok: false,
      reason: "duplicate",
    });
    expect(await addHorse(db(), horse("Bar\u3000Nbsp"))).toMatchObject({ ok: true, name: "Bar Nbsp" });
    // Renames are held to the same rule; a rename in letter case only is no look-alike of itself.
    expect((await addHorse(db(), horse("Bytesnamn"))).ok).toBe(true);
    expect(await updateHorse(db(), "Bytesnamn", horse("ТЕХВАН"))).toEqual(lookalike("TEXBAH"));
    expect(await updateHorse(db(), "TEXBAH", horse("Texbah"))).toEqual({ ok: true, name: "Texbah" });
    expect((await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Stamtavla Ett" }))).ok).toBe(true);
    expect(await updatePedigreeEntry(db(), "Stamtavla Ett", pedigreeRecord.parse({ name: "ΤΕΧΒΑΗ" }))).toEqual(
      lookalike("Texbah"),
    );
  });

  it("can find look-alikes through the skeleton indexes (the query's expression is the index's)", async () => {
    for (const [table, index] of [
      [horses, "horses_name_skeleton_idx"],
      [pedigree, "pedigree_name_skeleton_idx"],
    ] as const) {
      const plan = await db().transaction(async (tx) => {
        // A test table is too small for the planner to prefer an index: told to, it can only if the expressions match.
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<Record<string, string>>(
          tx as unknown as Db,
          sql`explain select ${table.name} from ${table} where ${nameSkeletonSql(table.name)} = ${nameSkeletonSql("ТЕХВАН")}`,
        );
      });
      expect(JSON.stringify(plan), index).toContain(index);
    }
  });

  it("refuses parents that would make a horse its own ancestor, and writes nothing", async () => {
    expect(await addHorse(db(), horse("Cirkel Far", { sire: "Cirkel Farfar" }))).toEqual({
      ok: true,
      name: "Cirkel Far",
    });
    await db().insert(pedigree).values({ name: "Cirkel Farfar", sire: "Cirkel Son" });
    // Cirkel Son → Cirkel Far → Cirkel Farfar → Cirkel Son
    expect(await addHorse(db(), horse("Cirkel Son", { sire: "Cirkel Far" }))).toEqual({
      ok: false,
      reason: "loop",
      chain: ["Cirkel Son", "Cirkel Far", "Cirkel Farfar", "Cirkel Son"],
    });
    expect(await horseByName(db(), "Cirkel Son")).toBeNull();
    expect(await addHorse(db(), horse("Cirkel Son"))).toEqual({ ok: true, name: "Cirkel Son" });
    const loop = await updateHorse(db(), "Cirkel Son", horse("Cirkel Son", { dam: "Cirkel Far" }));
    expect(loop.ok).toBe(false);
    expect((await horseByName(db(), "Cirkel Son"))?.dam).toBeNull();
  });

  it("stores a sire or dam typed in another letter case under the existing horse's or entry's spelling", async () => {
    await addHorse(db(), horse("Audit Överostjärna", { gender: "Hingst" }));
    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Audit Urmor", gender: "Sto" }));
    const parentsOf = async (table: typeof horses | typeof pedigree, name: string) => {
      const [row] = await db().select({ sire: table.sire, dam: table.dam }).from(table).where(eq(table.name, name));
      return row;
    };
    const spelled = { sire: "Audit Överostjärna", dam: "Audit Urmor" };

    await addHorse(db(), horse("Audit Föl", { sire: "audit överostjärna", dam: "AUDIT URMOR" }));
    expect(await parentsOf(horses, "Audit Föl")).toEqual(spelled);
    await updateHorse(db(), "Audit Föl", horse("Audit Föl", { sire: "AUDIT ÖVEROSTJÄRNA", dam: "audit urmor" }));
    expect(await parentsOf(horses, "Audit Föl")).toEqual(spelled);
    await addPedigreeEntry(
      db(),
      pedigreeRecord.parse({ name: "Audit Anfader", sire: "audit överostjärna", dam: "audit urmor" }),
    );
    expect(await parentsOf(pedigree, "Audit Anfader")).toEqual(spelled);
    await updatePedigreeEntry(
      db(),
      "Audit Anfader",
      pedigreeRecord.parse({ name: "Audit Anfader", sire: "aUDIT öVEROSTJÄRNA", dam: "Audit URMOR" }),
    );
    expect(await parentsOf(pedigree, "Audit Anfader")).toEqual(spelled);
    // No second ancestor: one name per horse in the pedigrees.
    const [{ count }] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from pedigree where lower(name) in ('audit överostjärna', 'audit urmor')`,
    );
    expect(count).toBe(1);
    // A parent the stud does not know is kept as typed.
    await updateHorse(db(), "Audit Föl", horse("Audit Föl", { sire: "audit okänd" }));
    expect(await parentsOf(horses, "Audit Föl")).toEqual({ sire: "audit okänd", dam: null });
  });

  it("takes the pedigree lock for horse writes too: a horse and an entry cannot close a loop together", async () => {
    // A horse write (as addHorse does it) holds its transaction open after its loop check, while a
    // pedigree entry closing the loop with it is written. The shared lock makes the entry wait for
    // the horse to commit, so its check sees the horse and refuses; without the lock both would pass.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const holdsLock = new Promise<void>((resolve) => (locked = resolve));
    const horseWrite = db().transaction(async (tx) => {
      await tx.insert(horses).values(horse("Lås Horse", { sire: "Lås Entry" }));
      await refusePedigreeLoop(tx, "Lås Horse", { sire: "Lås Entry", dam: null });
      locked();
      await gate;
    });
    // Only once the horse write holds the lock does the entry write start.
    await holdsLock;
    const entryWrite = addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Lås Entry", sire: "Lås Horse" }));
    // The entry either finishes at once (no lock) or is still waiting when the horse commits.
    await Promise.race([entryWrite, new Promise((resolve) => setTimeout(resolve, 500))]);
    release();
    await horseWrite;
    expect(await entryWrite).toEqual({ ok: false, reason: "loop", chain: ["Lås Entry", "Lås Horse", "Lås Entry"] });
  });

  it("renames a horse and carries ribbons, evaluations, merits, pedigree links and competition along", async () => {
    await addHorse(db(), horse("Admin Mamma", { gender: "Sto" }));
    await addHorse(db(), horse("Admin Föl", { dam: "admin mamma" }));
    await addHorse(db(), horse("Admin Partner"));
    await db().insert(ribbons).values({ horse: "Admin Mamma", position: 0, text: "1:a" });
    await db()
      .insert(evaluations)
      .values({
        horse: "Admin Mamma",
        type: "kvalitetregistrering",
        date: "2024-01-01",
        data: { type: "kvalitetregistrering", section: "I", regNr: "1" },
      });
    await db()
      .insert(merits)
      .values({ horse: "Admin Mamma", key: "Dressyr Lokal Lätt C", date: "2024-01-01", text: "1/5 | x", points: 12 });
    await db()
      .insert(competition)
      .values([entry("Admin Mamma"), { ...entry("Admin Partner"), partner: "Admin Mamma" }]);
    await db()
      .insert(pedigree)
      .values([
        { name: "Admin Mamma", evalExt: "F" },
        { name: "Admin Stamföl", dam: "Admin Mamma" },
      ]);

    const stored = (await horseByName(db(), "Admin Mamma"))!;
    const { forSale: _forSale, ...edit } = horseRecord.parse({ ...stored, name: "Admin Mor", height: 131 });
    expect(await updateHorse(db(), "admin mamma", edit)).toEqual({ ok: true, name: "Admin Mor" });

    expect(await horseByName(db(), "Admin Mamma")).toBeNull();
    expect((await db().select().from(ribbons).where(eq(ribbons.horse, "Admin Mor"))).length).toBe(1);
    expect((await db().select().from(evaluations).where(eq(evaluations.horse, "Admin Mor"))).length).toBe(1);
    expect((await db().select().from(merits).where(eq(merits.horse, "Admin Mor"))).length).toBe(1);
    const [mine] = await db().select().from(competition).where(eq(competition.name, "Admin Mor"));
    expect(mine.height).toBe(131);
    const [partner] = await db().select().from(competition).where(eq(competition.name, "Admin Partner"));
    expect(partner.partner).toBe("Admin Mor");
    expect((await horseByName(db(), "Admin Föl"))?.dam).toBe("Admin Mor");
    const entries = await db()
      .select()
      .from(pedigree)
      .where(sql`${pedigree.name} like 'Admin %'`);
    expect(entries.map((row) => [row.name, row.dam]).sort()).toEqual([
      ["Admin Mor", null],
      ["Admin Stamföl", "Admin Mor"],
    ]);
  });

  it("refuses a rename onto another horse's or pedigree entry's name, and allows a case-only rename", async () => {
    await addHorse(db(), horse("Admin Ett"));
    await addHorse(db(), horse("Admin Två"));
    await db().insert(pedigree).values({ name: "Admin Anfader" });
    const { forSale: _forSale, ...edit } = horse("ADMIN TVÅ");
    expect(await updateHorse(db(), "Admin Ett", edit)).toEqual({ ok: false, reason: "duplicate" });
    // An ancestor's entry: the same refusal, saying whose name it is (app/horse-form.server.ts horseRefusal).
    expect(await updateHorse(db(), "Admin Ett", { ...edit, name: "admin anfader" })).toEqual({
      ok: false,
      reason: "duplicate",
      ancestor: true,
    });
    expect(await updateHorse(db(), "Admin Ett", { ...edit, name: "ADMIN ETT" })).toEqual({
      ok: true,
      name: "ADMIN ETT",
    });
    expect(await updateHorse(db(), "Admin Saknas", edit)).toEqual({ ok: false, reason: "not-found" });
    expect((await horseByName(db(), "Admin Två"))?.name).toBe("Admin Två");
  });

  it("keeps forSale out of the whole-form save, and moving to sold clears it and the competition entry", async () => {
    await addHorse(db(), horse("Admin Salu"));
    await db().insert(competition).values(entry("Admin Salu"));
    expect(await setForSale(db(), "admin salu", true)).toBe(true);
    expect(await setForSale(db(), "Admin Ingen", true)).toBe(false);
    const { forSale: _forSale, ...edit } = horse("Admin Salu", { age: 7 });
    await updateHorse(db(), "Admin Salu", edit);
    expect((await horseByName(db(), "Admin Salu"))?.forSale).toBe(true);
    await updateHorse(db(), "Admin Salu", { ...edit, category: "sold" });
    expect((await horseByName(db(), "Admin Salu"))?.forSale).toBe(false);
    expect(await db().select().from(competition).where(eq(competition.name, "Admin Salu"))).toEqual([]);
  });

  it("lists for sale exactly the flagged horses: 'Ta bort salu' takes one filed under for-sale off the list", async () => {
    // Filed under for-sale, so it starts for sale even without the checkbox.
    await addHorse(db(), horse("Admin Salukategori", { category: "for-sale", forSale: false }));
    await addHorse(db(), horse("Admin Saluflagga", { category: "broodmares", forSale: true }));
    const listed = async () =>
      (await forSaleHorses(db())).map((row) => row.name).filter((name) => name.startsWith("Admin Salu"));
    expect((await horseByName(db(), "Admin Salukategori"))?.forSale).toBe(true);
    expect(await listed()).toEqual(["Admin Saluflagga", "Admin Salukategori"]);
    await setForSale(db(), "Admin Salukategori", false);
    await setForSale(db(), "Admin Saluflagga", false);
    expect(await listed()).toEqual([]);
    expect(await forSaleHorses(db(), "b")).toEqual([]);
  });

  it("retires a horse moved to seniors: its competition entry goes, its partner's pairing is cleared", async () => {
    await addHorse(db(), horse("Admin Pensionär"));
    await addHorse(db(), horse("Admin Parhäst"));
    await db()
      .insert(competition)
      .values([entry("Admin Pensionär"), { ...entry("Admin Parhäst"), partner: "Admin Pensionär" }]);
    const { forSale: _forSale, ...edit } = horse("Admin Pensionär", { category: "seniors" });
    expect(await updateHorse(db(), "admin pensionär", edit)).toEqual({ ok: true, name: "Admin Pensionär" });
    expect((await horseByName(db(), "Admin Pensionär"))?.category).toBe("seniors");
    expect(await db().select().from(competition).where(eq(competition.name, "Admin Pensionär"))).toEqual([]);
    const [partner] = await db().select().from(competition).where(eq(competition.name, "Admin Parhäst"));
    expect(partner.partner).toBeNull();
    // A horse that may compete keeps its entry, with the edited values copied onto it.
    await updateHorse(db(), "Admin Parhäst", { ...edit, name: "Admin Parhäst", category: "broodmares", age: 9 });
    const [kept] = await db().select().from(competition).where(eq(competition.name, "Admin Parhäst"));
    expect(kept.age).toBe(9);
  });

  it("marks a horse sold in one transaction and leaves no competition row", async () => {
    await addHorse(db(), horse("Admin Såld", { forSale: true }));
    await addHorse(db(), horse("Admin Kompis"));
    await db()
      .insert(competition)
      .values([entry("Admin Såld"), { ...entry("Admin Kompis"), partner: "Admin Såld" }]);
    expect(await markSold(db(), "admin såld", { link: "https://example.se/ny", owner: "Ny Ägare" })).toEqual({
      ok: true,
      name: "Admin Såld",
    });
    const sold = await horseByName(db(), "Admin Såld");
    expect(sold).toMatchObject({ category: "sold", link: "https://example.se/ny", owner: "Ny Ägare", forSale: false });
    expect(await db().select().from(competition).where(eq(competition.name, "Admin Såld"))).toEqual([]);
    const [kompis] = await db().select().from(competition).where(eq(competition.name, "Admin Kompis"));
    expect(kompis.partner).toBeNull();
    expect(await markSold(db(), "Admin Finns Inte", { link: "/x", owner: "X" })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("writes nothing when marking sold fails part-way", async () => {
    await addHorse(db(), horse("Admin Halv"));
    await db().insert(competition).values(entry("Admin Halv"));
    // Make the second step (deleting the competition entry) fail inside the transaction.
    await db().execute(
      sql`create function admin_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await db().execute(
      sql`create trigger admin_refuse_delete before delete on competition for each row execute function admin_refuse()`,
    );
    try {
      await expect(markSold(db(), "Admin Halv", { link: "/sold", owner: "X" })).rejects.toThrow();
    } finally {
      await db().execute(sql`drop trigger admin_refuse_delete on competition`);
    }
    expect(await horseByName(db(), "Admin Halv")).toMatchObject({ category: "competitors", link: null, owner: null });
    expect((await db().select().from(competition).where(eq(competition.name, "Admin Halv"))).length).toBe(1);
  });

  it("ages every horse in one statement, never below 0, competition copies included", async () => {
    await db().delete(horses);
    expect(await ageAllHorses(db(), 1)).toBe(0);
    await addHorse(db(), horse("Admin Ung", { age: 0 }));
    await addHorse(db(), horse("Admin Äldre", { age: 4 }));
    // What the confirmation names: +1 changes both, −1 only the one above 0.
    expect(await ageChangeCounts(db())).toEqual({ 1: 2, [-1]: 1 });
    await db()
      .insert(competition)
      .values({ ...entry("Admin Äldre"), age: 4 });
    expect(await ageAllHorses(db(), -1)).toBe(2);
    expect((await horseByName(db(), "Admin Ung"))?.age).toBe(0);
    expect((await horseByName(db(), "Admin Äldre"))?.age).toBe(3);
    expect(await ageAllHorses(db(), 1)).toBe(2);
    const rows = await queryRows<{ name: string; age: number }>(db(), sql`select name, age from competition`);
    expect(rows).toEqual([{ name: "Admin Äldre", age: 4 }]);
  });

  it("ages no horse past the stud file's range: 60 stays 60, and the confirmation leaves it out", async () => {
    await db().delete(horses);
    await addHorse(db(), horse("Admin Gammal", { age: AGE_RANGE.max }));
    await addHorse(db(), horse("Admin Nästan", { age: AGE_RANGE.max - 1 }));
    expect(await ageChangeCounts(db())).toEqual({ 1: 1, [-1]: 2 });
    for (let year = 0; year < 3; year++) await ageAllHorses(db(), 1);
    expect((await horseByName(db(), "Admin Gammal"))?.age).toBe(AGE_RANGE.max);
    expect((await horseByName(db(), "Admin Nästan"))?.age).toBe(AGE_RANGE.max);
    expect(await ageChangeCounts(db())).toEqual({ 1: 0, [-1]: 2 });
  });
});
