// Competition events, class aliases, class ladders and copied lines (docs/product.md, "Classes and ladders").
import { breedCode, breedLabel } from "../horses/breeds";
import { heightClassOf, type HeightClass } from "../horses/horse-fields";
import { DEFAULT_STABLE_NAME } from "../horses/stable";
import { matchKey } from "../site/collation";

export const EVENTS = [
  "Dressyr",
  "Fälttävlan",
  "Hoppning",
  "Körning",
  "Utställning",
  "Galopp",
  "Distans",
  "Hunter Under Saddle",
  "Working Hunter",
  "Fine Harness",
  "In-Hand Hunter",
  "Trail",
  "Agility",
  "Tömkörning",
] as const;
export type CompetitionEvent = (typeof EVENTS)[number];
/** The only event where two horses compete as a pair. */
export const PAIR_EVENT: CompetitionEvent = "Körning";
/** A pair is two horses: at most this many are picked at a time when pairing. */
export const PAIR_SIZE = 2;

/** The canonical event name for `text` (case, diacritics and punctuation ignored), or null. */
export function normalizeEvent(text: string): CompetitionEvent | null {
  const key = matchKey(text);
  return EVENTS.find((event) => matchKey(event) === key) ?? null;
}

/** Canonical prefix → aliases (the canonical name itself always matches too). */
export const CLASS_PREFIX_ALIASES = {
  Lokal: ["lok", "lokalt"],
  Regional: ["reg", "regionalt"],
  Nationell: ["nat", "nationellt"],
  Elit: ["elite"],
} as const;

/** Canonical class → aliases (the canonical name itself always matches too). */
export const CLASS_ALIASES = {
  Debutant: ["deb", "debut"],
  Lätt: [],
  "Lätt A": ["la"],
  "Lätt B": ["lb"],
  "Lätt C": ["lc"],
  "Lätt D": ["ld"],
  Medelsvår: ["msv", "medelsvar"],
  Svår: ["sv"],
  FEI: [],
  P60: ["60", "p 60", "60 cm"],
  P70: ["70", "p 70", "70 cm"],
  P80: ["80", "p 80", "80 cm"],
  P90: ["90", "p 90", "90 cm"],
  CCP: [],
  CAI: [],
  CAIO: [],
  Championships: ["champ", "championship"],
  Allowance: ["allow"],
} as const satisfies Record<string, readonly string[]>;

/* @__NO_SIDE_EFFECTS__ */
function aliasIndex(table: Record<string, readonly string[]>): Map<string, string> {
  return new Map(
    Object.entries(table).flatMap(([canonical, aliases]) =>
      [canonical, ...aliases].map((alias): [string, string] => [matchKey(alias), canonical]),
    ),
  );
}
const PREFIX_BY_KEY = aliasIndex(CLASS_PREFIX_ALIASES);
const CLASS_BY_KEY = aliasIndex(CLASS_ALIASES);
// Longest first, so `nationellt` wins over `nat`.
const PREFIX_KEYS = /* @__PURE__ */ [...PREFIX_BY_KEY.keys()].sort((a, b) => b.length - a.length);

/** `{Prefix} {Class}` or `{Class}` from any alias spelling; unknown text is kept as written (trimmed). */
export function normalizeClass(text: string): string {
  const key = matchKey(text);
  const plain = CLASS_BY_KEY.get(key);
  if (plain) return plain;
  for (const prefixKey of PREFIX_KEYS) {
    const cls = key.startsWith(prefixKey) ? CLASS_BY_KEY.get(key.slice(prefixKey.length)) : undefined;
    if (cls) return `${PREFIX_BY_KEY.get(prefixKey)} ${cls}`;
  }
  return text.trim();
}

export const NOT_OFFERED = "Ej lämplig";
export type Ladder = readonly string[] | typeof NOT_OFFERED;

const DRESSYR_PONY = ["Lokal Debutant", "Lokal Lätt C", "Regional Lätt B", "Regional Lätt A", "Nationell Medelsvår"];
const JUMPING_PONY = ["Lokal Debutant", "Lokal P60", "Regional P70"];
const EVENTING_PONY = ["Lokal Debutant", "Lokal Lätt", "Regional Lätt", "Nationell Medelsvår", "Elit CCP"];
const DRIVING = ["Lokal Debutant", "Lokal Lätt", "Regional Lätt", "Nationell Medelsvår", "Elit CAI", "Elit CAIO"];
const BASIC = ["Lokal Debutant", "Lokal Lätt", "Regional Lätt", "Nationell Medelsvår", "Elit Svår"];
const SHOWING = ["Lokal Debutant", "Regional Allowance", "Nationell Allowance", "Elit Championships"];

const same = /* @__NO_SIDE_EFFECTS__ */ (ladder: Ladder): Record<HeightClass, Ladder> => ({
  A: ladder,
  B: ladder,
  C: ladder,
  D: ladder,
  Horse: ladder,
});
const notForA = /* @__NO_SIDE_EFFECTS__ */ (ladder: Ladder): Record<HeightClass, Ladder> => ({
  ...same(ladder),
  A: NOT_OFFERED,
});

/** Class ladder per event and height class; Level Up moves one step along it. */
export const CLASS_LADDERS: Record<CompetitionEvent, Record<HeightClass, Ladder>> = {
  Dressyr: {
    A: ["Lokal Debutant", "Lokal Lätt C", "Regional Lätt B", "Nationell Lätt A"],
    B: [...DRESSYR_PONY, "Elit Medelsvår"],
    C: [...DRESSYR_PONY, "Elit FEI"],
    D: [...DRESSYR_PONY, "Elit FEI"],
    Horse: [...DRESSYR_PONY, "Nationell Svår", "Elit FEI"],
  },
  Hoppning: {
    A: JUMPING_PONY,
    B: [...JUMPING_PONY, "Nationell P80"],
    C: [...JUMPING_PONY, "Nationell P80", "Elit P90"],
    D: [...JUMPING_PONY, "Nationell P80", "Elit P90"],
    Horse: [
      "Lokal Debutant",
      "Lokal Lätt D",
      "Lokal Lätt C",
      "Regional Lätt B",
      "Regional Lätt A",
      "Nationell Medelsvår",
      "Elit Svår",
    ],
  },
  Fälttävlan: {
    ...notForA(EVENTING_PONY),
    Horse: ["Lokal Debutant", "Lokal Lätt", "Regional Medelsvår", "Nationell Svår", "Elit FEI"],
  },
  Körning: same(DRIVING),
  Galopp: { ...notForA(BASIC), B: NOT_OFFERED },
  Distans: notForA(BASIC),
  Utställning: same(SHOWING),
  "Fine Harness": same(SHOWING),
  "In-Hand Hunter": same(SHOWING),
  "Hunter Under Saddle": notForA(SHOWING),
  "Working Hunter": notForA(SHOWING),
  Trail: notForA(SHOWING),
  Agility: same(BASIC),
  Tömkörning: same(BASIC),
};

/** The ladder, or `'Ej lämplig'` when the event is not offered for the class (or unknown). */
export function classLadder(event: string, cls: HeightClass): Ladder {
  const canonical = normalizeEvent(event);
  return canonical ? CLASS_LADDERS[canonical][cls] : NOT_OFFERED;
}

/** The classes a horse of height class `cls` can be entered in; none when not offered or the class is unknown. */
export function offeredClasses(event: string, cls: HeightClass | null): readonly string[] {
  if (cls === null) return [];
  const ladder = classLadder(event, cls);
  return ladder === NOT_OFFERED ? [] : ladder;
}

/** The class after `current`, or null on the last class, an unknown class or an event not offered. */
export function nextClass(event: string, cls: HeightClass, current: string): string | null {
  const ladder = classLadder(event, cls);
  if (ladder === NOT_OFFERED) return null;
  const index = ladder.indexOf(normalizeClass(current));
  return index === -1 ? null : (ladder[index + 1] ?? null);
}

/** True when Level Up would move the entry (the list disables the button otherwise). */
export function canLevelUp(entry: { height: number | null; currentEvent: string; currentClass: string }): boolean {
  const cls = heightClassOf(entry.height);
  return cls !== null && nextClass(entry.currentEvent, cls, entry.currentClass) !== null;
}

/** The competition-list filters (docs/product.md, "Classes and ladders"); each is optional and they combine. */
export interface CompetitionFilter {
  gender?: string;
  breed?: string;
  height?: HeightClass;
  premium?: string;
}

export function matchesFilter(
  entry: { gender: string; breed: string; height: number | null; premium: string },
  filter: CompetitionFilter,
): boolean {
  return (
    (!filter.gender || entry.gender === filter.gender) &&
    (!filter.breed || breedCode(entry.breed) === breedCode(filter.breed)) &&
    (!filter.height || heightClassOf(entry.height) === filter.height) &&
    (!filter.premium || entry.premium === filter.premium)
  );
}

export interface CopyEntry {
  name: string;
  breed: string;
  gender: string;
  currentEvent: string;
  currentClass: string;
  partner?: string | null;
}

/** The line copied from the competition list; a Körning entry with a partner gives the pair's line. */
export function copyLine(entry: CopyEntry, stable: string = DEFAULT_STABLE_NAME): string {
  const event = normalizeEvent(entry.currentEvent) ?? entry.currentEvent.trim();
  const cls = normalizeClass(entry.currentClass);
  if (event === PAIR_EVENT && entry.partner) return `${entry.name} & ${entry.partner} - ${event} ${cls} - ${stable}`;
  return `${entry.name} (${breedLabel(entry.breed)}, ${entry.gender}) - ${event} ${cls} - ${stable}`;
}

/** The copied lines of a list: one per entry, but a Körning pair once (at whichever horse comes first). */
export function copyLines(entries: readonly CopyEntry[], stable: string = DEFAULT_STABLE_NAME): string[] {
  const covered = new Set<string>();
  const lines: string[] = [];
  for (const entry of entries) {
    if (covered.has(entry.name)) continue;
    covered.add(entry.name);
    if (entry.partner && normalizeEvent(entry.currentEvent) === PAIR_EVENT) covered.add(entry.partner);
    lines.push(copyLine(entry, stable));
  }
  return lines;
}
