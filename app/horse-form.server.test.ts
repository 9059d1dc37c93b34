import { expect, it } from "vitest";
import { parseHorseForm } from "./horse-form.server";

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
