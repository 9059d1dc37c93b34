// A visitor's latency under load, for `npm run bench` (its `load` part): one visitor asks for horse
// pages the response cache has not seen (a different horse each request, one request at a time),
// first alone (the baseline) and then while clients hammer an expensive page from another process
// (scripts/bench-hammer.ts), the two turns one right after the other so that a neighbour on the
// machine falls on both alike. Beside each: /healthz probed twice a second, and what the hammering
// clients got (statuses, Retry-After, times). An administrator's writes as the load are
// scripts/bench-writes-load.ts's. Timings depend on the machine: they are reported, never
// asserted (docs/performance.md).
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { HammerOrder, HammerReport } from "./bench-hammer";

/** Clients loading the server while the visitor is measured: each asks the next of `paths` (round and round). */
export interface Load {
  name: string;
  connections: number;
  paths: string[];
}

export interface LoadOptions {
  /** The visitor's next page: a different one each call (the bench's list, then round again). */
  nextPage: () => string;
  /** How long each turn lasts at least (seconds). */
  seconds: number;
  /** A turn goes on (up to `maxSeconds`) until the visitor has this many answers. */
  minVisits: number;
  maxSeconds: number;
}

const HEALTH_EVERY_MS = 500;
const HEALTH_TIMEOUT_MS = 10_000;
/** The load runs this long before the visitor starts, so the visitor meets it at full strength. */
const LOAD_WARM_UP_MS = 2_000;
const VISIT_TIMEOUT_MS = 60_000;
const HAMMER_TIMEOUT_MS = 60_000;
/** Before each baseline the server must answer /healthz this fast twice running (work left from the last load done). */
const SETTLED_MS = 100;
const SETTLE_LIMIT_MS = 180_000;

/** Requests' times (ms, in order) and how many answered each status (0: timed out, -1: failed). */
interface Sampled {
  latencies: number[];
  statuses: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedGet(url: string, timeoutMs: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { status: (error as Error).name === "TimeoutError" ? 0 : -1, ms: performance.now() - started };
  }
}

/** GETs one at a time until `until()` (each start at least `everyMs` after the last), into `into`. */
async function repeat(into: Sampled, nextUrl: () => string, until: () => boolean, everyMs: number, timeoutMs: number) {
  while (!until()) {
    const { status, ms } = await timedGet(nextUrl(), timeoutMs);
    into.latencies.push(ms);
    into.statuses[status] = (into.statuses[status] ?? 0) + 1;
    if (everyMs > ms) await sleep(everyMs - ms);
  }
}

/** The hammering clients in a process of their own (scripts/bench-hammer.ts); `stop` ends them and reports. */
async function startHammer(order: HammerOrder): Promise<{ stop: () => Promise<HammerReport> }> {
  const child = fork(fileURLToPath(new URL("./bench-hammer.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const message = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once("message", resolve);
      child.once("exit", (code) => reject(new Error(`the hammering clients exited (${code})`)));
    });
  const started = message();
  child.send(order);
  await started;
  return {
    async stop() {
      const report = message() as Promise<HammerReport>;
      child.send("stop");
      return report;
    },
  };
}

/** Waits until the server answers /healthz within SETTLED_MS twice running. */
async function settled(base: string) {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (let quick = 0; quick < 2 && Date.now() < deadline;) {
    const { status, ms } = await timedGet(`${base}/healthz`, HEALTH_TIMEOUT_MS);
    quick = status === 200 && ms < SETTLED_MS ? quick + 1 : 0;
    await sleep(200);
  }
}

/**
 * One turn of the visitor with /healthz probed beside it: at least `seconds`, and until the
 * visitor has `minVisits` answers or `maxSeconds` have gone.
 */
async function turn(base: string, options: LoadOptions) {
  const visits: Sampled = { latencies: [], statuses: {} };
  const health: Sampled = { latencies: [], statuses: {} };
  const started = performance.now();
  const over = () => {
    const seconds = (performance.now() - started) / 1000;
    return (
      seconds >= options.maxSeconds || (seconds >= options.seconds && visits.latencies.length >= options.minVisits)
    );
  };
  const healthDone = { value: false };
  const probing = repeat(
    health,
    () => `${base}/healthz`,
    () => healthDone.value,
    HEALTH_EVERY_MS,
    HEALTH_TIMEOUT_MS,
  );
  await repeat(visits, () => base + options.nextPage(), over, 0, VISIT_TIMEOUT_MS);
  healthDone.value = true;
  await probing;
  return { visits, health, seconds: (performance.now() - started) / 1000 };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const ms = (value: number) => Math.round(value * 10) / 10;
const count = (statuses: Record<string, number>, key: string | number) => statuses[key] ?? 0;
/** The statuses other than 200, as `503×2 0×1` (0 timed out, -1 failed); empty when all were 200. */
const others = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => status !== "200")
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");

/**
 * Each load in turn: the server settled, the visitor alone, then the load started, and after
 * LOAD_WARM_UP_MS the visitor again while it runs; the load stopped. One row per load.
 */
export async function visitorUnderLoads(base: string, loads: Load[], options: LoadOptions) {
  const rows = [];
  for (const load of loads) {
    process.stderr.write(`  a visitor alone and with ${load.name} …\n`);
    await settled(base);
    const alone = await turn(base, options);
    const hammer = await startHammer({
      base,
      connections: load.connections,
      paths: load.paths,
      timeoutMs: HAMMER_TIMEOUT_MS,
    });
    await sleep(LOAD_WARM_UP_MS);
    const loaded = await turn(base, options);
    const loadReport = await hammer.stop();
    const answered = Object.values(loadReport.statuses).reduce((sum, n) => sum + n, 0);
    const p50 = (sampled: Sampled) => ms(percentile(sampled.latencies, 50));
    const p99 = (sampled: Sampled) => ms(percentile(sampled.latencies, 99));
    rows.push({
      load: load.name,
      "visits alone": alone.visits.latencies.length,
      "alone p50 ms": p50(alone.visits),
      "alone p99 ms": p99(alone.visits),
      "visits loaded": loaded.visits.latencies.length,
      "loaded p50 ms": p50(loaded.visits),
      "loaded p99 ms": p99(loaded.visits),
      "p50 ×": Math.round((percentile(loaded.visits.latencies, 50) / percentile(alone.visits.latencies, 50)) * 10) / 10,
      "visitor not 200": others(loaded.visits.statuses),
      "healthz alone p50 ms": p50(alone.health),
      "healthz p50 ms": p50(loaded.health),
      "healthz max ms": ms(Math.max(...loaded.health.latencies)),
      "healthz not 200": others(loaded.health.statuses),
      "load answers": answered,
      "load 200": count(loadReport.statuses, 200),
      "load 429": count(loadReport.statuses, 429),
      "load 503": count(loadReport.statuses, 503),
      "load other": others(
        Object.fromEntries(Object.entries(loadReport.statuses).filter(([status]) => !["429", "503"].includes(status))),
      ),
      "load Retry-After": loadReport.retryAfter,
      "load p50 ms": p50(loadReport),
      "load max ms": ms(Math.max(...loadReport.latencies, 0)),
      "load unanswered at stop": loadReport.unanswered,
      "load distinct URLs": loadReport.distinctPaths,
      "loaded turn s": ms(loaded.seconds),
    });
  }
  return rows;
}
