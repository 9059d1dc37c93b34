import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { asParent, calendarDateInSweden, findCandidate, isLethalWhite, simulateFoal } from "#domain";
import * as texts from "#domain/texts";
import { createTestDatabase, describeWithDatabase, availableDrivers } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { loadBreedingCandidates, planFoal } from "./breeding";
import {
  addCovering,
  addPlannedCoverings,
  coveringById,
  coveringRecord,
  coveringSeason,
  deleteCovering,
  registerFoal,
  stallionSeason,
  updateCovering,
  type CoveringRecord,
} from "./coverings";
import { queryRows, type Db } from "./db";
import { changeLog, recordChange, undoChange } from "./history";
import { horseByName, updateHorse } from "./horses";
import { pedigreeByName } from "./pedigree/pedigree";
import { horseRecord, studFile } from "./records";

const ACTOR = "admin@example.se";
const STABLE = "Snöflingan";
const t = texts.coverings;

const STATS = [40, 35, 30, 28, 50, 45, 20, 18, 33, 31, 25, 22, 60, 41, 38, 36];
const stud = studFile.parse({
  horses: [
    {
      name: "Cov Hingst",
      category: "stallions",
      breed: "b",
      gender: "Hingst",
      height: 132,
      generation: 3,
      genotype: "Ee Aa nCr",
      stats: STATS,
    },
    {
      name: "Cov Cob",
      category: "stallions",
      breed: "d",
      gender: "Hingst",
      height: 150,
      generation: 10,
      genotype: "EE aa",
      stats: STATS.map((value) => value + 5),
    },
    {
      name: "Cov Sto",
      category: "broodmares",
      breed: "c",
      gender: "Sto",
      height: 138,
      generation: 2,
      genotype: "ee AA",
      stats: STATS.map((value) => value - 5),
    },
    { name: "Cov Sto Två", category: "broodmares", breed: "b", gender: "Sto", height: 128, generation: 1 },
    { name: "Cov Valack", category: "competitors", breed: "b", gender: "Valack", height: 130 },
    { name: "Cov Overo", category: "stallions", breed: "b", gender: "Hingst", height: 130, genotype: "Ee nO" },
    { name: "Cov Overo Sto", category: "broodmares", breed: "b", gender: "Sto", height: 128, genotype: "ee nO" },
    { name: "Cov Befintlig", category: "youngsters", breed: "b", gender: "Sto", height: 100 },
    { name: "TEXBAH", category: "youngsters", breed: "b", gender: "Valack", height: 100 },
  ],
  pedigree: [{ name: "Cov Förfader", gender: "Hingst" }, { name: "Cov Okänt Kön" }],
});

const record = (fields: Partial<CoveringRecord> = {}): CoveringRecord =>
  coveringRecord.parse({
    stallion: "Cov Hingst",
    mare: "Cov Sto",
    date: "2026-04-10",
    status: "covered",
    note: "",
    seed: 4711,
    ...fields,
  });

/** The rows of the tables a covering's writes touch, as the database holds them. */
async function everything(db: Db) {
  const all = (table: string) =>
    queryRows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)} order by id`);
  return { horses: await all("horses"), pedigree: await all("pedigree"), coverings: await all("coverings") };
}

const logged = <T extends { ok: boolean }>(
  db: Db,
  kind: Parameters<typeof recordChange>[1]["kind"],
  work: (tx: Db) => Promise<T>,
) => recordChange(db, { actor: ACTOR, kind }, work);

/** A seed whose roll for the pair is (or is not) OO, found by the planner's own rule. */
async function seedWhere(db: Db, stallion: string, mare: string, lethal: boolean): Promise<number> {
  const candidates = await loadBreedingCandidates(db);
  const sire = asParent(findCandidate(candidates, "stallion", stallion)!);
  const dam = asParent(findCandidate(candidates, "mare", mare)!);
  for (let seed = 1; ; seed++) if (isLethalWhite(simulateFoal(sire, dam, seed).genotype) === lethal) return seed;
}

describeWithDatabase("coverings", (db) => {
  beforeAll(async () => {
    await importStud(db(), stud);
  });

  it("saves planned coverings with their seeds, dated today in Sweden, and a plan saved twice only once", async () => {
    const pairs = [
      { stallion: "cov hingst", mare: "Cov Sto", seed: 11 },
      { stallion: "Cov Cob", mare: "Cov Sto Två", seed: 4_294_967_295 },
    ];
    const saved = await logged(db(), "covering-add", (tx) => addPlannedCoverings(tx, pairs));
    expect(saved).toMatchObject({ ok: true, added: 2, replanned: 0 });
    if (!saved.ok) return;
    const today = calendarDateInSweden(new Date());
    const first = await coveringById(db(), saved.ids[0]);
    expect(first).toMatchObject({ stallion: "Cov Hingst", mare: "Cov Sto", status: "planned", seed: 11, date: today });
    expect(await coveringById(db(), saved.ids[1])).toMatchObject({ seed: 4_294_967_295, foal: null });

    const again = await addPlannedCoverings(db(), [{ stallion: "Cov Hingst", mare: "cov sto", seed: 12 }]);
    expect(again).toEqual({ ok: true, ids: [saved.ids[0]], added: 0, replanned: 1 });
    expect((await coveringById(db(), saved.ids[0]))?.seed).toBe(12);

    for (const id of saved.ids) await deleteCovering(db(), id);
  });

  it("saves none of a plan when one pair is refused, and says which", async () => {
    const before = await everything(db());
    const refused = await addPlannedCoverings(db(), [
      { stallion: "Cov Hingst", mare: "Cov Sto", seed: 1 },
      { stallion: "Cov Valack", mare: "Cov Sto Två", seed: 2 },
    ]);
    expect(refused).toEqual({
      ok: false,
      reason: "gender",
      role: "stallion",
      name: "Cov Valack",
      gender: "Valack",
      index: 1,
    });
    expect(await addPlannedCoverings(db(), [{ stallion: "Cov Hingst", mare: "Cov Sto", seed: -1 }])).toMatchObject({
      ok: false,
      reason: "invalid",
      index: 0,
    });
    expect(await everything(db())).toEqual(before);
  });

  it("refuses bad input with a Swedish message and saves nothing", async () => {
    const before = await everything(db());
    const status = coveringRecord.safeParse({ ...record(), status: "pregnant" });
    expect(status.error?.issues[0].message).toBe(t.refusals.unknownStatus);
    const date = coveringRecord.safeParse({ ...record(), date: "2026-02-30" });
    expect(date.error?.issues[0]).toMatchObject({ path: ["date"], message: texts.faults.impossibleDate("2026-02-30") });
    expect(coveringRecord.safeParse({ ...record(), stallion: " " }).error?.issues[0].path).toEqual(["stallion"]);

    expect(await addCovering(db(), record({ stallion: "Cov Valack" }))).toMatchObject({
      ok: false,
      reason: "gender",
      role: "stallion",
      gender: "Valack",
    });
    expect(await addCovering(db(), record({ mare: "Cov Hingst", stallion: "Cov Cob" }))).toMatchObject({
      ok: false,
      reason: "gender",
      role: "mare",
    });
    expect(await addCovering(db(), record({ stallion: "Cov Förfader", mare: "cov förfader" }))).toEqual({
      ok: false,
      reason: "same-horse",
    });
    // A new outside stallion whose name looks like a horse's (Cyrillic ТЕХВАН): refused, no entry left.
    expect(await addCovering(db(), record({ stallion: "\u0422\u0415\u0425\u0412\u0410\u041d" }))).toMatchObject({
      ok: false,
      reason: "lookalike",
      role: "stallion",
      clash: "TEXBAH",
    });
    expect(await everything(db())).toEqual(before);
  });

  it("keeps an outside stallion as a pedigree entry, logs the covering and undoes both", async () => {
    const before = await everything(db());
    const added = await logged(db(), "covering-add", (tx) =>
      addCovering(tx, record({ stallion: "Cov Utomstående", mare: "Cov Sto Två", status: "planned" })),
    );
    expect(added.ok).toBe(true);
    expect(await pedigreeByName(db(), "Cov Utomstående")).toMatchObject({ gender: "Hingst" });
    // An entry of unknown gender may be either; an ancestor's entry is taken as it is.
    expect(await addCovering(db(), record({ stallion: "Cov Okänt Kön", mare: "Cov Förfader" }))).toMatchObject({
      reason: "gender",
      role: "mare",
    });
    const [entry] = (await changeLog(db(), 1)).items;
    expect(entry).toMatchObject({ kind: "covering-add", canUndo: true });
    expect(entry.rows.map((row) => row.table).sort()).toEqual(["coverings", "pedigree"]);
    expect(await undoChange(db(), entry.id, ACTOR)).toMatchObject({ ok: true });
    expect(await everything(db())).toEqual(before);
  });

  it("edits and deletes a covering, each undone exactly", async () => {
    const added = await addCovering(db(), record({ status: "planned", note: "Första" }));
    if (!added.ok) throw new Error("not added");
    const id = added.covering.id;
    const before = await everything(db());
    const edited = await logged(db(), "covering-edit", (tx) =>
      updateCovering(tx, id, {
        stallion: "Cov Cob",
        mare: "Cov Sto",
        date: "2026-05-01",
        status: "covered",
        note: "x",
      }),
    );
    expect(edited).toMatchObject({ ok: true, covering: { stallion: "Cov Cob", seed: 4711, status: "covered" } });
    const [edit] = (await changeLog(db(), 1)).items;
    expect(edit).toMatchObject({ kind: "covering-edit", subject: "Cov Cob × Cov Sto 2026-05-01" });
    expect(await undoChange(db(), edit.id, ACTOR)).toMatchObject({ ok: true });
    expect(await everything(db())).toEqual(before);

    expect(await logged(db(), "covering-delete", (tx) => deleteCovering(tx, id))).toMatchObject({ ok: true });
    expect(await coveringById(db(), id)).toBeNull();
    const [removal] = (await changeLog(db(), 1)).items;
    expect(await undoChange(db(), removal.id, ACTOR)).toMatchObject({ ok: true });
    expect(await everything(db())).toEqual(before);
    expect(await updateCovering(db(), 999_999, record())).toEqual({ ok: false, reason: "not-found" });
    expect(await deleteCovering(db(), 999_999)).toEqual({ ok: false, reason: "not-found" });
    await deleteCovering(db(), id);
  });

  it("carries a covering along when its stallion is renamed, and back when the rename is undone", async () => {
    const added = await addCovering(db(), record({ stallion: "Cov Cob" }));
    if (!added.ok) throw new Error("not added");
    const cob = await horseByName(db(), "Cov Cob");
    const renamed = await logged(db(), "horse-edit", (tx) =>
      updateHorse(tx, "Cov Cob", { ...horseRecord.parse({ ...cob, desc: null }), name: "Cov Kobb" }),
    );
    expect(renamed.ok).toBe(true);
    expect((await coveringById(db(), added.covering.id))?.stallion).toBe("Cov Kobb");
    const [rename] = (await changeLog(db(), 1)).items;
    expect(await undoChange(db(), rename.id, ACTOR)).toMatchObject({ ok: true });
    expect((await coveringById(db(), added.covering.id))?.stallion).toBe("Cov Cob");
    await deleteCovering(db(), added.covering.id);
  });

  it("lists a season newest first with each stallion's count, and a stallion's covered mares", async () => {
    const ids: number[] = [];
    for (const fields of [
      { date: "2024-03-01", status: "covered" as const },
      { date: "2024-06-01", status: "planned" as const },
      { date: "2024-05-01", stallion: "Cov Cob", status: "born" as const },
      { date: "2024-04-01", mare: "Cov Sto Två", status: "none" as const },
      { date: "2023-12-31", status: "covered" as const },
    ]) {
      const added = await addCovering(db(), record(fields));
      if (added.ok) ids.push(added.covering.id);
    }
    const season = await coveringSeason(db(), 2024);
    expect(season.coverings.map((covering) => covering.date)).toEqual([
      "2024-06-01",
      "2024-05-01",
      "2024-04-01",
      "2024-03-01",
    ]);
    expect(season.perStallion).toEqual([
      { stallion: "Cov Hingst", count: 3 },
      { stallion: "Cov Cob", count: 1 },
    ]);
    expect(await stallionSeason(db(), "cov hingst", 2024)).toEqual([{ mare: "Cov Sto", foal: null }]);
    expect(await stallionSeason(db(), "Cov Cob", 2024)).toEqual([{ mare: "Cov Sto", foal: null }]);
    for (const id of ids) await deleteCovering(db(), id);
  });

  it("registers the foal the planner shows for the covering's seed, and its undo takes it away", async () => {
    const seed = await seedWhere(db(), "Cov Hingst", "Cov Sto", false);
    const added = await addCovering(db(), record({ seed, note: "Tidig" }));
    if (!added.ok) throw new Error("not added");
    const id = added.covering.id;
    const before = await everything(db());

    const registered = await logged(db(), "covering-foal", (tx) =>
      registerFoal(tx, id, " Cov Fölet ", { breeder: STABLE }),
    );
    expect(registered).toMatchObject({ ok: true, lethal: false, foal: "Cov Fölet" });
    expect(await coveringById(db(), id)).toMatchObject({ status: "born", foal: "Cov Fölet", note: "Tidig" });

    // The planner's own foal for the pair and seed (its page's data).
    const candidates = await loadBreedingCandidates(db());
    const plan = await planFoal(
      db(),
      findCandidate(candidates, "stallion", "Cov Hingst")!,
      findCandidate(candidates, "mare", "Cov Sto")!,
      seed,
    );
    const foal = await horseByName(db(), "Cov Fölet");
    expect(foal).toMatchObject({
      sire: "Cov Hingst",
      dam: "Cov Sto",
      stats: plan.foal.stats,
      height: plan.foal.heightCm,
      genotype: plan.foal.genotype,
      color: plan.foal.colour,
      gender: plan.foal.gender,
      breed: plan.foal.breed,
      generation: plan.foal.generation,
      category: "youngsters",
      age: 0,
      breeder: STABLE,
    });
    // By hand: B × C gives C; generation max(3, 2) + 1.
    expect(foal).toMatchObject({ breed: "c", generation: 4 });

    const [entry] = (await changeLog(db(), 1)).items;
    expect(entry).toMatchObject({ kind: "covering-foal", canUndo: true });
    expect(await undoChange(db(), entry.id, ACTOR)).toMatchObject({ ok: true });
    expect(await everything(db())).toEqual(before);
    expect(await coveringById(db(), id)).toMatchObject({ status: "covered", foal: null });
    await deleteCovering(db(), id);
  });

  it("caps a registered foal's generation at 10", async () => {
    const seed = await seedWhere(db(), "Cov Cob", "Cov Sto", false);
    const added = await addCovering(db(), record({ stallion: "Cov Cob", seed }));
    if (!added.ok) throw new Error("not added");
    expect(await registerFoal(db(), added.covering.id, "Cov Tionde", { breeder: STABLE })).toMatchObject({ ok: true });
    expect(await horseByName(db(), "Cov Tionde")).toMatchObject({ generation: 10 });
  });

  it("registers no OO foal: the covering becomes inget föl and says why", async () => {
    const seed = await seedWhere(db(), "Cov Overo", "Cov Overo Sto", true);
    const added = await addCovering(db(), record({ stallion: "Cov Overo", mare: "Cov Overo Sto", seed, note: "Sen" }));
    if (!added.ok) throw new Error("not added");
    const result = await registerFoal(db(), added.covering.id, "Cov Vit", { breeder: STABLE });
    expect(result).toMatchObject({ ok: true, lethal: true });
    expect(await coveringById(db(), added.covering.id)).toMatchObject({
      status: "none",
      foal: null,
      note: `Sen ${t.lethalNote}`,
    });
    expect(await horseByName(db(), "Cov Vit")).toBeNull();
  });

  it("holds the foal's name to add-horse's rules and registers only from betäckt, with planner parents", async () => {
    const added = await addCovering(db(), record({ seed: await seedWhere(db(), "Cov Hingst", "Cov Sto", false) }));
    if (!added.ok) throw new Error("not added");
    const id = added.covering.id;
    const before = await everything(db());
    expect(await registerFoal(db(), id, "  ", { breeder: STABLE })).toMatchObject({ ok: false, reason: "name" });
    expect(await registerFoal(db(), id, "cov befintlig", { breeder: STABLE })).toEqual({
      ok: false,
      reason: "duplicate",
    });
    expect(await registerFoal(db(), id, "\u0422\u0415\u0425\u0412\u0410\u041d", { breeder: STABLE })).toEqual({
      ok: false,
      reason: "lookalike",
      clash: "TEXBAH",
    });
    expect(await registerFoal(db(), 999_999, "Cov Ny", { breeder: STABLE })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await everything(db())).toEqual(before);

    const planned = await addCovering(db(), record({ status: "planned" }));
    if (!planned.ok) throw new Error("not added");
    expect(await registerFoal(db(), planned.covering.id, "Cov Ny", { breeder: STABLE })).toEqual({
      ok: false,
      reason: "status",
      status: "planned",
    });
    const outside = await addCovering(db(), record({ stallion: "Cov Förfader" }));
    if (!outside.ok) throw new Error("not added");
    expect(await registerFoal(db(), outside.covering.id, "Cov Ny", { breeder: STABLE })).toEqual({
      ok: false,
      reason: "parents",
    });
    // A registered covering keeps its pair and status; its date and note may change.
    expect(await registerFoal(db(), id, "Cov Andra", { breeder: STABLE })).toMatchObject({ ok: true });
    expect(await updateCovering(db(), id, { ...record(), status: "covered" })).toEqual({
      ok: false,
      reason: "has-foal",
      foal: "Cov Andra",
    });
    expect(
      await updateCovering(db(), id, { ...record(), status: "born", note: "Ett fint föl", date: "2026-04-11" }),
    ).toMatchObject({ ok: true });
  });

  it("gives one foal for two registrations of one covering at once", async () => {
    const added = await addCovering(db(), record({ seed: await seedWhere(db(), "Cov Hingst", "Cov Sto", false) }));
    if (!added.ok) throw new Error("not added");
    const id = added.covering.id;
    const results = await Promise.all(
      ["Cov Tvilling Ett", "Cov Tvilling Två"].map((name) =>
        logged(db(), "covering-foal", (tx) => registerFoal(tx, id, name, { breeder: STABLE })),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "status", status: "born" }]);
    const twins = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from horses where name like 'Cov Tvilling%'`,
    );
    expect(twins[0].n).toBe(1);
  });
});

it.runIf(availableDrivers().includes("postgres"))(
  "gives one foal for registrations racing on separate PostgreSQL connections",
  async () => {
    const database = await createTestDatabase("postgres", { poolSize: 6 });
    try {
      await importStud(database.db, stud);
      const added = await addCovering(database.db, record({ seed: 3 }));
      if (!added.ok) throw new Error("not added");
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          recordChange(database.db, { actor: ACTOR, kind: "covering-foal" }, (tx) =>
            registerFoal(tx, added.covering.id, `Cov Kapplöpning ${n}`, { breeder: STABLE }),
          ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const foals = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from horses where name like 'Cov Kapplöpning%'`,
      );
      expect(foals[0].n).toBe(1);
      expect((await changeLog(database.db, 1)).items.filter((change) => change.kind === "covering-foal")).toHaveLength(
        1,
      );
    } finally {
      await database.close();
    }
  },
);
