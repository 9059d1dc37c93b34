// The pedigree on paper timed on the generated large stud (docs/product.md, "Pedigree on paper"):
// each file made as the route makes it (app/pedigree-paper.server.ts: the horse page's loaders,
// then the PDF), for stud horses and ancestors spread over the stud, with the pedigree and the
// stud's records in memory as the server holds them, and a few without (the server's first
// requests, while it reads them). Exits non-zero when the 95th percentile of either kind is over
// BUDGET_MS. `npx tsx scripts/bench-pdf.ts [--driver pglite|pg] [--closed] [--files 100]`.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { pedigreePaperPdf } from "#app/pedigree-paper-pdf.server";
import { pedigreePaper } from "#app/pedigree-paper.server";
import { openDatabase, queryRows, type Database, type Db } from "#data/db";
import { pedigreeInMemoryAt } from "#data/pedigree/in-memory";
import { studFile } from "#data/records";
import { loadStudRecords } from "#data/stud-records";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";

/** The most one file may take (docs/product.md, "Pedigree on paper"). */
const BUDGET_MS = 300;

const { values: args } = parseArgs({
  options: {
    driver: { type: "string", default: "pglite" },
    closed: { type: "boolean", default: false },
    files: { type: "string", default: "100" },
  },
});

/** `count` names spread evenly over the rows of `statement` (ordered, so every run picks the same). */
async function spread(db: Db, statement: ReturnType<typeof sql>, count: number): Promise<string[]> {
  const names = (await queryRows<{ name: string }>(db, statement)).map((row) => row.name);
  const step = Math.max(1, Math.floor(names.length / count));
  return names.filter((_, index) => index % step === 0).slice(0, count);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

async function main() {
  const files = Number(args.files);
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
  const { db } = database;
  try {
    let started = performance.now();
    await importStud(db, studFile.parse(largeStud({ closed: args.closed })));
    console.error(`imported the large stud in ${Math.round(performance.now() - started)} ms (${args.driver})`);
    const horses = await spread(db, sql`select name from horses where category <> 'sold' order by name`, files);
    const ancestors = await spread(
      db,
      sql`select name from pedigree where lower(name) not in (select lower(name) from horses) order by name`,
      files,
    );
    started = performance.now();
    const held = { heldPedigree: await pedigreeInMemoryAt(db), records: await loadStudRecords(db) };
    console.error(`read the pedigree and the records into memory in ${Math.round(performance.now() - started)} ms`);

    const options = { stableName: "Snöflingan", publicUrl: "https://snoflingan.example.se" };
    const make = async (name: string, inMemory: boolean) => {
      const at = performance.now();
      const paper = await pedigreePaper(db, name, { ...options, ...(inMemory ? held : {}) });
      if (!paper) throw new Error(`no pedigree on paper for ${name}`);
      const bytes = (await pedigreePaperPdf(paper)).length;
      return { ms: performance.now() - at, bytes };
    };
    // The process's first file: the fonts are read and parsed once (app/pedigree-paper-pdf.server.ts).
    const first = await make(horses[0]!, true);
    const rows = [];
    for (const [kind, names, inMemory] of [
      ["stud horse", horses, true],
      ["ancestor", ancestors, true],
      ["stud horse, nothing in memory", horses.slice(0, 10), false],
      ["ancestor, nothing in memory", ancestors.slice(0, 10), false],
    ] as const) {
      const runs = [];
      for (const name of names) runs.push(await make(name, inMemory));
      const ms = runs.map((run) => run.ms).sort((a, b) => a - b);
      rows.push({
        kind,
        files: runs.length,
        "median ms": Math.round(percentile(ms, 0.5)),
        "p95 ms": Math.round(percentile(ms, 0.95)),
        "max ms": Math.round(ms.at(-1) ?? 0),
        "mean KB": Math.round(runs.reduce((sum, run) => sum + run.bytes, 0) / runs.length / 102.4) / 10,
      });
    }
    console.log(`first file of the process: ${Math.round(first.ms)} ms`);
    console.table(rows);
    const over = rows.filter((row) => row["p95 ms"] > BUDGET_MS);
    if (over.length > 0) {
      console.error(`over the budget of ${BUDGET_MS} ms per file: ${over.map((row) => row.kind).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    await stop();
  }
}

await main();
