import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { leadingPlacement, meritIdentity, meritNews, type Merit } from "#domain";
import { isUniqueViolation, type Db } from "./db";
import { compareText, horseNamed } from "./names";
import { writeNews } from "./news";
import { meritRecord, type MeritRecord } from "./records";
import { competition, horses, merits } from "./schema";

export interface MeritLine {
  id: number;
  date: string;
  text: string;
  points: number;
}

/** The per-horse "scores" view: a horse's merit lines grouped by `{event} {class}`. */
export interface MeritGroup {
  key: string;
  lines: MeritLine[];
}

/** A horse's merits grouped by key (keys sorted), each group's lines oldest first. */
export async function meritsOf(db: Db, horse: string): Promise<MeritGroup[]> {
  return toMeritGroups(await meritsQuery(db, horseNamed(horse)));
}

/** The merit lines of the horse whose name `horse` is (an SQL value), oldest first. */
export const meritsQuery = (db: Db, horse: SQL) =>
  db
    .select({ id: merits.id, key: merits.key, date: merits.date, text: merits.text, points: merits.points })
    .from(merits)
    .where(eq(merits.horse, horse))
    .orderBy(asc(merits.date), asc(merits.id));

/** Rows of meritsQuery grouped by key (meritsOf). */
export function toMeritGroups(rows: ({ key: string } & MeritLine)[]): MeritGroup[] {
  const groups = new Map<string, MeritLine[]>();
  for (const { key, ...line } of rows) groups.set(key, [...(groups.get(key) ?? []), line]);
  return [...groups].map(([key, lines]) => ({ key, lines })).sort((a, b) => compareText(a.key, b.key));
}

/** Why a parsed merit was not stored: its horse is not in the stud, it is already stored, or a field is too long. */
export type MeritSkipReason = "unknown-horse" | "already-imported" | "invalid";
export interface MeritImportResult {
  /** Merits actually inserted. */
  imported: number;
  skipped: { line: number; horse: string; reason: MeritSkipReason }[];
}

const INSERT_CHUNK = 1000;

/**
 * Stores parsed merits (domain parseMeritImport) in ONE transaction: each merit line
 * once (the unique line key makes a re-import change nothing), and +1 on the horse's
 * competition meritCount for every merit actually inserted. Horse names match in any
 * letter case and are stored as the stud spells them; merits of horses not in the
 * stud are skipped, not an error for the whole import. Each stored line placed 1–3 is news
 * (domain/site/news.ts meritNews).
 */
export async function importMerits(db: Db, parsed: readonly Merit[]): Promise<MeritImportResult> {
  if (parsed.length === 0) return { imported: 0, skipped: [] };
  return db.transaction(async (tx) => {
    const lowerNames = [...new Set(parsed.map((merit) => merit.horse.toLowerCase()))];
    const known = await tx
      .select({ name: horses.name })
      .from(horses)
      .where(inArray(sql`lower(${horses.name})`, lowerNames));
    const stored = new Map(known.map((row) => [row.name.toLowerCase(), row.name]));

    const skipped: MeritImportResult["skipped"] = [];
    const rows: (MeritRecord & { line: number })[] = [];
    const seen = new Set<string>();
    for (const merit of parsed) {
      const horse = stored.get(merit.horse.toLowerCase());
      const skip = (reason: MeritSkipReason) => skipped.push({ line: merit.line, horse: horse ?? merit.horse, reason });
      if (horse === undefined) {
        skip("unknown-horse");
        continue;
      }
      const record = meritRecord.safeParse({ ...merit, horse });
      if (!record.success) {
        skip("invalid");
        continue;
      }
      // The same line written with another letter case of the name is the same merit.
      if (seen.has(meritIdentity(record.data))) {
        skip("already-imported");
        continue;
      }
      seen.add(meritIdentity(record.data));
      rows.push({ ...record.data, line: merit.line });
    }
    if (rows.length === 0) return { imported: 0, skipped: skipped.sort((a, b) => a.line - b.line) };

    const fresh = new Set<string>();
    const insertedLines: Pick<MeritRecord, "horse" | "key" | "date" | "text">[] = [];
    // Chunked to stay far below PostgreSQL's limit of bind parameters per statement.
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const inserted = await tx
        .insert(merits)
        .values(rows.slice(i, i + INSERT_CHUNK).map(({ line: _line, ...row }) => row))
        .onConflictDoNothing()
        .returning({ horse: merits.horse, key: merits.key, date: merits.date, text: merits.text });
      for (const row of inserted) fresh.add(meritIdentity(row));
      insertedLines.push(...inserted);
    }
    await writeNews(
      tx,
      insertedLines.map((row) => meritNews(row.horse, row, leadingPlacement(row.text))),
    );
    const perHorse = new Map<string, number>();
    for (const row of rows) {
      if (fresh.has(meritIdentity(row))) perHorse.set(row.horse, (perHorse.get(row.horse) ?? 0) + 1);
      else skipped.push({ line: row.line, horse: row.horse, reason: "already-imported" });
    }
    for (const [horse, count] of perHorse) {
      await tx
        .update(competition)
        .set({ meritCount: sql`${competition.meritCount} + ${count}` })
        .where(eq(competition.name, horse));
    }
    skipped.sort((a, b) => a.line - b.line);
    return { imported: fresh.size, skipped };
  });
}

/** The stored merit line with this id, or null. */
export async function meritById(db: Db, id: number): Promise<typeof merits.$inferSelect | null> {
  const [row] = await db.select().from(merits).where(eq(merits.id, id)).limit(1);
  return row ?? null;
}

export type MeritWriteResult = { ok: true; horse: string } | { ok: false; reason: "not-found" | "duplicate" };

/** Saves a merit line's key, date, text and points; the same line stored twice is refused. */
export async function updateMerit(
  db: Db,
  id: number,
  line: Pick<MeritRecord, "key" | "date" | "text" | "points">,
): Promise<MeritWriteResult> {
  try {
    const [row] = await db.update(merits).set(line).where(eq(merits.id, id)).returning({ horse: merits.horse });
    return row ? { ok: true, horse: row.horse } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    throw error;
  }
}

/** Deletes merit line `id`, and counts it off the horse's competition entry, as importing counted it on. */
export async function deleteMerit(db: Db, id: number): Promise<MeritWriteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(merits).where(eq(merits.id, id)).returning({ horse: merits.horse });
    if (!row) return { ok: false, reason: "not-found" } as const;
    await tx
      .update(competition)
      .set({ meritCount: sql`greatest(${competition.meritCount} - 1, 0)` })
      .where(eq(competition.name, row.horse));
    return { ok: true, horse: row.horse } as const;
  });
}
