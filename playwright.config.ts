import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./scripts/server-flags";
import { chromiumPath } from "./tests/support/chromium";

// Never skipped: the journeys are part of `npm test`, and a missing browser stops the run.
const chromium = chromiumPath();

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: "admin@snoflingan.test", password: "e2e-lösenord-123" };
const dataDir = mkdtempSync(path.join(tmpdir(), "snoflingan-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  outputDir: process.env.PW_OUTPUT ?? "test-results",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: "sv-SE",
    // Transitions off (the stylesheet honours reduced motion): axe must never judge a colour mid-fade.
    reducedMotion: "reduce",
    // Recording a trace costs every test its time; the retry of a failed test records one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: ["node", ...SERVER_NODE_FLAGS, "scripts/start.mjs"].join(" "),
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATA_DIR: dataDir,
      SEED: "demo",
      SEED_FILE: "tests/e2e/fixtures",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The journeys sign in many times from one address.
      LOGIN_THROTTLE: "off",
      // And ask for many lists and searches (server/load-limits.ts): no per-address limit for them.
      EXPENSIVE_PER_MINUTE: "1000000",
      EXPENSIVE_BURST: "1000000",
      // And send many requests from one address (docs/product.md, "Requests").
      REQUESTS_PER_HOUR: "1000000",
    },
  },
});
