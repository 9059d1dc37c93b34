import { describe, expect, it } from "vitest";
import { isSafeUrl } from "./urls";

describe("isSafeUrl", () => {
  it.each(["https://example.com/a.png", "http://example.com", " /images/horse.jpg ", "/"])("accepts %s", (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:image/png;base64,AAAA",
    "//evil.example",
    "/\\evil.example",
    "https://",
    "ftp://example.com",
    "images/horse.jpg",
    "",
    null,
    undefined,
    "https://exa mple.com",
    "/a\nb",
  ])("refuses %s", (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});
