import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

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
