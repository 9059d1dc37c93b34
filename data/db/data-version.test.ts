import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeWithDatabase } from "#tests/support/database";
import { addPedigreeEntry } from "../pedigree/pedigree";
import { pedigreeRecord } from "../records";
import { currentDataVersion, readInSlices } from "./data-version";

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

  describe("a read in slices", () => {
    type Entry = { id: number; name: string };
    /** The pedigree's entries by id, two per statement; `between` runs before each statement. */
    const twoAtATime = (between: () => Promise<unknown>) => () => async (previous: Entry[] | null) => {
      if (previous !== null && previous.length < 2) return null;
      await between();
      const after = previous === null ? 0 : previous[1].id;
      return sql`select id, name from pedigree where id > ${after} order by id limit 2`;
    };
    const whole = async () => ({ version: -1, slices: [] as Entry[][] });

    it("gives every row at one version, and starts again when a write comes between its slices", async () => {
      for (const name of ["Skiva Ett", "Skiva Två", "Skiva Tre"])
        await addPedigreeEntry(db(), pedigreeRecord.parse({ name }));
      let statements = 0;
      const read = await readInSlices<Entry>(
        db(),
        // A write before the second statement of the first attempt.
        twoAtATime(async () => {
          if (++statements === 2) await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Skiva Fyra" }));
        }),
        whole,
      );
      expect(statements).toBeGreaterThan(3);
      expect(read.version).toBe(await currentDataVersion(db()));
      const rows = read.slices.flat();
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(["Skiva Ett", "Skiva Fyra"]));
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      expect(read.slices.slice(0, -1).every((slice) => slice.length === 2)).toBe(true);
    });

    it("reads the whole in one statement when writes keep coming between its slices", async () => {
      let statements = 0;
      const read = await readInSlices<Entry>(
        db(),
        twoAtATime(async () => {
          if (++statements % 2 === 0)
            await addPedigreeEntry(db(), pedigreeRecord.parse({ name: `Störning ${statements}` }));
        }),
        whole,
      );
      expect(read.version).toBe(-1);
    });
  });
});
