import { expect, it } from "vitest";
import { NO_PARENT_SPELLINGS } from "#domain/pedigree/names";
import { parseHorseForm } from "./horse-form.server";
import { parsePedigreeForm } from "./pedigree-form.server";

// An admin who types a spelling of no parent (domain/pedigree/names.ts NO_PARENT_SPELLINGS) as a
// sire or dam stores none, as with a blank field: before, "okänd" was stored as a name, read as
// one ancestor shared by every horse given it (data/pedigree/no-parent.test.ts stores it).

const horse = { name: "Formhäst", category: "stallions", breed: "a", gender: "Sto" };
const TYPED = ["okänd", "Okänd", " UNKNOWN ", "0", "unk", "-", "?", "N/A", "ＵＮＫ", ...NO_PARENT_SPELLINGS];

it("stores a sire or dam typed as no parent as none, in the horse form and the pedigree form", () => {
  for (const typed of TYPED) {
    const parsedHorse = parseHorseForm({ ...horse, sire: typed, dam: typed });
    expect(parsedHorse.ok && [parsedHorse.data.sire, parsedHorse.data.dam], typed).toEqual([null, null]);
    const parsedEntry = parsePedigreeForm({ name: "Formpost", sire: typed, dam: typed });
    expect(parsedEntry.ok && [parsedEntry.data.sire, parsedEntry.data.dam], typed).toEqual([null, null]);
  }
});

it("keeps a real name however close to a spelling of none, and a horse or entry may still be named so", () => {
  const parsed = parseHorseForm({ ...horse, sire: " Okända ", dam: "Unknown Soldier" });
  expect(parsed.ok && [parsed.data.sire, parsed.data.dam]).toEqual(["Okända", "Unknown Soldier"]);
  const entry = parsePedigreeForm({ name: "Okänd", sire: "0-Storm", dam: "" });
  expect(entry.ok && entry.data).toMatchObject({ name: "Okänd", sire: "0-Storm", dam: null });
});
