import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** The test files that replace modules with vi.mock. */
const MOCKING_FILES = ["app/mates.server.test.ts"];

const shared = { testTimeout: 30_000, hookTimeout: 120_000, pool: "forks" } as const;

// Vitest gets its own config so it never loads the React Router plugin.
export default defineConfig({
  test: {
    // The root's: it runs once, and every project reads what it provides.
    globalSetup: ["./tests/setup/postgres-global.ts"],
    projects: [
      {
        test: {
          ...shared,
          name: "unit + integration",
          include: [
            "domain/**/*.test.ts",
            "data/**/*.test.ts",
            "transfer/**/*.test.ts",
            "pictures/**/*.test.ts",
            "server/**/*.test.ts",
            "app/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          // Files that replace modules with vi.mock need modules of their own (below).
          exclude: MOCKING_FILES,
          // Every core: a file waiting on PostgreSQL or a child process leaves its core to another.
          maxWorkers: availableParallelism(),
          // One process per worker for all its files: each file no longer imports drizzle, PGlite and
          // the app anew (import 34 → 6 s, the project 158 → 109 s on 2 cores). Sharing the module
          // cache changes no test: the modules keep no state of their own between calls (only
          // WeakMaps keyed by a database's objects, and the picture queue that runs one at a time),
          // each file opens its own databases, and spies are restored where they are made.
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          // vi.mock replaces a module for the file that asks, but a worker that shares its modules
          // between files may already hold the real one (loaded by an earlier file), so the mock
          // would silently not apply: these files run isolated.
          name: "unit (module mocks)",
          include: MOCKING_FILES,
          isolate: true,
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          ...shared,
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          // Alone and one at a time, after the rest: they time the servers they start.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
