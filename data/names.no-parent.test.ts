import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { knownName } from "#domain";
import { NO_PARENT_SPELLINGS } from "#domain/pedigree/names";
import { describeWithDatabase } from "#tests/support/database";
import { seeded } from "#tests/support/kinship-pedigrees";
import { queryRows, type Db } from "./db";
import { parentNameSql } from "./names";

/** Every character String.prototype.trim removes, and some it keeps that look blank. */
const TRIMMED = [..."\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"];
const NOT_TRIMMED = ["\u200b", "\u180e", "\u0085", "\u2060"];

/** Each spelling in other cases, Unicode forms and blanks around: all of them mean no parent. */
const spellingForms = NO_PARENT_SPELLINGS.flatMap((spelling) => [
  spelling,
  spelling.toUpperCase(),
  spelling.charAt(0).toUpperCase() + spelling.slice(1),
  spelling.normalize("NFD"),
  ` ${spelling.toUpperCase().normalize("NFD")}\t`,
  ...TRIMMED.map((blank) => `${blank}${spelling}${blank}`),
  ...NOT_TRIMMED.map((mark) => `${mark}${spelling}`),
]);

/** Near misses, compatibility forms and characters whose lower case differs between Unicode's rules. */
const TRICKY = [
  " UNKNOWN ",
  "Okänd",
  "OKÄND",
  "Oka\u0308nd",
  "OKA\u0308NT",
  "ＵＮＫ",
  "UN\u212a",
  "０",
  "？",
  "－",
  "N／A",
  "﹖",
  "n\u2044a",
  "Unknown Soldier",
  "Okända",
  "0-Storm",
  "00",
  "Nala",
  "n a",
  "un\u00a0known",
  "unk\u200b",
  "İ",
  "ΣΑΣ",
  "ß",
  "ẞ",
  "ǅ",
  "Storm",
  "  Storm  ",
  "\u3000Pub Örn\u3000",
  "\ufeffMånsken",
  "",
  "   ",
  "\u00a0\u3000",
];

/** Strings drawn from the spellings' characters, their other cases and forms, blanks and look-alikes. */
function randomStrings(count: number): string[] {
  const random = seeded(20_240_611);
  const pieces = [
    ..."unkowäatlednNUKOWÄATLED0-?/.",
    "–",
    "—",
    "a\u0308",
    "A\u0308",
    "\u212a",
    "ｕ",
    "Ｎ",
    "x",
    "İ",
    ...TRIMMED,
    ...NOT_TRIMMED,
  ];
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, () => {
    // Half start from a spelling, with a piece changed, added or taken away; half are free.
    let text = random() < 0.5 ? pick(spellingForms) : "";
    for (let edits = Math.floor(random() * 4); edits > 0; edits--) {
      const at = Math.floor(random() * (text.length + 1));
      const cut = random() < 0.3 ? 1 : 0;
      text = text.slice(0, at) + (random() < 0.8 ? pick(pieces) : "") + text.slice(at + cut);
    }
    return text;
  });
}

/** What parentNameSql gives for each of `texts`, in order (one statement). */
async function parentNamesInSql(db: Db, texts: readonly (string | null)[]): Promise<(string | null)[]> {
  const rows = await queryRows<{ name: string | null }>(
    db,
    sql`select ${parentNameSql(sql`value`)} as name
      from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as t(value, position)
      order by position`,
  );
  return rows.map((row) => row.name);
}

describeWithDatabase("parentNameSql reads a parent's name as knownName does", (db) => {
  it("reads every spelling of no parent as none, in any case, form and blanks around", async () => {
    const forms = spellingForms.filter((form) => !NOT_TRIMMED.some((mark) => form.startsWith(mark)));
    expect(forms.every((form) => knownName(form) === null)).toBe(true);
    expect(await parentNamesInSql(db(), forms)).toEqual(forms.map(() => null));
    expect(await parentNamesInSql(db(), [null])).toEqual([null]);
  });

  it("agrees with knownName on tricky strings", async () => {
    const texts = [...spellingForms, ...TRICKY];
    expect(await parentNamesInSql(db(), texts)).toEqual(texts.map((text) => knownName(text)));
    // The list has real names, kept (trimmed as knownName trims), beside the spellings of none.
    expect(knownName("\u3000Pub Örn\u3000")).toBe("Pub Örn");
    expect(knownName("UN\u212a")).toBeNull();
    expect(knownName("unk\u200b")).toBe("unk\u200b");
  });

  it("agrees with knownName on strings drawn at random from the spellings' characters", async () => {
    const texts = randomStrings(4_000);
    const expected = texts.map((text) => knownName(text));
    // The draw covers both answers.
    expect(expected.filter((name) => name === null).length).toBeGreaterThan(500);
    expect(expected.filter((name) => name !== null).length).toBeGreaterThan(500);
    expect(await parentNamesInSql(db(), texts)).toEqual(expected);
  });
});
