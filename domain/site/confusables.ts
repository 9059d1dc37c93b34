/**
 * Letters of other scripts that look like a Latin letter, mapped to that letter: the Cyrillic and
 * Greek rows of Unicode TS #39's confusables (capitals and small letters) that read as one Latin
 * letter. Fullwidth letters need no row: NFKC folds them. Not covered: look-alikes within Latin
 * (`rn` for `m`, `1` for `l`), and letters that only resemble a Latin one loosely (Cyrillic `в`).
 */
export const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  А: "A",
  В: "B",
  Е: "E",
  Ѕ: "S",
  І: "I",
  Ј: "J",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  У: "Y",
  Х: "X",
  Ү: "Y",
  Ԛ: "Q",
  Ԝ: "W",
  // Cyrillic small letters
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ј: "j",
  һ: "h",
  ү: "y",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  // Greek capitals
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
  // Greek small letters
  α: "a",
  γ: "y",
  ι: "i",
  ν: "v",
  ο: "o",
  ρ: "p",
  υ: "u",
};

/** The table as the two strings of SQL's translate(name, from, to): one letter for one letter. */
export const LOOKALIKE_LETTERS = {
  from: Object.keys(LATIN_LOOKALIKES).join(""),
  to: Object.values(LATIN_LOOKALIKES).join(""),
} as const;

/**
 * A name's confusable skeleton (after Unicode TS #39): NFKC, every look-alike letter replaced by
 * its Latin letter, then lower case (names are compared in any letter case). Two names with one
 * skeleton look the same: 'ТЕХВАН' (Cyrillic) and 'TEXBAH'. The database computes the same with
 * data/names.ts nameSkeletonSql, behind an index.
 */
export function nameSkeleton(name: string): string {
  return [...name.normalize("NFKC")]
    .map((letter) => LATIN_LOOKALIKES[letter] ?? letter)
    .join("")
    .toLowerCase();
}
