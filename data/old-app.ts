import { sql } from "drizzle-orm";
import type { z } from "zod";
import {
  BREED_LABELS,
  BREEDS,
  calendarDateInSweden,
  canonicalMeritKey,
  EVALUATION_TYPES,
  EXTERIOR_PREMIUMS,
  FOCUSES,
  GENDERS,
  HORSE_CATEGORIES,
  isSafeUrl,
  matchKey,
  meritPoints,
  normalizeClass,
  normalizeEvent,
  QUALITY_PAPER_COLOURS,
  RIDING_TEST_RESULTS,
  splitMeritLine,
  STATS,
  YOUNG_HORSE_DIRECTIONS,
} from "#domain";
import { texts } from "#domain/texts";
import type { Db } from "./db";
import {
  OLD_APP_COLLECTIONS,
  type Layout,
  type OldAppCollection,
  type OldAppDocument,
  type ReadExport,
} from "./old-app-files";
import {
  competitionRecord,
  evaluationRecord,
  meritRecord,
  pedigreeRecord,
  studHorseRecord,
  type CompetitionRecord,
  type EvaluationRecord,
  type MeritRecord,
  type PedigreeRecord,
} from "./records";
import { competition, horses, pedigree } from "./schema";
import {
  importStud,
  insertBelongings,
  insertHorses,
  insertPedigree,
  setPartners,
  type ImportCounts,
  type InsertedHorses,
} from "./stud";

/**
 * Moving in from the original app (docs/decisions/0130-moving-in.md): its documents are
 * mapped field by field to stud records, tolerantly (numbers as text, other letter cases,
 * 8 stats instead of 16, …), and every liberty taken is reported per collection. Then
 * everything is imported in ONE transaction through the stud file import, so the result is
 * idempotent the same way: what exists (by name, in any letter case) is left alone.
 */

export interface CollectionReport {
  read: number;
  imported: number;
  alreadyPresent: number;
  skipped: { path: string; reason: string }[];
  warnings: { path: string; message: string }[];
  /** Fields the stud does not know: name → how many documents had it. */
  unknownFields: Record<string, number>;
}

export interface ImportReport {
  dryRun: boolean;
  files: { name: string; layout: Layout }[];
  /** What each stud file among the inputs imported (stud files are validated whole, never mended). */
  studFiles: { name: string; counts: ImportCounts }[];
  collections: Record<OldAppCollection, CollectionReport>;
  /** Merit lines stored from the scores documents. */
  meritLines: number;
  /** Collections the stud has no place for: name → documents. */
  otherCollections: Record<string, number>;
}

const t = texts.studTransfer.report;

const emptyCollection = (): CollectionReport => ({
  read: 0,
  imported: 0,
  alreadyPresent: 0,
  skipped: [],
  warnings: [],
  unknownFields: {},
});

/** The fields SPEC's documents have, per collection; any other field is counted as unknown. */
const KNOWN_FIELDS: Record<OldAppCollection, readonly string[]> = {
  horses: [
    "name",
    "category",
    "breed",
    "forSale",
    "picture",
    "focus",
    "sire",
    "dam",
    "gender",
    "age",
    "height",
    "color",
    "genotype",
    "stats",
    "breeder",
    "seller",
    "desc",
    "ribbons",
    "created",
    "generation",
    "moorwiesen",
    "rvhf",
    "link",
    "owner",
  ],
  pedigree: ["name", "gender", "breed", "color", "sire", "dam", "evalExt", "link"],
  // Scores documents hold `name` and one list per `{event} {class}` key; lists are not unknown fields.
  scores: ["name"],
  evaluations: ["horse", "date", "judge", "type"],
  // Height, gender, breed, stats, focus and age are copied from the horse, as every competition entry is.
  competition: [
    "name",
    "height",
    "gender",
    "breed",
    "stats",
    "focus",
    "age",
    "currentEvent",
    "currentClass",
    "meritCount",
    "premium",
    "partner",
  ],
};

/** Fields per evaluation type; totals and percentages are computed, so they are read but not stored. */
const EVALUATION_FIELDS: Record<(typeof EVALUATION_TYPES)[number], readonly string[]> = {
  exterior: ["breedType", "hnb", "extremeties", "movement", "overall", "premium", "totalPoints"],
  premiering: ["exterior", "meritPoints", "offAmount", "offPoints", "result"],
  trearstest: [
    "typ",
    "hhb",
    "extr",
    "skritt",
    "trav",
    "galopp",
    "hoppTeknik",
    "hoppTemp",
    "gang",
    "hopp",
    "totalPoints",
    "percentage",
  ],
  kvalitetregistrering: ["section", "regNr"],
  kvalitetfolbedomning: ["exterior", "gangarter", "skritt", "trav", "galopp", "intryck"],
  kvalitetunghasttest: [
    "typ",
    "hhb",
    "ben",
    "skritt",
    "trav",
    "galopp",
    "teknik",
    "temperament",
    "gangart",
    "hoppning",
    "inriktning",
    "ridprov",
  ],
};
const COMPUTED_FIELDS = new Set(["totalPoints", "gang", "hopp", "percentage"]);
/** Evaluation fields that are text, not scores. */
const TEXT_FIELDS = new Set(["premium", "exterior", "result", "section", "regNr", "inriktning", "ridprov"]);

type Problem = { ok: false; reason: string };
type Mapped<T> = { ok: true; value: T } | Problem;
const skip = (reason: string): Problem => ({ ok: false, reason });

/** A document's fields read tolerantly; each liberty taken is a warning on the document. */
class Fields {
  constructor(
    private readonly data: Record<string, unknown>,
    readonly warn: (message: string) => void,
  ) {}

  has(field: string): boolean {
    const value = this.data[field];
    return value !== undefined && value !== null && value !== "";
  }

  raw(field: string): unknown {
    return this.data[field];
  }

  keys(): string[] {
    return Object.keys(this.data);
  }

  text(field: string): string | null {
    const value = this.data[field];
    if (value === undefined || value === null) return null;
    if (typeof value === "string") return value.trim() || null;
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    if (Array.isArray(value) && value.every((line) => typeof line === "string")) return value.join("\n").trim() || null;
    this.warn(t.notText(field));
    return null;
  }

  number(field: string): number | null {
    const value = this.data[field];
    if (value === undefined || value === null || value === "") return null;
    const number = toNumber(value);
    if (number === null) this.warn(t.notNumber(field, String(value)));
    return number;
  }

  boolean(field: string): boolean | null {
    const value = this.data[field];
    if (value === undefined || value === null || value === "") return null;
    if (typeof value === "boolean") return value;
    const key = String(value).trim().toLowerCase();
    if (["true", "ja", "yes", "1"].includes(key)) return true;
    if (["false", "nej", "no", "0"].includes(key)) return false;
    this.warn(t.notBoolean(field, String(value)));
    return null;
  }

  /** One of `allowed`, matched ignoring case, diacritics and punctuation (or through `aliases`). */
  choice<T extends string>(field: string, allowed: readonly T[], aliases: Record<string, T> = {}): T | null {
    const value = this.text(field);
    if (value === null) return null;
    const key = matchKey(value);
    return allowed.find((option) => matchKey(option) === key) ?? aliases[key] ?? null;
  }
}

/** `12`, `"12"`, `"12,5"`, `" 148 cm "` → a number; anything else null. */
function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const match = /^\s*(-?\d+(?:[.,]\d+)?)\s*(?:cm|år)?\s*$/i.exec(value);
  return match ? Number(match[1].replace(",", ".")) : null;
}

/** A stored date: an ISO date, or an instant (timestamps arrive as ISO instants) as its date in Sweden. */
function toDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : calendarDateInSweden(new Date(time));
}

/**
 * Validates through the stored record's schema. A field it refuses is dropped with a warning
 * and the record tried again; a field refused even when dropped (a required one) skips the document.
 */
function validate<S extends z.ZodType>(
  schema: S,
  record: Record<string, unknown>,
  fields: Fields,
): Mapped<z.output<S>> {
  const dropped = new Set<string>();
  let attempt = { ...record };
  for (;;) {
    const result = schema.safeParse(attempt);
    if (result.success) return { ok: true, value: result.data };
    const issue = result.error.issues[0];
    const field = String(issue.path[0] ?? "");
    if (field === "" || dropped.has(field)) return skip(t.invalidField(field, issue.message));
    fields.warn(t.droppedField(field, issue.message));
    dropped.add(field);
    attempt = { ...attempt, [field]: undefined };
  }
}

const CATEGORY_ALIASES = { forsale: "for-sale", tillsalu: "for-sale", såld: "sold", sald: "sold" } as const;
/** A breed code, or a section's label (`Welsh Cob`), or `Sektion D`. */
const BREED_ALIASES = Object.fromEntries(
  BREEDS.flatMap((code) => [
    [matchKey(BREED_LABELS[code]), code],
    [matchKey(`sektion ${code}`), code],
    [matchKey(`section ${code}`), code],
  ]),
);
const GENDER_ALIASES = { stallion: "Hingst", mare: "Sto", gelding: "Valack" } as const;
const SECTION_ALIASES = { "1": "I", "2": "II", "3": "III", "4": "IV" } as const;

function mapHorse(fields: Fields): Mapped<z.input<typeof studHorseRecord>> {
  const name = fields.text("name");
  if (!name) return skip(t.noName);
  const category = fields.choice("category", HORSE_CATEGORIES, CATEGORY_ALIASES);
  if (!category) return skip(t.badChoice("category", fields.text("category"), HORSE_CATEGORIES));
  const breed = fields.choice("breed", BREEDS, BREED_ALIASES);
  if (!breed) return skip(t.badChoice("breed", fields.text("breed"), BREEDS));
  const gender = fields.choice("gender", GENDERS, GENDER_ALIASES);
  if (!gender) return skip(t.badChoice("gender", fields.text("gender"), GENDERS));
  const focus = fields.choice("focus", FOCUSES);
  if (!focus && fields.has("focus")) fields.warn(t.droppedChoice("focus", fields.text("focus"), FOCUSES));
  const created = fields.text("created");
  const record = {
    name,
    category,
    breed,
    forSale: fields.boolean("forSale") ?? undefined,
    picture: fields.text("picture"),
    focus,
    sire: fields.text("sire"),
    dam: fields.text("dam"),
    gender,
    age: integer(fields, "age") ?? undefined,
    height: integer(fields, "height"),
    color: fields.text("color"),
    genotype: fields.text("genotype"),
    stats: stats(fields),
    breeder: fields.text("breeder"),
    seller: fields.text("seller"),
    desc: fields.text("desc"),
    ribbons: ribbons(fields),
    created: created && !Number.isNaN(Date.parse(created)) ? created : undefined,
    generation: integer(fields, "generation"),
    moorwiesen: fields.text("moorwiesen"),
    rvhf: fields.text("rvhf"),
    link: fields.text("link"),
    owner: fields.text("owner"),
  };
  if (created && record.created === undefined) fields.warn(t.badDate("created", created));
  return validate(studHorseRecord, record, fields);
}

function integer(fields: Fields, field: string): number | null {
  const number = fields.number(field);
  if (number === null || Number.isInteger(number)) return number;
  fields.warn(t.rounded(field, number));
  return Math.round(number);
}

/**
 * Stats: 16 numbers, 8 pairs. A list or one string of numbers; 8 values (one per stat, as one
 * admin label lists them) become 16 by using each value for both of its pair, so averages hold.
 */
function stats(fields: Fields): number[] | undefined {
  const raw = fields.raw("stats");
  if (raw === undefined || raw === null || raw === "" || (Array.isArray(raw) && raw.length === 0)) return undefined;
  const items = typeof raw === "string" ? raw.trim().split(/[\s,;]+/) : Array.isArray(raw) ? raw : null;
  const values = items?.map(toNumber);
  if (!values || values.some((value) => value === null)) {
    fields.warn(t.badStats(JSON.stringify(raw)));
    return undefined;
  }
  const numbers = values.map((value) => Math.round(value!));
  if (numbers.length === STATS.length) {
    fields.warn(t.eightStats);
    return numbers.flatMap((value) => [value, value]);
  }
  if (numbers.length !== STATS.length * 2) fields.warn(t.statsCount(numbers.length));
  return numbers;
}

/** Ribbons: a string that is an http(s) address is an image ribbon, any other string its text. */
function ribbons(fields: Fields): { text: string; image: string | null }[] | undefined {
  const raw = fields.raw("ribbons");
  if (raw === undefined || raw === null) return undefined;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.flatMap((item): { text: string; image: string | null }[] => {
    if (typeof item !== "string") {
      fields.warn(t.badRibbon(JSON.stringify(item)));
      return [];
    }
    const text = item.trim();
    if (text === "") return [];
    return /^https?:\/\//i.test(text) && isSafeUrl(text)
      ? [{ text: texts.studTransfer.imageRibbonText, image: text }]
      : [{ text, image: null }];
  });
}

function mapPedigree(fields: Fields): Mapped<PedigreeRecord> {
  const name = fields.text("name");
  if (!name) return skip(t.noName);
  const gender = fields.choice("gender", GENDERS, GENDER_ALIASES);
  if (!gender && fields.has("gender")) fields.warn(t.droppedChoice("gender", fields.text("gender"), GENDERS));
  const breed = fields.text("breed");
  return validate(
    pedigreeRecord,
    {
      name,
      gender,
      // Sections are stored as their code; any other breed (ancestors may be of other breeds) as written.
      breed: breed === null ? null : (BREEDS.find((code) => code === breed.toLowerCase()) ?? breed),
      color: fields.text("color"),
      sire: fields.text("sire"),
      dam: fields.text("dam"),
      evalExt: fields.text("evalExt"),
      link: fields.text("link"),
    },
    fields,
  );
}

function mapEvaluation(fields: Fields, unknown: (field: string) => void): Mapped<EvaluationRecord> {
  const horse = fields.text("horse");
  if (!horse) return skip(t.noHorse);
  const type = fields.choice("type", EVALUATION_TYPES);
  if (!type) return skip(t.badChoice("type", fields.text("type"), EVALUATION_TYPES));
  const rawDate = fields.text("date");
  const date = rawDate === null ? null : toDate(rawDate);
  if (!date) return skip(rawDate === null ? t.noDate : t.badDate("date", rawDate));

  const record: Record<string, unknown> = { horse, date, judge: fields.text("judge") ?? undefined, type };
  for (const field of EVALUATION_FIELDS[type]) {
    if (COMPUTED_FIELDS.has(field) || !fields.has(field)) continue;
    record[field] = TEXT_FIELDS.has(field) ? fields.text(field) : fields.number(field);
  }
  if (type === "exterior" && fields.has("premium")) {
    record.premium = fields.choice("premium", EXTERIOR_PREMIUMS);
    if (!record.premium) fields.warn(t.droppedChoice("premium", fields.text("premium"), EXTERIOR_PREMIUMS));
  }
  if (type === "kvalitetregistrering")
    record.section = fields.choice("section", Object.keys(QUALITY_PAPER_COLOURS), SECTION_ALIASES);
  if (type === "kvalitetunghasttest") {
    record.inriktning = fields.choice("inriktning", YOUNG_HORSE_DIRECTIONS);
    record.ridprov = fields.choice("ridprov", RIDING_TEST_RESULTS);
  }
  for (const field of Object.keys(evaluationFieldsPresent(fields, type))) unknown(field);
  return validate(evaluationRecord, record, fields);
}

/** The evaluation document's fields that neither the common part nor its type knows. */
function evaluationFieldsPresent(fields: Fields, type: (typeof EVALUATION_TYPES)[number]): Record<string, true> {
  const known = new Set([...KNOWN_FIELDS.evaluations, ...EVALUATION_FIELDS[type]]);
  return Object.fromEntries(
    fields
      .keys()
      .filter((field) => !known.has(field))
      .map((field) => [field, true]),
  );
}

interface ScoresDocument {
  horse: string;
  merits: Omit<MeritRecord, "horse">[];
}

/** One document per horse: `name` plus a list of `date | text` lines per `{event} {class}` key. */
function mapScores(fields: Fields, unknown: (field: string) => void): Mapped<ScoresDocument> {
  const horse = fields.text("name");
  if (!horse) return skip(t.noName);
  const merits: Omit<MeritRecord, "horse">[] = [];
  for (const rawKey of fields.keys()) {
    if (rawKey === "name") continue;
    const value = fields.raw(rawKey);
    const lines = typeof value === "string" ? [value] : Array.isArray(value) ? value : null;
    if (lines === null) {
      unknown(rawKey);
      continue;
    }
    const key = canonicalMeritKey(rawKey);
    if (key === null) fields.warn(t.unknownEvent(rawKey));
    for (const line of lines) {
      const parts = typeof line === "string" ? splitMeritLine(line) : null;
      if (parts === null) {
        fields.warn(t.badMeritLine(rawKey, typeof line === "string" ? line : JSON.stringify(line)));
        continue;
      }
      const record = meritRecord
        .omit({ horse: true })
        .safeParse({ key: key ?? rawKey.trim(), ...parts, points: meritPoints(parts.text) });
      if (record.success) merits.push(record.data);
      else fields.warn(t.badMeritLine(rawKey, String(line)));
    }
  }
  return { ok: true, value: { horse, merits } };
}

function mapCompetition(fields: Fields): Mapped<CompetitionRecord> {
  const name = fields.text("name");
  if (!name) return skip(t.noName);
  const event = fields.text("currentEvent");
  const cls = fields.text("currentClass");
  if (!event) return skip(t.missing("currentEvent"));
  if (!cls) return skip(t.missing("currentClass"));
  const canonicalEvent = normalizeEvent(event);
  if (!canonicalEvent) fields.warn(t.unknownEvent(event));
  return validate(
    competitionRecord,
    {
      name,
      currentEvent: canonicalEvent ?? event,
      currentClass: normalizeClass(cls),
      meritCount: integer(fields, "meritCount") ?? undefined,
      premium: fields.text("premium") ?? "",
      partner: fields.text("partner"),
    },
    fields,
  );
}

type HorseEntry = z.output<typeof studHorseRecord>;
/** A document mapped to the record it becomes. */
type MappedDocument =
  | { collection: "horses"; value: HorseEntry }
  | { collection: "pedigree"; value: PedigreeRecord }
  | { collection: "scores"; value: ScoresDocument }
  | { collection: "evaluations"; value: EvaluationRecord }
  | { collection: "competition"; value: CompetitionRecord };

function mapDocument(
  collection: OldAppCollection,
  fields: Fields,
  unknown: (field: string) => void,
): Mapped<MappedDocument> {
  const as = <C extends MappedDocument["collection"], T>(c: C, mapped: Mapped<T>) =>
    mapped.ok ? { ok: true as const, value: { collection: c, value: mapped.value } as MappedDocument } : mapped;
  switch (collection) {
    case "horses":
      return as("horses", mapHorse(fields));
    case "pedigree":
      return as("pedigree", mapPedigree(fields));
    case "scores":
      return as("scores", mapScores(fields, unknown));
    case "evaluations":
      return as("evaluations", mapEvaluation(fields, unknown));
    case "competition":
      return as("competition", mapCompetition(fields));
  }
}

/** The name a document is known by (first wins among documents of one name); evaluations have none. */
function nameOf(mapped: MappedDocument): string | null {
  switch (mapped.collection) {
    case "horses":
    case "pedigree":
    case "competition":
      return mapped.value.name;
    case "scores":
      return mapped.value.horse;
    case "evaluations":
      return null;
  }
}

/** Names already in the database (lower case), read inside the import's transaction. */
interface ExistingNames {
  horses: Set<string>;
  pedigree: Set<string>;
  competition: Set<string>;
}

const lower = (name: string) => name.toLowerCase();
const isOldAppCollection = (name: string): name is OldAppCollection =>
  (OLD_APP_COLLECTIONS as readonly string[]).includes(name);
/** Horses and pedigree entries are imported in the second pass, everything that belongs to a horse in the third. */
const isParentPass = (collection: string) => collection === "horses" || collection === "pedigree";

/**
 * One import of the original app's documents, streamed in three passes so that only names are
 * kept in memory, never the documents: (1) the first valid document of every name, (2) horses
 * and pedigree entries, (3) what belongs to a horse. Each document is reported in the pass that
 * imports it: skipped (with why), already present, or imported with its warnings.
 */
class OldAppImport {
  readonly collections = Object.fromEntries(OLD_APP_COLLECTIONS.map((c) => [c, emptyCollection()])) as Record<
    OldAppCollection,
    CollectionReport
  >;
  readonly otherCollections: Record<string, number> = {};
  /** `collection \t lower(name)` → the path of the first valid document of that name. */
  private readonly firstOf = new Map<string, string>();
  private readonly taken = new Set<string>();

  constructor(private readonly existing: ExistingNames) {}

  /** Pass 1: remembers the first valid document of every name. */
  noteName(document: OldAppDocument): void {
    if (!isOldAppCollection(document.collection) || document.collection === "evaluations") return;
    const ignore = () => undefined;
    const mapped = mapDocument(document.collection, new Fields(document.data, ignore), ignore);
    const name = mapped.ok ? nameOf(mapped.value) : null;
    const key = name === null ? null : `${document.collection}\t${lower(name)}`;
    if (key !== null && !this.firstOf.has(key)) this.firstOf.set(key, `${document.collection}/${document.id}`);
  }

  private known(collection: OldAppCollection, name: string): boolean {
    return this.firstOf.has(`${collection}\t${lower(name)}`);
  }

  /** A horse this import inserts: the first valid horse document of its name, not in the database yet. */
  private isNewHorse(name: string): boolean {
    return this.known("horses", name) && !this.existing.horses.has(lower(name));
  }

  /**
   * Passes 2 and 3: maps a document and reports it; returns what to insert, or null when it is
   * skipped or already present.
   */
  accept(document: OldAppDocument): MappedDocument | null {
    const { collection } = document;
    if (!isOldAppCollection(collection)) {
      this.otherCollections[collection] = (this.otherCollections[collection] ?? 0) + 1;
      return null;
    }
    const report = this.collections[collection];
    report.read++;
    const path = `${collection}/${document.id}`;
    const warnings: string[] = [];
    const fields = new Fields(document.data, (message) => warnings.push(message));
    const unknown = (field: string) => (report.unknownFields[field] = (report.unknownFields[field] ?? 0) + 1);
    if (collection !== "evaluations" && collection !== "scores")
      for (const field of fields.keys()) if (!KNOWN_FIELDS[collection].includes(field)) unknown(field);

    const mapped = mapDocument(collection, fields, unknown);
    if (!mapped.ok) return (void report.skipped.push({ path, reason: mapped.reason }), null);
    const name = nameOf(mapped.value);
    if (name !== null) {
      const key = `${collection}\t${lower(name)}`;
      const first = this.firstOf.get(key)!;
      // The same path twice (a document listed twice) is a duplicate too.
      if (first !== path || this.taken.has(key))
        return (void report.skipped.push({ path, reason: t.duplicate(first) }), null);
      this.taken.add(key);
    }
    if (!this.fresh(mapped.value, (message) => warnings.push(message), path)) return null;
    report.imported++;
    for (const message of warnings) report.warnings.push({ path, message });
    return mapped.value;
  }

  /**
   * Whether the record is new: existing horses and pedigree entries (and everything of an
   * existing horse) are already present; records of a horse that exists nowhere are skipped.
   * Parents and partners that exist nowhere are kept as names (partners dropped), with a warning.
   */
  private fresh(mapped: MappedDocument, warn: (message: string) => void, path: string): boolean {
    const report = this.collections[mapped.collection];
    const present = () => (report.alreadyPresent++, false);
    const parentKnown = (parent: string) =>
      this.known("horses", parent) ||
      this.known("pedigree", parent) ||
      this.existing.horses.has(lower(parent)) ||
      this.existing.pedigree.has(lower(parent));
    const checkParents = (record: { sire: string | null; dam: string | null }) => {
      for (const field of ["sire", "dam"] as const) {
        const parent = record[field];
        if (parent && !parentKnown(parent)) warn(t.unknownParent(field, parent));
      }
    };
    switch (mapped.collection) {
      case "horses":
        if (this.existing.horses.has(lower(mapped.value.name))) return present();
        checkParents(mapped.value);
        return true;
      case "pedigree":
        if (this.existing.pedigree.has(lower(mapped.value.name))) return present();
        checkParents(mapped.value);
        return true;
    }
    const horse = mapped.collection === "competition" ? mapped.value.name : mapped.value.horse;
    if (!this.isNewHorse(horse)) {
      if (this.existing.horses.has(lower(horse))) return present();
      report.skipped.push({ path, reason: t.unknownHorse(horse) });
      return false;
    }
    if (mapped.collection === "competition" && mapped.value.partner) {
      const partner = mapped.value.partner;
      const competing =
        (this.known("competition", partner) && this.isNewHorse(partner)) ||
        this.existing.competition.has(lower(partner));
      if (!competing) {
        warn(t.unknownPartner(partner));
        mapped.value = { ...mapped.value, partner: null };
      }
    }
    return true;
  }
}

async function existingNames(db: Db): Promise<ExistingNames> {
  const names = async (table: typeof horses | typeof pedigree | typeof competition) =>
    new Set((await db.select({ name: sql<string>`lower(${table.name})` }).from(table)).map((row) => row.name));
  return { horses: await names(horses), pedigree: await names(pedigree), competition: await names(competition) };
}

/** Thrown inside the transaction of a dry run, so everything it did is rolled back. */
class DryRun extends Error {}

/** Records are inserted this many at a time as the documents stream by. */
const BATCH = 500;

/**
 * Imports what `readExport` read, every file of the run in ONE transaction: stud files as
 * they are, the original app's documents through the mapping above, streamed. A dry run does
 * all of it and rolls back, so its report is exactly what the import would do. An unreadable
 * document stops the run inside the transaction, so nothing is written either.
 */
export async function importExports(
  db: Db,
  reads: readonly ReadExport[],
  options: { dryRun?: boolean } = {},
): Promise<ImportReport> {
  const studFiles: ImportReport["studFiles"] = [];
  let meritLines = 0;
  let run: OldAppImport | undefined;
  try {
    await db.transaction(async (tx) => {
      for (const read of reads)
        if (read.layout === "stud-file") studFiles.push({ name: read.source, counts: await importStud(tx, read.stud) });
      const exports = reads.flatMap((read) => (read.layout === "stud-file" ? [] : [read]));
      async function* documents() {
        for (const read of exports) yield* read.documents();
      }
      const current = (run = new OldAppImport(await existingNames(tx)));
      for await (const document of documents()) current.noteName(document);

      const inserted: InsertedHorses = new Map();
      let newHorses: HorseEntry[] = [];
      let newPedigree: PedigreeRecord[] = [];
      const flushParents = async () => {
        for (const [key, name] of (await insertHorses(tx, newHorses)).inserted) inserted.set(key, name);
        await insertPedigree(tx, newPedigree);
        [newHorses, newPedigree] = [[], []];
      };
      for await (const document of documents()) {
        if (!isParentPass(document.collection)) continue;
        const mapped = current.accept(document);
        if (mapped?.collection === "horses") newHorses.push(mapped.value);
        if (mapped?.collection === "pedigree") newPedigree.push(mapped.value);
        if (newHorses.length + newPedigree.length >= BATCH) await flushParents();
      }
      await flushParents();

      let belongings: Parameters<typeof insertBelongings>[1] = { evaluations: [], merits: [], competition: [] };
      const partners: { name: string; partner: string | null }[] = [];
      const flushBelongings = async () => {
        meritLines += (await insertBelongings(tx, belongings, inserted)).merits;
        belongings = { evaluations: [], merits: [], competition: [] };
      };
      for await (const document of documents()) {
        if (isParentPass(document.collection)) continue;
        const mapped = current.accept(document);
        if (mapped?.collection === "evaluations") belongings.evaluations.push(mapped.value);
        if (mapped?.collection === "scores")
          for (const merit of mapped.value.merits) belongings.merits.push({ ...merit, horse: mapped.value.horse });
        if (mapped?.collection === "competition") {
          belongings.competition.push(mapped.value);
          if (mapped.value.partner) partners.push(mapped.value);
        }
        const size = belongings.evaluations.length + belongings.merits.length + belongings.competition.length;
        if (size >= BATCH) await flushBelongings();
      }
      await flushBelongings();
      await setPartners(tx, partners, inserted);
      if (options.dryRun) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  const empty = new OldAppImport({ horses: new Set(), pedigree: new Set(), competition: new Set() });
  return {
    dryRun: options.dryRun ?? false,
    files: reads.map((read) => ({ name: read.source, layout: read.layout })),
    studFiles,
    collections: (run ?? empty).collections,
    meritLines,
    otherCollections: (run ?? empty).otherCollections,
  };
}

export interface ReportSection {
  title: string;
  lines: string[];
}

/**
 * The report as titled lists of lines: what the command prints and the admin page shows. With
 * `maxLines`, a longer list ends with a line saying how many more there are (a page of 40 000
 * warnings helps nobody; the command prints them all).
 */
export function reportSections(
  report: ImportReport,
  { maxLines = Infinity }: { maxLines?: number } = {},
): ReportSection[] {
  const layouts = texts.studTransfer.layouts;
  const sections: ReportSection[] = [
    { title: report.dryRun ? t.dryRun : t.done, lines: [] },
    { title: t.filesTitle, lines: report.files.map((file) => t.file(file.name, layouts[file.layout])) },
    ...report.studFiles.map(({ name, counts }) => ({ title: t.studFileTitle(name), lines: [t.counts(counts)] })),
  ];
  const oldApp = report.files.some((file) => file.layout !== "stud-file");
  for (const name of oldApp ? OLD_APP_COLLECTIONS : []) {
    const c = report.collections[name];
    sections.push({
      title: t.collection(name, { ...c, skipped: c.skipped.length, warnings: c.warnings.length }),
      lines: [
        ...(name === "scores" ? [t.meritLines(report.meritLines)] : []),
        ...c.skipped.map(({ path, reason }) => t.skippedLine(path, reason)),
        ...c.warnings.map(({ path, message }) => t.warningLine(path, message)),
        ...(Object.keys(c.unknownFields).length > 0
          ? [
              t.unknownFields(
                Object.entries(c.unknownFields)
                  .map(([field, count]) => `${field} (${count})`)
                  .join(", "),
              ),
            ]
          : []),
      ],
    });
  }
  for (const section of sections)
    if (section.lines.length > maxLines)
      section.lines = [...section.lines.slice(0, maxLines), t.moreLines(section.lines.length - maxLines)];
  const others = Object.entries(report.otherCollections);
  if (others.length > 0)
    sections.push({ title: t.otherTitle, lines: others.map(([name, count]) => t.otherCollection(name, count)) });
  return sections;
}
