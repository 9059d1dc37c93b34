import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { normalizeName } from "#domain";
import {
  currentDataVersionQuery,
  keptPerVersion,
  jsonRows,
  queryRows,
  readInSlices,
  SLICED_READ_ATTEMPTS,
  type Db,
} from "./db";
import type { EvaluationRow } from "./evaluations";
import type { Horse } from "./horses";
import type { MeritLine } from "./merits";
import type { Ribbon } from "./ribbons";
import { evaluations, horses, merits, ribbons } from "./schema";

/**
 * Every stud horse with its evaluations, ribbons and merits, read at one data version a table per
 * statement (loadStudRecords, docs/decisions/0036-reads-in-slices.md) and held in memory while that
 * version is current, like the pedigree in memory (data/pedigree/in-memory.ts,
 * docs/decisions/0035-horse-pages-from-memory.md): a horse page then costs no statement at all.
 * A write is followed by re-reading the horses it changed (followRecordChanges).
 */
export interface StudRecords {
  /** The data version they were read at (currentDataVersion, data/db/data-version.ts). */
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

type RecordRow = HorseJson | EvaluationRow | Ribbon | Owned<{ key: string } & MeritLine>;

/**
 * Every stud horse and its records, a table per statement (readInSlices), in this order; `only`
 * (a subquery of names) narrows them to some horses (followRecordChanges).
 */
const recordTables = (only?: SQL) => {
  const of = (horse: AnyPgColumn) => (only ? sql`where ${horse} in ${only}` : sql``);
  return [
    sql`select ${columnsOf(horses)} from ${horses} ${of(horses.name)}`,
    sql`select ${columnsOf(evaluations, ["created"])} from ${evaluations} ${of(evaluations.horse)}`,
    sql`select ${columnsOf(ribbons)} from ${ribbons} ${of(ribbons.horse)} order by ${ribbons.position}, ${ribbons.id}`,
    sql`select ${columnsOf(merits, ["created"])} from ${merits} ${of(merits.horse)} order by ${merits.date}, ${merits.id}`,
  ];
};

/**
 * Reads every stud horse and its records at one data version, a table per statement, `attempts`
 * times before it is one statement (readInSlices).
 */
export async function loadStudRecords(db: Db, attempts = SLICED_READ_ATTEMPTS): Promise<StudRecords> {
  const { version, slices } = await readInSlices<RecordRow>(
    db,
    () => {
      const tables = recordTables();
      return () => tables.shift() ?? null;
    },
    async () => {
      const [row] = await queryRows<{ version: number | null; tables: RecordRow[][] }>(
        db,
        sql`select (${currentDataVersionQuery(db)}) as version,
          json_build_array(${sql.join(recordTables().map(jsonRows), sql`, `)}) as tables`,
      );
      return { version: row.version ?? 0, slices: row.tables };
    },
    attempts,
  );
  return { version, horses: recordsOf(slices as RecordTables, new Map()) };
}

type RecordTables = [HorseJson[], EvaluationRow[], Ribbon[], Owned<{ key: string } & MeritLine>[]];

/** Adds the horses of `tables` (their rows, then their records) to `records`. */
function recordsOf(
  [horseRows, evaluationRows, ribbonRows, meritRows]: RecordTables,
  records: Map<string, HorseRecords>,
): Map<string, HorseRecords> {
  for (const { created, ...horse } of horseRows)
    records.set(horse.name, {
      horse: { ...horse, created: new Date(created) },
      evaluations: [],
      ribbons: [],
      merits: [],
    });
  // Each list keeps the order the statement read it in (a horse's records are never orphans: foreign keys).
  for (const evaluation of evaluationRows) records.get(evaluation.horse)?.evaluations.push(evaluation);
  for (const ribbon of ribbonRows) records.get(ribbon.horse)?.ribbons.push(ribbon);
  for (const { horse, ...merit } of meritRows) records.get(horse)?.merits.push(merit);
  return records;
}

/**
 * The data versions whose changed horses the database keeps (`record_changes`, pruned by the
 * trigger of migration 0007): records held further behind are read again whole.
 */
export const RECORD_CHANGES_KEPT = 1000;

/** More changed horses than this since the version held: reading them all again is about as quick. */
const MOST_CHANGES_FOLLOWED = 500;

/**
 * `held` brought up to the current data version by re-reading the horses the writes since it
 * changed (`record_changes`, docs/decisions/0041-held-data-follows-writes.md) with their records,
 * in ONE statement with the data version: a ribbon costs one horse's rows, not the whole stud.
 * Null when the changes since are too many, or no longer kept: then they are read whole.
 */
export async function followRecordChanges(db: Db, held: StudRecords): Promise<StudRecords | null> {
  const [read] = await queryRows<{
    version: number | null;
    changed: (string | null)[] | null;
    tables: RecordTables | null;
  }>(
    db,
    // The changed horses read once (as followPedigreeChanges does); a null horse means "read all".
    sql`with changed as (select distinct horse from record_changes where version > ${held.version})
    select (${currentDataVersionQuery(db)}) as version,
      (select json_agg(horse) from changed) as changed,
      case when (select count(*) from changed) <= ${MOST_CHANGES_FOLLOWED}
        then json_build_array(${sql.join(recordTables(sql`(select horse from changed)`).map(jsonRows), sql`, `)}) end as tables`,
  );
  const version = read.version ?? 0;
  const names = read.changed ?? [];
  if (version - held.version > RECORD_CHANGES_KEPT || names.includes(null) || read.tables === null) return null;
  if (names.length === 0) return { version, horses: held.horses };
  // The pages may still be reading what is held: the changes go to a copy.
  const records = new Map(held.horses);
  for (const name of names) records.delete(name!);
  return { version, horses: recordsOf(read.tables, records) };
}

/**
 * The horse `name` names as horseByName finds it, when it is its exact stored name (the links
 * the site writes): otherwise undefined, and the caller asks the database (another letter case).
 */
export const recordsNamed = (records: StudRecords, name: string): HorseRecords | undefined =>
  records.horses.get(normalizeName(name));

/** The stud's records of the current data version, or null while they are being read (keptPerVersion). */
export const studRecordsInMemory = keptPerVersion(
  (db: Db) => loadStudRecords(db),
  "the stud's records",
  followRecordChanges,
).inMemory;
