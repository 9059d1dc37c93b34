import { beforeAll, expect, it } from "vitest";
import { nameKey } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { pedigreeRecord, studFile } from "../records";
import { pedigreeGraph } from "./graph";
import { addPedigreeEntry, loadAncestry } from "./pedigree";

const generated = studFile.parse(largeStud({ horses: 200, pedigree: 1_500, generations: 10, seed: 11 }));

describeWithDatabase("pedigree graph", (db) => {
  beforeAll(async () => {
    await importStud(db(), generated);
  });

  it("gives every horse the parents the ancestry walk gives it", async () => {
    const graph = await pedigreeGraph(db());
    const names = [...generated.horses.map((horse) => horse.name), ...generated.pedigree.map((entry) => entry.name)];
    const ancestry = await loadAncestry(db(), names, 0);
    expect(ancestry.size).toBe(new Set(names.map(nameKey)).size);
    for (const [key, row] of ancestry) {
      const index = graph.indexOf.get(key)!;
      expect(graph.names[index]).toBe(row.name);
      expect(graph.studHorse[index]).toBe(row.studHorse ? 1 : 0);
      const parent = (i: number) => (i < 0 ? null : nameKey(graph.names[i]));
      expect([parent(graph.sire[index]), parent(graph.dam[index])]).toEqual([
        row.sire === null ? null : nameKey(row.sire),
        row.dam === null ? null : nameKey(row.dam),
      ]);
    }
  });

  it("is kept while the data stays the same and built anew after a write", async () => {
    const first = await pedigreeGraph(db());
    expect(await pedigreeGraph(db())).toBe(first);
    const [sire, dam] = generated.horses;
    const added = await addPedigreeEntry(
      db(),
      pedigreeRecord.parse({ name: "Graftest", sire: sire.name, dam: dam.name }),
    );
    expect(added.ok).toBe(true);
    const after = await pedigreeGraph(db());
    expect(after).not.toBe(first);
    expect(after.size).toBe(first.size + 1);
    expect(after.names[after.sire[after.indexOf.get("graftest")!]]).toBe(sire.name);
  });
});
