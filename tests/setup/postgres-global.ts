import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#data/db";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tar) every test database is cloned from. */
    pgliteSnapshot: string;
    /** The same data directory, closed: servers of the fault suite start on a copy of it. */
    pgliteDataDir: string;
    /** Server URL of the throwaway cluster, or null outside CI when PostgreSQL is missing. */
    postgresUrl: string | null;
  }
}

export const TEMPLATE_DATABASE = "snoflingan_template";

/**
 * Migrates once for the whole run: a PGlite snapshot, and a template database in a
 * throwaway PostgreSQL cluster. Each test database is a cheap clone of these.
 */
export default async function setup(project: TestProject) {
  const snapshotPath = path.join(tmpdir(), `snoflingan-pglite-${process.pid}.tar`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "snoflingan-pglite-"));
  const pglite = await openDatabase({ driver: "pglite", dataDir });
  const dump = await pglite.dumpDataDir!();
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteSnapshot", snapshotPath);
  project.provide("pgliteDataDir", dataDir);

  let cluster: PostgresCluster | null = null;
  if (findPostgresBin()) {
    cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDatabase({ driver: "postgres", url: cluster.url(TEMPLATE_DATABASE), poolSize: 1 });
    await template.close();
    project.provide("postgresUrl", cluster.url());
  } else if (process.env.CI === "true") {
    throw new Error("CI=true but PostgreSQL is not installed: the integration suite must run on both drivers.");
  } else {
    console.warn(
      "\n⚠ PostgreSQL not found: the integration tests run on PGlite only (set CI=true to make this an error).\n",
    );
    project.provide("postgresUrl", null);
  }
  return async () => {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
