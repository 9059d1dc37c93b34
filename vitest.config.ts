import { defineConfig } from "vitest/config";

// Vitest gets its own config so it never loads the React Router plugin.
export default defineConfig({
  test: {
    include: [
      "domain/**/*.test.ts",
      "data/**/*.test.ts",
      "transfer/**/*.test.ts",
      "pictures/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/faults/**/*.test.ts",
    ],
    globalSetup: ["./tests/setup/postgres-global.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
