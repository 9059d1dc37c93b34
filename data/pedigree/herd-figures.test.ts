import { beforeAll, expect, it } from "vitest";
import { herdGenetics, herdGeneticsSteps, SOLD_CATEGORY } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { loadHorsePage } from "../horse-page";
import { markSold } from "../horses";
import { studFile } from "../records";
import { inSlices, loadHerdGenetics, referenceHorses } from "./herd-figures";
import { pedigreeInMemoryAt } from "./in-memory";

const generated = studFile.parse(largeStud({ horses: 120, pedigree: 1_200, generations: 10, seed: 23 }));
const unsold = generated.horses.filter((horse) => horse.category !== SOLD_CATEGORY);

describeWithDatabase("herd genetics", (db) => {
  beforeAll(async () => {
    await importStud(db(), generated);
  });

  it("reads every unsold stud horse, each with the coefficient its horse page shows", async () => {
    const herd = await loadHerdGenetics(db());
    expect(herd.horses.map((horse) => horse.name).sort()).toEqual(unsold.map((horse) => horse.name).sort());
    expect(herd.founders).toBeGreaterThan(0);
    expect(herd.effectiveAncestors!).toBeLessThanOrEqual(herd.effectiveFounders!);
    // Every third horse: the horse page's query and recursion against the herd's integer graph.
    for (const horse of herd.horses.filter((_, i) => i % 3 === 0)) {
      const page = await loadHorsePage(db(), horse.name);
      expect(page?.kind === "horse" && page.inbreeding.coi).toBe(horse.inbreeding);
    }
  });

  it("is kept while the data stays the same and computed anew after a write", async () => {
    const first = await loadHerdGenetics(db());
    expect(await loadHerdGenetics(db())).toBe(first);
    const sold = unsold[0];
    expect((await markSold(db(), sold.name, { link: "https://example.se/ny", owner: "Ny Ägare" })).ok).toBe(true);
    const after = await loadHerdGenetics(db());
    expect(after).not.toBe(first);
    expect(after.horses.length).toBe(first.horses.length - 1);
    expect(after.horses.some((horse) => horse.name === sold.name)).toBe(false);
  });

  it("lets a page's queries run while the figures are being computed", async () => {
    const { graph } = await pedigreeInMemoryAt(db());
    // Every reference horse many times over, handing the process back after every step: a
    // computation long enough that a page asked for once it has started answers before it ends.
    const herd = await referenceHorses(db());
    const many = Array.from({ length: 200 }, () => herd).flat();
    let computed = false;
    const figures = inSlices(herdGeneticsSteps(graph, many), 0).then((result) => {
      computed = true;
      return result;
    });
    const page = await loadHorsePage(db(), unsold[1].name);
    expect(page?.kind).toBe("horse");
    expect(computed).toBe(false);
    expect((await figures).effectiveAncestors).toBe(herdGenetics(graph, many).effectiveAncestors);
  });
});
