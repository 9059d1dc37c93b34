// `npm test`: typecheck, lint, build, unit + integration + faults (both database drivers),
// then the Playwright journeys against the production build. Stops at the first failure and
// ends with one summary line over every test that ran.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reports = mkdtempSync(path.join(tmpdir(), "snoflingan-test-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");

const steps = [
  { name: "typecheck", cmd: "npm", args: ["run", "typecheck"] },
  { name: "lint", cmd: "npm", args: ["run", "lint"] },
  // Before Vitest: the fault suite (tests/faults) runs the production server.
  { name: "build", cmd: "npx", args: ["react-router", "build"] },
  {
    name: "unit + integration",
    cmd: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    count: () => {
      const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(vitestReport, "utf8"));
      return { passed: numPassedTests, failed: numFailedTests };
    },
  },
  {
    name: "e2e",
    cmd: "npx",
    args: ["playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    count: () => {
      const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
];

const total = { passed: 0, failed: 0 };
function summarize() {
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed`);
}

for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.cmd, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.count) {
    try {
      const counted = step.count();
      total.passed += counted.passed;
      total.failed += counted.failed;
    } catch {
      // No report (the runner failed before writing one): the exit code below decides.
    }
  }
  if (result.status !== 0) {
    console.error(`✖ ${step.name} failed after ${seconds} s`);
    summarize();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
summarize();
