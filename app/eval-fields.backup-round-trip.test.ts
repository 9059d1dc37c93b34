import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#data/db";
import { addEvaluation } from "#data/evaluations";
import { addHorse, ageAllHorses } from "#data/horses";
import { addPedigreeEntry } from "#data/pedigree/pedigree";
import { ribbonRecord, studFile, type StudFile } from "#data/records";
import { addRibbon } from "#data/ribbons";
import { AGE_RANGE, BREEDS, EVALUATION_TYPES, FOCUSES, GENDERS, HORSE_CATEGORIES, latestRecordDate } from "#domain";
import { availableDrivers, createTestDatabase } from "#tests/support/database";
import { exportStud, restoreStud } from "#transfer/stud";
import { TYPE_FIELDS, type TypeField } from "./eval-fields";
import { parseEvalForm } from "./eval-form.server";
import { parseHorseForm } from "./horse-form.server";
import { parsePedigreeForm } from "./pedigree-form.server";

// Anything the admin forms can store, the backup carries and the restore brings back: random
// states reached through the forms' own parsers and the data functions behind them, then
// export → restore into an empty database → export must give the same file.

/** Text as a person might type or paste it: short, any script, sometimes empty or padded. */
const typed = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.constantFrom("", " ", "Snö", "Åskvigg", "0x10", "1e1", "-1", "61", "60"),
);
const numberText = (max: number) =>
  fc.oneof(
    fc.integer({ min: -2, max: max + 2 }).map(String),
    fc.double({ min: 0, max, noNaN: true }).map((value) => value.toFixed(1)),
    typed,
  );
const name = fc.oneof(
  fc.constantFrom("Bläsen", "Åskvigg", "Snö", "Ögonsten", "Dal"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }),
);

const horseForm = fc.record({
  name,
  category: fc.constantFrom(...HORSE_CATEGORIES),
  breed: fc.constantFrom(...BREEDS),
  forSale: fc.constantFrom("on", ""),
  focus: fc.constantFrom("", ...FOCUSES),
  gender: fc.constantFrom(...GENDERS),
  // Often at or next to the top of the range, so the ageing below walks past it.
  age: fc.oneof(fc.integer({ min: AGE_RANGE.max - 2, max: AGE_RANGE.max }).map(String), numberText(AGE_RANGE.max)),
  height: numberText(220),
  generation: numberText(99),
  // 16 or none: what the form takes (data/records.ts horseFormRecord).
  stats: fc
    .oneof(fc.constant([]), fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 16, maxLength: 16 }))
    .map((stats) => stats.join(" ")),
  color: typed,
  genotype: typed,
  breeder: typed,
  desc: typed,
  sire: fc.oneof(fc.constant(""), name),
  dam: fc.oneof(fc.constant(""), name),
});
const pedigreeForm = fc.record({
  name,
  gender: fc.constantFrom("", ...GENDERS),
  breed: typed,
  color: typed,
  sire: fc.oneof(fc.constant(""), name),
  dam: fc.oneof(fc.constant(""), name),
  evalExt: fc.constantFrom("", "F", "RL"),
});
const fieldValue = (field: TypeField) =>
  field.kind === "select"
    ? fc.constantFrom(...field.options)
    : field.kind === "text"
      ? typed
      : numberText(field.kind === "score" ? 10 : 100_000);
const evaluationForm = (horse: string) =>
  fc.constantFrom(...EVALUATION_TYPES).chain((type) =>
    fc.record({
      type: fc.constant<string>(type),
      horse: fc.constant(horse),
      date: fc
        // The days an evaluation may carry (domain/site/input.ts isRecordDate).
        .date({ min: new Date("1990-01-01"), max: new Date(latestRecordDate()), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      judge: typed,
      ...Object.fromEntries(TYPE_FIELDS[type].map((field) => [field.name, fieldValue(field)])),
    }),
  );
const action = fc.oneof(
  { arbitrary: horseForm.map((values) => ({ kind: "horse" as const, values })), weight: 4 },
  { arbitrary: pedigreeForm.map((values) => ({ kind: "pedigree" as const, values })), weight: 2 },
  { arbitrary: fc.tuple(typed, typed).map(([text, image]) => ({ kind: "ribbon" as const, text, image })), weight: 1 },
  { arbitrary: evaluationForm("").map((values) => ({ kind: "evaluation" as const, values })), weight: 2 },
  {
    arbitrary: fc.record({ years: fc.constantFrom(1 as const, -1 as const), times: fc.integer({ min: 1, max: 5 }) }),
    weight: 2,
  },
);

type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

/** Each action through its form's parser, as the admin page would; what a form refuses is not stored. */
async function apply(db: Database["db"], actions: Action[]) {
  let lastHorse: string | null = null;
  for (const step of actions) {
    if ("years" in step) {
      for (let i = 0; i < step.times; i++) await ageAllHorses(db, step.years);
    } else if (step.kind === "horse") {
      const form = parseHorseForm(step.values);
      if (form.ok && (await addHorse(db, form.data)).ok) lastHorse = form.data.name;
    } else if (step.kind === "pedigree") {
      const form = parsePedigreeForm(step.values);
      if (form.ok) await addPedigreeEntry(db, form.data);
    } else if (step.kind === "ribbon" && lastHorse) {
      const ribbon = ribbonRecord.safeParse({ text: step.text, image: step.image });
      if (ribbon.success) await addRibbon(db, lastHorse, ribbon.data);
    } else if (step.kind === "evaluation" && lastHorse) {
      const form = parseEvalForm({ ...step.values, horse: lastHorse });
      if (form.ok) await addEvaluation(db, form.data);
    }
  }
}

/** What the backup file holds: the export written as JSON and read back. */
const asFile = (stud: StudFile): unknown => JSON.parse(JSON.stringify(stud));

for (const driver of availableDrivers()) {
  describe(`backup of any state the admin forms reach [${driver}]`, () => {
    let source: Database;
    let target: Database;
    beforeAll(async () => {
      [source, target] = await Promise.all([createTestDatabase(driver), createTestDatabase(driver)]);
    });
    afterAll(async () => {
      await Promise.all([source?.close(), target?.close()]);
    });

    it("export → restore into an empty database → export gives the same file", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
          await restoreStud(source.db, studFile.parse({}), { replace: true });
          await apply(source.db, actions);
          const backup = asFile(await exportStud(source.db));
          await restoreStud(target.db, studFile.parse({}), { replace: true });
          expect((await restoreStud(target.db, studFile.parse(backup))).ok).toBe(true);
          expect(asFile(await exportStud(target.db))).toEqual(backup);
        }),
        { numRuns: 30 },
      );
    }, 120_000);
  });
}
