import { beforeAll, expect, it } from "vitest";
import { herdGenetics, herdGeneticsSteps, horseIndex, SOLD_CATEGORY } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { loadHorsePage } from "../horse-page";
import { markSold, setForSale } from "../horses";
import { pedigreeRecord, studFile } from "../records";
import { addRibbon } from "../ribbons";
import { herdFiguresNow, loadHerdGenetics, referenceHorses } from "./herd-figures";
import { inSlices, loadPedigreeInMemory, pedigreeInMemoryAt } from "./in-memory";
import { addPedigreeEntry } from "./pedigree";

const generated = studFile.parse(largeStud({ horses: 120, pedigree: 1_200, generations: 10, seed: 23 }));
const unsold = generated.horses.filter((horse) => horse.category !== SOLD_CATEGORY);

describeWithDatabase("herd genetics", (db) => {
  beforeAll(async () => {
    await importStud(db(), generated);
  });

  it("reads every unsold stud horse, each with the engine's F and mean kinship to the bit", async () => {
    const herd = await loadHerdGenetics(db());
    expect(herd.horses.map((horse) => horse.name).sort()).toEqual(unsold.map((horse) => horse.name).sort());
    expect(herd.founders).toBeGreaterThan(0);
    const { kinship } = await pedigreeInMemoryAt(db());
    const indices = herd.horses.map((horse) => horseIndex(kinship.graph, horse.name));
    expect(indices).not.toContain(-1);
    const meanKinship = kinship.engine.meanKinship(indices);
    herd.horses.forEach((horse, i) => {
      expect(horse.inbreeding).toBe(kinship.engine.inbreeding[indices[i]]);
      expect(horse.meanKinship).toBe(meanKinship[i]);
    });
    expect(herd.horses.some((horse) => horse.inbreeding > 0)).toBe(true);
    // Every third horse: its page shows the same coefficient (a foal of its parents, one pair).
    for (const horse of herd.horses.filter((_, i) => i % 3 === 0)) {
      const page = await loadHorsePage(db(), horse.name);
      expect(page?.kind === "horse" && page.inbreeding.coi).toBeCloseTo(horse.inbreeding, 12);
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

  it("serves the previous figures, marked, while a pedigree write's new ones compute; a ribbon keeps them", async () => {
    const first = await loadHerdGenetics(db());
    expect(await herdFiguresNow(db())).toEqual({ figures: first, updating: false });
    // A ribbon and a sale flag leave the pedigree: the same figures, nothing to compute.
    expect((await addRibbon(db(), unsold[2].name, { text: "Herdrosett", image: null })).ok).toBe(true);
    expect(await setForSale(db(), unsold[2].name, true)).toBe(true);
    const kept = await herdFiguresNow(db());
    expect(kept.figures).toBe(first);
    expect(kept.updating).toBe(false);

    // A new foal of two reference horses: the page answers at once with the figures before it.
    const [sire, dam] = [
      unsold.find((horse) => horse.gender === "Hingst")!,
      unsold.find((horse) => horse.gender === "Sto")!,
    ];
    expect(
      (await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Herdföl", sire: sire.name, dam: dam.name }))).ok,
    ).toBe(true);
    const during = await herdFiguresNow(db());
    expect(during).toEqual({ figures: first, updating: true });
    // The exact figures (the file's) are waited for; then the page shows them, unmarked.
    const after = await loadHerdGenetics(db());
    expect(after).not.toBe(first);
    // Equal, to the bit, to the figures of a fresh read's engine (not the one followed from the write).
    const fresh = await loadPedigreeInMemory(db());
    expect(after).toEqual(herdGenetics(fresh.kinship, await referenceHorses(db())));
    expect(await herdFiguresNow(db())).toEqual({ figures: after, updating: false });
  });

  it("lets a page's queries run while the figures are being computed", async () => {
    const { kinship } = await pedigreeInMemoryAt(db());
    // Every reference horse many times over, handing the process back after every step: a
    // computation long enough that a page asked for once it has started answers before it ends.
    const herd = await referenceHorses(db());
    const many = Array.from({ length: 200 }, () => herd).flat();
    let computed = false;
    const figures = inSlices(herdGeneticsSteps(kinship, many), 0).then((result) => {
      computed = true;
      return result;
    });
    const page = await loadHorsePage(db(), unsold[1].name);
    expect(page?.kind).toBe("horse");
    expect(computed).toBe(false);
    expect((await figures).effectiveAncestors).toBe(herdGenetics(kinship, many).effectiveAncestors);
  });
});
