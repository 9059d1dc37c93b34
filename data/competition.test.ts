import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import {
  addCompetitionEntry,
  clearPairs,
  competitionCandidate,
  competitionEntry,
  hasCompetitionCandidates,
  levelUp,
  mayEnterCompetition,
  listCompetitionEntries,
  refreshEntry,
  retireFromCompetition,
  savePairs,
} from "./competition";
import type { Db } from "./db";
import { studFile, type StudFileInput } from "./records";
import { horses } from "./schema";
import { searchHorses } from "./search";

type HorseInput = NonNullable<StudFileInput["horses"]>[number];
const horse = (name: string, extra: Partial<HorseInput> = {}): HorseInput => ({
  name,
  category: "competitors",
  breed: "b",
  gender: "Sto",
  age: 6,
  height: 125,
  stats: [1, 2, 3],
  focus: "Dressyr",
  ...extra,
});

const load = (db: Db, stud: StudFileInput) => importStud(db, studFile.parse(stud));

async function categoryOf(db: Db, name: string) {
  const [row] = await db.select({ category: horses.category }).from(horses).where(eq(horses.name, name));
  return row?.category;
}

async function partners(db: Db, names: string[]) {
  const entries = await listCompetitionEntries(db);
  return Object.fromEntries(names.map((name) => [name, entries.find((entry) => entry.name === name)?.partner ?? null]));
}

describeWithDatabase("competition", (db) => {
  it("offers and enters only horses neither sold nor retired nor already competing", async () => {
    await load(db(), {
      horses: [
        horse("Add Ok"),
        horse("Add Sold", { category: "sold" }),
        horse("Add Senior", { category: "seniors" }),
        horse("Add Busy"),
      ],
      competition: [{ name: "Add Busy", currentEvent: "Dressyr", currentClass: "Lokal Debutant", premium: "Unghäst" }],
    });
    expect(await competitionCandidate(db(), "add ok")).toEqual({ name: "Add Ok", heightClass: "B" });
    for (const name of ["Add Sold", "Add Senior", "Add Busy", "Add Nobody"])
      expect(await competitionCandidate(db(), name)).toBeNull();
    expect(await hasCompetitionCandidates(db())).toBe(true);
    // The picker finds by the same rule (data/search.ts studWhere).
    const found = await searchHorses(db(), "add", { studWhere: mayEnterCompetition, pageSize: 50 });
    expect(found.items.map((hit) => hit.name)).toEqual(["Add Ok"]);

    const entry = { event: "Dressyr", className: "Lokal Debutant" };
    expect(await addCompetitionEntry(db(), { name: "Add Sold", ...entry })).toEqual({
      ok: false,
      reason: "notEligible",
    });
    expect(await addCompetitionEntry(db(), { name: "Add Senior", ...entry })).toEqual({
      ok: false,
      reason: "notEligible",
    });
    expect(await addCompetitionEntry(db(), { name: "Add Busy", ...entry })).toEqual({
      ok: false,
      reason: "alreadyCompeting",
    });
    expect(await addCompetitionEntry(db(), { name: "Add Nobody", ...entry })).toEqual({
      ok: false,
      reason: "horseNotFound",
    });
    expect(await competitionEntry(db(), "Add Sold")).toBeNull();

    const added = await addCompetitionEntry(db(), { name: "add ok", ...entry });
    expect(added.ok).toBe(true);
    expect(await competitionEntry(db(), "Add Ok")).toEqual({
      name: "Add Ok",
      height: 125,
      gender: "Sto",
      breed: "b",
      stats: [1, 2, 3],
      focus: "Dressyr",
      age: 6,
      currentEvent: "Dressyr",
      currentClass: "Lokal Debutant",
      meritCount: 0,
      premium: "Unghäst",
      partner: null,
    });
    expect(await addCompetitionEntry(db(), { name: "Add Ok", ...entry })).toEqual({
      ok: false,
      reason: "alreadyCompeting",
    });
  });

  it("takes the class from the ladder of the horse's height class and event only", async () => {
    await load(db(), { horses: [horse("Ladder Small", { height: 100 }), horse("Ladder Nohigh", { height: null })] });
    const enter = (name: string, event: string, className: string) =>
      addCompetitionEntry(db(), { name, event, className });
    expect(await enter("Ladder Small", "Fälttävlan", "Lokal Debutant")).toEqual({
      ok: false,
      reason: "eventNotOffered",
    });
    expect(await enter("Ladder Small", "Allround", "Lokal Debutant")).toEqual({ ok: false, reason: "unknownEvent" });
    expect(await enter("Ladder Small", "Dressyr", "Ej lämplig")).toEqual({ ok: false, reason: "classNotOnLadder" });
    expect(await enter("Ladder Small", "Dressyr", "Elit FEI")).toEqual({ ok: false, reason: "classNotOnLadder" });
    expect(await enter("Ladder Nohigh", "Dressyr", "Lokal Debutant")).toEqual({ ok: false, reason: "eventNotOffered" });
    expect((await enter("Ladder Small", "Dressyr", "Nationell Lätt A")).ok).toBe(true);
  });

  it("takes the premium from the latest exterior evaluation: stored, else computed", async () => {
    const scores = { breedType: 8, hnb: 8, extremeties: 8, movement: 8, overall: 8 };
    await load(db(), {
      horses: [horse("Prem Stored"), horse("Prem Computed")],
      evaluations: [
        { horse: "Prem Stored", type: "exterior", date: "2023-05-01", ...scores },
        { horse: "Prem Stored", type: "exterior", date: "2024-05-01", ...scores, premium: "Diplom" },
        { horse: "Prem Computed", type: "exterior", date: "2024-05-01", ...scores, overall: 2 },
      ],
    });
    for (const name of ["Prem Stored", "Prem Computed"])
      await addCompetitionEntry(db(), { name, event: "Körning", className: "Lokal Lätt" });
    expect((await competitionEntry(db(), "Prem Stored"))?.premium).toBe("Diplom");
    // 8+8+8+8+2 = 34 < 36
    expect((await competitionEntry(db(), "Prem Computed"))?.premium).toBe("Klass II");
  });

  it("levels up one class with the merit count back to 0, and changes nothing on the last class", async () => {
    await load(db(), {
      horses: [horse("Level Mid"), horse("Level Top")],
      competition: [
        {
          name: "Level Mid",
          currentEvent: "Dressyr",
          currentClass: "Regional Lätt B",
          meritCount: 12,
          premium: "Unghäst",
        },
        {
          name: "Level Top",
          currentEvent: "Dressyr",
          currentClass: "Elit Medelsvår",
          meritCount: 11,
          premium: "Unghäst",
        },
      ],
    });
    expect(await levelUp(db(), "Level Mid")).toEqual({ ok: true, value: { currentClass: "Regional Lätt A" } });
    expect(await competitionEntry(db(), "Level Mid")).toMatchObject({ currentClass: "Regional Lätt A", meritCount: 0 });

    const before = await competitionEntry(db(), "Level Top");
    expect(await levelUp(db(), "Level Top")).toEqual({ ok: false, reason: "lastClass" });
    expect(await competitionEntry(db(), "Level Top")).toEqual(before);
    expect(await levelUp(db(), "Level Nobody")).toEqual({ ok: false, reason: "entryNotFound" });
  });

  it("retires all or nothing: entry gone, horse a senior, partner released", async () => {
    await load(db(), {
      horses: [horse("Retire A"), horse("Retire B"), horse("Retire Fail")],
      competition: [
        {
          name: "Retire A",
          currentEvent: "Körning",
          currentClass: "Lokal Lätt",
          premium: "Unghäst",
          partner: "Retire B",
        },
        {
          name: "Retire B",
          currentEvent: "Körning",
          currentClass: "Lokal Lätt",
          premium: "Unghäst",
          partner: "Retire A",
        },
        { name: "Retire Fail", currentEvent: "Dressyr", currentClass: "Lokal Debutant", premium: "Unghäst" },
      ],
    });
    expect(await retireFromCompetition(db(), "Retire A")).toEqual({ ok: true, value: null });
    expect(await competitionEntry(db(), "Retire A")).toBeNull();
    expect(await categoryOf(db(), "Retire A")).toBe("seniors");
    expect((await competitionEntry(db(), "Retire B"))?.partner).toBeNull();
    expect(await retireFromCompetition(db(), "Retire A")).toEqual({ ok: false, reason: "entryNotFound" });

    // Force the second step (filing the horse under seniors) to fail: the deletion must roll back.
    await db().execute(
      sql.raw(`create function competition_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger competition_test_fail before update on horses
      for each row when (new.name = 'Retire Fail') execute function competition_test_fail()`),
    );
    try {
      await expect(retireFromCompetition(db(), "Retire Fail")).rejects.toThrow();
    } finally {
      await db().execute(sql.raw("drop trigger competition_test_fail on horses"));
      await db().execute(sql.raw("drop function competition_test_fail()"));
    }
    expect(await competitionEntry(db(), "Retire Fail")).not.toBeNull();
    expect(await categoryOf(db(), "Retire Fail")).toBe("competitors");
  });

  it("refreshes gender, premium and age from the horse", async () => {
    await load(db(), {
      horses: [horse("Fresh", { gender: "Hingst", age: 4 })],
      competition: [{ name: "Fresh", currentEvent: "Dressyr", currentClass: "Lokal Debutant", premium: "Unghäst" }],
      evaluations: [
        {
          horse: "Fresh",
          type: "exterior",
          date: "2024-01-01",
          breedType: 9,
          hnb: 9,
          extremeties: 9,
          movement: 9,
          overall: 9,
        },
      ],
    });
    await db().update(horses).set({ gender: "Valack", age: 5 }).where(eq(horses.name, "Fresh"));
    const refreshed = await refreshEntry(db(), "Fresh");
    expect(refreshed.ok).toBe(true);
    expect(await competitionEntry(db(), "Fresh")).toMatchObject({ gender: "Valack", age: 5, premium: "Diplom" });
    expect(await refreshEntry(db(), "Fresh Nobody")).toEqual({ ok: false, reason: "horseNotFound" });
    await load(db(), { horses: [horse("Fresh Unentered")] });
    expect(await refreshEntry(db(), "Fresh Unentered")).toEqual({ ok: false, reason: "entryNotFound" });
  });

  it("keeps partners mutual and unique: re-pairing A with C un-pairs B; clear releases all", async () => {
    const driving = (name: string) => ({
      name,
      currentEvent: "Körning",
      currentClass: "Lokal Lätt",
      premium: "Unghäst",
    });
    await load(db(), {
      horses: ["Pair A", "Pair B", "Pair C", "Pair D", "Pair E", "Pair Dressage"].map((name) => horse(name)),
      competition: [
        ...["Pair A", "Pair B", "Pair C", "Pair D", "Pair E"].map(driving),
        { ...driving("Pair Dressage"), currentEvent: "Dressyr" },
      ],
    });
    const names = ["Pair A", "Pair B", "Pair C", "Pair D", "Pair E"];
    expect(
      await savePairs(db(), [
        ["Pair A", "Pair B"],
        ["Pair D", "Pair E"],
      ]),
    ).toEqual({ ok: true, value: 2 });
    expect(await partners(db(), names)).toEqual({
      "Pair A": "Pair B",
      "Pair B": "Pair A",
      "Pair C": null,
      "Pair D": "Pair E",
      "Pair E": "Pair D",
    });

    expect(await savePairs(db(), [["Pair A", "Pair C"]])).toEqual({ ok: true, value: 1 });
    expect(await partners(db(), names)).toEqual({
      "Pair A": "Pair C",
      "Pair B": null,
      "Pair C": "Pair A",
      "Pair D": "Pair E",
      "Pair E": "Pair D",
    });

    // Refusals change nothing.
    const before = await partners(db(), names);
    expect(await savePairs(db(), [])).toEqual({ ok: false, reason: "noPairs" });
    expect(await savePairs(db(), [["Pair B", "Pair B"]])).toEqual({ ok: false, reason: "pairWithItself" });
    expect(
      await savePairs(db(), [
        ["Pair B", "Pair D"],
        ["Pair D", "Pair E"],
      ]),
    ).toEqual({ ok: false, reason: "horseInTwoPairs" });
    expect(await savePairs(db(), [["Pair B", "Pair Dressage"]])).toEqual({ ok: false, reason: "notDriving" });
    expect(await savePairs(db(), [["Pair B", "Pair Nobody"]])).toEqual({ ok: false, reason: "entryNotFound" });
    expect(await partners(db(), names)).toEqual(before);

    expect(await clearPairs(db())).toBe(4);
    expect(Object.values(await partners(db(), names))).toEqual([null, null, null, null, null]);
  });

  it("filters by gender, breed, height group and premium, combined", async () => {
    await load(db(), {
      horses: [
        horse("Filter Small Mare", { height: 100, breed: "a", gender: "Sto" }),
        horse("Filter Small Stallion", { height: 105, breed: "a", gender: "Hingst" }),
        horse("Filter Cob", { height: 150, breed: "d", gender: "Sto" }),
      ],
      competition: ["Filter Small Mare", "Filter Small Stallion", "Filter Cob"].map((name, i) => ({
        name,
        currentEvent: "Körning",
        currentClass: "Lokal Lätt",
        premium: i === 0 ? "Diplom" : "Unghäst",
      })),
    });
    const names = async (filter: Parameters<typeof listCompetitionEntries>[1]) =>
      (await listCompetitionEntries(db(), filter))
        .map((entry) => entry.name)
        .filter((name) => name.startsWith("Filter"));
    expect(await names({ height: "A" })).toEqual(["Filter Small Mare", "Filter Small Stallion"]);
    expect(await names({ height: "A", gender: "Sto" })).toEqual(["Filter Small Mare"]);
    expect(await names({ breed: "d" })).toEqual(["Filter Cob"]);
    expect(await names({ premium: "Unghäst", gender: "Sto" })).toEqual(["Filter Cob"]);
    expect(await names({ premium: "Diplom", height: "Horse" })).toEqual([]);
  });
});
