import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** The test files that replace modules with vi.mock. */
const MOCKING_FILES = ["app/mates.server.test.ts"];

/**
 * Fault files that time nothing, so they may share the cores with other files: races and floods in
 * the test process on the shared test databases (their outcome is counted, not timed), instances
 * starting together, the bulk writes' own time limits (a statement held 1 s against bounds of
 * 200–300 ms: the margins are the statements', not the machine's), and a server's resident memory
 * during one large upload (which no other process changes). Every other fault file runs alone.
 */
const FAULTS_BESIDE_OTHERS = [
  "tests/faults/bulk-time-limit.test.ts",
  "tests/faults/concurrency.test.ts",
  "tests/faults/import-memory.test.ts",
  "tests/faults/picture-memory.test.ts",
  "tests/faults/startup.test.ts",
  "tests/faults/undo-race.test.ts",
];

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
            ...FAULTS_BESIDE_OTHERS,
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
          exclude: FAULTS_BESIDE_OTHERS,
          // Alone and one at a time, after the rest: they load the servers they start, and time them
          // (answers within the outage deadlines, recovery, shutdown), so no other work may share the cores.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
