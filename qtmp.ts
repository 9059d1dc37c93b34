import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#data/db";
import { loadHorsePage } from "#data/horse-page";
import { horseByName } from "#data/horses";
import { ancestryAndOffspring } from "#data/pedigree";
import { evaluationsOf } from "#data/evaluations";
import { ribbonsOf } from "#data/ribbons";
import { meritsOf } from "#data/merits";
import { INBREEDING_GENERATIONS } from "#domain";
const names: string[] = JSON.parse(readFileSync("/tmp/perf/horses.json", "utf8"));
const database = await openDatabase({ driver: "pglite", dataDir: "/tmp/perf/db" }, { migrate: false });
const db = database.db;
let s = 7; const rnd = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32);
const pick = () => names[Math.floor(rnd() * names.length)];
const t: Record<string, number[]> = {};
const time = async (k: string, f: () => Promise<unknown>) => { const a = performance.now(); await f(); (t[k] ??= []).push(performance.now() - a); };
for (let i = 0; i < 300; i++) {
  const n = pick();
  await time("page", () => loadHorsePage(db, n));
  const m = pick();
  await time("select1", () => queryRows(db, sql`select 1`));
  await time("horse", () => horseByName(db, m));
  await time("anc+off", () => ancestryAndOffspring(db, m, INBREEDING_GENERATIONS));
  await time("evals", () => evaluationsOf(db, m));
  await time("ribbons", () => ribbonsOf(db, m));
  await time("merits", () => meritsOf(db, m));
}
for (const [k, v] of Object.entries(t)) { const x = v.slice(50).sort((a, b) => a - b); console.log(k.padEnd(10), "p50", x[Math.floor(x.length / 2)].toFixed(2), "p90", x[Math.floor(x.length * 0.9)].toFixed(2)); }
await database.close();
