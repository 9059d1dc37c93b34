import { existsSync } from "node:fs";

/**
 * The browser the tests drive: Debian's Chromium headless shell, the same Blink and V8 as the
 * browser without its windowing layers, which runs the journeys in about half the CPU
 * (docs/decisions/0048-tests-on-the-headless-shell.md). CHROMIUM_PATH names another build.
 * Never skipped: a missing browser stops the run with what to install.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install Debian's headless shell (apt-get install -y chromium-headless-shell), or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
