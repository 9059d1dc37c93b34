// `npm test`: typecheck, unit + integration (both database drivers), then the
// Playwright journeys against the production build. Stops at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["unit + integration", "npx", ["vitest", "run"]],
  ["build", "npx", ["react-router", "build"]],
  ["e2e", "npx", ["playwright", "test"]],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
