// An administrator's writes against the visitors (docs/performance.md, "Writes under load";
// docs/decisions/0041-held-data-follows-writes.md): a visitor's horse pages the response cache has not
// seen, one at a time, first with nobody writing, then while a ribbon is added every 2 s, then while
// every third of those writes is a pedigree entry (a foal of two stud horses); in the last turn the
// herd page is asked for every second beside them. The turns run one right after the other, so a
// neighbour on the machine falls on all alike: compare ratios within one run. Timings are reported,
// never asserted. benchWritesLoad(base, options) is for scripts/bench.ts to call on a running
// production server; alone it starts one on the generated large stud (PGlite):
// `npx tsx scripts/bench-writes-load.ts [--horses 10000] [--pedigree 100000] [--seconds 30]`
// (run from a checkout with a build: the server is started from the current directory).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { herdPath, horsePath } from "#app/paths";
import { CANDIDATE_GENDERS, SOLD_CATEGORY } from "#domain";
import * as texts from "#domain/texts";
import { postRibbon, signInOverHttp } from "#tests/support/admin-client";
import { largeStud, LARGE_STUD_DEFAULTS } from "#transfer/large-stud";
import { startServerProcess } from "./server-process";

export interface WritesLoadOptions {
  /** A signed-in administrator's cookie (signInOverHttp). */
  cookie: string;
  /** Stud horses: the visitor's pages (a different one each request) and the ribbons' horses. */
  horses: string[];
  /** A stallion and a mare of the stud: the parents of the foals the pedigree writes add. */
  sire: string;
  dam: string;
  /** How long each turn lasts (seconds). */
  seconds: number;
  /** One write every this many ms (or when the last answers, if later). */
  writeEveryMs?: number;
}

/** One row per turn: the visitor's latency, the writes' and (last turn) the herd page's. */
export interface WritesLoadRow {
  turn: string;
  visits: number;
  "visit p50 ms": number;
  "visit p99 ms": number;
  /** The turn's visit p50 over the first turn's (nobody writing). */
  "p50 ×": number;
  "visits not 200": number;
  writes: number;
  "write p50 ms": number;
  "write max ms": number;
  "herd pages": number;
  "herd p50 ms": number;
  "herd max ms": number;
  /** Herd pages that took longer than 2 s (the goal: none). */
  "herd over 2 s": number;
  /** Herd pages showing the previous figures marked as being updated. */
  "herd marked": number;
}

const WRITE_EVERY_MS = 2_000;
const HERD_EVERY_MS = 1_000;
const TIMEOUT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedGet(url: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body };
  } catch {
    return { status: 0, ms: performance.now() - started, body: "" };
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const round = (value: number) => Math.round(value * 10) / 10;

/** Adds a pedigree entry as the admin form's fetch does; its time. */
async function postPedigreeEntry(base: string, cookie: string, entry: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/admin/add-relation.data`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(entry),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * The three turns on the production server at `base`: nobody writing, ribbons every 2 s, ribbons
 * and pedigree entries every 2 s with the herd page asked for every second. The stud keeps the
 * ribbons and foals it gets.
 */
export async function benchWritesLoad(base: string, options: WritesLoadOptions): Promise<WritesLoadRow[]> {
  const every = options.writeEveryMs ?? WRITE_EVERY_MS;
  let page = 0;
  const nextHorse = () => options.horses[page++ % options.horses.length];
  const turns = [
    { turn: "nobody writing", ribbons: false, pedigree: false },
    { turn: "a ribbon every 2 s", ribbons: true, pedigree: false },
    { turn: "ribbons and pedigree entries every 2 s, herd page every 1 s", ribbons: true, pedigree: true },
  ];
  const rows: WritesLoadRow[] = [];
  let baseline = NaN;
  for (const [index, turn] of turns.entries()) {
    process.stderr.write(`  ${turn.turn} …\n`);
    const stopAt = performance.now() + options.seconds * 1000;
    const over = () => performance.now() >= stopAt;
    const visits: { status: number; ms: number }[] = [];
    const writes: number[] = [];
    const herd: { ms: number; marked: boolean }[] = [];
    const visitor = (async () => {
      while (!over()) visits.push(await timedGet(base + horsePath(nextHorse())));
    })();
    const writer = (async () => {
      for (let write = 0; turn.ribbons && !over(); write++) {
        const started = performance.now();
        if (turn.pedigree && write % 3 === 2)
          writes.push(
            await postPedigreeEntry(base, options.cookie, {
              name: `Lastföl ${index}-${write}-${Date.now()}`,
              sire: options.sire,
              dam: options.dam,
            }),
          );
        else {
          await postRibbon(base, options.cookie, nextHorse(), `Lastrosett ${index}-${write}-${Date.now()}`);
          writes.push(performance.now() - started);
        }
        await sleep(Math.max(0, every - (performance.now() - started)));
      }
    })();
    const herdPages = (async () => {
      while (turn.pedigree && !over()) {
        const { ms, body } = await timedGet(base + herdPath());
        herd.push({ ms, marked: body.includes(texts.herd.updating) });
        await sleep(Math.max(0, HERD_EVERY_MS - ms));
      }
    })();
    await Promise.all([visitor, writer, herdPages]);
    const latencies = visits.map((visit) => visit.ms);
    const p50 = percentile(latencies, 50);
    if (index === 0) baseline = p50;
    rows.push({
      turn: turn.turn,
      visits: visits.length,
      "visit p50 ms": round(p50),
      "visit p99 ms": round(percentile(latencies, 99)),
      "p50 ×": round(p50 / baseline),
      "visits not 200": visits.filter((visit) => visit.status !== 200).length,
      writes: writes.length,
      "write p50 ms": round(percentile(writes, 50)),
      "write max ms": round(Math.max(0, ...writes)),
      "herd pages": herd.length,
      "herd p50 ms": round(
        percentile(
          herd.map((answer) => answer.ms),
          50,
        ),
      ),
      "herd max ms": round(Math.max(0, ...herd.map((answer) => answer.ms))),
      "herd over 2 s": herd.filter((answer) => answer.ms > 2_000).length,
      "herd marked": herd.filter((answer) => answer.marked).length,
    });
  }
  return rows;
}

const ADMIN = { email: "bench-writes@example.se", password: "bench-writes-lösenord-1" };

// Alone: a production server on the generated large stud, from the current directory's build.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { values } = parseArgs({
    options: {
      horses: { type: "string", default: String(LARGE_STUD_DEFAULTS.horses) },
      pedigree: { type: "string", default: String(LARGE_STUD_DEFAULTS.pedigree) },
      seconds: { type: "string", default: "30" },
    },
  });
  const stud = largeStud({ horses: Number(values.horses), pedigree: Number(values.pedigree) });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "snoflingan-bench-writes-")), "stud.json");
  writeFileSync(file, JSON.stringify(stud));
  process.stderr.write(`starting a server on ${values.horses} horses, ${values.pedigree} pedigree entries …\n`);
  const server = await startServerProcess(
    { SEED: "none", SEED_FILE: file, SKIP_BUILD: "1", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    { timeoutMs: 900_000 },
  );
  try {
    const unsold = (stud.horses ?? []).filter((horse) => horse.category !== SOLD_CATEGORY);
    const cookie = await signInOverHttp(server.url, ADMIN);
    // The first herd figures after a start, and the pages' data, before the first turn.
    await timedGet(server.url + herdPath());
    const rows = await benchWritesLoad(server.url, {
      cookie,
      horses: unsold.map((horse) => horse.name),
      sire: unsold.find((horse) => horse.gender === CANDIDATE_GENDERS.stallion)!.name,
      dam: unsold.find((horse) => horse.gender === CANDIDATE_GENDERS.mare)!.name,
      seconds: Number(values.seconds),
    });
    console.table(rows);
    console.log(JSON.stringify(rows));
  } finally {
    await server.stop();
  }
}
