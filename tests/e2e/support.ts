import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { freePort } from "../support/postgres-cluster";

export { E2E_ADMIN };

/**
 * Fails with a readable list (rule, impact, help, offending elements) when axe finds
 * WCAG 2.1 A/AA violations on the page as it is now.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Signs in as the e2e administrator through the login form and waits for /admin. */
export async function signIn(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(credentials.email);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await page.waitForURL(/\/admin(\/|$|\?)/);
}

export interface SpawnedServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit code (null when killed by a signal); SIGKILL after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<{ code: number | null; ms: number }>;
}

/**
 * Starts another production server (`node scripts/start.mjs`) on a free port, by
 * default on a fresh PGlite directory, and waits until /healthz answers. It uses
 * the build the Playwright web server already made (SKIP_BUILD), so it never
 * rebuilds under the main server's feet.
 */
export async function spawnServer(env: NodeJS.ProcessEnv = {}, options: { timeoutMs?: number } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "snoflingan-spawned-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      SKIP_BUILD: "1",
      DATA_DIR: dataDir,
      SEED: "demo",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  const server: SpawnedServer = {
    url,
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
    await waitForHealth(url, { timeoutMs: options.timeoutMs ?? 90_000, exited });
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}

/** Polls `${url}/healthz` until it answers 200; fails early when the process exits. */
export async function waitForHealth(url: string, options: { timeoutMs?: number; exited?: Promise<number | null> } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
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
  throw new Error(`${url}/healthz did not answer 200 within ${options.timeoutMs ?? 60_000} ms`);
}
