import { z } from "zod";
import { formatDecimal, parseDecimal } from "#domain";
import * as texts from "#domain/texts";

const v = texts.validation;
const shown = (value: number | bigint) => formatDecimal(Number(value));

/**
 * Every message Zod produces, written for people (Swedish, saying what is allowed), so no
 * validator wording (`fick NaN`, `förväntade number`) ever reaches a page. A schema's own message
 * wins over these; fields with a range say both ends through `integerBetween`/`numberBetween`.
 */
export const swedishMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "int") return v.integer;
      if (issue.expected === "number") return v.number;
      return v.required;
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? v.required : v.minLength(shown(issue.minimum));
      if (issue.origin === "array") return v.minItems(shown(issue.minimum));
      return v.atLeast(shown(issue.minimum));
    case "too_big":
      if (issue.origin === "string") return v.maxLength(Number(issue.maximum));
      if (issue.origin === "array") return v.maxItems(shown(issue.maximum));
      return v.atMost(shown(issue.maximum));
    case "invalid_value":
      return v.oneOf(issue.values.map(String).join(", "));
    default:
      return v.invalid;
  }
};

/** A form's text is read as a decimal number (parseDecimal: `0x10` is no number); numbers pass as they are. */
const decimal = (value: unknown) => (typeof value === "string" ? parseDecimal(value) : value);

/** A whole number from min to max (a form's text is read as decimal); every failure names the range. */
export function integerBetween(min: number, max: number) {
  const error = v.integerBetween(shown(min), shown(max));
  return z.preprocess(decimal, z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));
}

/** A number from min to max, decimals allowed (scores); every failure names the range. */
export function numberBetween(min: number, max: number) {
  const error = v.numberBetween(shown(min), shown(max));
  return z.preprocess(decimal, z.number({ error }).min(min, { error }).max(max, { error }));
}
