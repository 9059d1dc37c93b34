import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "./server-flags";

/**
 * A production server (`node scripts/start.mjs`, with the flags `npm start` gives it) in a child process on a free
 * loopback port, by default on a fresh PGlite directory. Used by `npm run bench`
 * and the e2e tests that need servers of their own.
 */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit code (null when killed by a signal); SIGKILL after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<{ code: number | null; ms: number }>;
}

export async function startServerProcess(
  env: NodeJS.ProcessEnv = {},
  options: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? path.join(mkdtempSync(path.join(tmpdir(), "snoflingan-server-")), "db");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.mjs"], {
    env: { ...process.env, NODE_ENV: "production", SEED: "demo", ...env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server: ServerProcess = {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(timeoutMs = 15_000) {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return { code, ms: Date.now() - started };
    },
  };
  try {
    await waitForHealth(server.url, { timeoutMs: options.timeoutMs ?? 90_000, exited });
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return server;
}

/** Polls `${url}/healthz` until it answers 200; fails early when the process exits. */
export async function waitForHealth(
  url: string,
  options: { timeoutMs?: number; exited?: Promise<number | null> } = {},
) {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void options.exited?.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with code ${exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return (await response.json()) as { status: string; database: string };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms`);
}

/** A port nobody listens on right now (loopback). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
