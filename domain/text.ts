// Text matching shared by aliases and lookups.

/** Matching key: ignores case, diacritics, spaces, dots, colons, dashes and underscores. */
export function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[\s.:\-_–—]/g, '');
}
