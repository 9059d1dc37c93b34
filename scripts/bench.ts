// `npm run bench [-- --stud demo|large|closed] [--driver pglite|pg] [--lighthouse]`: starts the
// production server on a throwaway database (PGlite, or a throwaway PostgreSQL cluster) with
// the demo stud, the generated large stud, or the large stud as a closed breed (`closed`: every
// stallion related to every mare, stud prefixes shared by a tenth of the names; see
// transfer/large-stud.ts), and measures, in one run:
// - import time and cold start on the existing data (large stud);
// - every main page with autocannon, and the same bytes as a static file from the same server,
//   with the ratio live/static; the page's HTML bytes;
// - pages the response cache misses, as a crawler asks for them: every request a horse page or
//   tab not asked for before (shuffled; on a small stud, the second round with a query string),
//   at 1 client and at --connections, against the static file with the same client, the two in
//   three turns each (p50/p99 over every response, to 0.1 ms); and a new horse page right after
//   a ribbon is added through the admin form, and 3 s after one;
// - the horse-page queries alone (ancestry + inbreeding + offspring), p50/p99;
// - the site search alone (scripts/bench-search.ts: the first page of hits for pieces of 2 to 8
//   letters of names and of the big studs' prefixes), p50/p99 and the slowest piece;
// - the mates list for a different mare each request: first page by inbreeding and by chance, the
//   last page by inbreeding, the whole list (/breeding/mates.csv);
// - the relationship page (/breeding/kinship?a=…&b=…), a new pair of horses each request (stud
//   horses and ancestors mixed): p50/p99, and the p50 of pairs of two stud horses;
// - the client JavaScript each page loads (scripts/client-js.ts): files, KB raw, gzip and brotli
//   as the server sends them, the gzip bytes against the budget (`npm test` fails past it), and
//   the herd page's and a mare's mates list's;
// - the herd's genetics (/breeding/herd): the first request on a fresh server and the next one,
//   the longest answer to another request meanwhile, and in process the first computation after
//   a write, the kept one, and the memory kept for it (the pedigree in memory, its graph and kinship
//   engine included: heap and array buffers after a full collection, and the resident set's
//   growth); with --herd-only nothing else (no pages, no queries);
// - a visitor under load (scripts/bench-visitor.ts): one client asking for horse pages the cache
//   has not seen, a different horse each request, alone and then while (a) 10 clients fetch mates
//   files, (b) 20 clients ask two-letter name suggestions, (c) 10 clients fetch one-letter search
//   pages; each loaded turn right after its own baseline, with the ratio of the p50s, /healthz's
//   answers meanwhile and the loading clients' statuses (200/429/503, Retry-After); then (d) the
//   same visitor while an administrator writes every 2 s (scripts/bench-writes-load.ts: ribbons,
//   then ribbons and pedigree entries with the herd page asked every second); the "load" tables;
// - the administrator's bulk writes in process (scripts/bench-writes.ts): ageing every horse, its
//   undo, the change log, the longest small read meanwhile;
// - the season plan (/admin/season's whole work: candidates, every pair's kinship and odds, the
//   optimal and greedy plans, random mating) in process, for 100 mares × 30 stallions and for
//   300 × 300: the first computation on a newly opened database (the pedigree and candidates read)
//   and again with what the process keeps, p50 of a few runs, beside the goals (1 s and 5 s);
// - with --mates-only, --kinship-only (the relationship page), --search-only, --missed-only (the
//   pages the cache misses), --load-only, --bulk-only, --season-only: that part alone (written to
//   <stud>-<driver>-<part>.json);
// - with --lighthouse: Lighthouse mobile scores, paint timings, Total Blocking Time and JS bytes
//   transferred (bodies and headers) per page.
// The benched horse and the first stallions get an uploaded photo each (as real pages have),
// stored and served the way an upload is.
// Prints one table and writes it as JSON (docs/performance/<stud>-<driver>.json).
// Numbers depend on the machine: nothing here is asserted.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import type { Result as AutocannonResult } from "autocannon";
import sharp from "sharp";
import { loadBreedingCandidates } from "#data/breeding";
import { openDatabase, type Database, type DatabaseConfig } from "#data/db";
import { horseByName, setHorsePicture } from "#data/horses";
import { pedigreeGraph } from "#data/pedigree/graph";
import { loadHerdGenetics } from "#data/pedigree/herd-figures";
import { addPedigreeEntry, ancestryAndOffspring, deletePedigreeEntry, loadAncestry } from "#data/pedigree/pedigree";
import { pedigreeRecord } from "#data/records";
import { loadSeasonPlan } from "#data/season";
import {
  createRng,
  DEFAULT_STABLE_NAME,
  foldName,
  ancestryKinship,
  foalInbreeding,
  parseSeasonChoices,
  WHOLE_LINE_GENERATIONS,
} from "#domain";
import { storeImage } from "#pictures/store";
import { postRibbon, signInOverHttp } from "#tests/support/admin-client";
import { startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";
import { demoStud } from "#transfer/demo-stud";
import { largeStud, LARGE_STUD_DEFAULTS } from "#transfer/large-stud";
import { searchLatencies, searchPieces } from "./bench-search";
import { visitorUnderLoads, type Load } from "./bench-visitor";
import { benchBulkWrites } from "./bench-writes";
import { benchWritesLoad } from "./bench-writes-load";
import { clientJsRow, clientScripts } from "./client-js";
import { crawl, crawlerPages, pageSource, type Crawl } from "./crawl";
import { startServerProcess, type ServerProcess } from "./server-process";

const { values: args } = parseArgs({
  options: {
    stud: { type: "string", default: "demo" },
    driver: { type: "string", default: "pglite" },
    seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "5" },
    connections: { type: "string", default: process.env.BENCH_CONNECTIONS ?? "10" },
    horses: { type: "string", default: String(LARGE_STUD_DEFAULTS.horses) },
    pedigree: { type: "string", default: String(LARGE_STUD_DEFAULTS.pedigree) },
    generations: { type: "string", default: String(LARGE_STUD_DEFAULTS.generations) },
    lighthouse: { type: "boolean", default: false },
    "herd-only": { type: "boolean", default: false },
    "mates-only": { type: "boolean", default: false },
    "kinship-only": { type: "boolean", default: false },
    "search-only": { type: "boolean", default: false },
    "missed-only": { type: "boolean", default: false },
    "load-only": { type: "boolean", default: false },
    "bulk-only": { type: "boolean", default: false },
    "season-only": { type: "boolean", default: false },
    "load-max-seconds": { type: "string", default: "60" },
    out: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
const USAGE = `Usage: npm run bench -- [--stud demo|large|closed] [--driver pglite|pg] [--seconds N] [--connections N]
                       [--lighthouse] [--herd-only|--mates-only|--kinship-only|--search-only|--missed-only|--load-only|--bulk-only
                       |--season-only]
Writes docs/performance/<stud>-<driver>[-<part>].json (or --out PATH). What each command measures:
  npm run bench -- --stud closed --driver pglite              every table below, on the closed breed (PGlite)
  npm run bench -- --stud large --driver pg                   every table, the large stud, on a throwaway PostgreSQL
  npm run bench -- --stud closed --driver pg --load-only      "load": a visitor's uncached horse pages alone and while
      10 clients fetch mates files, 20 ask two-letter suggestions, 10 fetch one-letter search pages, an admin
      writes a ribbon every 2 s: p50/p99 beside the baseline and their ratio, /healthz meanwhile, the loading
      clients' 200/429/503 (each loaded turn lasts until the visitor has 20 answers, at most --load-max-seconds,
      60); then a second table: the visitor with nobody writing, with a ribbon every 2 s, with ribbons and
      pedigree entries every 2 s and the herd page every second (20 s a turn). docs/performance.md's
      "Under load" figures: this with --stud closed and --stud large, --driver pglite and pg, --seconds 3.
  npm run bench -- --stud large --driver pg --bulk-only       "bulk": ageing every horse and its undo, in process
  npm run bench -- --stud closed --mates-only                 "mates": the mates list, a different mare each request:
      first page by inbreeding and by chance, last page by inbreeding, the whole list as a file (p50/p99)
  npm run bench -- --stud closed --kinship-only               "kinship": the relationship page, a new pair each request
  npm run bench -- --stud closed --search-only                "search": the site search in process
  npm run bench -- --stud closed --herd-only                  "herd": the herd page and its figures after a write,
      the memory kept for the pedigree, its kinship engine and the figures
  npm run bench -- --stud large --missed-only                 "missed" and "after write": pages the cache misses
  npm run bench -- --stud large --season-only                 "season": the season plan in process, 100 mares × 30
      stallions and 300 × 300 (as many as the stud offers), first on a newly opened database and again, p50 of 5
      runs each, beside the goals (1 s, 5 s)
Without a --…-only option the run also prints the cached pages against static, the client JS and the
horse-page queries. --seconds (default 5) is each page's run and each turn; --seconds 2 for a quick check.`;
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!["demo", "large", "closed"].includes(args.stud!) || !["pglite", "pg"].includes(args.driver!))
  throw new Error(USAGE);
/** The parts a `--<part>-only` option measures alone. */
const PARTS = ["herd", "mates", "kinship", "search", "missed", "load", "bulk", "season"] as const;
/** Only one part is measured: the herd's genetics, the mates list, the relationship page, the site search, the pages the cache misses, the visitor under load, the bulk writes or the season plan. */
const only = PARTS.find((part) => args[`${part}-only`]) ?? null;
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const stableName = DEFAULT_STABLE_NAME;
/** How many horses get a photo: the benched one and the first stallions (a page of cards). */
const PHOTO_COUNT = 12;
/** The crawler's order of pages (any fixed seed: the same pages every run). */
const CRAWL_SEED = 24;
const WARM_UP_SECONDS = 3;
/** Turns of the crawl and the static file, SECONDS each, for the pages the cache misses. */
const TURNS = 3;
/** Signs in to add the ribbons of the after-write figures. */
const BENCH_ADMIN = { email: "bench@example.se", password: "bench-lösenord-123" };
/** Writes for the after-write figures, and how long after one the later page is asked for. */
const WRITES = 10;
const AFTER_WRITE_PAUSE_MS = 3_000;
/** The clients of each load of the visitor's part (docs/performance.md's budgets are stated for these). */
const LOAD_CLIENTS = { matesFiles: 10, suggestions: 20, searchPages: 10 } as const;
/** Each turn of the writes under load: ten writes at one every 2 s. */
const WRITES_LOAD_SECONDS = 20;
/** The visitor's and the loads' orders (any fixed seed: the same requests every run). */
const LOAD_SEED = 36;
/** Mares measured for each of the mates list's figures (half as many for its last page). */
const MATES_MEASURED = 20;
/** The relationship page's pairs, and their draw (any fixed seed: the same pairs every run). */
const KINSHIP_PAIRS = 200;
const KINSHIP_SEED = 37;
/** The season plan's sizes (mares × stallions) and their goals (docs/product.md, "Season plan"). */
const SEASON_SIZES = [
  { mares: 100, stallions: 30, goalMs: 1_000 },
  { mares: 300, stallions: 300, goalMs: 5_000 },
] as const;
/** Runs of each season plan figure, of which the p50 is shown. */
const SEASON_RUNS = 5;

const generated = args.stud !== "demo";
const stud = generated
  ? largeStud({
      horses: Number(args.horses),
      pedigree: Number(args.pedigree),
      generations: Number(args.generations),
      stableName,
      closed: args.stud === "closed",
    })
  : demoStud(stableName);
const studHorses = stud.horses ?? [];
// The newest horse has the deepest pedigree; the demo stud's first horse is its showpiece.
const horse = (generated ? studHorses.findLast((h) => h.category !== "sold") : studHorses[0])!.name;
const horsePath = `/horse/${encodeURIComponent(horse)}`;
const paths = [
  "/",
  "/stallions",
  "/stallions/d",
  "/for-sale",
  "/homebred",
  "/breeding",
  horsePath,
  `${horsePath}/offspring`,
];

const mare = studHorses.find((h) => h.category === "broodmares")?.name;
/** Pages whose client JS the bench reports beside that of `paths`. */
const clientJsOnlyPaths = ["/breeding/herd", ...(mare ? [`/breeding/mates?mare=${encodeURIComponent(mare)}`] : [])];

const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

function autocannon(url: string): AutocannonResult {
  const run = spawnSync(
    process.execPath,
    [autocannonBin, "--json", "-c", String(CONNECTIONS), "-d", String(SECONDS), "-H", "accept-encoding=gzip", url],
    { encoding: "utf8", maxBuffer: 16 * 1024 * 1024, timeout: (SECONDS + 60) * 1000 },
  );
  if (run.status !== 0) throw new Error(`autocannon failed for ${url}: ${run.stderr}`);
  return JSON.parse(run.stdout) as AutocannonResult;
}

/** What one crawl measured: the responses, the seconds it ran, each response's time in ms, failures. */
/**
 * The crawler's pages against the static file (`staticPage`), at 1 client and at CONNECTIONS, in
 * TURNS turns of SECONDS each: the machine is shared, and what else runs on it then falls on
 * both alike. A warm-up first (pages of its own) also lets the server read what it keeps in
 * memory, as it would after a write.
 */
async function cacheMissed(base: string, staticPage: string) {
  process.stderr.write("  pages the cache misses …\n");
  const nextPage = pageSource(crawlerPages(studHorses, CRAWL_SEED));
  await crawl(base, nextPage, 1, WARM_UP_SECONDS);
  const rows = [];
  for (const connections of [1, CONNECTIONS]) {
    const [live, still]: Crawl[][] = [[], []];
    for (let turn = 0; turn < TURNS; turn++) {
      live.push(await crawl(base, nextPage, connections, SECONDS));
      still.push(await crawl(base, () => staticPage, connections, SECONDS));
    }
    rows.push({
      pages: "random horse pages and tabs, each new",
      connections,
      ...againstStatic(crawled(live), crawled(still)),
    });
  }
  return rows;
}

/**
 * A new horse page right after a write (a ribbon added through the admin form, as the
 * administrator's next page would be) and another 3 s after one (a visitor's): each its own
 * page of the crawler's list, from its end. The write before each makes it new to the cache even
 * where the crawl went (on a small stud it goes through the whole list).
 */
async function afterWrites(base: string) {
  const cookie = await signInOverHttp(base, BENCH_ADMIN);
  const pages = crawlerPages(studHorses, CRAWL_SEED).slice(-2 * WRITES);
  const ribboned = studHorses.find((h) => h.category !== "sold")!.name;
  const timed = async (page: string) => {
    const started = performance.now();
    const { response } = await fetchPage(base + page);
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    return performance.now() - started;
  };
  const write = async (text: string) => {
    const { acknowledged, status } = await postRibbon(base, cookie, ribboned, text);
    if (!acknowledged) throw new Error(`the write was not stored: ${status}`);
  };
  const [right, later]: number[][] = [[], []];
  for (let i = 0; i < WRITES; i++) {
    await write(`Benchrosett ${i}`);
    right.push(await timed(pages[2 * i]));
    await write(`Benchrosett ${i} b`);
    await new Promise((resolve) => setTimeout(resolve, AFTER_WRITE_PAUSE_MS));
    later.push(await timed(pages[2 * i + 1]));
  }
  const row = (when: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      "new horse page": when,
      writes: WRITES,
      "p50 ms": round(percentile(sorted, 50)),
      "max ms": round(sorted.at(-1)!),
    };
  };
  return [row("right after a write", right), row(`${AFTER_WRITE_PAUSE_MS / 1000} s after a write`, later)];
}

/** A rate and its latencies, from autocannon's summary or from crawls. */
interface Measured {
  rate: number;
  p50: number;
  p99: number;
  failures: number;
}

function summarised(result: AutocannonResult): Measured {
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's errors include its timeouts.
    failures: result.errors + result.non2xx,
  };
}

/** Crawls taken together: responses over seconds, and the percentiles of every response's time. */
function crawled(crawls: Crawl[]): Measured {
  const sum = (of: (c: Crawl) => number) => crawls.reduce((total, c) => total + of(c), 0);
  const sorted = crawls.flatMap((c) => c.latencies).sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error("The crawl got no answer");
  return {
    rate: sum((c) => c.responses) / sum((c) => c.seconds),
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
    failures: sum((c) => c.failures),
  };
}

/** A page's figures beside the static file's, measured with the same client. */
function againstStatic(live: Measured, still: Measured) {
  return {
    "req/s": Math.round(live.rate),
    "static req/s": Math.round(still.rate),
    ratio: Math.round((live.rate / still.rate) * 100) / 100,
    "p50 ms": live.p50,
    "p99 ms": live.p99,
    errors: live.failures,
  };
}

/** One GET; retried once, because a kept-alive socket the server has just closed fails the first try. */
async function fetchPage(url: string, headers?: HeadersInit): Promise<{ response: Response; html: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { headers });
      return { response, html: await response.text() };
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const round = (ms: number) => Math.round(ms * 100) / 100;
const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;

/**
 * The address a request comes from as the proxy the server trusts (TRUST_PROXY) forwards it: the
 * n-th visitor's own, in the range set aside for benchmarks (198.18.0.0/15).
 */
const visitor = (n: number): HeadersInit => ({ "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}` });

const work = mkdtempSync(path.join(tmpdir(), "snoflingan-bench-"));
let cluster: PostgresCluster | undefined;
let server: ServerProcess | undefined;
const staticDir = path.resolve(process.env.BUILD_DIR ?? "build", "client", "bench-static");
try {
  const env: NodeJS.ProcessEnv = {
    STABLE_NAME: stableName,
    SEED: args.stud === "demo" ? "demo" : "none",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    // Only the mates list sends X-Forwarded-For (a visitor per mare); every other request is the
    // socket's address, one address, as before.
    TRUST_PROXY: "loopback",
  };
  if (generated) {
    env.SEED_FILE = path.join(work, "large-stud.json");
    writeFileSync(env.SEED_FILE, JSON.stringify(stud));
  }
  let config: DatabaseConfig;
  if (args.driver === "pg") {
    cluster = await startPostgresCluster();
    env.DATABASE_URL = cluster.url();
    config = { driver: "postgres", url: cluster.url() };
  } else {
    env.DATA_DIR = path.join(work, "db");
    config = { driver: "pglite", dataDir: env.DATA_DIR };
  }

  console.error("Building …");
  const build = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("The build failed");
  // Made before the server starts: it serves from disk only what the build holds at its start.
  mkdirSync(staticDir, { recursive: true });
  console.error(`Starting the production server (${args.stud} stud, ${args.driver}) …`);
  // The first start migrates and imports (the build is not timed); the second is a cold start on existing data.
  let started = Date.now();
  server = await startServerProcess({ ...env, SKIP_BUILD: "1" }, { timeoutMs: 600_000 });
  const firstStartMs = Date.now() - started;
  await server.stop();
  delete env.SEED_FILE;
  const stallions = studHorses
    .filter((h) => h.category === "stallions")
    .map((h) => h.name)
    .sort((a, b) => a.localeCompare(b, "sv"))
    .slice(0, PHOTO_COUNT - 1);
  await uploadPhotos(config, [horse, ...stallions]);
  started = Date.now();
  server = await startServerProcess({ ...env, SKIP_BUILD: "1" }, { timeoutMs: 600_000 });
  const coldStartMs = Date.now() - started;
  const herdRequests = only === null || only === "herd" ? await herdRequestBench(server.url) : {};

  const pages = [];
  const clientJs = [];
  // The pages the cache misses are measured against the horse page served static.
  for (const [i, page] of (only === "missed" ? [horsePath] : only ? [] : paths).entries()) {
    process.stderr.write(`  ${decodeURIComponent(page)} …\n`);
    const { response, html } = await fetchPage(server.url + page);
    const scripts = await clientScripts(server.url + page, html);
    clientJs.push({ ...clientJsRow(decodeURIComponent(page), scripts), files: scripts });
    writeFileSync(path.join(staticDir, `${i}.html`), html);
    const live = autocannon(server.url + page);
    const still = autocannon(`${server.url}/bench-static/${i}.html`);
    pages.push({
      page: decodeURIComponent(page),
      status: response.status,
      "html KB": Math.round(Buffer.byteLength(html) / 102.4) / 10,
      ...againstStatic(summarised(live), summarised(still)),
    });
  }
  // Two pages whose speed has benches of their own: only their client JS, no request rates.
  for (const page of only ? [] : clientJsOnlyPaths) {
    const { html } = await fetchPage(server.url + page);
    const scripts = await clientScripts(server.url + page, html);
    clientJs.push({ ...clientJsRow(decodeURIComponent(page), scripts), files: scripts });
  }
  process.stderr.write("  pages the cache misses …\n");
  const missed =
    only === null || only === "missed"
      ? await cacheMissed(server.url, `/bench-static/${only ? 0 : paths.indexOf(horsePath)}.html`)
      : {};
  const afterWrite = only === null || only === "missed" ? await afterWrites(server.url) : [];
  const mates = only === null || only === "mates" ? await matesBench(server.url) : {};
  const kinship = only === null || only === "kinship" ? await kinshipBench(server.url) : {};
  const load = only === null || only === "load" ? await loadBench(server.url) : { clients: [], writes: [] };
  const lighthouse =
    args.lighthouse && !only ? await runLighthouse(server.url, ["/", "/stallions", horsePath, "/breeding"]) : [];
  await server.stop();
  server = undefined;

  // The season plan opens the database anew for each first computation: before the bench's own
  // connection, which PGlite would not share.
  const season = only === null || only === "season" ? await seasonBench(config) : [];
  // The horse page's own queries, straight on the database the server left behind.
  const database: Database = await openDatabase(config, { migrate: false });
  // The site search as /search runs it (scripts/bench-search.ts): pieces of 2 to 8 letters of the
  // stud's names, and of the big studs' prefixes (a tenth of the names each on the closed breed).
  const search =
    only !== null && only !== "search"
      ? {}
      : await searchLatencies(database.db, searchPieces((stud.pedigree ?? []).map((entry) => entry.name)));
  const queries = only
    ? {}
    : await queryBench(
        database,
        studHorses.slice(-50).map((h) => h.name),
      );
  const herd = only === null || only === "herd" ? { ...herdRequests, ...(await herdBench(database, horse)) } : {};
  // Last: ageing every horse and its undo leave the stud as it was, the change log two changes longer.
  const bulk = only === null || only === "bulk" ? await bulkBench(database) : {};
  await database.close();

  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? "?"}, Node ${process.version}`,
    stud: args.stud,
    driver: args.driver,
    horses: studHorses.length,
    pedigree: (stud.pedigree ?? []).length,
    connections: CONNECTIONS,
    seconds: SECONDS,
    horse,
    firstStartMs,
    coldStartMs,
    pages,
    missed,
    afterWrite,
    clientJs,
    queries,
    search,
    mates,
    kinship,
    load,
    herd,
    bulk,
    season,
    lighthouse,
  };
  console.log(
    `\n${result.stud} stud (${result.horses} horses, ${result.pedigree} pedigree entries), ${args.driver}, ` +
      `${CONNECTIONS} connections, ${SECONDS} s per URL. First start (with import) ${firstStartMs} ms, cold start ${coldStartMs} ms.`,
  );
  if (!only) {
    console.table(pages);
    console.table(missed);
    console.table(afterWrite);
    console.table(clientJs, ["page", "scripts", "JS KB", "JS KB gzip", "JS KB brotli", "budget"]);
    console.table([queries]);
  }
  if (!only || only === "search") console.table([search]);
  if (!only || only === "mates") console.table([mates]);
  if (!only || only === "kinship") console.table([kinship]);
  if (!only || only === "herd") console.table([herd]);
  if (!only || only === "load") {
    console.table(load.clients, ["load", "visits alone", "alone p50 ms", "alone p99 ms", "visits loaded", "loaded p50 ms", "loaded p99 ms", "p50 ×", "visitor not 200"]); // prettier-ignore
    console.table(load.clients, ["load", "healthz alone p50 ms", "healthz p50 ms", "healthz max ms", "healthz not 200", "load answers", "load 200", "load 429", "load 503", "load other", "load Retry-After", "load p50 ms"]); // prettier-ignore
    console.table(load.writes);
  }
  if (!only || only === "bulk") console.table([bulk]);
  if (!only || only === "season") console.table(season);
  if (only === "missed") {
    console.table(missed);
    console.table(afterWrite);
  }
  if (lighthouse.length) console.table(lighthouse);
  const out = args.out ?? path.join("docs", "performance", `${args.stud}-${args.driver}${only ? `-${only}` : ""}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(result, null, 2) + "\n");
  console.log(`Written to ${out}`);
} finally {
  if (server) await server.stop();
  await cluster?.stop();
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}

/** A camera-sized photo that compresses like one (smooth shapes, not noise), different per seed. */
async function benchPhoto(seed: number): Promise<Buffer> {
  const [width, height] = [48, 32];
  const raw = Buffer.alloc(width * height * 3);
  let state = seed + 1;
  for (let i = 0; i < raw.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    raw[i] = state >>> 24;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .resize(3000, 2000, { kernel: "cubic" })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Stores a photo for each horse, as the upload forms do, while no server holds the database. */
async function uploadPhotos(config: DatabaseConfig, names: string[]) {
  const database = await openDatabase(config, { migrate: false });
  try {
    for (const [i, name] of names.entries()) {
      const stored = await storeImage(database.db, await benchPhoto(i));
      if (!stored.ok) throw new Error(`The bench's photo was refused: ${stored.reason}`);
      await setHorsePicture(database.db, name, stored.ref);
    }
  } finally {
    await database.close();
  }
}

/**
 * The horse page's pedigree work for each of `names` where the pedigree is not held in memory,
 * timed in parts: reading the horse; its whole ancestry, coefficient of inbreeding and offspring
 * as the page then gets them (one statement, then the kinship engine on that ancestry); and the
 * ancestry alone, as the planner reads it. Two rounds: the first warms caches, the second is measured.
 */
async function queryBench(database: Database, names: string[]) {
  const times = { horse: [] as number[], pedigree: [] as number[], ancestry: [] as number[] };
  const timed = async <T>(samples: number[], work: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    const result = await work();
    samples.push(performance.now() - start);
    return result;
  };
  for (let round = 0; round < 2; round++) {
    if (round === 1) Object.values(times).forEach((samples) => (samples.length = 0));
    for (const name of names) {
      const subject = (await timed(times.horse, () => horseByName(database.db, name)))!;
      await timed(times.pedigree, async () => {
        const { ancestry } = await ancestryAndOffspring(database.db, subject.name, WHOLE_LINE_GENERATIONS);
        foalInbreeding(ancestryKinship(ancestry.values()), subject.sire, subject.dam);
      });
      await timed(times.ancestry, () => loadAncestry(database.db, [subject.name], WHOLE_LINE_GENERATIONS));
    }
  }
  const stats = (label: string, samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { [`${label} p50 ms`]: round(percentile(sorted, 50)), [`${label} p99 ms`]: round(percentile(sorted, 99)) };
  };
  return {
    "horses measured": names.length,
    ...stats("horse", times.horse),
    ...stats("ancestry+COI+offspring", times.pedigree),
    ...stats("ancestry", times.ancestry),
  };
}

/**
 * The herd page on a server that has not computed it yet (as after a write), then again (cached).
 * Meanwhile another request that needs neither the database nor a page (the favicon's redirect)
 * is asked again and again: its longest answer is how long the first one held the server up.
 */
async function herdRequestBench(base: string) {
  const timedGet = async () => {
    const start = performance.now();
    const { response } = await fetchPage(`${base}/breeding/herd`);
    if (response.status !== 200) throw new Error(`/breeding/herd answered ${response.status}`);
    return round(performance.now() - start);
  };
  let computing = true;
  let longestOther = 0;
  const others = (async () => {
    while (computing) {
      const start = performance.now();
      // A kept-alive connection the stalled server closed meanwhile fails at once: asked again, the
      // wait counts until the answer.
      for (let answered = false; !answered;) {
        answered = await fetch(`${base}/favicon.ico`, { redirect: "manual" }).then(
          () => true,
          () => !computing,
        );
      }
      longestOther = Math.max(longestOther, performance.now() - start);
    }
  })();
  const first = await timedGet();
  computing = false;
  await others;
  return {
    "page first request ms": first,
    "other request meanwhile, longest ms": round(longestOther),
    "page next request ms": await timedGet(),
  };
}

/**
 * What the process keeps after a full garbage collection (gc exposed at run time: v8's flag, then
 * the function from a new context): the JavaScript heap, array buffers (typed arrays' memory; not
 * WebAssembly's, so not PGlite's database when it runs in this process) and the resident set.
 */
function keptMemory(): { heap: number; arrayBuffers: number; rss: number } {
  v8.setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
  return { heap: heapUsed, arrayBuffers, rss };
}

/**
 * The herd's genetics in this process, on the database the server left behind: the pedigree read
 * into memory with its graph and kinship engine, and then the figures on it (the first request's
 * work, in two parts), the kept figures, and the whole first computation after a write that
 * changes the pedigree (an entry with `horse` as its sire, deleted after). Wall time and this
 * process's CPU time (on a busy machine the wall time mostly measures the others; PostgreSQL's own
 * CPU is not counted). The memory kept (keptMemory): heap and array buffers after the pedigree,
 * engine and figures less before them, that of the pedigree and engine alone, and the resident
 * set's growth (with PGlite that includes the database's own memory grown by reading the pedigree).
 */
async function herdBench(database: Database, horse: string) {
  const timed = async (work: () => Promise<unknown>) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    const { user, system } = process.cpuUsage(cpu);
    return { wall: round(performance.now() - start), cpu: round((user + system) / 1000) };
  };
  const before = keptMemory();
  const graph = await timed(() => pedigreeGraph(database.db));
  const held = keptMemory();
  const figures = await timed(() => loadHerdGenetics(database.db));
  const again = await timed(() => loadHerdGenetics(database.db));
  const after = keptMemory();
  const grown = (from: ReturnType<typeof keptMemory>, to: ReturnType<typeof keptMemory>) => ({
    total: megabytes(to.heap + to.arrayBuffers - from.heap - from.arrayBuffers),
    heap: megabytes(to.heap - from.heap),
    arrayBuffers: megabytes(to.arrayBuffers - from.arrayBuffers),
    rss: megabytes(to.rss - from.rss),
  });
  const memory = grown(before, after);
  // A write the pedigree reads (docs/decisions/0041): an entry with `horse` as its sire, taken away after.
  const entry = `Bench Herd Entry ${Date.now()}`;
  await addPedigreeEntry(database.db, pedigreeRecord.parse({ name: entry, sire: horse }));
  const afterWrite = await timed(() => loadHerdGenetics(database.db));
  await deletePedigreeEntry(database.db, entry);
  const herd = await loadHerdGenetics(database.db);
  return {
    "graph ms": graph.wall,
    "graph CPU ms": graph.cpu,
    "figures ms": figures.wall,
    "figures CPU ms": figures.cpu,
    "after write ms": afterWrite.wall,
    "after write CPU ms": afterWrite.cpu,
    "kept ms": again.wall,
    "kept MB": memory.total,
    "kept MB, pedigree and engine": grown(before, held).total,
    "kept heap MB": memory.heap,
    "kept array buffers MB": memory.arrayBuffers,
    "RSS growth MB": memory.rss,
    "reference horses": herd.horses.length,
    founders: herd.founders,
    f_e: herd.effectiveFounders === null ? null : round(herd.effectiveFounders),
    f_a: herd.effectiveAncestors === null ? null : round(herd.effectiveAncestors),
  };
}

/**
 * The mates list (/breeding/mates) as a visitor gets it, a different mare every request so no
 * response is served from the response cache: the first page sorted by inbreeding (`sort=coi`),
 * the first page by chance (`sort=chance`, the default order: every mate's coefficient and odds),
 * the whole list by chance as the spreadsheet file (/breeding/mates.csv, where the list's "as a
 * file" link leads), each for MATES_MEASURED mares of its own, and the last page by inbreeding
 * (past the unrelated mates: every related mate's coefficient). One request first builds the
 * pedigree in memory (kept per data version), as the first visitor after a write would. Each
 * request comes from a visitor of its own (`visitor`): from one address the per-address rate
 * (docs/decisions/0043-expensive-work-limits.md) answers 429 after its burst of 20, and a bench
 * that did not look at the status timed those refusals (each held 250 ms) as lists.
 */
async function matesBench(base: string) {
  const mares = studHorses
    .filter((h) => h.gender === "Sto" && h.category !== "sold" && h.height !== null && h.height !== undefined)
    .map((h) => h.name);
  const list = (mare: string, query: string) => `${base}/breeding/mates?mare=${encodeURIComponent(mare)}${query}`;
  const file = (mare: string) => `${base}/breeding/mates.csv?mare=${encodeURIComponent(mare)}&sort=chance`;
  // The newest mares (the deepest pedigrees), each figure's its own where the stud has enough; else
  // the same mares again, at the figure's own address, which the response cache has not seen either.
  const pool = mares.slice(-(1 + 3 * MATES_MEASURED + MATES_MEASURED / 2));
  const measured = (group: number, count = MATES_MEASURED) => {
    const own = pool.slice(1 + group * MATES_MEASURED, 1 + group * MATES_MEASURED + count);
    return own.length === count ? own : pool.slice(1, 1 + count);
  };
  let visitors = 0;
  await fetchPage(list(pool[0], "&sort=name"), visitor(visitors++));
  const timedPages = async (names: string[], url: (mare: string) => string) => {
    const samples: number[] = [];
    let largest = 0;
    for (const mare of names) {
      const start = performance.now();
      const { response, html } = await fetchPage(url(mare), visitor(visitors++));
      samples.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`${url(mare)} answered ${response.status}`);
      largest = Math.max(largest, Buffer.byteLength(html));
    }
    const sorted = samples.sort((a, b) => a - b);
    return {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      kb: Math.round(largest / 102.4) / 10,
    };
  };
  const [coiMares, chanceMares, fileMares] = [measured(0), measured(1), measured(2)];
  const lastMares = measured(3, MATES_MEASURED / 2);
  const byCoi = await timedPages(coiMares, (mare) => list(mare, "&sort=coi"));
  const byChance = await timedPages(chanceMares, (mare) => list(mare, "&sort=chance"));
  const csv = await timedPages(fileMares, file);
  // A page number past the end shows the last page.
  const lastByCoi = await timedPages(lastMares, (mare) => list(mare, "&sort=coi&page=999999"));
  return {
    "mares measured": new Set([...coiMares, ...chanceMares, ...fileMares, ...lastMares]).size,
    "first page by COI p50 ms": byCoi.p50,
    "first page by COI p99 ms": byCoi.p99,
    "first page by chance p50 ms": byChance.p50,
    "first page by chance p99 ms": byChance.p99,
    "largest page HTML KB": Math.max(byCoi.kb, lastByCoi.kb, byChance.kb),
    "last page by COI p50 ms": lastByCoi.p50,
    "whole list by chance (CSV) p50 ms": csv.p50,
    "whole list by chance (CSV) p99 ms": csv.p99,
    "CSV KB": csv.kb,
  };
}

/**
 * The relationship page (/breeding/kinship?a=…&b=…) for KINSHIP_PAIRS pairs, a new pair each
 * request (so the response cache has not seen it), one client: each horse of a pair a stud horse
 * or, as often, an ancestor (a pedigree entry that is no stud horse), drawn with KINSHIP_SEED. One
 * request first builds the pedigree in memory and its kinship engine (kept per data version).
 * p50/p99 over every response, the p50 of the pairs of two stud horses (the deepest pedigrees,
 * the most common ancestors), and the slowest.
 */
async function kinshipBench(base: string) {
  const studNames = studHorses.map((h) => h.name);
  const studKeys = new Set(studNames.map(foldName));
  const ancestors = (stud.pedigree ?? []).map((entry) => entry.name).filter((name) => !studKeys.has(foldName(name)));
  const random = createRng(KINSHIP_SEED);
  const draw = () =>
    ancestors.length === 0 || random.int(0, 1) === 0
      ? { name: studNames[random.int(0, studNames.length - 1)], stud: true }
      : { name: ancestors[random.int(0, ancestors.length - 1)], stud: false };
  const page = (a: string, b: string) =>
    `${base}/breeding/kinship?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`;
  const warmUp = await fetchPage(page(studNames[0], studNames.at(-1)!));
  if (warmUp.response.status !== 200) throw new Error(`/breeding/kinship answered ${warmUp.response.status}`);
  const [all, bothStud]: number[][] = [[], []];
  let largest = 0;
  for (let i = 0; i < KINSHIP_PAIRS; i++) {
    const [a, b] = [draw(), draw()];
    const start = performance.now();
    const { response, html } = await fetchPage(page(a.name, b.name));
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${page(a.name, b.name)} answered ${response.status}`);
    all.push(ms);
    if (a.stud && b.stud) bothStud.push(ms);
    largest = Math.max(largest, Buffer.byteLength(html));
  }
  const sorted = all.sort((x, y) => x - y);
  return {
    pairs: KINSHIP_PAIRS,
    "p50 ms": round(percentile(sorted, 50)),
    "p99 ms": round(percentile(sorted, 99)),
    "max ms": round(sorted.at(-1)!),
    "pairs of two stud horses": bothStud.length,
    "two stud horses p50 ms": bothStud.length
      ? round(
          percentile(
            bothStud.sort((x, y) => x - y),
            50,
          ),
        )
      : null,
    "largest page HTML KB": Math.round(largest / 102.4) / 10,
  };
}

function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  const random = createRng(seed);
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * A visitor under each load (scripts/bench-visitor.ts). The visitor's pages: the horse pages of
 * horses not sold, shuffled, each asked once. The loads ask, each request another URL the
 * response cache has not seen: a mare's mates list as a file (a different mare each time); name
 * suggestions for two letters found in names (lower case, capitalised and upper case); search
 * pages for one letter (a, b, …, then each letter's next page).
 */
async function loadBench(base: string) {
  const names = [...studHorses, ...(stud.pedigree ?? [])].map((h) => h.name);
  const mares = shuffled(
    studHorses.filter((h) => h.gender === "Sto" && h.category !== "sold").map((h) => h.name),
    LOAD_SEED,
  );
  const pairs = new Set<string>();
  for (const name of names)
    for (let i = 0; i + 2 <= name.length; i++) {
      const pair = foldName(name.slice(i, i + 2));
      if (/^\p{L}\p{L}$/u.test(pair)) pairs.add(pair);
    }
  const twoLetters = shuffled(
    [...pairs].flatMap((pair) => [pair, pair[0].toUpperCase() + pair[1], pair.toUpperCase()]),
    LOAD_SEED,
  );
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const searchPages = Array.from({ length: 200 * letters.length }, (_, i) => {
    const page = Math.floor(i / letters.length) + 1;
    return `/search?q=${letters[i % letters.length]}${page > 1 ? `&page=${page}` : ""}`;
  });
  const loads: Load[] = [
    {
      name: `${LOAD_CLIENTS.matesFiles} clients on mates files`,
      connections: LOAD_CLIENTS.matesFiles,
      // Where the list's "as a file" link leads (`…&format=csv` redirects there).
      paths: mares.map((mare) => `/breeding/mates.csv?mare=${encodeURIComponent(mare)}&sort=chance`),
    },
    {
      name: `${LOAD_CLIENTS.suggestions} clients on two-letter suggestions`,
      connections: LOAD_CLIENTS.suggestions,
      paths: twoLetters.map((piece) => `/search/suggestions?q=${encodeURIComponent(piece)}`),
    },
    {
      name: `${LOAD_CLIENTS.searchPages} clients on one-letter search pages`,
      connections: LOAD_CLIENTS.searchPages,
      paths: searchPages,
    },
  ];
  const unsold = shuffled(
    studHorses.filter((h) => h.category !== "sold").map((h) => h.name),
    LOAD_SEED,
  );
  const visitorPages = pageSource(unsold.map((name) => `/horse/${encodeURIComponent(name)}`));
  let visited = 0;
  const clients = await visitorUnderLoads(base, loads, {
    nextPage: () => {
      visited += 1;
      return visitorPages();
    },
    seconds: SECONDS,
    minVisits: 20,
    maxSeconds: Math.max(SECONDS, Number(args["load-max-seconds"])),
  });
  // An administrator writing every 2 s (scripts/bench-writes-load.ts): turns long enough for ten writes.
  // Its visitor goes on where the first one stopped: pages the cache has not seen either.
  const start = visited % unsold.length;
  const writes = await benchWritesLoad(base, {
    cookie: await signInOverHttp(base, BENCH_ADMIN),
    horses: [...unsold.slice(start), ...unsold.slice(0, start)],
    sire: studHorses.find((h) => h.category !== "sold" && h.gender === "Hingst")!.name,
    dam: studHorses.find((h) => h.category !== "sold" && h.gender === "Sto")!.name,
    seconds: Math.max(SECONDS, WRITES_LOAD_SECONDS),
  });
  return { clients, writes };
}

/**
 * The administrator's bulk writes on the database the server left behind (scripts/bench-writes.ts):
 * ageing every horse, its undo, the change log meanwhile. A refusal (a time limit, an outage) is
 * reported as the figure instead of ending the bench.
 */
async function bulkBench(database: Database) {
  try {
    return await benchBulkWrites(database.db);
  } catch (error) {
    return { failed: String(error).slice(0, 200) };
  }
}

/**
 * The season plan (data/season.ts loadSeasonPlan, the page's whole work) in this process on the
 * database the server left behind, for each of SEASON_SIZES: mares and stallions spread evenly
 * over the planner's lists (as many as there are, if fewer), each mare's default goal, the default
 * limits.
 * The first computation on a newly opened database (so nothing is kept yet: the candidates and
 * the pedigree with its kinship engine read, as on the first request after a start), then again
 * with what the process keeps; SEASON_RUNS runs of each, a new opening per run. Wall time with
 * this process's CPU time (PGlite's work included; PostgreSQL's own not), p50, beside the goal.
 */
async function seasonBench(config: DatabaseConfig) {
  const opened = await openDatabase(config, { migrate: false });
  const candidates = await loadBreedingCandidates(opened.db);
  await opened.close();
  // Spread evenly over the planner's list: every section, so most pairs are allowed and the plan
  // fills (the last horses of one list, all of one section, are too related for the default limit).
  const names = (role: "mare" | "stallion", count: number) => {
    const all = candidates[role].flatMap((group) => group.horses.map((horse) => horse.name));
    const taken = Math.min(count, all.length);
    return Array.from({ length: taken }, (_, i) => all[Math.floor((i * all.length) / taken)]!);
  };
  const timed = async (work: () => Promise<unknown>) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    const { user, system } = process.cpuUsage(cpu);
    return { wall: performance.now() - start, cpu: (user + system) / 1000 };
  };
  const p50 = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return round(percentile(sorted, 50));
  };
  const rows = [];
  for (const size of SEASON_SIZES) {
    const params = new URLSearchParams({ sent: "1" });
    for (const mare of names("mare", size.mares)) params.append("mare", mare);
    for (const stallion of names("stallion", size.stallions)) params.append("stallion", stallion);
    const { choices, problems } = parseSeasonChoices(params);
    if (problems.length > 0) throw new Error(`The season plan's choices: ${JSON.stringify(problems)}`);
    const [first, kept]: { wall: number; cpu: number }[][] = [[], []];
    let covered = 0;
    for (let run = 0; run < SEASON_RUNS; run++) {
      process.stderr.write(`  season plan ${size.mares} × ${size.stallions}, run ${run + 1} …\n`);
      const database = await openDatabase(config, { migrate: false });
      try {
        const plan = async () => {
          const result = await loadSeasonPlan(database.db, choices);
          if (!result.plan) throw new Error(`No season plan: ${JSON.stringify(result.problems)}`);
          covered = result.plan.totals.optimal.covered;
        };
        first.push(await timed(plan));
        kept.push(await timed(plan));
      } finally {
        await database.close();
      }
    }
    rows.push({
      plan: `${size.mares} × ${size.stallions}`,
      mares: choices.mares!.length,
      stallions: choices.stallions!.length,
      covered,
      runs: SEASON_RUNS,
      "first p50 ms": p50(first.map((t) => t.wall)),
      "first CPU p50 ms": p50(first.map((t) => t.cpu)),
      "kept p50 ms": p50(kept.map((t) => t.wall)),
      "kept CPU p50 ms": p50(kept.map((t) => t.cpu)),
      "goal ms": size.goalMs,
    });
  }
  return rows;
}

/**
 * Lighthouse (mobile) on Debian's Chromium: the scores, the paint timings the performance score
 * weighs, TBT and JS bytes transferred (headers included; scripts/client-js.ts has the exact bodies).
 */
async function runLighthouse(base: string, pagePaths: string[]) {
  const { default: lighthouseRun } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    for (const page of pagePaths) {
      process.stderr.write(`  Lighthouse ${decodeURIComponent(page)} …\n`);
      const run = await lighthouseRun(base + page, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = run!.lhr;
      const items =
        (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
          ?.items ?? [];
      const jsBytes = items
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      rows.push({
        page: decodeURIComponent(page),
        performance: lhr.categories.performance?.score,
        accessibility: lhr.categories.accessibility?.score,
        "best practices": lhr.categories["best-practices"]?.score,
        seo: lhr.categories.seo?.score,
        "FCP ms": Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
        "LCP ms": Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        "SI ms": Math.round(lhr.audits["speed-index"]?.numericValue ?? 0),
        "TBT ms": Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        "JS KB transferred": Math.round(jsBytes / 102.4) / 10,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
