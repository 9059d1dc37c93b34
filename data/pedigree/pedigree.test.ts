import { beforeAll, expect, it } from "vitest";
import { duplicateAncestors, ancestryKinship, foalInbreeding, parentsLookup, pedigreeSlots } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { importStud } from "#transfer/stud";
import { loadAncestry, offspring, pedigreeByName } from "./pedigree";

describeWithDatabase("pedigree (public reads)", (db) => {
  beforeAll(async () => {
    await importStud(db(), publicStud);
  });

  it("loads an ancestry from pedigree entries and stud horses, depth-bounded", async () => {
    const four = await loadAncestry(db(), ["pub åsa ängsöga"], 4);
    // The root and Pub Örn are stud horses (no pedigree entry); the rest are pedigree entries.
    expect(four.get("pub åsa ängsöga")).toMatchObject({ sire: "Pub Örn", dam: "Pub Stjärnöga", gender: "Hingst" });
    expect(four.get("pub örn")).toMatchObject({ sire: "Pub Kung Vinter", dam: "Pub Drottning Is", evalExt: null });
    expect(four.get("pub verklig")).toMatchObject({ evalExt: "RL", link: "https://example.com/pub-verklig" });
    expect(four.has("pub femte far")).toBe(true);
    // Deeper generations are only loaded when asked for.
    const one = await loadAncestry(db(), ["Pub Åsa Ängsöga"], 1);
    expect([...one.keys()].sort()).toEqual(["pub stjärnöga", "pub åsa ängsöga", "pub örn"]);
  });

  it("fills the 30 slots and the coefficient from the one ancestry", async () => {
    const ancestry = await loadAncestry(db(), ["Pub Åsa Ängsöga"], 8);
    const lookup = parentsLookup(ancestry);
    const slots = pedigreeSlots("Pub Åsa Ängsöga", lookup);
    expect(slots).toHaveLength(30);
    expect(slots.slice(0, 6)).toEqual([
      "Pub Örn",
      "Pub Stjärnöga",
      "Pub Kung Vinter",
      "Pub Drottning Is",
      "Pub Kung Vinter",
      "Pub Månsken",
    ]);
    expect(duplicateAncestors(slots).get("Pub Kung Vinter")).toEqual(["2S", "2D"]);
    const { coi, contributions } = foalInbreeding(ancestryKinship(ancestry.values()), "Pub Örn", "Pub Stjärnöga");
    // Half-siblings alone give 12.5 %; the deeper repeats add more.
    expect(coi).toBeGreaterThan(0.125);
    expect(contributions.map((c) => c.ancestor)).toContain("Pub Kung Vinter");
  });

  it("loads the ancestry of two parents at once", async () => {
    const ancestry = await loadAncestry(db(), ["Pub Örn", "Pub Salu Dimma", "Pub Örn"], 2);
    expect([...ancestry.keys()].sort()).toEqual(
      [
        "pub drottning is",
        "pub gamle nord",
        "pub kung vinter",
        "pub ljusa",
        "pub salu dimma",
        "pub snöros",
        "pub stormvind",
        "pub frostblomma",
        "pub femte far",
        "pub femte mor",
        "pub örn",
      ].sort(),
    );
    expect(await loadAncestry(db(), [], 4)).toEqual(new Map());
  });

  it("ends on a pedigree that loops", async () => {
    const ancestry = await loadAncestry(db(), ["Pub Loop Ett"], 8);
    expect([...ancestry.keys()].sort()).toEqual(["pub ljusa", "pub loop ett", "pub loop tre", "pub loop två"]);
    const lookup = parentsLookup(ancestry);
    expect(pedigreeSlots("Pub Loop Ett", lookup)).toHaveLength(30);
    expect(foalInbreeding(ancestryKinship(ancestry.values()), "Pub Loop Två", "Pub Loop Tre").coi).toBeGreaterThan(0);
  });

  it("lets the subject's own sire and dam win in the lookup", async () => {
    const lookup = parentsLookup(new Map(), { name: "Föl", sire: "Pub Örn", dam: "Pub Ljusa" });
    expect(lookup("föl")).toMatchObject({ sire: "Pub Örn", dam: "Pub Ljusa" });
    expect(lookup("Pub Örn")).toBeUndefined();
  });

  it("finds a pedigree entry by name in any letter case", async () => {
    expect((await pedigreeByName(db(), "PUB STJÄRNÖGA"))?.sire).toBe("Pub Kung Vinter");
    expect(await pedigreeByName(db(), "Pub Örn")).toBeNull();
  });

  it("lists offspring from pedigree entries and stud horses, each once", async () => {
    const children = await offspring(db(), "pub örn");
    expect(children.map((c) => [c.name, c.studHorse])).toEqual([
      ["Pub Salu Bris", true],
      ["Pub Sålda Sol", true],
      ["Pub Åsa Ängsöga", true],
    ]);
    const grandchildren = await offspring(db(), "Pub Åsa Ängsöga");
    expect(grandchildren).toEqual([
      {
        name: "Pub Fölet",
        sire: "Pub Åsa Ängsöga",
        dam: "Pub Ljusa",
        gender: "Sto",
        breed: "a",
        color: "brun",
        evalExt: "Klass I",
        link: null,
        studHorse: false,
      },
    ]);
    expect(await offspring(db(), "Pub Ingen")).toEqual([]);
  });
});
