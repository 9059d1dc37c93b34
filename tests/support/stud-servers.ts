// The fault suite's production servers on a stud of the test's own: one on PGlite and one on a
// PostgreSQL cluster of the file's own, started together before the file's tests and stopped
// together after them. Needs the build.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import type { StudFileInput } from "#data/records";
import { startServerProcess, type ServerProcess } from "#scripts/server-process";
import { migratedPgliteDir } from "#tests/support/database";
import { findPostgresBin, startPostgresCluster } from "#tests/support/postgres-cluster";

/** Writes `stud` to a stud file of its own, for SEED_FILE. */
function studFileOf(stud: StudFileInput): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "snoflingan-stud-")), "stud.json");
  writeFileSync(file, JSON.stringify(stud));
  return file;
}

interface Running {
  server: ServerProcess;
  stop: () => Promise<void>;
}

/**
 * `tests` twice, as `name [pglite]` and `name [postgres]`, each against a production server seeded
 * with `stud` (environment `env` beside it); `server()` is the running one, `driver` its driver.
 *
 * Both servers start at once, before the first test: a start (seeding the stud; the PGlite one on a
 * migrated copy, tests/support/database.ts) keeps a core busy for seconds, and before the tests
 * nothing else runs. Each then waits, idle, while the other driver's tests run, so those tests still
 * have the machine to themselves. Both stop at once after the last test (each stop waits out the
 * drain's grace for idle keep-alive connections, server/shutdown.ts).
 */
export function describeOnBothDrivers(
  name: string,
  stud: StudFileInput,
  env: Record<string, string>,
  tests: (server: () => ServerProcess, driver: string) => void,
) {
  const seeded = () => ({ SEED: "none", SEED_FILE: studFileOf(stud), SKIP_BUILD: "1", ...env });
  const starts: Record<string, () => Promise<Running>> = {
    async pglite() {
      const server = await startServerProcess({ ...seeded(), DATA_DIR: migratedPgliteDir() }, { timeoutMs: 240_000 });
      return { server, stop: async () => void (await server.stop()) };
    },
    async postgres() {
      const cluster = await startPostgresCluster();
      try {
        const server = await startServerProcess(
          { DATABASE_URL: await cluster.createDatabase("stud"), ...seeded() },
          { timeoutMs: 240_000 },
        );
        return {
          server,
          stop: async () => {
            await server.stop();
            await cluster.stop();
          },
        };
      } catch (error) {
        await cluster.stop();
        throw error;
      }
    },
  };
  const drivers = findPostgresBin() ? ["pglite", "postgres"] : ["pglite"];
  const running = new Map<string, Running>();
  beforeAll(async () => {
    const started = await Promise.allSettled(drivers.map((driver) => starts[driver]()));
    started.forEach((result, i) => {
      if (result.status === "fulfilled") running.set(drivers[i], result.value);
    });
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }, 300_000);
  afterAll(() => Promise.all([...running.values()].map((each) => each.stop())));

  const suite = (driver: string) =>
    describe(`${name} [${driver}]`, () => {
      tests(() => running.get(driver)!.server, driver);
    });
  suite("pglite");
  describe.skipIf(!findPostgresBin())("[postgres]", () => {
    suite("postgres");
  });
}
