// The progeny profile of a horse (docs/product.md, "Progeny profile"): its foals among the stud's
// horses against every horse of the stud. From the stud's records in memory (data/stud-records.ts),
// each foal's figures are worked out once while its records are unchanged (a write re-reads only
// the horses it changed, so the others keep their objects) and the stud's sums once per data
// version; a page then adds up its foals' figures. Without the records held (a whole read under
// way), one statement reads the foals and every horse's stats.
import { sql } from "drizzle-orm";
import {
  foalFigures,
  type FoalFigures,
  nameKey,
  potentialSums,
  type PotentialSums,
  potentialTenths,
  progenyProfile,
  type ProgenyProfile,
} from "#domain";
import { jsonRows, queryRows, type Db } from "./db";
import { toEvaluations, type EvaluationRow } from "./evaluations";
import type { Horse } from "./horses";
import type { OffspringRow } from "./pedigree/pedigree";
import { evaluations, horses } from "./schema";
import type { HorseRecords, StudRecords } from "./stud-records";

type FoalHorse = Pick<Horse, "name" | "breed" | "stats" | "height">;

const figuresKept = new WeakMap<HorseRecords, FoalFigures>();
const tenthsKept = new WeakMap<HorseRecords, readonly number[] | null>();
const studKept = new WeakMap<StudRecords["horses"], PotentialSums>();

function keptFor<K extends object, V>(kept: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  if (kept.has(key)) return kept.get(key)!;
  const value = make(key);
  kept.set(key, value);
  return value;
}

const figuresOf = (horse: FoalHorse, rows: EvaluationRow[]) =>
  foalFigures({ ...horse, evaluations: toEvaluations(rows) });

const heldFigures = (held: HorseRecords) => keptFor(figuresKept, held, () => figuresOf(held.horse, held.evaluations));

const heldStud = (records: StudRecords) =>
  keptFor(studKept, records.horses, (all) =>
    potentialSums([...all.values()].map((held) => keptFor(tenthsKept, held, () => potentialTenths(held.horse)))),
  );

/**
 * The profile of the horse whose offspring (as its page lists them) are `offspring`: the stud's
 * horses among them, sold ones included; null when none is. From `records` when they are held and
 * hold every foal under the name the offspring list gives it, else from the database.
 */
export async function progenyProfileOf(
  db: Db,
  offspring: readonly OffspringRow[],
  records: StudRecords | null,
): Promise<ProgenyProfile | null> {
  const names = offspring.filter((child) => child.studHorse).map((child) => child.name);
  if (names.length === 0) return null;
  const held = records ? names.map((name) => records.horses.get(name)) : [];
  if (records && held.every((foal) => foal !== undefined))
    return progenyProfile(held.map(heldFigures), heldStud(records));
  return progenyFromDatabase(db, names);
}

/** The profile of the stud horses named `names` (any letter case) in ONE statement: the foals, their evaluations, every horse's stats. */
async function progenyFromDatabase(db: Db, names: readonly string[]): Promise<ProgenyProfile | null> {
  const keys = sql.join(
    names.map((name) => sql`${nameKey(name)}`),
    sql`, `,
  );
  const [read] = await queryRows<{
    foals: FoalHorse[];
    evaluations: EvaluationRow[];
    stud: Pick<Horse, "stats" | "height">[];
  }>(
    db,
    sql`select
      ${jsonRows(sql`select ${horses.name}, ${horses.breed}, ${horses.stats}, ${horses.height} from ${horses}
        where lower(${horses.name}) in (${keys})`)} as foals,
      ${jsonRows(sql`select ${evaluations.id}, ${evaluations.horse}, ${evaluations.type}, ${evaluations.date},
          ${evaluations.judge}, ${evaluations.data} from ${evaluations} join ${horses} on ${horses.name} = ${evaluations.horse}
        where lower(${horses.name}) in (${keys})`)} as evaluations,
      ${jsonRows(sql`select ${horses.stats}, ${horses.height} from ${horses}`)} as stud`,
  );
  const rowsOf = new Map<string, EvaluationRow[]>();
  for (const row of read.evaluations) rowsOf.set(row.horse, [...(rowsOf.get(row.horse) ?? []), row]);
  return progenyProfile(
    read.foals.map((foal) => figuresOf(foal, rowsOf.get(foal.name) ?? [])),
    potentialSums(read.stud.map(potentialTenths)),
  );
}
