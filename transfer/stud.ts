import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#data/db";
import { exportHistory, importHistory } from "#data/history";
import { competitionCopy } from "#data/horses";
import { nameIs } from "#data/names";
import { studFile, type EvaluationData, type StudFile } from "#data/records";
import {
  changes,
  competition,
  coverings,
  evaluations,
  horses,
  merits,
  news,
  newsHidden,
  pedigree,
  requests,
  ribbons,
} from "#data/schema";
import { POST_KIND } from "#domain";

/**
 * The stud file (data/records.ts `studFile`) is the one format for the demo seed,
 * e2e fixtures, export and import (docs/decisions/0002). Import is idempotent:
 * a horse (or pedigree entry) whose name already exists, in any letter case, is
 * left alone, and so is everything that belongs to it, so importing the same file
 * twice changes nothing the second time. Coverings, requests and owner's posts
 * belong to no one horse: each is known by what it is (insertCoveringsRequestsNews).
 */
export interface ImportCounts {
  horses: number;
  ribbons: number;
  pedigree: number;
  evaluations: number;
  merits: number;
  competition: number;
  coverings: number;
  requests: number;
  news: number;
}

/** Rows per INSERT: well below PostgreSQL's 65 535 bind parameters for the widest table. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

/** Keeps the first of every name, compared case-insensitively like the database does. */
function firstByName<T extends { name: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type StudHorse = StudFile["horses"][number];
type Belongings = Pick<StudFile, "evaluations" | "merits" | "competition">;
/** lower(name) → the name as stored, of the horses an import inserted. */
export type InsertedHorses = Map<string, string>;

export async function importStud(db: Db, stud: StudFile): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    const counts = await insertStud(tx, stud);
    await analyzeStudTables(tx);
    return counts;
  });
}

/** A stud file's records, inserted in the caller's transaction (importStud, importExports). */
export async function insertStud(db: Db, stud: StudFile): Promise<ImportCounts> {
  const { inserted, ribbons } = await insertHorses(db, firstByName(stud.horses));
  const pedigreeCount = await insertPedigree(db, firstByName(stud.pedigree));
  const belongings = await insertBelongings(db, stud, inserted);
  await setPartners(db, firstByName(stud.competition), inserted);
  const later = await insertCoveringsRequestsNews(db, stud, inserted);
  return { horses: inserted.size, ribbons, pedigree: pedigreeCount, ...belongings, ...later };
}

/**
 * What a stud file holds of each kind, counted as insertStud takes it (a name repeated in the file
 * counts once): compared with what insertStud inserted, it tells how many records were already there.
 */
export function studFileCounts(stud: StudFile): ImportCounts {
  const horseList = firstByName(stud.horses);
  return {
    horses: horseList.length,
    ribbons: horseList.reduce((sum, horse) => sum + horse.ribbons.length, 0),
    pedigree: firstByName(stud.pedigree).length,
    evaluations: stud.evaluations.length,
    merits: stud.merits.length,
    competition: stud.competition.length,
    coverings: stud.coverings.length,
    requests: new Set(stud.requests.map((request) => request.reference)).size,
    news: stud.news.length,
  };
}

/**
 * Fresh planner statistics after a bulk import, once per import: PGlite runs no autovacuum, and
 * without them the planner guesses at the imported tables.
 */
export async function analyzeStudTables(db: Db): Promise<void> {
  await db.execute(
    sql`analyze horses, ribbons, pedigree, evaluations, merits, competition, coverings, requests, news, news_hidden`,
  );
}

/**
 * Inserts the horses whose names are free, with their ribbons. ON CONFLICT DO NOTHING against
 * the lower(name) index; RETURNING tells exactly which ones are new, so only their belongings
 * are imported (insertBelongings). `horses` must not repeat a name.
 */
export async function insertHorses(
  db: Db,
  horseList: readonly StudHorse[],
): Promise<{ inserted: InsertedHorses; ribbons: number }> {
  const inserted: InsertedHorses = new Map();
  for (const batch of chunks(horseList)) {
    const rows = await db
      .insert(horses)
      .values(batch.map(({ ribbons: _ribbons, ...horse }) => horse))
      .onConflictDoNothing()
      .returning({ name: horses.name });
    for (const row of rows) inserted.set(row.name.toLowerCase(), row.name);
  }
  const ribbonRows = horseList
    .filter((horse) => inserted.has(horse.name.toLowerCase()))
    .flatMap((horse) => horse.ribbons.map((ribbon, position) => ({ horse: horse.name, position, ...ribbon })));
  for (const batch of chunks(ribbonRows)) await db.insert(ribbons).values(batch);
  return { inserted, ribbons: ribbonRows.length };
}

/** Inserts the pedigree entries whose names are free; returns how many. */
export async function insertPedigree(db: Db, entries: readonly StudFile["pedigree"][number][]): Promise<number> {
  let count = 0;
  for (const batch of chunks(entries)) {
    const rows = await db.insert(pedigree).values(batch).onConflictDoNothing().returning({ id: pedigree.id });
    count += rows.length;
  }
  return count;
}

/**
 * Evaluations, merits and competition entries of the horses this import inserted (`inserted`);
 * those of any other horse are left out. Competition entries copy the horse's own data, read
 * from the database; their partners are set by setPartners once every entry exists.
 */
export async function insertBelongings(
  db: Db,
  stud: Belongings,
  inserted: InsertedHorses,
): Promise<Pick<ImportCounts, "evaluations" | "merits" | "competition">> {
  const counts = { evaluations: 0, merits: 0, competition: 0 };
  const stored = (name: string) => inserted.get(name.toLowerCase());

  const evaluationRows = stud.evaluations.flatMap(({ horse, date, judge, ...data }) => {
    const name = stored(horse);
    // The whole typed part (type included) goes into `data`, so readers can parse it alone.
    return name ? [{ horse: name, type: data.type, date, judge, data: data satisfies EvaluationData }] : [];
  });
  for (const batch of chunks(evaluationRows)) {
    await db.insert(evaluations).values(batch);
    counts.evaluations += batch.length;
  }

  const meritRows = stud.merits.flatMap((merit) => {
    const name = stored(merit.horse);
    return name ? [{ ...merit, horse: name }] : [];
  });
  for (const batch of chunks(meritRows)) {
    const rows = await db.insert(merits).values(batch).onConflictDoNothing().returning({ id: merits.id });
    counts.merits += rows.length;
  }

  const entries = stud.competition.filter((entry) => stored(entry.name));
  for (const batch of chunks(entries)) {
    const names = batch.map((entry) => stored(entry.name)!);
    const horseRows = await db.select().from(horses).where(inArray(horses.name, names));
    const horseOf = new Map(horseRows.map((horse) => [horse.name, horse]));
    const rows = await db
      .insert(competition)
      .values(
        batch.map((entry) => {
          const horse = horseOf.get(stored(entry.name)!)!;
          return { ...entry, name: horse.name, partner: null, ...competitionCopy(horse) };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: competition.id });
    counts.competition += rows.length;
  }
  return counts;
}

/**
 * Sets the partners of the entries this import inserted, once every entry exists (a partner is
 * another entry). A partner without an entry is left out.
 */
export async function setPartners(
  db: Db,
  entries: readonly Pick<StudFile["competition"][number], "name" | "partner">[],
  inserted: InsertedHorses,
): Promise<void> {
  for (const entry of entries) {
    const name = inserted.get(entry.name.toLowerCase());
    if (!name || !entry.partner) continue;
    const [partner] = await db
      .select({ name: competition.name })
      .from(competition)
      .where(nameIs(competition.name, entry.partner))
      .limit(1);
    if (partner) await db.update(competition).set({ partner: partner.name }).where(eq(competition.name, name));
  }
}

/**
 * A covering as an import knows one already there: the same stallion and mare (any letter case) on
 * the same day with the same seed, so the same foal.
 */
const coveringKey = (covering: { stallion: string; mare: string; date: string; seed: number }) =>
  [covering.stallion.toLowerCase(), covering.mare.toLowerCase(), covering.date, covering.seed].join("\t");
/** A post as an import knows one already there: the same title, written at the same moment (when the file says). */
const postKey = (title: string, created: Date | undefined) => `${title}\t${created?.getTime() ?? ""}`;

/**
 * The coverings, visitors' requests and news of a stud file, in the caller's transaction, after
 * its horses (a covering names its foal, a news item its horse). Idempotent like the rest: a
 * covering whose stallion, mare, day and seed the stud holds, a request whose reference it holds and a
 * post of the same title written at the same moment are already there; an item the site wrote
 * goes with its horse, like the horse's evaluations (only those of horses this import inserted).
 * A covering's foal is linked when the stud has that horse and no other covering names it; a
 * request's covering is the one its place in the file's list became (or already was).
 */
async function insertCoveringsRequestsNews(
  db: Db,
  stud: Pick<StudFile, "coverings" | "requests" | "news">,
  inserted: InsertedHorses,
): Promise<Pick<ImportCounts, "coverings" | "requests" | "news">> {
  const counts = { coverings: 0, requests: 0, news: 0 };

  const held = new Map<string, number>();
  if (stud.coverings.length > 0)
    for (const row of await db
      .select({
        id: coverings.id,
        stallion: coverings.stallion,
        mare: coverings.mare,
        date: coverings.date,
        seed: coverings.seed,
      })
      .from(coverings)
      .orderBy(asc(coverings.id)))
      if (!held.has(coveringKey(row))) held.set(coveringKey(row), row.id);
  const foals = new Map<string, string>();
  const wanted = [...new Set(stud.coverings.flatMap((covering) => covering.foal?.toLowerCase() ?? []))];
  for (const batch of chunks(wanted))
    for (const row of await db
      .select({ name: horses.name })
      .from(horses)
      .where(inArray(sql`lower(${horses.name})`, batch)))
      foals.set(row.name.toLowerCase(), row.name);
  if (foals.size > 0)
    for (const row of await db.select({ foal: coverings.foal }).from(coverings).where(isNotNull(coverings.foal)))
      foals.delete(row.foal!.toLowerCase());
  /** The id of each of the file's coverings, by its place in the file. */
  const coveringIds: (number | undefined)[] = stud.coverings.map((covering) => held.get(coveringKey(covering)));
  const fresh = stud.coverings.flatMap((covering, index) => {
    if (coveringIds[index] !== undefined) return [];
    const foal = covering.foal === null ? null : (foals.get(covering.foal.toLowerCase()) ?? null);
    if (foal !== null) foals.delete(foal.toLowerCase());
    return [{ index, row: { ...covering, foal } }];
  });
  for (const batch of chunks(fresh)) {
    const rows = await db
      .insert(coverings)
      .values(batch.map(({ row }) => row))
      .returning({ id: coverings.id });
    // RETURNING gives the rows of a multi-row VALUES in the order they were listed.
    rows.forEach((row, position) => (coveringIds[batch[position].index] = row.id));
    counts.coverings += rows.length;
  }

  const requestRows = stud.requests.map(({ covering, ...request }) => ({
    ...request,
    covering: covering === null ? null : (coveringIds[covering] ?? null),
  }));
  for (const batch of chunks(requestRows)) {
    const rows = await db
      .insert(requests)
      .values(batch)
      .onConflictDoNothing({ target: requests.reference })
      .returning({ id: requests.id });
    counts.requests += rows.length;
  }

  const posts = new Set<string>();
  if (stud.news.some((item) => item.kind === POST_KIND))
    for (const row of await db
      .select({ title: news.title, created: news.created })
      .from(news)
      .where(eq(news.kind, POST_KIND))) {
      posts.add(postKey(row.title, row.created));
      posts.add(postKey(row.title, undefined));
    }
  const items = stud.news.flatMap(({ hidden, horse, ...item }) => {
    const name = horse === null ? null : inserted.get(horse.toLowerCase());
    if (name === undefined || (name === null && posts.has(postKey(item.title, item.created)))) return [];
    // A file written by hand may give only when it was written: not edited since.
    return [{ hidden, row: { ...item, horse: name, updated: item.updated ?? item.created } }];
  });
  for (const batch of chunks(items)) {
    const rows = await db
      .insert(news)
      .values(batch.map(({ row }) => row))
      .returning({ id: news.id });
    const hiddenRows = rows.filter((_row, position) => batch[position].hidden).map((row) => ({ news: row.id }));
    if (hiddenRows.length > 0) await db.insert(newsHidden).values(hiddenRows);
    counts.news += rows.length;
  }
  return counts;
}

/**
 * The whole stud as one stud file, in insertion order (ribbons nested in their horse, a news item's
 * hiding as its `hidden`, pictures as the picture store's addresses: the backup archive carries the
 * store). Visitors' requests go as stored, contact details not yet erased included: a backup is
 * the owner's own data. Not `request_attempts`: the limit per address counts a sender's last hour
 * and holds addresses no longer than that; a backup's copy would be stale when restored and would
 * keep visitors' addresses past that hour (docs/product.md, "Requests").
 */
export async function exportStud(db: Db): Promise<StudFile> {
  const horseRows = await db.select().from(horses).orderBy(asc(horses.id));
  const ribbonRows = await db.select().from(ribbons).orderBy(asc(ribbons.horse), asc(ribbons.position));
  const ribbonsOf = new Map<string, { text: string; image: string | null }[]>();
  for (const { horse, text, image } of ribbonRows) {
    const list = ribbonsOf.get(horse) ?? [];
    list.push({ text, image });
    ribbonsOf.set(horse, list);
  }
  const pedigreeRows = await db.select().from(pedigree).orderBy(asc(pedigree.id));
  const evaluationRows = await db.select().from(evaluations).orderBy(asc(evaluations.id));
  const meritRows = await db.select().from(merits).orderBy(asc(merits.id));
  const competitionRows = await db.select().from(competition).orderBy(asc(competition.id));
  const coveringRows = await db.select().from(coverings).orderBy(asc(coverings.id));
  const placeOf = new Map(coveringRows.map((covering, index) => [covering.id, index]));
  const requestRows = await db.select().from(requests).orderBy(asc(requests.id));
  const newsRows = await db
    .select({ item: news, hidden: sql<boolean>`${newsHidden.id} is not null` })
    .from(news)
    .leftJoin(newsHidden, eq(newsHidden.news, news.id))
    .orderBy(asc(news.id));

  // Parsed through the stud file schema: the export is exactly what import accepts.
  return studFile.parse({
    horses: horseRows.map(({ id: _id, ...horse }) => ({
      ...horse,
      ribbons: ribbonsOf.get(horse.name) ?? [],
    })),
    pedigree: pedigreeRows.map(({ id: _id, ...entry }) => entry),
    evaluations: evaluationRows.map(({ horse, date, judge, type, data }) => ({
      ...(data as object),
      horse,
      date,
      judge,
      type,
    })),
    merits: meritRows.map(({ horse, key, date, text, points }) => ({ horse, key, date, text, points })),
    competition: competitionRows.map(({ name, currentEvent, currentClass, meritCount, premium, partner }) => ({
      name,
      currentEvent,
      currentClass,
      meritCount,
      premium,
      partner,
    })),
    coverings: coveringRows.map(({ id: _id, ...covering }) => covering),
    // A request's covering by its place in the list above; the database keeps no link to a covering that is gone.
    requests: requestRows.map(({ id: _id, covering, ...request }) => ({
      ...request,
      covering: covering === null ? null : (placeOf.get(covering) ?? null),
    })),
    news: newsRows.map(({ item: { id: _id, ...item }, hidden }) => ({ ...item, hidden })),
    history: await exportHistory(db),
  });
}

export type RestoreResult = { ok: true; value: ImportCounts } | { ok: false; reason: "not-empty" };

/**
 * Restores a backup (a stud file) into an empty database, in ONE transaction. A database that
 * holds any of the stud (studCounts) refuses, unless `replace`: then everything of the stud is
 * deleted and the backup imported, all or nothing. The administrators, their sessions and the
 * requests' limit per address (`request_attempts`) stay.
 */
export async function restoreStud(db: Db, stud: StudFile, options: { replace?: boolean } = {}): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    // Two restores at once would each see an empty database; the second waits here instead.
    await tx.execute(sql`lock table ${horses}, ${pedigree} in share row exclusive mode`);
    const empty = Object.values(await studCounts(tx)).every((count) => count === 0);
    if (!empty && !options.replace) return { ok: false, reason: "not-empty" } as const;
    // Ribbons, evaluations, merits, competition entries and news items go with their horse (ON
    // DELETE CASCADE), a hiding with its item; requests, coverings and posts name no row they go with.
    await tx.delete(requests);
    await tx.delete(coverings);
    await tx.delete(news);
    await tx.delete(horses);
    await tx.delete(pedigree);
    // The log stays, but its changes name rows the restore replaced: none of them can be undone.
    await tx.update(changes).set({ undoable: false });
    const value = await importStud(tx, stud);
    await importHistory(tx, stud.history);
    return { ok: true, value } as const;
  });
}

/** The stud file as it is written to disk or downloaded: indented JSON, one final newline. */
export function studFileText(stud: StudFile): string {
  return JSON.stringify(stud, null, 2) + "\n";
}

/** How many rows each table holds: what `npm run stud:export` and the seed checks compare. */
export async function studCounts(db: Db): Promise<ImportCounts> {
  const count = async (
    table:
      | typeof horses
      | typeof ribbons
      | typeof pedigree
      | typeof evaluations
      | typeof merits
      | typeof competition
      | typeof coverings
      | typeof requests
      | typeof news,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    horses: await count(horses),
    ribbons: await count(ribbons),
    pedigree: await count(pedigree),
    evaluations: await count(evaluations),
    merits: await count(merits),
    competition: await count(competition),
    coverings: await count(coverings),
    requests: await count(requests),
    news: await count(news),
  };
}

/** A JSON file (a stud file, an old-app JSON layout, a pictures index) is parsed whole: its text and its parsed form take several times its size in memory. */
export const JSON_LAYOUT_MAX_BYTES = 100 * 1024 * 1024;

/** A stud file that cannot be read or does not match the schema; the message names the file. */
export class StudFileError extends Error {
  override name = "StudFileError";
  /** The reader's own words (a JSON parser's message): technical detail, shown folded away. */
  constructor(
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Reads a stud file, or every `*.json` in a folder (sorted by name), validated
 * through `studFile`. Used for SEED_FILE at start.
 */
export function readStudFiles(target: string): { file: string; stud: StudFile }[] {
  let files: string[];
  try {
    files = statSync(target).isDirectory()
      ? readdirSync(target)
          .filter((entry) => entry.endsWith(".json"))
          .sort()
          .map((entry) => path.join(target, entry))
      : [target];
  } catch (error) {
    throw new StudFileError(`Stud file ${target}: ${(error as Error).message}`);
  }
  return files.map((file) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      throw new StudFileError(`Stud file ${file} is not readable JSON: ${(error as Error).message}`);
    }
    const parsed = studFile.safeParse(json);
    if (!parsed.success) throw new StudFileError(`Stud file ${file} is invalid:\n${z.prettifyError(parsed.error)}`);
    return { file, stud: parsed.data };
  });
}
