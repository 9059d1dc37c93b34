import { z } from "zod";
import {
  AGE_RANGE,
  BREEDS,
  hasForbiddenTextCharacter,
  EARLIEST_RECORD_DATE,
  isCalendarDate,
  isRecordDate,
  latestRecordDate,
  leadingPlacement,
  MERIT_STARTERS_MAX,
  nameProblem,
  normalizeName,
  type EVALUATION_TYPES,
  CHANGE_KINDS,
  LOGGED_TABLES,
  FOCUSES,
  GENDERS,
  HORSE_CATEGORIES,
  isSafeUrl,
  knownName,
  NAME_MAX_LENGTH,
  QUALITY_PAPER_COLOURS,
  RIDING_TEST_RESULTS,
  YOUNG_HORSE_DIRECTIONS,
} from "#domain";
import * as texts from "#domain/texts";
import { integerBetween, numberBetween, swedishMessages } from "./validation";

/**
 * The stored shape of every record, as Zod schemas: the one place that says what
 * may enter the database. Admin forms, the stud file (seed, fixtures, import,
 * export) and the data modules all validate through these.
 */
// Zod's messages written for people everywhere; a schema's custom messages (domain/texts/) still win.
z.config({ customError: swedishMessages });

export const LIMITS = { name: NAME_MAX_LENGTH, text: 200, url: 2000, desc: 10_000, stats: 16 } as const;

const v = texts.validation;
const f = texts.faults;
const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.maxLength(max))
    .refine((text) => !hasForbiddenTextCharacter(text), f.textForbiddenCharacter);
const nameProblemText = {
  forbiddenCharacter: f.nameForbiddenCharacter,
  stackedMarks: f.nameStackedMarks,
  mixedScripts: f.nameMixedScripts,
  onlyDots: f.nameOnlyDots,
};
/**
 * A name as stored and compared: NFKC, and nothing invisible, mixed-script or dot-only
 * (domain/site/input.ts). The length is the stored name's: NFKC may lengthen a name.
 */
const nameText = z
  .string()
  .transform((name) => normalizeName(name.trim()).trim())
  .pipe(z.string().max(LIMITS.name, v.maxLength(LIMITS.name)))
  .superRefine((name, context) => {
    const problem = nameProblem(name);
    if (problem) context.addIssue({ code: "custom", message: nameProblemText[problem] });
  });
export const nameField = nameText.refine((name) => name.length > 0, v.nameRequired);
const optionalText = (max: number = LIMITS.text) =>
  trimmed(max)
    .nullish()
    .transform((value) => (value ? value : null));
/** A partner's name: optional, held to the same rules as a name. */
const optionalName = nameText.nullish().transform((value) => (value ? value : null));
/**
 * A sire's or dam's name: optional, held to the same rules as a name, and none (null, what a blank
 * field stores) when written as any spelling of no parent (`0`, `unk`, `Okänd`, `N/A`, …:
 * domain/pedigree/names.ts knownName), in a form or in a file moved in alike.
 */
const parentName = nameText.nullish().transform((value) => knownName(value));
/**
 * A day as YYYY-MM-DD that exists in the calendar, from EARLIEST_RECORD_DATE to the end of next
 * year (domain/site/input.ts isRecordDate; docs/product.md, "Evaluations").
 */
export const dateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, v.date)
  .superRefine((date, context) => {
    if (!isCalendarDate(date)) context.addIssue({ code: "custom", message: f.impossibleDate(date) });
    else if (!isRecordDate(date))
      context.addIssue({ code: "custom", message: f.dateOutOfRange(date, EARLIEST_RECORD_DATE, latestRecordDate()) });
  });
export const urlField = z
  .string()
  .trim()
  .max(LIMITS.url)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isSafeUrl(value), v.safeUrl);
const score = (max: number) => numberBetween(0, max);

export const horseRecord = z.object({
  name: nameField,
  category: z.enum(HORSE_CATEGORIES),
  breed: z.enum(BREEDS),
  forSale: z.boolean().default(false),
  picture: urlField,
  /** The picture's alt text; none reads as the horse's name. */
  pictureAlt: optionalText(),
  focus: z
    .enum(FOCUSES)
    .nullish()
    .transform((v) => v ?? null),
  sire: parentName,
  dam: parentName,
  gender: z.enum(GENDERS),
  age: integerBetween(AGE_RANGE.min, AGE_RANGE.max).default(AGE_RANGE.min),
  height: integerBetween(50, 220)
    .nullish()
    .transform((v) => v ?? null),
  color: optionalText(),
  genotype: optionalText(),
  stats: z.array(z.number().int().min(0).max(10_000)).max(LIMITS.stats).default([]),
  breeder: optionalText(),
  seller: optionalText(),
  desc: optionalText(LIMITS.desc),
  generation: integerBetween(0, 99)
    .nullish()
    .transform((v) => v ?? null),
  moorwiesen: optionalText(),
  rvhf: optionalText(),
  link: urlField,
  owner: optionalText(),
});
export type HorseRecord = z.output<typeof horseRecord>;

export const ribbonRecord = z.object({ text: trimmed(LIMITS.text).min(1, v.ribbonText), image: urlField });
export type RibbonRecord = z.output<typeof ribbonRecord>;

export const pedigreeRecord = z.object({
  name: nameField,
  gender: z
    .enum(GENDERS)
    .nullish()
    .transform((v) => v ?? null),
  breed: optionalText(20),
  color: optionalText(),
  sire: parentName,
  dam: parentName,
  evalExt: optionalText(20),
  link: urlField,
});
export type PedigreeRecord = z.output<typeof pedigreeRecord>;

const evaluationCommon = {
  horse: nameField,
  date: dateField,
  judge: trimmed(LIMITS.text).default(""),
};
export const evaluationData = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("exterior"),
    breedType: score(10),
    hnb: score(10),
    extremeties: score(10),
    movement: score(10),
    overall: score(10),
    /** A stored premium wins over recomputing (docs/product.md, "Evaluations"). */
    premium: z.enum(["Diplom", "Klass I", "Klass II"]).nullish(),
  }),
  z.object({
    type: z.literal("premiering"),
    exterior: trimmed(LIMITS.text).default(""),
    meritPoints: numberBetween(0, 100_000).default(0),
    offAmount: integerBetween(0, 10_000).default(0),
    offPoints: numberBetween(0, 100_000).default(0),
    result: trimmed(LIMITS.text).min(1, v.premieringResult),
  }),
  z.object({
    type: z.literal("trearstest"),
    typ: score(10),
    hhb: score(10),
    extr: score(10),
    skritt: score(10),
    trav: score(10),
    galopp: score(10),
    hoppTeknik: score(10),
    hoppTemp: score(10),
  }),
  z.object({
    type: z.literal("kvalitetregistrering"),
    section: z.enum(
      Object.keys(QUALITY_PAPER_COLOURS) as [
        keyof typeof QUALITY_PAPER_COLOURS,
        ...(keyof typeof QUALITY_PAPER_COLOURS)[],
      ],
    ),
    regNr: trimmed(LIMITS.text).min(1, v.regNr),
  }),
  z.object({
    type: z.literal("kvalitetfolbedomning"),
    exterior: score(10),
    gangarter: score(10),
    skritt: score(10),
    trav: score(10),
    galopp: score(10),
    intryck: score(10),
  }),
  z.object({
    type: z.literal("kvalitetunghasttest"),
    typ: score(10),
    hhb: score(10),
    ben: score(10),
    skritt: score(10),
    trav: score(10),
    galopp: score(10),
    teknik: score(10),
    temperament: score(10),
    gangart: score(10).optional(),
    hoppning: score(10).optional(),
    inriktning: z.enum(YOUNG_HORSE_DIRECTIONS),
    ridprov: z.enum(RIDING_TEST_RESULTS),
  }),
]);
export type EvaluationData = z.output<typeof evaluationData>;
export const evaluationRecord = z.intersection(z.object(evaluationCommon), evaluationData);
export type EvaluationRecord = z.output<typeof evaluationRecord>;
// Keep the list of types in domain/ and the union here in step.
const _allTypesCovered: Record<(typeof EVALUATION_TYPES)[number], true> = {
  exterior: true,
  premiering: true,
  trearstest: true,
  kvalitetregistrering: true,
  kvalitetfolbedomning: true,
  kvalitetunghasttest: true,
} satisfies Record<EvaluationData["type"], true>;
void _allTypesCovered;

export const meritRecord = z.object({
  horse: nameField,
  key: trimmed(LIMITS.text).min(1),
  date: dateField,
  /** `N/M | …`: a leading placement must be one (domain/ratings/merits.ts leadingPlacement). */
  text: trimmed(LIMITS.text * 2)
    .min(1)
    .refine((text) => leadingPlacement(text) !== "out-of-range", f.meritTextPlacement(MERIT_STARTERS_MAX)),
  points: z.number().int().min(0).max(100),
});
export type MeritRecord = z.output<typeof meritRecord>;

export const competitionRecord = z.object({
  name: nameField,
  currentEvent: trimmed(LIMITS.text).min(1),
  currentClass: trimmed(LIMITS.text).min(1),
  meritCount: z.number().int().min(0).default(0),
  premium: trimmed(40),
  partner: optionalName,
});
export type CompetitionRecord = z.output<typeof competitionRecord>;

/** A horse of the stud file: its ribbons nested, and when it was added (absent: now), so a backup keeps it. */
export const studHorseRecord = horseRecord.extend({
  ribbons: z.array(ribbonRecord).default([]),
  created: z.coerce.date().optional(),
});

/** A logged row (data/history.ts): the database's own JSON of it, or null where it did not exist. */
const loggedRow = z.record(z.string(), z.unknown()).nullable();

/** One change of the change log as a backup carries it: shown after a restore, never undone. */
export const changeRecord = z.object({
  at: z.coerce.date(),
  actor: z.string().max(LIMITS.text),
  kind: z.enum(CHANGE_KINDS),
  subject: z.string().max(LIMITS.text * 5),
  rows: z.array(z.object({ table: z.enum(LOGGED_TABLES), before: loggedRow, after: loggedRow })).default([]),
});

/** A whole stud as one JSON document: demo seed, e2e fixtures, export and import. */
export const studFile = z.object({
  horses: z.array(studHorseRecord).default([]),
  pedigree: z.array(pedigreeRecord).default([]),
  evaluations: z.array(evaluationRecord).default([]),
  merits: z.array(meritRecord).default([]),
  /** Competition entries copy height, gender, breed, stats, focus and age from the horse on import. */
  competition: z.array(competitionRecord).default([]),
  /** The change log (backups carry it; importing a file into a stud leaves it out). */
  history: z.array(changeRecord).default([]),
});
export type StudFile = z.output<typeof studFile>;
export type StudFileInput = z.input<typeof studFile>;
