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
  COVERING_STATUSES,
  LOGGED_TABLES,
  FOCUSES,
  GENDERS,
  HORSE_CATEGORIES,
  isReference,
  isSafeUrl,
  knownName,
  MAX_SEED,
  NAME_MAX_LENGTH,
  placingPoints,
  NEWS_KINDS,
  NEWS_LIMITS,
  POST_KIND,
  QUALITY_PAPER_COLOURS,
  REQUEST_KINDS,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  RIDING_TEST_RESULTS,
  STAT_COUNT,
  storedImage,
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

const statValue = z.number().int().min(0).max(10_000);

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
  stats: z.array(statValue).max(LIMITS.stats).default([]),
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

/**
 * A horse as the admin forms take it: its stats are 16 numbers (8 pairs) or none, or the form says
 * why not. A stud file moved in keeps what it has (transfer/old-app-map.ts warns of it).
 */
export const horseFormRecord = horseRecord.extend({
  stats: z
    .array(statValue)
    .superRefine((stats, context) => {
      if (stats.length !== 0 && stats.length !== STAT_COUNT)
        context.addIssue({ code: "custom", message: v.statsCount(stats.length) });
    })
    .default([]),
});

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

/**
 * A merit line as the administrator edits it: its points are those of its leading placing
 * (domain/ratings/merits.ts placingPoints), said beside the points when they are not. A line
 * without a placing takes any points; the stud file keeps what it has.
 */
export const meritEdit = meritRecord
  .pick({ key: true, date: true, text: true, points: true })
  .superRefine((line, context) => {
    const placing = placingPoints(line.text);
    if (placing && placing.points !== line.points)
      context.addIssue({
        code: "custom",
        path: ["points"],
        message: v.meritPointsPlacing(placing.placement, placing.points),
      });
  });

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

const r = texts.studTransfer.records;
/** A moment the database set (when a row was added, answered, …): absent in a file written by hand. */
const moment = z.coerce.date();
const optionalMoment = moment.nullish().transform((value) => value ?? null);

/**
 * A covering of the stud file (docs/product.md, "Coverings"), as data/coverings.ts stores it: `foal`
 * names the stud horse registered from it (a name no stud horse has is left out on import).
 */
export const studCoveringRecord = z
  .object({
    stallion: nameField,
    mare: nameField,
    date: dateField,
    status: z.enum(COVERING_STATUSES, { error: texts.coverings.refusals.unknownStatus }),
    note: trimmed(LIMITS.text * 2).default(""),
    seed: z.number().int().min(0).max(MAX_SEED),
    foal: optionalName,
    created: moment.optional(),
  })
  .refine((covering) => covering.stallion.toLowerCase() !== covering.mare.toLowerCase(), {
    message: texts.coverings.refusals.sameHorse,
    path: ["mare"],
  });
export type StudCoveringRecord = z.output<typeof studCoveringRecord>;

/** Text a visitor or the administrator wrote into a request, at most `max` characters, kept as stored. */
const requestText = (max: number) =>
  z
    .string()
    .max(max, v.maxLength(max))
    .refine((text) => !hasForbiddenTextCharacter(text), f.textForbiddenCharacter);

/**
 * A visitor's request as data/requests.ts stores it (docs/product.md, "Requests"): the contact
 * details (`name`, `contact`, `message`) empty once erased (`erased`). `covering` is the planned
 * covering an approved covering request became: its place (from 0) in the file's `coverings`.
 */
export const studRequestRecord = z.object({
  reference: z.string().refine(isReference, r.reference),
  kind: z.enum(REQUEST_KINDS),
  horse: nameField,
  name: nameText,
  contact: requestText(REQUEST_LIMITS.contact),
  message: requestText(REQUEST_LIMITS.message).default(""),
  mareName: optionalName,
  mareBreed: z
    .enum(BREEDS)
    .nullish()
    .transform((value) => value ?? null),
  mareSire: optionalName,
  mareDam: optionalName,
  mareGenotype: requestText(REQUEST_LIMITS.genotype)
    .nullish()
    .transform((value) => value || null),
  mareLink: urlField,
  status: z.enum(REQUEST_STATUSES).default("new"),
  reason: requestText(REQUEST_LIMITS.reason).default(""),
  covering: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((value) => value ?? null),
  created: moment.optional(),
  answered: optionalMoment,
  erased: optionalMoment,
});
export type StudRequestRecord = z.output<typeof studRequestRecord>;

/**
 * A news item as data/news.ts stores it (docs/product.md, "News and feed"): an owner's post (kind
 * `post`, no horse: title, text, a picture of the picture store) or an item the site wrote about a
 * stud horse (`facts`: what it says), and whether the owner hid it.
 */
export const studNewsRecord = z
  .object({
    kind: z.enum(NEWS_KINDS),
    horse: optionalName,
    facts: z.record(z.string().max(40), z.union([z.string().max(LIMITS.text), z.number()])).default({}),
    title: trimmed(NEWS_LIMITS.title).default(""),
    body: trimmed(NEWS_LIMITS.text).default(""),
    picture: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || storedImage(value) !== null, texts.newsAdmin.refusals.picture),
    pictureAlt: optionalText(NEWS_LIMITS.pictureAlt),
    created: moment.optional(),
    updated: moment.optional(),
    hidden: z.boolean().default(false),
  })
  .refine((item) => (item.kind === POST_KIND) === (item.horse === null), { message: r.newsHorse, path: ["horse"] });
export type StudNewsRecord = z.output<typeof studNewsRecord>;

/**
 * A whole stud as one JSON document: demo seed, e2e fixtures, export and import. Every key may be
 * left out (an older file has no coverings, requests or news: none).
 */
export const studFile = z
  .object({
    horses: z.array(studHorseRecord).default([]),
    pedigree: z.array(pedigreeRecord).default([]),
    evaluations: z.array(evaluationRecord).default([]),
    merits: z.array(meritRecord).default([]),
    /** Competition entries copy height, gender, breed, stats, focus and age from the horse on import. */
    competition: z.array(competitionRecord).default([]),
    coverings: z.array(studCoveringRecord).default([]),
    requests: z.array(studRequestRecord).default([]),
    news: z.array(studNewsRecord).default([]),
    /** The change log (backups carry it; importing a file into a stud leaves it out). */
    history: z.array(changeRecord).default([]),
  })
  .superRefine((stud, context) => {
    for (const [index, request] of stud.requests.entries())
      if (request.covering !== null && request.covering >= stud.coverings.length)
        context.addIssue({
          code: "custom",
          path: ["requests", index, "covering"],
          message: r.requestCovering(request.covering, stud.coverings.length),
        });
  });
export type StudFile = z.output<typeof studFile>;
export type StudFileInput = z.input<typeof studFile>;
