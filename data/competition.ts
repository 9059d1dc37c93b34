import { and, eq, inArray, isNotNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import {
  canCompete,
  effectivePremium,
  heightClassOf,
  matchesFilter,
  nextClass,
  NO_PREMIUM_LABEL,
  normalizeEvent,
  NOT_COMPETING_CATEGORIES,
  offeredClasses,
  PAIR_EVENT,
  RETIRED_CATEGORY,
  type CompetitionFilter,
  type HeightClass,
} from "#domain";
import { lockForWrite, retryingTransaction, type Db } from "./db";
import { evaluationsOf } from "./evaluations";
import { competitionCopy, horseByName } from "./horses";
import { compareNames, nameIs } from "./names";
import { writeNews } from "./news";
import { competition, horses } from "./schema";

/** A stored competition entry (docs/product.md, "Classes and ladders"), without its surrogate id. */
export type CompetitionEntry = Omit<typeof competition.$inferSelect, "id">;

/** Success, or why a competition change was refused (each reason has its message in the routes). */
export type CompetitionResult<T, Reason extends string> = { ok: true; value: T } | { ok: false; reason: Reason };
export type EntryRefusal =
  "horseNotFound" | "notEligible" | "alreadyCompeting" | "unknownEvent" | "eventNotOffered" | "classNotOnLadder";
export type PairRefusal = "noPairs" | "horseInTwoPairs" | "pairWithItself" | "entryNotFound" | "notDriving";

const ok = <T>(value: T) => ({ ok: true, value }) as const;
const refuse = <Reason extends string>(reason: Reason) => ({ ok: false, reason }) as const;

/** Every entry matching the filter, sorted by name. */
export async function listCompetitionEntries(db: Db, filter: CompetitionFilter = {}): Promise<CompetitionEntry[]> {
  const rows = await db.select().from(competition);
  return rows
    .map(({ id: _id, ...entry }) => entry)
    .filter((entry) => matchesFilter(entry, filter))
    .sort(compareNames);
}

export async function competitionEntry(db: Db, name: string): Promise<CompetitionEntry | null> {
  const [row] = await db.select().from(competition).where(eq(competition.name, name)).limit(1);
  if (!row) return null;
  const { id: _id, ...entry } = row;
  return entry;
}

export interface CompetitionCandidate {
  name: string;
  heightClass: HeightClass | null;
}

/** Who may be entered, as a condition on `horses`: neither sold nor retired nor already competing. */
export const mayEnterCompetition: SQL = sql`(${notInArray(horses.category, [...NOT_COMPETING_CATEGORIES])}
  and not exists (select 1 from ${competition} where ${competition.name} = ${horses.name}))`;

/** The stud horse called `name` (any letter case) if it may be entered (mayEnterCompetition), else null. */
export async function competitionCandidate(db: Db, name: string): Promise<CompetitionCandidate | null> {
  const [row] = await db
    .select({ name: horses.name, height: horses.height })
    .from(horses)
    .where(and(nameIs(horses.name, name), mayEnterCompetition))
    .limit(1);
  return row ? { name: row.name, heightClass: heightClassOf(row.height) } : null;
}

/** Whether any horse may be entered now. */
export async function hasCompetitionCandidates(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(horses)
    .where(mayEnterCompetition)
    .limit(1);
  return row !== undefined;
}

/** From the horse's latest exterior evaluation: its stored premium, else computed; none → Unghäst. */
export async function premiumOf(db: Db, horse: string): Promise<string> {
  // evaluationsOf sorts newest first within a type.
  const exterior = (await evaluationsOf(db, horse)).find((evaluation) => evaluation.type === "exterior");
  if (!exterior || exterior.type !== "exterior") return NO_PREMIUM_LABEL;
  return effectivePremium(exterior);
}

export interface NewEntry {
  name: string;
  event: string;
  className: string;
}

/**
 * Enters a horse: one entry per horse, only horses neither sold nor retired nor
 * already competing, in a class of the ladder for its height class and the event. Entered, the
 * horse is news.
 */
export async function addCompetitionEntry(
  db: Db,
  input: NewEntry,
): Promise<CompetitionResult<CompetitionEntry, EntryRefusal>> {
  return db.transaction(async (tx) => {
    const horse = await horseByName(tx, input.name);
    if (!horse) return refuse("horseNotFound");
    if (!canCompete(horse.category)) return refuse("notEligible");
    const event = normalizeEvent(input.event);
    if (!event || event !== input.event) return refuse("unknownEvent");
    const classes = offeredClasses(event, heightClassOf(horse.height));
    if (classes.length === 0) return refuse("eventNotOffered");
    if (!classes.includes(input.className)) return refuse("classNotOnLadder");

    const entry: CompetitionEntry = {
      name: horse.name,
      ...competitionCopy(horse),
      currentEvent: event,
      currentClass: input.className,
      meritCount: 0,
      premium: await premiumOf(tx, horse.name),
      partner: null,
    };
    // The unique name is the real guard against two entries (also under concurrency).
    const inserted = await tx.insert(competition).values(entry).onConflictDoNothing().returning({ id: competition.id });
    if (inserted.length === 0) return refuse("alreadyCompeting");
    await writeNews(tx, [{ kind: "competition", horse: entry.name, event, className: entry.currentClass }]);
    return ok(entry);
  });
}

/** The next class of the entry's ladder, merit count back to 0, and news; on the last class nothing changes. */
export async function levelUp(
  db: Db,
  name: string,
): Promise<CompetitionResult<{ currentClass: string }, "entryNotFound" | "lastClass">> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(competition).where(eq(competition.name, name)).for("update");
    if (!entry) return refuse("entryNotFound");
    const cls = heightClassOf(entry.height);
    const next = cls === null ? null : nextClass(entry.currentEvent, cls, entry.currentClass);
    if (next === null) return refuse("lastClass");
    await tx.update(competition).set({ currentClass: next, meritCount: 0 }).where(eq(competition.id, entry.id));
    await writeNews(tx, [{ kind: "class-up", horse: entry.name, event: entry.currentEvent, className: next }]);
    return ok({ currentClass: next });
  });
}

/**
 * Retires a horse: removes its entry and files the horse under seniors, all or
 * nothing. The partner's link is cleared by the partner foreign key (ON DELETE SET NULL).
 */
export async function retireFromCompetition(db: Db, name: string): Promise<CompetitionResult<null, "entryNotFound">> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(competition)
      .where(eq(competition.name, name))
      .returning({ name: competition.name });
    if (deleted.length === 0) return refuse("entryNotFound");
    await tx.update(horses).set({ category: RETIRED_CATEGORY }).where(eq(horses.name, name));
    return ok(null);
  });
}

/**
 * Takes an entry made by mistake off the list, leaving the horse as it is (retiring files it under
 * seniors). A partner's link is cleared by the partner foreign key (ON DELETE SET NULL); the admin
 * logs it, so the change log can bring it back.
 */
export async function removeFromCompetition(db: Db, name: string): Promise<CompetitionResult<null, "entryNotFound">> {
  const deleted = await db.delete(competition).where(eq(competition.name, name)).returning({ name: competition.name });
  return deleted.length === 0 ? refuse("entryNotFound") : ok(null);
}

/** Copies gender, premium and age from the horse onto its entry again. */
export async function refreshEntry(
  db: Db,
  name: string,
): Promise<CompetitionResult<CompetitionEntry, "horseNotFound" | "entryNotFound">> {
  return db.transaction(async (tx) => {
    const horse = await horseByName(tx, name);
    if (!horse) return refuse("horseNotFound");
    const premium = await premiumOf(tx, horse.name);
    const [row] = await tx
      .update(competition)
      .set({ gender: horse.gender, premium, age: horse.age })
      .where(eq(competition.name, horse.name))
      .returning();
    if (!row) return refuse("entryNotFound");
    const { id: _id, ...entry } = row;
    return ok(entry);
  });
}

export type Pair = readonly [string, string];

/**
 * Saves Körning pairs: each horse in at most one pair, partners always mutual. In
 * one transaction the old partners of every horse involved are released (so pairing
 * A with C un-pairs A's old partner B), then both sides of each pair are set.
 */
export async function savePairs(db: Db, pairs: readonly Pair[]): Promise<CompetitionResult<number, PairRefusal>> {
  if (pairs.length === 0) return refuse("noPairs");
  const names = pairs.flat();
  if (pairs.some(([a, b]) => a === b)) return refuse("pairWithItself");
  if (new Set(names).size !== names.length) return refuse("horseInTwoPairs");
  // Pairings touch partners of other horses too: one pairing write at a time (no deadlocks).
  return retryingTransaction(db, async (tx) => {
    await lockForWrite(tx, "pairs");
    const entries = await tx
      .select({ name: competition.name, currentEvent: competition.currentEvent })
      .from(competition)
      .where(inArray(competition.name, names))
      .for("update");
    if (entries.length !== names.length) return refuse("entryNotFound");
    if (entries.some((entry) => normalizeEvent(entry.currentEvent) !== PAIR_EVENT)) return refuse("notDriving");
    await tx
      .update(competition)
      .set({ partner: null })
      .where(or(inArray(competition.name, names), inArray(competition.partner, names)));
    for (const [a, b] of pairs) {
      await tx.update(competition).set({ partner: b }).where(eq(competition.name, a));
      await tx.update(competition).set({ partner: a }).where(eq(competition.name, b));
    }
    return ok(pairs.length);
  });
}

/** Sets every partner to null. */
export async function clearPairs(db: Db): Promise<number> {
  const cleared = await retryingTransaction(db, async (tx) => {
    await lockForWrite(tx, "pairs");
    return tx
      .update(competition)
      .set({ partner: null })
      .where(isNotNull(competition.partner))
      .returning({ name: competition.name });
  });
  return cleared.length;
}
