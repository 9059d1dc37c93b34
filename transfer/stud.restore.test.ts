import { beforeAll, describe, expect, it } from "vitest";
import { studFile, type StudFile, type StudFileInput } from "#data/records";
import { DEFAULT_STABLE_NAME } from "#domain";
import { availableDrivers, createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { demoStud } from "./demo-stud";
import { largeStud } from "./large-stud";
import { exportStud, restoreStud, studCounts } from "./stud";

/** Coverings (one with its foal, the largest seed), visitors' requests (new, approved, erased) and news (one hidden). */
const BREEDING_AND_NEWS: StudFileInput = {
  horses: [
    { name: "Rt Hingst", category: "stallions", breed: "b", gender: "Hingst", height: 132 },
    { name: "Rt Sto", category: "broodmares", breed: "b", gender: "Sto", height: 128 },
    { name: "Rt Föl", category: "youngsters", breed: "b", gender: "Sto", age: 0, sire: "Rt Hingst", dam: "Rt Sto" },
  ],
  pedigree: [{ name: "Rt Gäst", gender: "Sto", breed: "d" }],
  coverings: [
    { stallion: "Rt Hingst", mare: "Rt Sto", date: "2025-04-02", status: "born", seed: 4_294_967_295, foal: "Rt Föl" },
    { stallion: "Rt Hingst", mare: "Rt Gäst", date: "2026-05-01", status: "planned", note: "Från förfrågan", seed: 7 },
  ],
  requests: [
    {
      reference: "K7M2QX",
      kind: "sale",
      horse: "Rt Sto",
      name: "Anna",
      contact: "anna@example.se",
      message: "Hej!\nSäljs hon?",
    },
    {
      reference: "23456A",
      kind: "covering",
      horse: "Rt Hingst",
      name: "Bo",
      contact: "bo@example.se",
      mareName: "Rt Gäst",
      mareBreed: "d",
      mareGenotype: "ee aa",
      mareLink: "https://stall.example/gast",
      status: "approved",
      covering: 1,
      created: "2026-04-30T10:00:00.123Z",
      answered: "2026-05-01T08:00:00.000Z",
    },
    {
      reference: "ZZZZZZ",
      kind: "sale",
      horse: "Rt Sto",
      name: "",
      contact: "",
      status: "declined",
      reason: "Såld",
      answered: "2025-01-01T00:00:00.000Z",
      erased: "2025-04-01T00:00:00.000Z",
    },
  ],
  news: [
    { kind: "foal", horse: "Rt Föl", facts: { sire: "Rt Hingst", dam: "Rt Sto" }, created: "2025-04-03T12:00:00.000Z" },
    { kind: "post", title: "Välkommen", body: "Ett **nytt** år.", hidden: true, created: "2026-01-01T00:00:00.000Z" },
  ],
};

/** The studs a backup must carry whole. Another stud is one more line. */
const STUDS: [name: string, stud: () => StudFileInput][] = [
  ["demo", () => demoStud(DEFAULT_STABLE_NAME)],
  // The bench's generator at a tenth of its size, so its round trips fit in CI's time.
  ["generated large", () => largeStud({ horses: 1_000, pedigree: 10_000 })],
  // Written through the site's own writes: transfer/stud.coverings-requests-news.test.ts.
  ["breeding and news", () => BREEDING_AND_NEWS],
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
