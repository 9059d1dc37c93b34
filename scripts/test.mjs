// `npm test`: typecheck and lint side by side, build, unit + integration + faults (both database
// drivers) with the client-JS budget, then the Playwright journeys against the production build.
// Stops at the first failure and ends with one summary line over every test that ran.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reports = mkdtempSync(path.join(tmpdir(), "snoflingan-test-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");

// A list is run side by side (each on a core of its own; their output is shown whole, one after
// the other, as each ends). Each step needs the steps before it to have passed.
const steps = [
  [
    { name: "typecheck", cmd: "npm", args: ["run", "typecheck"] },
    { name: "lint", cmd: "npm", args: ["run", "lint"] },
  ],
  // Before Vitest: the fault suite (tests/faults) runs the production server, and the client-JS
  // budget (scripts/client-js.budget.test.ts) measures the pages it serves.
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

/** Runs one step; beside others, its output is held and printed whole when it ends. */
function run(step, alone) {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${step.name}`);
  const child = spawn(step.cmd, step.args, {
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...step.env },
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (!alone) {
        console.log(`\n▶ ${step.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

for (const entry of steps) {
  const group = Array.isArray(entry) ? entry : [entry];
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  let failed = null;
  for (const { step, code, seconds } of results) {
    if (step.count) {
      try {
        const counted = step.count();
        total.passed += counted.passed;
        total.failed += counted.failed;
      } catch {
        // No report (the runner failed before writing one): the exit code below decides.
      }
    }
    if (code !== 0) {
      console.error(`✖ ${step.name} failed after ${seconds} s`);
      failed ??= code ?? 1;
    } else console.log(`✔ ${step.name} (${seconds} s)`);
  }
  if (failed !== null) {
    summarize();
    process.exit(failed);
  }
}
summarize();
