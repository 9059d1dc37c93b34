// The administrator's bulk writes, timed on one database holding a stud (docs/performance.md,
// "Bulk writes"): ageing every horse as the admin page does (one logged change), its undo, the
// change log's first page with that change on it, and the longest a small read waited meanwhile.
// benchBulkWrites(db) is for scripts/bench.ts to call; alone it runs on the generated large stud:
// `npx tsx scripts/bench-writes.ts [--driver pglite|pg] [--horses 10000] [--pedigree 100000] [--stud-file F]`.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database, type Db } from "#data/db";
import { changeLog, recordChange, undoChange } from "#data/history";
import { ageAllHorses, horseByName } from "#data/horses";
import { studFile } from "#data/records";
import { largeStud, LARGE_STUD_DEFAULTS } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";

export interface BulkWriteFigures {
  horses: number;
  /** Ageing every horse by a year, logged as one change. */
  "age ms": number;
  /** The change log's first page, the ageing on it. */
  "history page ms": number;
  /** Undoing the ageing. */
  "undo ms": number;
  /** The change log's first page after the undo (two changes of every horse on it). */
  "history page after undo ms": number;
  /** The longest a visitor's small read (one horse by name) waited while ageing or its undo ran. */
  "read wait during writes ms": number;
}

const ACTOR = "bench@example.se";

/** Runs `work` while a small read repeats every 50 ms; its time and the longest read. */
async function whileReading(db: Db, name: string, work: () => Promise<unknown>): Promise<[number, number]> {
  let running = true;
  let longest = 0;
  const reader = (async () => {
    while (running) {
      const started = performance.now();
      await horseByName(db, name);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  running = false;
  await reader;
  return [ms, longest];
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * Ages every horse of the stud in `db` by a year, reads the change log, undoes the ageing and
 * reads the log again: the figures of one run. The stud ends as it began (the log has two
 * changes more).
 */
export async function benchBulkWrites(db: Db): Promise<BulkWriteFigures> {
  const [first] = await queryRows<{ name: string }>(db, sql`select name from horses order by id limit 1`);
  let horses = 0;
  const [ageMs, ageWait] = await whileReading(db, first?.name ?? "", async () => {
    const result = await recordChange(db, { actor: ACTOR, kind: "age", subject: "Alla hästar" }, async (tx) => ({
      ok: true,
      count: await ageAllHorses(tx, 1),
    }));
    horses = result.count;
  });
  const historyMs = await timed(() => changeLog(db, 1));
  const [ageing] = (await changeLog(db, 1)).items;
  const [undoMs, undoWait] = await whileReading(db, first?.name ?? "", async () => {
    const result = await undoChange(db, ageing.id, ACTOR);
    if (!result.ok) throw new Error(`the undo was refused: ${result.reason}`);
  });
  const historyAfterMs = await timed(() => changeLog(db, 1));
  const round = (ms: number) => Math.round(ms);
  return {
    horses,
    "age ms": round(ageMs),
    "history page ms": round(historyMs),
    "undo ms": round(undoMs),
    "history page after undo ms": round(historyAfterMs),
    "read wait during writes ms": round(Math.max(ageWait, undoWait)),
  };
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      driver: { type: "string", default: "pglite" },
      horses: { type: "string", default: String(LARGE_STUD_DEFAULTS.horses) },
      pedigree: { type: "string", default: String(LARGE_STUD_DEFAULTS.pedigree) },
      rounds: { type: "string", default: "1" },
      /** A stud file to load instead (the same stud for runs of two checkouts). */
      "stud-file": { type: "string" },
    },
  });
  const stud = studFile.parse(
    args["stud-file"]
      ? JSON.parse(readFileSync(args["stud-file"], "utf8"))
      : largeStud({ horses: Number(args.horses), pedigree: Number(args.pedigree) }),
  );
  let database: Database;
  let stop = async () => undefined as void;
  if (args.driver === "pg") {
    const { startPostgresCluster } = await import("#tests/support/postgres-cluster");
    const cluster = await startPostgresCluster();
    database = await openDatabase({ driver: "postgres", url: cluster.url() });
    stop = () => cluster.stop();
  } else {
    database = await openDatabase({ driver: "pglite" });
  }
  try {
    const started = performance.now();
    await importStud(database.db, stud);
    console.error(`imported the large stud in ${Math.round(performance.now() - started)} ms (${args.driver})`);
    for (let round = 0; round < Number(args.rounds); round++)
      console.log(JSON.stringify({ driver: args.driver, round, ...(await benchBulkWrites(database.db)) }));
  } finally {
    await database.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
