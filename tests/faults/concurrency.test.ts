import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptSignIn } from "#app/login.server";
import { savePairs } from "#data/competition";
import { queryRows, type Database, type Db } from "#data/db";
import { ageAllHorses, updateHorse } from "#data/horses";
import { addPedigreeEntry, lockPedigreeWrites } from "#data/pedigree/pedigree";
import { horseRecord, pedigreeRecord, studFile } from "#data/records";
import { competition, horses, pedigree } from "#data/schema";
import { upsertAdmin, verifyCredentials } from "#data/users";
import { DEFAULT_STABLE_NAME, LOGIN_THROTTLE } from "#domain";
import { availableDrivers, createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { seedDemoStud } from "#transfer/seed";
import { importStud } from "#transfer/stud";

// Hostile parallelism on both drivers: bulk writes at once, sign-in floods, a rename racing
// pedigree entries that name the horse. Every request must succeed, or be refused by design.

describeWithDatabase("parallel bulk writes", (db) => {
  beforeAll(async () => {
    await seedDemoStud(db(), { stableName: DEFAULT_STABLE_NAME });
  });

  it("ages every horse 20 times at once without one error, and competition ages follow", async () => {
    const before = await queryRows<{ total: number }>(db(), sql`select sum(age)::int as total from horses`);
    const count = (await db().select({ id: horses.id }).from(horses)).length;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => ageAllHorses(db(), 1)));
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const after = await queryRows<{ total: number }>(db(), sql`select sum(age)::int as total from horses`);
    expect(after[0].total).toBe(before[0].total + 20 * count);
    const drift = await queryRows(
      db(),
      sql`select c.name from ${competition} c join ${horses} h on h.name = c.name where c.age <> h.age`,
    );
    expect(drift).toEqual([]);
  });

  it("saves 20 pairings at once without one error, and partners stay mutual", async () => {
    const drivers = ["Par 1", "Par 2", "Par 3", "Par 4", "Par 5", "Par 6"];
    await importStud(
      db(),
      studFile.parse({
        horses: drivers.map((name) => ({ name, category: "competitors", breed: "b", gender: "Sto", focus: "Körning" })),
        competition: drivers.map((name) => ({
          name,
          currentEvent: "Körning",
          currentClass: "Lokal Lätt",
          premium: "Unghäst",
        })),
      }),
    );
    const pairs = Array.from({ length: 20 }, (_, i) => [drivers[i % 6], drivers[(i + 1 + (i % 5)) % 6]] as const);
    const results = await Promise.allSettled(pairs.filter(([a, b]) => a !== b).map((pair) => savePairs(db(), [pair])));
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const rows = await db()
      .select({ name: competition.name, partner: competition.partner })
      .from(competition)
      .where(sql`${competition.name} like 'Par %'`);
    const partnerOf = new Map(rows.map((row) => [row.name, row.partner]));
    for (const row of rows) if (row.partner) expect(partnerOf.get(row.partner)).toBe(row.name);
  });
});

describeWithDatabase("sign-in floods", (db) => {
  it.each([150, 500])("checks at most 5 of %i wrong passwords sent at once for one e-mail", async (attempts) => {
    const email = `flod${attempts}@example.se`;
    await upsertAdmin(db(), email, "rätt-lösenord");
    let checks = 0;
    const verify = (database: Db, address: string, password: string) => {
      checks++;
      return verifyCredentials(database, address, password);
    };
    const results = await Promise.all(
      Array.from({ length: attempts }, () =>
        attemptSignIn(db(), { email, password: "fel", ip: "203.0.113.9", throttle: true }, { verify }),
      ),
    );
    console.log(JSON.stringify({ fault: "sign-in flood", attempts, passwordChecks: checks }));
    expect(checks).toBeLessThanOrEqual(LOGIN_THROTTLE.perEmailAndIp);
    expect(results.filter((result) => result.kind === "failed")).toHaveLength(checks);
  });
});

describe.skipIf(!availableDrivers().includes("postgres"))("a rename racing pedigree entries [postgres]", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", { poolSize: 10 });
  });
  afterAll(() => database?.close());

  /** Waits until `count` sessions wait for an advisory lock. */
  async function waiters(count: number) {
    for (let i = 0; i < 200; i++) {
      const [row] = await queryRows<{ waiting: number }>(
        database.db,
        sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
      );
      if (row.waiting >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`fewer than ${count} writes waited for the pedigree lock`);
  }

  it("points every entry written alongside a rename at the new name", async () => {
    const db = database.db;
    const stallion = horseRecord.parse({
      name: "Gammalt Namn",
      category: "stallions",
      breed: "b",
      gender: "Hingst",
      sire: "Okänd Far",
    });
    await importStud(db, studFile.parse({ horses: [stallion] }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A slow pedigree write holds the lock while five entries and the rename arrive.
    const blocker = db.transaction(async (tx) => {
      await lockPedigreeWrites(tx);
      await held;
    });
    await waiters(0);
    const adds = Array.from({ length: 5 }, (_, i) =>
      addPedigreeEntry(db, pedigreeRecord.parse({ name: `Avkomma ${i}`, sire: "Gammalt Namn", dam: "Okänd Mor" })),
    );
    await waiters(5);
    const { forSale: _forSale, ...rest } = stallion;
    const rename = updateHorse(db, "Gammalt Namn", { ...rest, name: "Nytt Namn" });
    await waiters(6);
    release();
    await blocker;
    expect((await Promise.all(adds)).every((result) => result.ok)).toBe(true);
    expect(await rename).toEqual({ ok: true, name: "Nytt Namn" });
    const stale = await db
      .select({ name: pedigree.name })
      .from(pedigree)
      .where(and(eq(pedigree.sire, "Gammalt Namn")));
    expect(stale).toEqual([]);
  });
});
