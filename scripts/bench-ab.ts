// `npm run bench:ab -- --before REV [--stud closed|large] [--rounds 10] [--seconds 5] [--connections 10]`:
// the CPU a missed horse page costs the server, this checkout against the commit REV, in one run
// (docs/performance.md, "Before and after"). Both are built, each serves its own copy of one
// database (PGlite), and the two are crawled at the same time, round after round, each round the
// same pages new to both caches: whatever else runs on the machine falls on both alike, which
// turns one after the other do not give. A server's CPU is read from /proc (Linux).
// Both builds run on this checkout's node_modules, so a change of a dependency itself does not show
// (record 0047's A/B gave one build a node_modules of its own by hand; docs/performance/log.md).
// Numbers depend on the machine: nothing here is asserted.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_STABLE_NAME } from "#domain";
import { largeStud } from "#transfer/large-stud";
import { crawl, crawlerPages, pageSource, type Crawl } from "./crawl";
import { startServerProcess, type ServerProcess } from "./server-process";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    stud: { type: "string", default: "closed" },
    rounds: { type: "string", default: "10" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    "warm-up": { type: "string", default: "10" },
    out: { type: "string" },
  },
});
if (!args.before || !["closed", "large"].includes(args.stud!)) {
  console.error(
    "Usage: npm run bench:ab -- --before REV [--stud closed|large] [--rounds N] [--seconds N] [--out FILE]",
  );
  process.exit(2);
}
const [ROUNDS, SECONDS, CONNECTIONS, WARM_UP_SECONDS] = [
  args.rounds,
  args.seconds,
  args.connections,
  args["warm-up"],
].map(Number);
/** The crawler's order of pages (any fixed seed: the same pages every run). */
const CRAWL_SEED = 24;

const root = process.cwd();
const builds = { before: path.join(root, ".bench-ab", "before"), after: path.join(root, ".bench-ab", "after") };
const work = mkdtempSync(path.join(tmpdir(), "snoflingan-bench-ab-"));

function build(cwd: string, buildDir: string) {
  const run = spawnSync("npx", ["react-router", "build"], {
    cwd,
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (run.status !== 0) throw new Error(`The build in ${cwd} failed`);
}

/** REV built in a worktree of its own, on this checkout's node_modules. */
function buildRevision(rev: string, buildDir: string) {
  const tree = path.join(work, "before-tree");
  const git = (...gitArgs: string[]) => {
    const run = spawnSync("git", gitArgs, { cwd: root, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`git ${gitArgs.join(" ")}: ${run.stderr}`);
  };
  git("worktree", "add", "--detach", tree, rev);
  try {
    symlinkSync(path.join(root, "node_modules"), path.join(tree, "node_modules"));
    build(tree, buildDir);
  } finally {
    git("worktree", "remove", "--force", tree);
  }
}

/** Seconds of CPU a process has used (user and system), from /proc/<pid>/stat. */
const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
function cpuSeconds(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/**
 * Both servers crawled at once, on the same pages, from the first page no earlier crawl reached
 * (`crawled.next`): each one's rate and CPU milliseconds per response.
 */
async function together(servers: ServerProcess[], pages: string[], crawled: { next: number }, seconds: number) {
  const before = servers.map((server) => cpuSeconds(server.process.pid!));
  const crawls: Crawl[] = await Promise.all(
    servers.map((server) => crawl(server.url, pageSource(pages, crawled.next), CONNECTIONS, seconds)),
  );
  crawled.next += Math.max(...crawls.map((c) => c.responses));
  return crawls.map((run, i) => {
    if (run.failures > 0) throw new Error(`${run.failures} failed requests\n${servers[i].output().slice(-2000)}`);
    return {
      rate: run.responses / run.seconds,
      cpuMs: ((cpuSeconds(servers[i].process.pid!) - before[i]) * 1000) / run.responses,
    };
  });
}

const servers: ServerProcess[] = [];
try {
  console.error(`Building ${args.before} and this checkout …`);
  buildRevision(args.before, builds.before);
  build(root, builds.after);
  const stud = largeStud({ closed: args.stud === "closed", stableName: DEFAULT_STABLE_NAME });
  const studFile = path.join(work, "stud.json");
  writeFileSync(studFile, JSON.stringify(stud));
  const env = (name: keyof typeof builds) => ({
    SEED: "none",
    SKIP_BUILD: "1",
    STABLE_NAME: DEFAULT_STABLE_NAME,
    BUILD_DIR: builds[name],
    DATA_DIR: path.join(work, `db-${name}`),
  });
  console.error(`Importing the ${args.stud} stud …`);
  const importer = await startServerProcess({ ...env("after"), SEED_FILE: studFile }, { timeoutMs: 600_000 });
  await importer.stop();
  cpSync(path.join(work, "db-after"), path.join(work, "db-before"), { recursive: true });

  const pages = crawlerPages(stud.horses ?? [], CRAWL_SEED);
  // Every crawl asks for pages no crawl before it asked for.
  const crawled = { next: 0 };
  const rounds = [];
  // The server started first comes out a few per cent dearer in an A/A run (where the scheduler
  // puts it beside the crawler, it seems): half the rounds start "before" first, half "after".
  for (const [half, order] of [["before", "after"] as const, ["after", "before"] as const].entries()) {
    for (const name of order) servers.push(await startServerProcess(env(name), { timeoutMs: 600_000 }));
    const [first] = order;
    console.error(`Servers started ${order.join(", then ")}: warming up for ${WARM_UP_SECONDS} s …`);
    await together(servers, pages, crawled, WARM_UP_SECONDS);
    for (let round = half; round < ROUNDS; round += 2) {
      const measured = await together(servers, pages, crawled, SECONDS);
      const [before, after] = first === "before" ? measured : [measured[1], measured[0]];
      rounds.push({
        round: round + 1,
        "started first": first,
        "before req/s": Math.round(before.rate),
        "before CPU ms": round2(before.cpuMs),
        "after req/s": Math.round(after.rate),
        "after CPU ms": round2(after.cpuMs),
        "after / before": Math.round((after.cpuMs / before.cpuMs) * 1000) / 1000,
      });
    }
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  }
  rounds.sort((a, b) => a.round - b.round);
  const ratios = rounds.map((row) => row["after / before"]).sort((a, b) => a - b);
  const mean = ratios.reduce((sum, r) => sum + r, 0) / ratios.length;
  const summary = {
    "median after / before": (ratios[Math.floor((ratios.length - 1) / 2)] + ratios[Math.floor(ratios.length / 2)]) / 2,
    mean: Math.round(mean * 1000) / 1000,
    sd: Math.round(Math.sqrt(ratios.reduce((sum, r) => sum + (r - mean) ** 2, 0) / ratios.length) * 1000) / 1000,
  };
  console.table(rounds);
  console.table([summary]);
  const result = { date: new Date().toISOString(), before: args.before, stud: args.stud, rounds, ...summary };
  if (args.out) writeFileSync(args.out, JSON.stringify(result, null, 2) + "\n");
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(work, { recursive: true, force: true });
  rmSync(path.join(root, ".bench-ab"), { recursive: true, force: true });
}

function round2(value: number) {
  return Math.round(value * 100) / 100;
}
