import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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

/** Every stud horse and its records, a table per statement (readInSlices), in this order. */
const recordTables = () => [
  sql`select ${columnsOf(horses)} from ${horses}`,
  sql`select ${columnsOf(evaluations, ["created"])} from ${evaluations}`,
  sql`select ${columnsOf(ribbons)} from ${ribbons} order by ${ribbons.position}, ${ribbons.id}`,
  sql`select ${columnsOf(merits, ["created"])} from ${merits} order by ${merits.date}, ${merits.id}`,
];

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
  const [horseRows, evaluationRows, ribbonRows, meritRows] = slices as [
    HorseJson[],
    EvaluationRow[],
    Ribbon[],
    Owned<{ key: string } & MeritLine>[],
  ];
  const records = new Map<string, HorseRecords>();
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
  return { version, horses: records };
}

/**
 * The horse `name` names as horseByName finds it, when it is its exact stored name (the links
 * the site writes): otherwise undefined, and the caller asks the database (another letter case).
 */
export const recordsNamed = (records: StudRecords, name: string): HorseRecords | undefined =>
  records.horses.get(normalizeName(name));

/** The stud's records of the current data version, or null while they are being read (keptPerVersion). */
export const studRecordsInMemory = keptPerVersion(loadStudRecords, "the stud's records").inMemory;
