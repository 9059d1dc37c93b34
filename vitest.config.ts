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
