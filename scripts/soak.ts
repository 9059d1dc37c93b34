// `npm run soak [-- --minutes N] [--stud large|closed|demo]` (not in CI; 10 minutes by default):
// the production server on a throwaway PostgreSQL cluster with the bench's large stud (10,000
// horses on 100,000 pedigree entries; `closed` the same as a closed breed, `demo` the demo stud),
// 10 connections of mixed reads and admin writes, and one database restart in the middle. It asserts that the process survives, that no acknowledged write is lost,
// that errors happen only while the database is down (and the 2 s after it is back), and that
// memory over the last 30 s is at most 1.2× memory over the 30 s from minute 1. Figures:
// docs/operations.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { postRibbon, signInOverHttp, type WriteOutcome } from "#tests/support/admin-client";
import { startPostgresCluster } from "#tests/support/postgres-cluster";
import { largeStud } from "#transfer/large-stud";
import { startServerProcess } from "./server-process";

const { values } = parseArgs({
  options: { minutes: { type: "string", default: "10" }, stud: { type: "string", default: "large" } },
});
const MINUTES = Number(values.minutes);
if (!(MINUTES > 0)) throw new Error("--minutes takes a positive number");
if (!["large", "closed", "demo"].includes(values.stud!)) throw new Error("--stud takes large, closed or demo");
const DURATION_MS = MINUTES * 60_000;
const CONNECTIONS = 10;
const WRITE_SHARE = 0.3;
const DOWN_MS = 5_000;
/** After the database is back, answers may still fail this long (the monitor's probe and reconnects). */
const RECOVERY_MS = 2_000;
/** Memory is compared with this moment: minute 1, or a fifth of a shorter run. */
const REFERENCE_MS = Math.min(60_000, DURATION_MS / 5);
/**
 * Each end of the comparison is the median of the samples (one every 5 s) in a window this long:
 * the collector moves resident memory by up to a fifth from one sample to the next.
 */
const MEMORY_WINDOW_MS = 30_000;
const ADMIN = { email: "soak@example.se", password: "soak-lösenord-1" };

const log = (msg: string, extra: object = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), msg, ...extra }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 102.4) / 10 : NaN;
};

/** The median resident memory of the samples taken from `fromMs` up to `toMs` (the nearest sample after `fromMs` if none). */
function medianRssMb(samples: { atMs: number; rssMb: number }[], fromMs: number, toMs: number): number {
  const inWindow = samples.filter((m) => m.atMs >= fromMs && m.atMs < toMs).map((m) => m.rssMb);
  const values = inWindow.length > 0 ? inWindow : [(samples.find((m) => m.atMs >= fromMs) ?? samples[0]).rssMb];
  values.sort((x, y) => x - y);
  const middle = Math.floor(values.length / 2);
  return values.length % 2 === 1 ? values[middle] : Math.round(((values[middle - 1] + values[middle]) / 2) * 10) / 10;
}

const cluster = await startPostgresCluster();
const setup = new pg.Client({ connectionString: cluster.url() });
await setup.connect();
await setup.query("create database soak");
await setup.end();
// The generated studs are imported at the first start, from a file (as `npm run bench` does).
const studDir = mkdtempSync(path.join(tmpdir(), "snoflingan-soak-"));
const seed: NodeJS.ProcessEnv = { SEED: "demo" };
if (values.stud !== "demo") {
  const seedFile = path.join(studDir, "stud.json");
  writeFileSync(seedFile, JSON.stringify(largeStud({ closed: values.stud === "closed" })));
  Object.assign(seed, { SEED: "none", SEED_FILE: seedFile });
}
log("server starting", { stud: values.stud });
const server = await startServerProcess(
  { ...seed, DATABASE_URL: cluster.url("soak"), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  { timeoutMs: 600_000 },
)
  .catch(async (error: unknown) => {
    await cluster.stop();
    throw error;
  })
  .finally(() => rmSync(studDir, { recursive: true, force: true }));
const pid = server.process.pid!;
const failures: string[] = [];
try {
  const reader = new pg.Client({ connectionString: cluster.url("soak") });
  await reader.connect();
  const names = (await reader.query<{ name: string }>("select name from horses order by name")).rows.map((r) => r.name);
  await reader.end();
  const cookie = await signInOverHttp(server.url, ADMIN);
  // Writes go to horses the readers never open: the pages read do not grow with the soak's own
  // ribbons (hundreds per horse in 10 minutes, no real stud's), so memory measures the server.
  const written = names.slice(0, CONNECTIONS);
  const read = names.slice(CONNECTIONS);
  const readPaths = [
    "/",
    "/stallions",
    "/broodmares/d",
    "/for-sale",
    "/homebred",
    "/breeding",
    ...read.map((n) => `/horse/${encodeURIComponent(n)}`),
  ];

  const started = Date.now();
  const outage = { from: Infinity, to: Infinity };
  const writes: (WriteOutcome & { horse: string })[] = [];
  const readErrors: { at: number; status: number }[] = [];
  let reads = 0;
  const memory: { atMs: number; rssMb: number }[] = [];

  const worker = async (id: number) => {
    for (let i = 0; Date.now() - started < DURATION_MS; i++) {
      if (Math.random() < WRITE_SHARE) {
        const horse = written[(id + i) % written.length];
        const outcome = await postRibbon(server.url, cookie, horse, `Soak ${id}-${i}`);
        writes.push({ ...outcome, horse });
        if (!outcome.acknowledged) await sleep(50);
      } else {
        const path = readPaths[Math.floor(Math.random() * readPaths.length)];
        let status = -1;
        try {
          const response = await fetch(server.url + path, { headers: { cookie } });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          // counted below as status -1
        }
        reads++;
        if (status !== 200) {
          readErrors.push({ at: Date.now(), status });
          await sleep(50);
        }
      }
    }
  };
  const sampler = setInterval(() => memory.push({ atMs: Date.now() - started, rssMb: rssMb(pid) }), 5_000);
  const restart = (async () => {
    await sleep(DURATION_MS / 2);
    log("database stopping");
    outage.from = Date.now();
    cluster.halt();
    await sleep(DOWN_MS);
    cluster.resume();
    outage.to = Date.now();
    log("database back");
  })();
  await Promise.all([...Array.from({ length: CONNECTIONS }, (_, id) => worker(id)), restart]);
  clearInterval(sampler);
  await sleep(2_000);
  memory.push({ atMs: Date.now() - started, rssMb: rssMb(pid) });

  const alive = server.process.exitCode === null && server.process.signalCode === null;
  if (!alive) failures.push("the server process died");
  const duringOutage = (at: number) => at >= outage.from && at <= outage.to + RECOVERY_MS;
  const acknowledged = writes.filter((w) => w.acknowledged);
  const refusedWrites = writes.filter((w) => !w.acknowledged);
  const strayErrors = [...refusedWrites, ...readErrors].filter((e) => !duringOutage(e.at));
  if (strayErrors.length > 0)
    failures.push(`${strayErrors.length} errors outside the outage, e.g. ${JSON.stringify(strayErrors[0])}`);

  const check = new pg.Client({ connectionString: cluster.url("soak") });
  await check.connect();
  const stored = new Set(
    (await check.query<{ key: string }>("select horse || '\t' || text as key from ribbons")).rows.map((r) => r.key),
  );
  await check.end();
  const lost = acknowledged.filter((w) => !stored.has(`${w.horse}\t${w.text}`));
  if (lost.length > 0) failures.push(`${lost.length} acknowledged writes lost`);

  const endAtMs = memory[memory.length - 1].atMs;
  const referenceMb = medianRssMb(memory, REFERENCE_MS, REFERENCE_MS + MEMORY_WINDOW_MS);
  const endMb = medianRssMb(memory, endAtMs - MEMORY_WINDOW_MS, endAtMs + 1);
  const growth = endMb / referenceMb;
  if (growth > 1.2) failures.push(`memory grew ${growth.toFixed(2)}× (${referenceMb} MB → ${endMb} MB)`);
  const firstAckAfter = acknowledged.find((w) => w.at > outage.to);

  const stopped = await server.stop();
  if (stopped.code !== 0) failures.push(`the server exited with ${stopped.code}`);
  log("soak figures", {
    stud: values.stud,
    minutes: MINUTES,
    connections: CONNECTIONS,
    reads,
    writes: writes.length,
    acknowledgedWrites: acknowledged.length,
    refusedWrites: refusedWrites.length,
    readErrors: readErrors.length,
    errorStatuses: [...new Set([...refusedWrites, ...readErrors].map((e) => e.status))].sort(),
    errorsOutsideOutage: strayErrors.length,
    lostWrites: lost.length,
    databaseDownMs: outage.to - outage.from,
    firstWriteAfterRestartMs: firstAckAfter ? firstAckAfter.at - outage.to : null,
    rssMbAtReference: referenceMb,
    referenceAtS: REFERENCE_MS / 1000,
    rssMbAtEnd: endMb,
    rssMbMax: Math.max(...memory.map((m) => m.rssMb)),
    rssMbPerMinute: memory.filter((_, i) => i % 12 === 11).map((m) => m.rssMb),
    memoryGrowth: Number(growth.toFixed(3)),
    shutdown: stopped,
  });
} catch (error) {
  failures.push(String(error));
  await server.stop();
} finally {
  await cluster.stop();
}
if (failures.length > 0) {
  console.error(`✖ soak failed:\n${failures.map((f) => `- ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("✔ soak passed");
