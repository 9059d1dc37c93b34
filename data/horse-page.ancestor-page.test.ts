import { beforeAll, expect, it } from "vitest";
import { ancestryKinship, foalInbreeding, WHOLE_LINE_GENERATIONS } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { importStud } from "#transfer/stud";
import { loadAncestorPage } from "./horse-page";
import { pedigreeInMemoryAt } from "./pedigree/in-memory";
import { loadAncestry } from "./pedigree/pedigree";
import { studFile } from "./records";

describeWithDatabase("ancestor pages", (db) => {
  beforeAll(async () => {
    await importStud(db(), publicStud);
    // A name given only as a parent (no entry of its own), and a loop among entries.
    await importStud(
      db(),
      studFile.parse({
        pedigree: [
          { name: "Anc Ensam", sire: "Anc Bara Namn", dam: "Pub Ljusa" },
          { name: "Anc Ring Ett", sire: "Anc Ring Två" },
          { name: "Anc Ring Två", sire: "Anc Ring Ett" },
        ],
      }),
    );
  });

  it("shows an entry with its own pedigree and coefficient from the one walk, and the stud's descendants by generation", async () => {
    const page = await loadAncestorPage(db(), "pub kung vinter", 1);
    expect(page?.name).toBe("Pub Kung Vinter");
    expect(page?.entry).toMatchObject({ sire: "Pub Gamle Nord", dam: "Pub Snöros", studHorse: false });
    expect(page?.ancestors.map((a) => a.name)).toEqual(expect.arrayContaining(["Pub Gamle Nord", "Pub Urfar"]));
    // The coefficient of the same parents from a separately loaded ancestry, and the page read
    // from the pedigree in memory: the same figures.
    const ancestry = await loadAncestry(db(), ["Pub Gamle Nord", "Pub Snöros"], WHOLE_LINE_GENERATIONS);
    const expected = foalInbreeding(ancestryKinship(ancestry.values()), "Pub Gamle Nord", "Pub Snöros");
    expect(page?.inbreeding.coi).toBeCloseTo(expected.coi, 15);
    expect(page?.inbreeding.coi).toBeGreaterThan(0);
    const fromMemory = await loadAncestorPage(db(), "pub kung vinter", 1, {
      heldPedigree: await pedigreeInMemoryAt(db()),
    });
    expect(fromMemory?.inbreeding.coi).toBeCloseTo(expected.coi, 15);
    expect(fromMemory?.inbreeding.contributions).toEqual(expected.contributions);
    expect(fromMemory?.ancestors).toEqual(page?.ancestors);
    // Pub Sålda Sol (a grandchild) is sold: left out, as from every list.
    expect(page?.descendants).toEqual({
      items: [
        { name: "Pub Örn", category: "stallions", generation: 1 },
        { name: "Pub Salu Bris", category: "for-sale", generation: 2 },
        { name: "Pub Åsa Ängsöga", category: "stallions", generation: 2 },
      ],
      page: 1,
      pages: 1,
      total: 3,
    });
    expect(page?.children).toEqual([]);
  });

  it("shows a name given only as a parent, with the horses naming it", async () => {
    const page = await loadAncestorPage(db(), "ANC BARA NAMN", 1);
    expect(page?.name).toBe("Anc Bara Namn");
    expect(page?.entry).toBeNull();
    expect(page?.children.map((child) => child.name)).toEqual(["Anc Ensam"]);
    expect(page?.descendants.total).toBe(0);
  });

  it("finds nothing for a name nobody mentions", async () => {
    expect(await loadAncestorPage(db(), "Ingen Alls", 1)).toBeNull();
    expect(await loadAncestorPage(db(), "", 1)).toBeNull();
    expect(await loadAncestorPage(db(), "Pub Kung\0Vinter", 1)).toBeNull();
  });

  it("ends on a loop in the data", async () => {
    const page = await loadAncestorPage(db(), "Anc Ring Ett", 1);
    expect(page?.descendants.total).toBe(0);
  });

  it("gives the last page for a page past the end", async () => {
    const page = await loadAncestorPage(db(), "Pub Kung Vinter", 9);
    expect(page?.descendants.page).toBe(1);
    expect(page?.descendants.items).toHaveLength(3);
  });
});
