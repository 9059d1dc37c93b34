import { expect, it } from "vitest";
import { describeWithDatabase } from "#tests/support/database";
import { currentDataVersion } from "./db";
import { addPedigreeEntry } from "./pedigree";
import { pedigreeRecord } from "./records";

describeWithDatabase("the data version as the response cache reads it", (db, database) => {
  it("stays put while nothing is written and rises with every write", async () => {
    const before = await database().dataVersion();
    expect(await database().dataVersion()).toBe(before);
    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Version Ett" }));
    const after = await database().dataVersion();
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(await currentDataVersion(db()));
  });

  it("never keeps a version read while a write was on its way", async () => {
    // Reads and writes interleaved without waiting: whatever order they run in, a read asked
    // after every write has finished sees the last of them (PGlite keeps the version in memory).
    for (let round = 0; round < 20; round++) {
      const writes = [];
      const reads = [];
      for (let i = 0; i < 3; i++) {
        reads.push(database().dataVersion());
        writes.push(addPedigreeEntry(db(), pedigreeRecord.parse({ name: `Version ${round}-${i}` })));
      }
      await Promise.all([...reads, ...writes]);
      expect(await database().dataVersion(), `round ${round}`).toBe(await currentDataVersion(db()));
    }
  });
});
