import { beforeAll, expect, it } from "vitest";
import { pedigreeByName } from "#data/pedigree/pedigree";
import { studFile } from "#data/records";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { noSuggestions, PICKER_PAGE_SIZE } from "./suggestions";
import { findNames, lookUpName, pickHorse } from "./suggestions.server";

const mare = (name: string) => ({ name, category: "broodmares", breed: "b", gender: "Sto" });
/** 25 stud horses of one prefix, one of them `Snöflingans Åskvigg`, and a name only in the pedigrees. */
const pickerStud = studFile.parse({
  horses: [
    mare("Snöflingans Åskvigg"),
    ...Array.from({ length: 24 }, (_, i) => mare(`Snöflingans Bris ${String(i + 1).padStart(2, "0")}`)),
  ],
  pedigree: [{ name: "Åskviggs Far" }],
});

describeWithDatabase("the admin's horse pickers", (db) => {
  beforeAll(async () => {
    await importStud(db(), pickerStud);
  });

  it("find by any piece of the name from 2 characters, accents and case folded", async () => {
    expect(await findNames(db(), "a", null, "horses")).toEqual(noSuggestions("a"));
    for (const typed of ["Åskv", "askv", "KVIGG", " ngans  åsk "])
      expect((await findNames(db(), typed, null, "horses")).names).toEqual(["Snöflingans Åskvigg"]);
  });

  it("list the stud's horses only, or the pedigree names too", async () => {
    expect((await findNames(db(), "askvigg", null, "horses")).names).toEqual(["Snöflingans Åskvigg"]);
    expect((await findNames(db(), "askvigg", null, "pedigree")).names).toEqual(["Åskviggs Far", "Snöflingans Åskvigg"]);
  });

  it("page more than 10 names, a page past the end giving the last", async () => {
    const first = await findNames(db(), "snöflingans", null, "horses");
    expect(first).toMatchObject({ query: "snöflingans", page: 1, pages: 3, total: 25, error: false });
    expect(first.names).toHaveLength(PICKER_PAGE_SIZE);
    const pages = [
      first,
      await findNames(db(), "snöflingans", "2", "horses"),
      await findNames(db(), "snöflingans", "9", "horses"),
    ];
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(new Set(pages.flatMap((page) => page.names)).size).toBe(25);
  });

  it("pick the horse a whole name in any letter case names, else list the names holding it", async () => {
    expect(await pickHorse(db(), new URLSearchParams({ name: "SNÖFLINGANS ÅSKVIGG" }))).toEqual({
      query: "Snöflingans Åskvigg",
      picked: "Snöflingans Åskvigg",
      found: noSuggestions("Snöflingans Åskvigg"),
    });
    const listed = await pickHorse(db(), new URLSearchParams({ name: "askv" }));
    expect(listed).toMatchObject({ query: "askv", picked: null, found: { names: ["Snöflingans Åskvigg"] } });
    expect(await pickHorse(db(), new URLSearchParams())).toMatchObject({
      query: "",
      picked: null,
      found: { total: 0 },
    });
  });

  it("look a whole name up in any letter case, else list the names holding it; 'missing' only when none does", async () => {
    const whole = await lookUpName(db(), "åskviggs far", null, "pedigree", pedigreeByName);
    expect(whole).toMatchObject({
      record: { name: "Åskviggs Far" },
      found: noSuggestions("åskviggs far"),
      missing: false,
    });
    const piece = await lookUpName(db(), "askv", null, "pedigree", pedigreeByName);
    expect(piece).toMatchObject({
      record: null,
      found: { names: ["Åskviggs Far", "Snöflingans Åskvigg"] },
      missing: false,
    });
    expect(await lookUpName(db(), "Ingen Alls", null, "pedigree", pedigreeByName)).toMatchObject({ missing: true });
    expect(await lookUpName(db(), "", null, "pedigree", pedigreeByName)).toEqual({
      record: null,
      found: noSuggestions(""),
      missing: false,
    });
  });
});
