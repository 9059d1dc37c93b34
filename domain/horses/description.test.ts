import { describe, expect, it } from "vitest";
import { collapsedDescription } from "./description";

describe("collapsedDescription", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i + 1}`).join(" ");

  it("leaves a text of 50 words or fewer whole", () => {
    expect(collapsedDescription(words(50))).toBeNull();
    expect(collapsedDescription("")).toBeNull();
  });

  it("cuts a longer text after 50 words, whatever the whitespace", () => {
    const text = words(51).replace(/ /g, " \n ");
    expect(collapsedDescription(text)).toBe(`${words(50)} …`);
  });
});
