import { expect, it } from "vitest";
import { describeWithDatabase } from "#tests/support/database";
import { addCovering, coveringRecord } from "./coverings";
import { addHorse, updateHorse } from "./horses";
import { lookalikeName } from "./names";
import { addPedigreeEntry, updatePedigreeEntry } from "./pedigree/pedigree";
import { horseRecord, pedigreeRecord } from "./records";

// A name equal to another once case and accents are folded ('Snoflingans Askvigg' beside
// 'Snöflingans Åskvigg') is refused wherever a name is written, naming the one that exists
// (data/names.ts lookalikeName; docs/product.md, "Horses, categories and sale").
const horse = (name: string, gender = "Hingst") =>
  horseRecord.parse({ name, category: "stallions", breed: "d", gender, height: 150 });
const clashWith = (clash: string) => ({ ok: false, reason: "lookalike", clash });

describeWithDatabase("names equal but for case and accents", (db) => {
  it("sets up a horse and an ancestor with accents", async () => {
    expect((await addHorse(db(), horse("Snöflingans Åskvigg"))).ok).toBe(true);
    expect((await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Ängsblomma", gender: "Sto" }))).ok).toBe(true);
    expect((await addHorse(db(), horse("Nära Namn"))).ok).toBe(true);
    expect((await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "Nära Post" }))).ok).toBe(true);
  });

  it("add-horse refuses them, in any letter case, naming the horse or entry", async () => {
    expect(await addHorse(db(), horse("Snoflingans Askvigg"))).toEqual(clashWith("Snöflingans Åskvigg"));
    expect(await addHorse(db(), horse("SNOFLINGANS ASKVIGG"))).toEqual(clashWith("Snöflingans Åskvigg"));
    expect(await addHorse(db(), horse("Snöflingans Askvígg"))).toEqual(clashWith("Snöflingans Åskvigg"));
    expect(await addHorse(db(), horse("angsblomma", "Sto"))).toEqual(clashWith("Ängsblomma"));
    // Another name is no near-duplicate.
    expect((await addHorse(db(), horse("Snöflingans Åskvigg II"))).ok).toBe(true);
  });

  it("renames, pedigree entries and coverings' outside names are held to the same rule", async () => {
    expect(await updateHorse(db(), "Nära Namn", horse("Snoflingans Askvigg"))).toEqual(
      clashWith("Snöflingans Åskvigg"),
    );
    expect(await addPedigreeEntry(db(), pedigreeRecord.parse({ name: "snoflingans askvigg" }))).toEqual(
      clashWith("Snöflingans Åskvigg"),
    );
    expect(await updatePedigreeEntry(db(), "Nära Post", pedigreeRecord.parse({ name: "Angsblomma" }))).toEqual(
      clashWith("Ängsblomma"),
    );
    const covering = coveringRecord.parse({
      stallion: "Snöflingans Åskvigg",
      mare: "Angsblomma",
      date: "2026-04-10",
      status: "planned",
      seed: 1,
    });
    expect(await addCovering(db(), covering)).toMatchObject({ ok: false, reason: "lookalike", clash: "Ängsblomma" });
  });

  it("a horse may put its own accents right, and the Cyrillic look-alikes are still found", async () => {
    expect(await lookalikeName(db(), "Snoflingans Askvigg", "Snöflingans Åskvigg")).toBeNull();
    expect(await updateHorse(db(), "Snöflingans Åskvigg", horse("Snöflingans Askvigg"))).toEqual({
      ok: true,
      name: "Snöflingans Askvigg",
    });
    expect(await lookalikeName(db(), "Snöflingans Åskvigg")).toBe("Snöflingans Askvigg");
    expect((await addHorse(db(), horse("TEXBAH"))).ok).toBe(true);
    expect(await lookalikeName(db(), "ТЕХВАН")).toBe("TEXBAH");
    // Cyrillic letters beside a name with an accent: one skeleton once the accent is folded too.
    expect(await lookalikeName(db(), "ТЕХВАН II")).toBeNull();
    expect((await addHorse(db(), horse("Téxbah III"))).ok).toBe(true);
    expect(await lookalikeName(db(), "ТЕХВАН III")).toBe("Téxbah III");
  });
});
