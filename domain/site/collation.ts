// Text matching shared by aliases and lookups.

/** Matching key: ignores case, diacritics, spaces, dots, colons, dashes and underscores. */
export function matchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[\s.:\-_–—]/g, "");
}

/** THE Swedish collator: å, ä, ö sort last. One instance, so every list sorts alike. */
const collator = /* @__PURE__ */ new Intl.Collator("sv");

/** Compares texts the Swedish way. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Sorts by name the Swedish way. */
export function compareNames(a: { name: string }, b: { name: string }): number {
  return compareText(a.name, b.name);
}
