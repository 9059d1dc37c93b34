import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { evaluationRecord, horseRecord, pedigreeRecord } from "./records";
import { integerBetween, numberBetween } from "./validation";

/** Words of a validator's own wording that must never reach a page. */
const RAW = /NaN|förväntade|förväntat|fick|Ogiltig inmatning|number|string|Invalid|expected|>=|<=/;

/** The first message per field, as the forms show them. */
const messagesOf = (result: { error?: z.ZodError }): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe("validation messages", () => {
  it("names the allowed range of a score and of a whole number, whatever was typed", () => {
    for (const typed of ["abc", "-1", "11", "1e400"]) {
      const { error } = numberBetween(0, 10).safeParse(typed);
      expect(error?.issues[0]?.message, typed).toBe("Ange ett tal mellan 0 och 10.");
    }
    for (const typed of ["abc", "-5", "221", "12.5"]) {
      const { error } = integerBetween(50, 220).safeParse(typed);
      expect(error?.issues[0]?.message, typed).toBe("Ange ett heltal mellan 50 och 220.");
    }
    expect(integerBetween(0, 10_000).safeParse("x").error?.issues[0]?.message).toBe(
      "Ange ett heltal mellan 0 och 10\u00a0000.",
    );
  });

  it("reads a typed number as decimal only: 0x10 is no 16, 1e1 no 10", () => {
    for (const typed of ["0x10", "0X10", "0b1", "0o7", "1e1", "Infinity", "", " ", "1_000", "٣"]) {
      expect(integerBetween(0, 60).safeParse(typed).success, typed).toBe(false);
      expect(numberBetween(0, 100).safeParse(typed).success, typed).toBe(false);
    }
    for (const [typed, value] of [
      ["16", 16],
      [" 16 ", 16],
      ["+16", 16],
      ["016", 16],
    ] as const)
      expect(integerBetween(0, 60).parse(typed), typed).toBe(value);
    expect(numberBetween(0, 10).parse("7.5")).toBe(7.5);
    expect(numberBetween(0, 10).parse(".5")).toBe(0.5);
    expect(numberBetween(0, 10).parse(7)).toBe(7);
    expect(
      horseRecord.safeParse({ name: "Hex", category: "stallions", breed: "a", gender: "Sto", age: "0x10" }).success,
    ).toBe(false);
  });

  it("reaches the horse and evaluation records in people's words", () => {
    const horse = messagesOf(
      horseRecord.safeParse({
        name: "Validering",
        category: "stallions",
        breed: "a",
        gender: "Sto",
        height: "-5",
        age: "abc",
      }),
    );
    expect(horse.height).toBe("Ange ett heltal mellan 50 och 220.");
    expect(horse.age).toBe("Ange ett heltal mellan 0 och 60.");

    const evaluation = messagesOf(
      evaluationRecord.safeParse({
        horse: "Validering",
        date: "2024-01-01",
        type: "exterior",
        breedType: "abc",
        hnb: "-5",
        extremeties: 8,
        movement: 8,
        overall: 8,
      }),
    );
    expect(evaluation.breedType).toBe("Ange ett tal mellan 0 och 10.");
    expect(evaluation.hnb).toBe("Ange ett tal mellan 0 och 10.");
  });

  it("writes every other failure for people too: choices, lengths, missing values", () => {
    const horse = messagesOf(
      horseRecord.safeParse({ name: "x".repeat(500), category: "ingen", breed: "q", gender: 5, stats: "1 2" }),
    );
    expect(horse.name).toMatch(/^Högst \d+ tecken\.$/);
    expect(horse.category).toMatch(/^Välj ett av: stallions, .*sold\.$/);
    expect(horse.breed).toBe("Välj ett av: a, b, c, d, x.");
    expect(horse.gender).toMatch(/^Välj ett av: /);
    expect(horse.stats).toBe("Fyll i fältet.");
    const pedigree = messagesOf(pedigreeRecord.safeParse({ name: "Ok", gender: "Okänt" }));
    expect(pedigree.gender).toMatch(/^Välj ett av: /);
    for (const message of [...Object.values(horse), ...Object.values(pedigree)]) expect(message).not.toMatch(RAW);
  });
});
