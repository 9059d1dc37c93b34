import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { foalInbreeding, horseIndex, knownName, nameKey, NONE, WHOLE_LINE_GENERATIONS } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import {
  byName,
  inKeyOrder,
  referenceAncestry,
  referenceLineage,
  referenceOffspring,
} from "#tests/support/pedigree-reference";
import { importStud } from "#transfer/stud";
import { DESCENDANT_GENERATIONS, loadAncestorPage, loadHorsePage } from "../horse-page";
import { addHorse, horseByName } from "../horses";
import { horseRecord, pedigreeRecord, studFile } from "../records";
import { horses, pedigree } from "../schema";
import { searchHorses } from "../search";
import { loadStudRecords } from "../stud-records";
import { followPedigreeChanges, loadPedigreeInMemory, offspringInMemory } from "./in-memory";
import {
  addPedigreeEntry,
  ancestryAndOffspring,
  loadAncestry,
  offspring,
  pedigreeByName,
  studDescendants,
  updatePedigreeEntry,
} from "./pedigree";

// Parents written as no parent (domain/pedigree/names.ts NO_PARENT_SPELLINGS) in the many ways
// studs moved in from elsewhere write them, stored as they were before moving in read them as
// none: every reader sees no parent, never one phantom ancestor "0" shared by all who have it.

/** Each horse's sire and dam as stored (written straight into the tables, as older data holds them). */
const PARENTS: Record<string, [string | null, string | null]> = {
  "Np Rot": [" UNKNOWN ", "0"],
  "Np Far": ["Np Rot", "unk"],
  "Np Mor": ["Okänd", "-"],
  "Np Häst Ett": ["Np Far", "Np Mor"],
  "Np Häst Två": ["?", "N/A"],
  "Np Häst Tre": ["0", "Np Mor"],
  "Np Häst Fyra": ["\u3000?", "n/a"],
  "Np Föl": ["Np Häst Ett", "Np Häst Tre"],
  // A real entry that happens to be named as no parent: nobody's parent, whoever writes the name.
  Okänd: ["Np Rot", null],
};
const STUD_HORSES = ["Np Häst Ett", "Np Häst Två", "Np Häst Tre", "Np Häst Fyra", "Np Föl"];
const ENTRIES = ["Np Rot", "Np Far", "Np Mor", "Okänd"];
/** Np Häst Ett's own entry says "unk" for its sire: the horse's row (Np Far) fills it. */
const ENTRY_OF_HORSE: [string, [string, string]] = ["Np Häst Ett", ["unk", "Np Mor"]];

const SPELLINGS = ["0", "unk", "Okänd", "okänd", "OKÄND", "-", "?", "N/A", "n/a", " UNKNOWN ", "unknown", "\u3000?"];
const NAMES = [...STUD_HORSES, ...ENTRIES, ...SPELLINGS, "Nobody Such"];

describeWithDatabase("parents written as no parent: no phantom ancestor", (db) => {
  beforeAll(async () => {
    await importStud(
      db(),
      studFile.parse({
        horses: STUD_HORSES.map((name) => ({ name, category: "seniors", breed: "a", gender: "Sto" })),
        pedigree: [...ENTRIES, ENTRY_OF_HORSE[0]].map((name) => ({ name })),
      }),
    );
    // Straight into the tables: moving in now stores these as none (transfer/no-parent.test.ts).
    for (const [name, [sire, dam]] of Object.entries(PARENTS))
      for (const table of [horses, pedigree]) await db().update(table).set({ sire, dam }).where(eq(table.name, name));
    const [name, [sire, dam]] = ENTRY_OF_HORSE;
    await db().update(pedigree).set({ sire, dam }).where(eq(pedigree.name, name));
  });

  it("reads every spelling as no parent in the ancestry, the walk in SQL and the pedigree in memory alike", async () => {
    const lineage = await referenceLineage(db());
    expect(lineage.get("np häst ett")).toMatchObject({ sire: "Np Far", dam: "Np Mor" });
    expect(lineage.get("np rot")).toMatchObject({ sire: null, dam: null });
    expect(lineage.get("np häst fyra")).toMatchObject({ sire: null, dam: null });
    const held = await loadPedigreeInMemory(db());
    for (const name of NAMES) {
      const expected = inKeyOrder(referenceAncestry(lineage, name, WHOLE_LINE_GENERATIONS));
      expect(inKeyOrder(await loadAncestry(db(), [name], WHOLE_LINE_GENERATIONS)), name).toEqual(expected);
      expect(inKeyOrder((await ancestryAndOffspring(db(), name, WHOLE_LINE_GENERATIONS)).ancestry), name).toEqual(
        expected,
      );
      expect(inKeyOrder(new Map([...expected.keys()].map((key) => [key, held.horses.get(key)]))), name).toEqual(
        expected,
      );
    }
    // Everyone held is a horse or an entry; no spelling is a horse of its own but the real entry.
    expect([...held.horses.keys()].sort()).toEqual([...lineage.keys()].sort());
    expect([...held.horses.keys()].filter((key) => knownName(key) === null)).toEqual(["okänd"]);
    expect(held.graph.names.filter((name) => knownName(name) === null)).toEqual(["Okänd"]);
    expect([...held.children.keys()].filter((key) => knownName(key) === null)).toEqual([]);
  });

  it("lists no offspring of a spelling, from the indexes, the horse page's statement and memory alike", async () => {
    const lineage = await referenceLineage(db());
    const held = await loadPedigreeInMemory(db());
    for (const name of NAMES) {
      const expected = referenceOffspring(lineage, name);
      expect((await offspring(db(), name)).sort(byName), name).toEqual(expected);
      expect((await ancestryAndOffspring(db(), name, 4)).offspring.sort(byName), name).toEqual(expected);
      expect(offspringInMemory(held, name).sort(byName), name).toEqual(expected);
      if (knownName(name) === null) expect(expected, name).toEqual([]);
    }
    expect(referenceOffspring(lineage, "Np Mor").map((row) => row.name)).toEqual(["Np Häst Ett", "Np Häst Tre"]);
  });

  it("finds no descendants of a spelling, and a name's real ones", async () => {
    const options = { generations: DESCENDANT_GENERATIONS, page: 1, size: 50 };
    for (const name of SPELLINGS)
      expect(await studDescendants(db(), name, options), name).toEqual({ items: [], total: 0 });
    expect((await studDescendants(db(), "Np Rot", options)).items.map((item) => item.name)).toEqual([
      "Np Häst Ett",
      "Np Föl",
    ]);
  });

  it("shares no phantom ancestor in the coefficient: the graph in memory and the walk in SQL agree", async () => {
    const held = await loadPedigreeInMemory(db());
    for (const spelling of SPELLINGS) expect(horseIndex(held.graph, spelling), spelling).toBe(NONE);
    // Np Häst Två and Np Häst Fyra are both "? × N/A": unrelated founders' foals, not full siblings.
    expect(foalInbreeding(held.kinship, "Np Häst Två", "Np Häst Fyra").coi).toBe(0);
    // Np Föl's parents are half siblings through Np Mor alone: 1/8, however many "0" and "unk" they share.
    const inMemory = await loadHorsePage(db(), "Np Föl", { heldPedigree: held });
    const fromSql = await loadHorsePage(db(), "Np Föl");
    expect(inMemory).toEqual(fromSql);
    if (fromSql?.kind !== "horse") throw new Error("Np Föl is a stud horse");
    expect(fromSql.inbreeding.coi).toBe(0.125);
    expect(fromSql.inbreeding.contributions.map((part) => part.ancestor)).toEqual(["Np Mor"]);
    expect(fromSql.ancestors.map((row) => row.name).sort()).toEqual(
      ["Np Far", "Np Häst Ett", "Np Häst Tre", "Np Mor", "Np Rot"].sort(),
    );
  });

  it("has no ancestor page for a spelling; a real entry of that name has one, with no children", async () => {
    const held = await loadPedigreeInMemory(db());
    for (const options of [{}, { heldPedigree: held }]) {
      for (const name of SPELLINGS.filter((spelling) => nameKey(spelling) !== "okänd"))
        expect(await loadAncestorPage(db(), name, 1, options), name).toBeNull();
      const page = await loadAncestorPage(db(), "OKÄND", 1, options);
      expect(page).toMatchObject({ name: "Okänd", children: [], descendants: { items: [], total: 0 } });
      expect(page?.entry).toMatchObject({ sire: "Np Rot", dam: null });
    }
  });

  it("finds no spelling in the search but the real entry", async () => {
    const held = { pedigree: await loadPedigreeInMemory(db()), records: await loadStudRecords(db()) };
    expect(held.pedigree.version).toBe(held.records.version);
    for (const query of ["unk", "okänd", "0", "n/a", "?", "-"])
      for (const options of [{}, { held }]) {
        const { items } = await searchHorses(db(), query, options);
        expect(
          items.map((hit) => hit.name).filter((name) => knownName(name) === null),
          query,
        ).toEqual(query === "okänd" ? ["Okänd"] : []);
      }
  });

  it("an admin who types a spelling as a sire or dam stores none, and the pedigree in memory follows", async () => {
    const before = await loadPedigreeInMemory(db());
    const horse = horseRecord.parse({
      name: "Np Ny",
      category: "youngsters",
      breed: "a",
      gender: "Sto",
      sire: "okänd",
    });
    expect(await addHorse(db(), { ...horse, dam: "Np Mor" })).toMatchObject({ ok: true });
    const entry = pedigreeRecord.parse({ name: "Np Ny Post", sire: " UNKNOWN ", dam: "0" });
    expect(await addPedigreeEntry(db(), entry)).toMatchObject({ ok: true });
    expect(
      await updatePedigreeEntry(db(), "Np Far", pedigreeRecord.parse({ name: "Np Far", sire: "Np Rot", dam: "N/A" })),
    ).toMatchObject({ ok: true });
    expect(await horseByName(db(), "Np Ny")).toMatchObject({ sire: null, dam: "Np Mor" });
    expect(await pedigreeByName(db(), "Np Ny Post")).toMatchObject({ sire: null, dam: null });
    expect(await pedigreeByName(db(), "Np Far")).toMatchObject({ sire: "Np Rot", dam: null });
    const followed = await followPedigreeChanges(db(), before);
    expect(followed && offspringInMemory(followed, "Okänd")).toEqual([]);
    expect(followed?.horses.get("np ny")).toMatchObject({ sire: null, dam: "Np Mor" });
    expect(await loadAncestorPage(db(), "okänd", 1)).toMatchObject({ name: "Okänd", children: [] });
  });
});
