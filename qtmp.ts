import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#data/db";
import { loadHorsePage } from "#data/horse-page";
import { horseByName } from "#data/horses";
import { currentDataVersion } from "#data/data-version";
const [dir, file] = process.argv.slice(2);
const names: string[] = JSON.parse(readFileSync(file, "utf8"));
const database = await openDatabase({ driver: "pglite", dataDir: dir }, { migrate: false });
const db = database.db;
let s = 7; const rnd = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32);
const pick = () => names[Math.floor(rnd() * names.length)];
const t: Record<string, number[]> = {};
const time = async (k: string, f: () => Promise<unknown>) => { const a = performance.now(); await f(); (t[k] ??= []).push(performance.now() - a); };
for (let i = 0; i < 400; i++) {
  const n = pick();
  await time("page", () => loadHorsePage(db, n));
  await time("select1", () => queryRows(db, sql`select 1`));
  await time("version", () => currentDataVersion(db));
  await time("horse", () => horseByName(db, n));
}
for (const [k, v] of Object.entries(t)) { const x = v.slice(100).sort((a, b) => a - b); console.log(k.padEnd(10), "p50", x[Math.floor(x.length / 2)].toFixed(2), "p90", x[Math.floor(x.length * 0.9)].toFixed(2)); }
await database.close();
