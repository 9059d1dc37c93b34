// `npm run bench`: builds when needed, starts the production server on a temporary
// PGlite database with the demo stud, measures the main pages with autocannon
// (loopback only, a few seconds per URL, bounded) and prints req/s and latency.
// Numbers depend on the machine: nothing here is asserted.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { demoStud } from "#data/demo-stud";
import { DEFAULT_STABLE_NAME } from "#domain";
import { startServerProcess } from "./server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const horse = demoStud(DEFAULT_STABLE_NAME).horses![0].name;
const paths = ["/", "/stallions", "/stallions/d", "/for-sale", `/horse/${encodeURIComponent(horse)}`, "/healthz"];

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

function measure(url: string): AutocannonResult {
  const run = spawnSync(
    process.execPath,
    [autocannonBin, "--json", "-c", String(CONNECTIONS), "-d", String(SECONDS), url],
    {
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
      timeout: (SECONDS + 30) * 1000,
    },
  );
  if (run.status !== 0) throw new Error(`autocannon failed for ${url}: ${run.stderr}`);
  return JSON.parse(run.stdout) as AutocannonResult;
}

console.log("Starting the production server (builds first when the sources changed) …");
const server = await startServerProcess({ SEED: "demo" }, { timeoutMs: 300_000 });
try {
  // One warm-up request per page, so the first measurement does not pay for cold caches.
  for (const path of paths) await (await fetch(server.url + path)).arrayBuffer();
  const rows = paths.map((path) => {
    process.stderr.write(`  ${path} …\n`);
    const result = measure(server.url + path);
    return {
      path: decodeURIComponent(path),
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
    };
  });
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per page, PGlite, demo stud:`);
  console.table(rows);
} finally {
  const { code } = await server.stop();
  if (code !== 0) console.error(`The server exited with code ${code}.`);
}
