import { beforeAll, expect, it, vi } from "vitest";
import { describeWithDatabase, firstToFinish } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { importStud } from "#transfer/stud";
import { currentDataVersion } from "../db";
import { loadHorsePage } from "../horse-page";
import { pedigreeRecord } from "../records";
import { pedigreeGraph } from "./graph";
import { offspringInMemory, loadPedigreeInMemory, pedigreeInMemoryIfRead, type PedigreeInMemory } from "./in-memory";
import { addPedigreeEntry } from "./pedigree";

describeWithDatabase("the pedigree in memory", (db, database) => {
  beforeAll(async () => {
    await importStud(db(), publicStud);
  });

  it("is read at the current data version, and follows a write by the horses it changed", async () => {
    const kept = pedigreeInMemoryIfRead(db(), () => currentDataVersion(db()));
    // The first call starts the read and answers null: the page asks the database meanwhile.
    expect(await kept()).toBeNull();
    await vi.waitFor(async () => expect(await kept()).not.toBeNull());
    const first = (await kept())!;
    expect(first.version).toBe(await currentDataVersion(db()));
    expect(await kept()).toBe(first);

    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Minne Fölet", sire: "Pub Åsa Ängsöga" }));
    // At once: the entry's row is read in one statement (record 0041), not the whole pedigree.
    const second = (await kept())!;
    expect(second.version).toBeGreaterThan(first.version);
    expect(offspringInMemory(second, "pub åsa ängsöga").map((child) => child.name)).toContain("Minne Fölet");
    expect(offspringInMemory(first, "pub åsa ängsöga").map((child) => child.name)).not.toContain("Minne Fölet");
  });

  it("gives the horse page the same page as the queries", async () => {
    const heldPedigree = await loadPedigreeInMemory(db());
    for (const name of publicStud.horses!.map((horse) => horse.name)) {
      expect(await loadHorsePage(db(), name, { heldPedigree }), name).toEqual(await loadHorsePage(db(), name));
    }
  });

  it("reads in slices what one statement reads, and lets other statements through between them", async () => {
    // The children come in the order read: compared as sets.
    const sorted = ({ version, horses, children }: PedigreeInMemory) => ({
      version,
      horses,
      children: new Map([...children].map(([key, list]) => [key, [...list].sort()])),
    });
    const whole = await loadPedigreeInMemory(db(), { attempts: 0 });
    expect(sorted(await loadPedigreeInMemory(db(), { slice: 3 }))).toEqual(sorted(whole));
    expect(sorted(await loadPedigreeInMemory(db()))).toEqual(sorted(whole));
    expect(whole.horses.get("pub åsa ängsöga")?.name).toBe("Pub Åsa Ängsöga");
    // PGlite runs one statement at a time, within the event loop: a request arriving meanwhile is
    // read and answered between two slices, not after the whole read. (On PostgreSQL the request
    // has a connection of its own.)
    const first = await firstToFinish(db(), loadPedigreeInMemory(db(), { slice: 3 }));
    if (database().driver === "pglite") expect(first).toBe("request");
  });

  it("stops at a loop in the data as the walk in SQL does", async () => {
    const heldPedigree = await loadPedigreeInMemory(db());
    const page = await loadHorsePage(db(), "Pub Loop Ett", { heldPedigree });
    expect(page).toEqual(await loadHorsePage(db(), "Pub Loop Ett"));
    if (page?.kind !== "horse") throw new Error("expected a horse page");
    expect(page.ancestors.map((ancestor) => ancestor.name).sort()).toEqual([
      "Pub Ljusa",
      "Pub Loop Ett",
      "Pub Loop Tre",
      "Pub Loop Två",
    ]);
  });

  it("is the one read of the whole pedigree: the graph's read serves the horse pages too", async () => {
    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Delad Läsning", sire: "Pub Åsa Ängsöga" }));
    const version = await currentDataVersion(db());
    const graph = await pedigreeGraph(db(), version);
    // The horse pages find the pedigree in memory at once, and the graph is the one built from it.
    const heldPedigree = await pedigreeInMemoryIfRead(db(), () => currentDataVersion(db()))(version);
    expect(heldPedigree?.version).toBe(version);
    expect(heldPedigree!.graph).toBe(graph);
    expect(graph.names[graph.sire[graph.indexOf.get("delad läsning")!]]).toBe("Pub Åsa Ängsöga");
  });
});
