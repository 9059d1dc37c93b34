import type { z } from "zod";
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
} from "#data/records";
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
import * as texts from "#domain/texts";
import type { OldAppCollection } from "./old-app-files";

/**
 * The original app's documents mapped field by field to the stud's records
 * (docs/decisions/0018-moving-in.md): tolerantly (numbers as text, other letter cases, 8 stats
 * instead of 16, …), each liberty taken a warning on the document, and validated by the stored
 * records' own schemas. transfer/old-app.ts imports what this maps.
 */

const t = texts.studTransfer.report;

/** The fields the old app's documents have, per collection; any other field is counted as unknown. */
export const KNOWN_FIELDS: Record<OldAppCollection, readonly string[]> = {
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
export type Mapped<T> = { ok: true; value: T } | Problem;
const skip = (reason: string): Problem => ({ ok: false, reason });

/** A document's fields read tolerantly; each liberty taken is a warning on the document. */
export class Fields {
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

export interface ScoresDocument {
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

export type HorseEntry = z.output<typeof studHorseRecord>;
/** A document mapped to the record it becomes. */
export type MappedDocument =
  | { collection: "horses"; value: HorseEntry }
  | { collection: "pedigree"; value: PedigreeRecord }
  | { collection: "scores"; value: ScoresDocument }
  | { collection: "evaluations"; value: EvaluationRecord }
  | { collection: "competition"; value: CompetitionRecord };

export function mapDocument(
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
export function nameOf(mapped: MappedDocument): string | null {
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
