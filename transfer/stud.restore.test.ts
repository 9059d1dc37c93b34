import { beforeAll, describe, expect, it } from "vitest";
import { studFile, type StudFile, type StudFileInput } from "#data/records";
import { DEFAULT_STABLE_NAME } from "#domain";
import { availableDrivers, createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { demoStud } from "./demo-stud";
import { largeStud } from "./large-stud";
import { exportStud, restoreStud, studCounts } from "./stud";

/** The studs a backup must carry whole. Another stud is one more line. */
const STUDS: [name: string, stud: () => StudFileInput][] = [
  ["demo", () => demoStud(DEFAULT_STABLE_NAME)],
  // The bench's generator at a tenth of its size, so its round trips fit in CI's time.
  ["generated large", () => largeStud({ horses: 1_000, pedigree: 10_000 })],
];

/** What the backup file holds: the export written as JSON and read back. */
const asFile = (stud: StudFile): unknown => JSON.parse(JSON.stringify(stud));

// Each source is filled and exported once, and its backup restored on every driver.
const drivers = availableDrivers();
for (const [name, stud] of STUDS) {
  for (const from of drivers) {
    describe(`backup round trip of the ${name} stud from ${from}`, () => {
      let backup: unknown;
      let counts: Awaited<ReturnType<typeof studCounts>>;
      beforeAll(async () => {
        const source = await createTestDatabase(from);
        try {
          expect((await restoreStud(source.db, studFile.parse(stud()))).ok).toBe(true);
          backup = asFile(await exportStud(source.db));
          counts = await studCounts(source.db);
        } finally {
          await source.close();
        }
      }, 180_000);

      for (const to of drivers) {
        it(`→ ${to}: restore into an empty database → export again gives the same document`, async () => {
          const target = await createTestDatabase(to);
          try {
            const restored = await restoreStud(target.db, studFile.parse(backup));
            expect(restored).toEqual({ ok: true, value: counts });
            expect(asFile(await exportStud(target.db))).toEqual(backup);
          } finally {
            await target.close();
          }
        }, 180_000);
      }
    });
  }
}

describeWithDatabase("stud:restore", (db) => {
  const one = (horse: string) =>
    studFile.parse({
      horses: [{ name: horse, category: "seniors", breed: "a", gender: "Sto", created: "2020-01-02T03:04:05.000Z" }],
      pedigree: [{ name: `${horse}s mor` }],
    });

  it("restores into an empty database, keeping when each horse was added", async () => {
    expect(await restoreStud(db(), one("Första"))).toMatchObject({ ok: true, value: { horses: 1, pedigree: 1 } });
    expect((await exportStud(db())).horses[0].created).toEqual(new Date("2020-01-02T03:04:05.000Z"));
  });

  it("refuses a database that holds a stud, and changes nothing", async () => {
    expect(await restoreStud(db(), one("Andra"))).toEqual({ ok: false, reason: "not-empty" });
    expect((await exportStud(db())).horses.map((horse) => horse.name)).toEqual(["Första"]);
  });

  it("--replace replaces everything, pedigree included", async () => {
    expect(await restoreStud(db(), one("Andra"), { replace: true })).toMatchObject({ ok: true });
    const stud = await exportStud(db());
    expect(stud.horses.map((horse) => horse.name)).toEqual(["Andra"]);
    expect(stud.pedigree.map((entry) => entry.name)).toEqual(["Andras mor"]);
  });
});
