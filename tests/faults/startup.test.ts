import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { queryRows } from "#data/db";
import { horses, users } from "#data/schema";
import { prepareDatabase } from "#server/app";
import { availableDrivers } from "#tests/support/database";

// A rolling deploy or an autoscaler starts several instances at the same moment on one database.
describe.skipIf(!availableDrivers().includes("postgres"))("instances starting together [postgres]", () => {
  it("3 instances on an empty database all start: migrations and demo seed run once, under one lock", async () => {
    const serverUrl = inject("postgresUrl")!;
    const name = `start_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const env = {
      DATABASE_URL: serverUrl.replace(/\/[^/]*$/, `/${name}`),
      SEED: "demo",
      ADMIN_EMAIL: "start@example.se",
      ADMIN_PASSWORD: "start-lösenord",
    };
    const started = Date.now();
    const results = await Promise.allSettled([prepareDatabase(env), prepareDatabase(env), prepareDatabase(env)]);
    const ms = Date.now() - started;
    const databases = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    try {
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      const db = databases[0].db;
      const [migrations] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const journal = (await import("#data/migrations/meta/_journal.json")).default as { entries: unknown[] };
      expect(migrations.count).toBe(journal.entries.length);
      expect((await db.select({ id: horses.id }).from(horses)).length).toBe(50);
      expect((await db.select({ id: users.id }).from(users)).length).toBe(1);
      console.log(JSON.stringify({ fault: "3 instances starting at once", ms }));
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
