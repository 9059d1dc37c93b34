import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "#scripts/server-process";

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp dir,
 * listen on loopback only, removed again on stop. Runs as the `postgres` user when
 * we are root (initdb refuses root). Locale C.UTF-8, like PGlite, so both drivers
 * compare and lower-case names the same way.
 */
export interface PostgresCluster {
  port: number;
  url(database?: string): string;
  /** Creates an empty database `name` in the cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes the cluster. */
  stop(): Promise<void>;
  /** Stops the server the way an operator would (`pg_ctl -m fast stop`: every connection ends); data stays. */
  halt(): void;
  /** Starts the halted server again on the same port. */
  resume(): void;
  /** Freezes the server and every backend (SIGSTOP), like a hung host or a full disk: connections stay open, nothing answers. */
  freeze(): void;
  /** Lets the frozen server run again (SIGCONT). */
  thaw(): void;
}

export function findPostgresBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found (install the Debian package postgresql)");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "snoflingan-pg-"));
  const dataDir = path.join(dir, "data");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const full = asRoot
      ? (["runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args]] as const)
      : ([path.join(bin, cmd), args] as const);
    const result = spawnSync(full[0], full[1], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const port = await freePort();
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-w",
      "-l",
      path.join(dir, "log"),
      "-o",
      `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      "start",
    ]);
  const halt = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  // The postmaster (first line of postmaster.pid) first, so it forks no new backend, then its children.
  const signalAll = (signal: NodeJS.Signals) => {
    const postmaster = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const children = spawnSync("ps", ["--ppid", String(postmaster), "-o", "pid="], { encoding: "utf8" })
      .stdout.split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    for (const pid of [postmaster, ...children]) process.kill(pid, signal);
  };
  start();
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    async stop() {
      try {
        halt();
      } catch {
        // already halted
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    halt,
    resume: start,
    freeze: () => signalAll("SIGSTOP"),
    thaw: () => signalAll("SIGCONT"),
  };
}
