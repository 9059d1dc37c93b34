// Horse names as identifiers: one key per name in any letter case, the parents a lookup knows
// (docs/product.md, "Pedigree and inbreeding").

/**
 * What is known of the horse called `name` (any letter case): its parents and, where stored, the
 * spelling of its own name. Callers look names up case-insensitively, like the database does.
 */
export type ParentsLookup = (name: string) => KnownHorse | undefined;
export type KnownHorse = { name?: string | null; sire?: string | null; dam?: string | null };

/**
 * The identity of a horse's name: names are identifiers compared case-insensitively everywhere
 * (the database's unique indexes are on lower(name)), so `Storm` and `storm` are one horse.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The lookup over known horses keyed by nameKey. A `subject` (the horse whose pedigree is drawn,
 * or a planned foal) answers for itself: its own sire and dam win over any entry of that name.
 */
export function parentsLookup(
  byKey: ReadonlyMap<string, KnownHorse>,
  subject?: { name: string; sire: string | null; dam: string | null },
): ParentsLookup {
  const subjectKey = subject && nameKey(subject.name);
  return (name) => {
    const key = nameKey(name);
    return key === subjectKey ? subject : byKey.get(key);
  };
}

/**
 * The spellings that mean "no parent" where a sire or dam is written (docs/product.md, "Pedigree
 * and inbreeding"), as keys: compared after trimming, in any letter case and Unicode form (NFKC).
 * Data moved in from other studbooks and spreadsheets writes an unknown parent in all of these
 * ways; read as a name, each would become one phantom ancestor shared by every horse that has it.
 * The one list: the database reads parents with data/names.ts parentNameSql, built from it, and
 * the admin forms and moving in store these spellings as none (data/records.ts).
 */
export const NO_PARENT_SPELLINGS = [
  "",
  "unknown",
  "unk",
  "unk.",
  "okänd",
  "okänt",
  "0",
  "-",
  "--",
  "–",
  "—",
  "?",
  "??",
  "n/a",
  "n.a.",
  "na",
  "none",
  "null",
] as const;

const NO_PARENT_KEYS: ReadonlySet<string> = new Set(NO_PARENT_SPELLINGS);
const PRINTABLE_ASCII = /^[ -~]*$/;

/** Whether `name` is one of NO_PARENT_SPELLINGS (any letter case, surrounding blanks ignored). */
function meansNoParent(name: string | null | undefined): boolean {
  const text = name ?? "";
  // NFKC leaves printable ASCII as it is: only other text is normalized (most names, asked often).
  return NO_PARENT_KEYS.has((PRINTABLE_ASCII.test(text) ? text : text.normalize("NFKC")).trim().toLowerCase());
}

/** The name as a parent link reads it: null for any of NO_PARENT_SPELLINGS (blank, `Unknown`, `okänd`, `0`, …). */
export function knownName(name: string | null | undefined): string | null {
  return meansNoParent(name) ? null : (name ?? "").trim();
}

/** The stored spelling of a horse's name where the lookup knows it, else the name as written. */
export function storedSpelling(name: string, lookup: ParentsLookup): string {
  return knownName(lookup(name)?.name) ?? name;
}

/** A horse's known parents, as its lookup spells them (null for none). */
export function parentsOf(name: string, lookup: ParentsLookup): [string | null, string | null] {
  const parents = lookup(name);
  return [knownName(parents?.sire), knownName(parents?.dam)];
}
