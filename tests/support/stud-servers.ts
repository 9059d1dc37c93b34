// The fault suite's production servers on a stud of the test's own: one on PGlite and one on a
// PostgreSQL cluster of the file's own, each started before its tests and stopped after. Needs the build.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
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

/**
 * `tests` twice, as `name [pglite]` and `name [postgres]`, each against a production server seeded
 * with `stud` (environment `env` beside it); `server()` is the running one, `driver` its driver.
 */
export function describeOnBothDrivers(
  name: string,
  stud: StudFileInput,
  env: Record<string, string>,
  tests: (server: () => ServerProcess, driver: string) => void,
) {
  const seeded = () => ({ SEED: "none", SEED_FILE: studFileOf(stud), SKIP_BUILD: "1", ...env });
  const suite = (driver: string, start: () => Promise<{ server: ServerProcess; stop: () => Promise<void> }>) =>
    describe(`${name} [${driver}]`, () => {
      let running: { server: ServerProcess; stop: () => Promise<void> } | undefined;
      beforeAll(async () => {
        running = await start();
      }, 300_000);
      afterAll(() => running?.stop());
      tests(() => running!.server, driver);
    });

  suite("pglite", async () => {
    const server = await startServerProcess({ ...seeded(), DATA_DIR: migratedPgliteDir() }, { timeoutMs: 240_000 });
    return { server, stop: async () => void (await server.stop()) };
  });
  describe.skipIf(!findPostgresBin())("[postgres]", () => {
    suite("postgres", async () => {
      const cluster = await startPostgresCluster();
      const setup = new pg.Client({ connectionString: cluster.url() });
      await setup.connect();
      await setup.query("create database stud");
      await setup.end();
      const server = await startServerProcess(
        { DATABASE_URL: cluster.url("stud"), ...seeded() },
        { timeoutMs: 240_000 },
      );
      return {
        server,
        stop: async () => {
          await server.stop();
          await cluster.stop();
        },
      };
    });
  });
}
