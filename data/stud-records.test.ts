import { beforeAll, expect, it, vi } from "vitest";
import { describeWithDatabase, firstToFinish } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { importStud } from "#transfer/stud";
import { currentDataVersion } from "./db";
import { evaluationsOf, toEvaluations } from "./evaluations";
import { loadHorsePage } from "./horse-page";
import { horseByName } from "./horses";
import { meritsOf, toMeritGroups } from "./merits";
import { loadPedigreeInMemory } from "./pedigree/in-memory";
import { addRibbon, ribbonsOf } from "./ribbons";
import { loadStudRecords, recordsNamed, studRecordsInMemory } from "./stud-records";

describeWithDatabase("the stud's records in memory", (db, database) => {
  const names = publicStud.horses!.map((horse) => horse.name);

  beforeAll(async () => {
    await importStud(db(), publicStud);
  });

  it("holds every stud horse with its evaluations, ribbons and merits as the queries read them", async () => {
    const records = await loadStudRecords(db());
    expect(records.version).toBe(await currentDataVersion(db()));
    expect(records.horses.size).toBe(names.length);
    for (const name of names) {
      const held = recordsNamed(records, name)!;
      expect(held.horse, name).toEqual(await horseByName(db(), name));
      expect(toEvaluations(held.evaluations), name).toEqual(await evaluationsOf(db(), name));
      expect(held.ribbons, name).toEqual(await ribbonsOf(db(), name));
      expect(toMeritGroups(held.merits), name).toEqual(await meritsOf(db(), name));
    }
    // Only the exact stored name: another letter case is the database's to find.
    expect(recordsNamed(records, "pub åsa ängsöga")).toBeUndefined();
  });

  it("reads table by table what one statement reads, and lets other statements through between them", async () => {
    expect(await loadStudRecords(db())).toEqual(await loadStudRecords(db(), 0));
    // PGlite runs one statement at a time; on PostgreSQL the request has a connection of its own.
    const first = await firstToFinish(db(), loadStudRecords(db()));
    if (database().driver === "pglite") expect(first).toBe("request");
  });

  it("gives the horse page the same page as the queries, in any letter case", async () => {
    const memory = { heldPedigree: await loadPedigreeInMemory(db()), records: await loadStudRecords(db()) };
    for (const name of [...names, "pub åsa ängsöga", "Pub Ingen"]) {
      expect(await loadHorsePage(db(), name, memory), name).toEqual(await loadHorsePage(db(), name));
    }
  });

  it("is read at the current data version, and follows a write by the horses it changed", async () => {
    const kept = studRecordsInMemory(db(), () => currentDataVersion(db()));
    expect(await kept()).toBeNull();
    await vi.waitFor(async () => expect(await kept()).not.toBeNull());
    const first = (await kept())!;
    expect(await kept()).toBe(first);

    await addRibbon(db(), "Pub Örn", { text: "Minnesrosett", image: null });
    // At once: the write's horse is read again, in one statement (record 0041), not the whole stud.
    const second = (await kept())!;
    expect(second).toEqual(await loadStudRecords(db()));
    expect(recordsNamed(second, "Pub Åsa Ängsöga")).toBe(recordsNamed(first, "Pub Åsa Ängsöga"));
    expect(second.version).toBeGreaterThan(first.version);
    expect(recordsNamed(second, "Pub Örn")!.ribbons.map((ribbon) => ribbon.text)).toContain("Minnesrosett");
    expect(recordsNamed(first, "Pub Örn")!.ribbons.map((ribbon) => ribbon.text)).not.toContain("Minnesrosett");
  });
});
