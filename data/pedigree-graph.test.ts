import { beforeAll, expect, it, vi } from "vitest";
import { INBREEDING_GENERATIONS } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { currentDataVersion } from "./data-version";
import { loadHorsePage } from "./horse-page";
import { addPedigreeEntry, loadAncestry } from "./pedigree";
import { graphAncestry, graphOffspring, loadPedigreeGraph, pedigreeGraphs } from "./pedigree-graph";
import { pedigreeRecord } from "./records";
import { importStud } from "./stud";

describeWithDatabase("the pedigree in memory", (db) => {
  beforeAll(async () => {
    await importStud(db(), publicStud);
  });

  it("is read at the current data version, and read again in the background after a write", async () => {
    const graphs = pedigreeGraphs(db(), () => currentDataVersion(db()));
    // The first call starts the read and answers null: the page asks the database meanwhile.
    expect(await graphs()).toBeNull();
    await vi.waitFor(async () => expect(await graphs()).not.toBeNull());
    const first = (await graphs())!;
    expect(first.version).toBe(await currentDataVersion(db()));
    expect(await graphs()).toBe(first);

    await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Graph Fölet", sire: "Pub Åsa Ängsöga" }));
    expect(await graphs()).toBeNull();
    await vi.waitFor(async () => expect(await graphs()).not.toBeNull());
    const second = (await graphs())!;
    expect(second.version).toBeGreaterThan(first.version);
    expect(graphOffspring(second, "pub åsa ängsöga").map((child) => child.name)).toContain("Graph Fölet");
    expect(graphOffspring(first, "pub åsa ängsöga").map((child) => child.name)).not.toContain("Graph Fölet");
  });

  it("gives the horse page the same page as the queries", async () => {
    const graph = await loadPedigreeGraph(db());
    for (const name of publicStud.horses!.map((horse) => horse.name)) {
      expect(await loadHorsePage(db(), name, { graph }), name).toEqual(await loadHorsePage(db(), name));
    }
  });

  it("stops a walk through a loop in the data at the depth asked", async () => {
    const graph = await loadPedigreeGraph(db());
    const ancestry = graphAncestry(graph, ["Pub Loop Ett"], INBREEDING_GENERATIONS);
    expect([...ancestry.keys()].sort()).toEqual(["pub ljusa", "pub loop ett", "pub loop tre", "pub loop två"]);
    expect(ancestry).toEqual(await loadAncestry(db(), ["Pub Loop Ett"], INBREEDING_GENERATIONS));
    expect(graphAncestry(graph, [], INBREEDING_GENERATIONS).size).toBe(0);
  });
});
