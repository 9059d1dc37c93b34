import { expect, it } from "vitest";
import * as texts from "#domain/texts";
import { horseRefusal, parseHorseForm } from "./horse-form.server";

const form = { name: "Formhäst", category: "stallions", breed: "a", gender: "Sto" };

it("answers wrongly typed numbers with the field's allowed range, never the validator's words", () => {
  const result = parseHorseForm({ ...form, age: "abc", height: "-5", generation: "2.5" });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.fieldErrors).toEqual({
    age: "Ange ett heltal mellan 0 och 60.",
    height: "Ange ett heltal mellan 50 och 220.",
    generation: "Ange ett heltal mellan 0 och 99.",
  });
  // Blanks are "not given", not errors.
  expect(parseHorseForm({ ...form, age: " ", height: "", generation: "" }).ok).toBe(true);
});

it("reads 0x10 as no age (not 16), and names the clash of a look-alike name beside the name", () => {
  const hex = parseHorseForm({ ...form, age: "0x10" });
  expect(hex.ok || hex.fieldErrors).toEqual({ age: "Ange ett heltal mellan 0 och 60." });
  expect(horseRefusal({ ok: false, reason: "lookalike", clash: "TEXBAH" }, { sire: null })).toEqual({
    name: texts.faults.nameLookalike("TEXBAH"),
  });
  expect(texts.faults.nameLookalike("TEXBAH")).toContain("TEXBAH");
});

it("stores a fullwidth name NFKC-normalised, and says a name taken by an ancestor entry is an ancestor's", () => {
  const parsed = parseHorseForm({ ...form, name: "BarＴext" });
  expect(parsed.ok && parsed.data.name).toBe("BarText");
  const ancestor = horseRefusal({ ok: false, reason: "duplicate", ancestor: true }, { sire: null });
  // The text every duplicate gets, then the Swedish word that the name is an ancestor entry's.
  expect(ancestor.name).toContain(texts.adminHorses.duplicate);
  expect(ancestor.name).toContain("förfader i stamtavlan");
  expect(horseRefusal({ ok: false, reason: "duplicate" }, { sire: null })).toEqual({
    name: texts.adminHorses.duplicate,
  });
});
