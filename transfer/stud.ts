import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#data/db";
import { exportHistory, importHistory } from "#data/history";
import { competitionCopy } from "#data/horses";
import { nameIs } from "#data/names";
import { studFile, type EvaluationData, type StudFile } from "#data/records";
import { changes, competition, evaluations, horses, merits, pedigree, ribbons } from "#data/schema";

/**
 * The stud file (data/records.ts `studFile`) is the one format for the demo seed,
 * e2e fixtures, export and import (docs/decisions/0002). Import is idempotent:
 * a horse (or pedigree entry) whose name already exists, in any letter case, is
 * left alone, and so is everything that belongs to it, so importing the same file
 * twice changes nothing the second time.
 */
export interface ImportCounts {
  horses: number;
  ribbons: number;
  pedigree: number;
  evaluations: number;
  merits: number;
  competition: number;
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
  return { horses: inserted.size, ribbons, pedigree: pedigreeCount, ...belongings };
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
  };
}

/**
 * Fresh planner statistics after a bulk import, once per import: PGlite runs no autovacuum, and
 * without them the planner guesses at the imported tables.
 */
export async function analyzeStudTables(db: Db): Promise<void> {
  await db.execute(sql`analyze horses, ribbons, pedigree, evaluations, merits, competition`);
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
): Promise<Omit<ImportCounts, "horses" | "ribbons" | "pedigree">> {
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

/** The whole stud as one stud file, in insertion order (ribbons nested in their horse). */
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
    history: await exportHistory(db),
  });
}

export type RestoreResult = { ok: true; value: ImportCounts } | { ok: false; reason: "not-empty" };

/**
 * Restores a backup (a stud file) into an empty database, in ONE transaction. A database that
 * holds any of the stud refuses, unless `replace`: then everything of the stud (not the
 * administrators) is deleted and the backup imported, all or nothing.
 */
export async function restoreStud(db: Db, stud: StudFile, options: { replace?: boolean } = {}): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    // Two restores at once would each see an empty database; the second waits here instead.
    await tx.execute(sql`lock table ${horses}, ${pedigree} in share row exclusive mode`);
    const empty = Object.values(await studCounts(tx)).every((count) => count === 0);
    if (!empty && !options.replace) return { ok: false, reason: "not-empty" } as const;
    // Ribbons, evaluations, merits and competition entries go with their horse (ON DELETE CASCADE).
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
    table: typeof horses | typeof ribbons | typeof pedigree | typeof evaluations | typeof merits | typeof competition,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    horses: await count(horses),
    ribbons: await count(ribbons),
    pedigree: await count(pedigree),
    evaluations: await count(evaluations),
    merits: await count(merits),
    competition: await count(competition),
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
