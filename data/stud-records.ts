import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { normalizeName } from "#domain";
import { currentDataVersionQuery, keptPerVersion, jsonRows, queryRows, type Db } from "./db";
import type { EvaluationRow } from "./evaluations";
import type { Horse } from "./horses";
import type { MeritLine } from "./merits";
import type { Ribbon } from "./ribbons";
import { evaluations, horses, merits, ribbons } from "./schema";

/**
 * Every stud horse with its evaluations, ribbons and merits, read in ONE statement and held in
 * memory while the data version they were read at is current, like the pedigree's lineages
 * (data/lineages.ts, docs/decisions/0035-horse-pages-from-memory.md): a horse page then costs no
 * statement at all.
 */
export interface StudRecords {
  /** The data version they were read at (currentDataVersion, data/db.ts). */
  version: number;
  /** By the horse's exact stored name. */
  horses: Map<string, HorseRecords>;
}

export interface HorseRecords {
  horse: Horse;
  evaluations: EvaluationRow[];
  /** In the order they were won. */
  ribbons: Ribbon[];
  /** Oldest first. */
  merits: ({ key: string } & MeritLine)[];
}

/** A table's columns under their names in code, so its rows read as JSON keep the row type's keys. */
const columnsOf = (table: PgTable, omit: readonly string[] = []): SQL =>
  sql.join(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !omit.includes(key))
      .map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );

type HorseJson = Omit<Horse, "created"> & { created: string };
type Owned<T> = T & { horse: string };

/** Reads every stud horse and its records, and the data version, in one statement (one snapshot). */
export async function loadStudRecords(db: Db): Promise<StudRecords> {
  const [row] = await queryRows<{
    version: number | null;
    horses: HorseJson[];
    evaluations: EvaluationRow[];
    ribbons: Ribbon[];
    merits: Owned<{ key: string } & MeritLine>[];
  }>(
    db,
    sql`select (${currentDataVersionQuery(db)}) as version,
      ${jsonRows(sql`select ${columnsOf(horses)} from ${horses}`)} as horses,
      ${jsonRows(sql`select ${columnsOf(evaluations, ["created"])} from ${evaluations}`)} as evaluations,
      ${jsonRows(sql`select ${columnsOf(ribbons)} from ${ribbons} order by ${ribbons.position}, ${ribbons.id}`)} as ribbons,
      ${jsonRows(sql`select ${columnsOf(merits, ["created"])} from ${merits} order by ${merits.date}, ${merits.id}`)} as merits`,
  );
  const records = new Map<string, HorseRecords>();
  for (const { created, ...horse } of row.horses)
    records.set(horse.name, {
      horse: { ...horse, created: new Date(created) },
      evaluations: [],
      ribbons: [],
      merits: [],
    });
  // Each list keeps the order the statement read it in (a horse's records are never orphans: foreign keys).
  for (const evaluation of row.evaluations) records.get(evaluation.horse)?.evaluations.push(evaluation);
  for (const ribbon of row.ribbons) records.get(ribbon.horse)?.ribbons.push(ribbon);
  for (const { horse, ...merit } of row.merits) records.get(horse)?.merits.push(merit);
  return { version: row.version ?? 0, horses: records };
}

/**
 * The horse `name` names as horseByName finds it, when it is its exact stored name (the links
 * the site writes): otherwise undefined, and the caller asks the database (another letter case).
 */
export const recordsNamed = (records: StudRecords, name: string): HorseRecords | undefined =>
  records.horses.get(normalizeName(name));

/** The stud's records of the current data version, or null while they are being read (keptPerVersion). */
export const studRecordsInMemory = keptPerVersion(loadStudRecords, "the stud's records").inMemory;
