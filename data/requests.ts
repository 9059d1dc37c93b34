import { randomBytes } from "node:crypto";
import { and, type AnyColumn, count, desc, eq, gt, inArray, isNull, lt, lte, min, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  BREEDS,
  CANDIDATE_GENDERS,
  eraseAnsweredBefore,
  hasForbiddenTextCharacter,
  isOutsideLink,
  knownName,
  NEW_REQUEST_STATUS,
  nameProblem,
  normalizeName,
  outsideMareFoal,
  pageOf,
  pairSeed,
  possibleFoalSections,
  readGivenGenotype,
  referenceFrom,
  REQUEST_LIMITS,
  requestedFoalColours,
  requestWindowStart,
  SOLD_CATEGORY,
  type Breed,
  type ColourOdds,
  type OutsideMareFoal,
  type Paged,
  type RequestKind,
  type RequestStatus,
} from "#domain";
import * as texts from "#domain/texts";
import { addPlannedCoverings, type PlannedCoveringsResult } from "./coverings";
import { lockForWrite, retryingTransaction, type Db } from "./db";
import { lookalikeName, nameIs } from "./names";
import { pedigreeInMemoryAt } from "./pedigree/in-memory";
import { addPedigreeEntry, lockPedigreeWrites, type PedigreeWriteResult } from "./pedigree/pedigree";
import { nameField, pedigreeRecord } from "./records";
import { changeRows, changes, horses, pedigree, requestAttempts, requests } from "./schema";

// Visitors' requests (docs/product.md, "Requests"): the first place strangers write into the
// database, so every write is bounded before it is made. A request is validated here, counted
// against its address and the unanswered ones under one lock, and stored; the administrator's
// answers (approve, decline, delete) run inside a logged change (app/history.server.ts) and undo
// like every admin write. Contact details are erased 90 days after the answer.

const r = texts.requestRefusals;

/** A stored request, exactly as the database row reads. */
export type StoredRequest = typeof requests.$inferSelect;

/** A name as the admin forms take one (NFKC, nothing invisible or mixed-script), required with `required`. */
const requiredName = (required: string) => z.string().trim().min(1, required).pipe(nameField);

/** An outside mare's parent: blank or written as no parent (`Okänd`, `0`, …) is none; else a name as the forms take one. */
const givenParent = z
  .string()
  .default("")
  .transform((text, context) => {
    if (text.trim() === "") return null;
    const parsed = nameField.safeParse(text);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }
    return knownName(parsed.data);
  });

const contactProblems = {
  forbiddenCharacter: r.contactInvisible,
  stackedMarks: r.contactMarks,
  mixedScripts: r.contactMixedScripts,
  onlyDots: r.contactRequired,
} as const;

/** An e-mail or a handle: held to the name rules (nothing invisible, no look-alike script mix), longer. */
const contactField = z
  .string()
  .transform((text) => normalizeName(text).trim())
  .pipe(
    z
      .string()
      .min(1, r.contactRequired)
      .max(REQUEST_LIMITS.contact, texts.validation.maxLength(REQUEST_LIMITS.contact)),
  )
  .superRefine((text, context) => {
    const problem = nameProblem(text);
    if (problem) context.addIssue({ code: "custom", message: contactProblems[problem] });
  });

/** The bidirectional overrides and isolates: they make text read in another order than it is stored. */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

const messageField = z
  .string()
  .default("")
  .transform((text) => text.trim())
  .pipe(z.string().max(REQUEST_LIMITS.message, texts.validation.maxLength(REQUEST_LIMITS.message)))
  .refine((text) => !hasForbiddenTextCharacter(text), texts.faults.textForbiddenCharacter)
  .refine((text) => !DIRECTION_CONTROLS.test(text), r.messageDirection);

/** The stud horse asked about, as the form names it (matched against the stud in any letter case). */
const horseField = z.string().trim().min(1, r.unknownKind).max(REQUEST_LIMITS.contact, r.unknownKind);

const common = {
  horse: horseField,
  name: requiredName(r.nameRequired),
  contact: contactField,
  message: messageField,
};

const optionalText = (max: number) =>
  z
    .string()
    .default("")
    .transform((text) => text.trim())
    .pipe(z.string().max(max, texts.validation.maxLength(max)))
    .refine((text) => !hasForbiddenTextCharacter(text), texts.faults.textForbiddenCharacter);

export const saleRequestRecord = z.object({ kind: z.literal("sale"), ...common });

export const coveringRequestRecord = z
  .object({
    kind: z.literal("covering"),
    ...common,
    mareName: requiredName(r.mareNameRequired),
    mareBreed: z.enum(BREEDS, { error: r.mareBreed }),
    mareSire: givenParent,
    mareDam: givenParent,
    /** Canonical (readGivenGenotype); null when none is given. */
    mareGenotype: optionalText(REQUEST_LIMITS.genotype).transform((text, context) => {
      if (text === "") return null;
      const genotype = readGivenGenotype(text);
      if (genotype === null) context.addIssue({ code: "custom", message: r.genotype });
      return genotype;
    }),
    mareLink: optionalText(REQUEST_LIMITS.link)
      .refine((url) => url === "" || isOutsideLink(url), r.link)
      .transform((url) => (url === "" ? null : url)),
  })
  .superRefine((request, context) => {
    for (const parent of ["mareSire", "mareDam"] as const)
      if (request[parent] !== null && request[parent].toLowerCase() === request.mareName.toLowerCase())
        context.addIssue({ code: "custom", path: [parent], message: r.ownParent });
  });

/** What a visitor's form holds, validated: the one place that says what a stranger may store. */
export const requestRecord = z.discriminatedUnion("kind", [saleRequestRecord, coveringRequestRecord], {
  error: r.unknownKind,
});
export type RequestRecord = z.output<typeof requestRecord>;
export type CoveringRequestRecord = z.output<typeof coveringRequestRecord>;

export type RequestSubmission =
  /** Stored (`stored`), or, from a bot that filled in the hidden field, answered alike and not kept (null). */
  | { ok: true; reference: string; stored: StoredRequest | null }
  /** The address sent its share within the window: it may send again in `retryAfterSeconds`. */
  | { ok: false; reason: "rate"; retryAfterSeconds: number }
  /** As many unanswered requests as the stud takes are waiting. */
  | { ok: false; reason: "full" }
  /** The horse is no stud horse for sale (a sale enquiry) or no stallion the planner offers (a covering request). */
  | { ok: false; reason: "horse"; kind: RequestKind; horse: string }
  /** A name of the mare's looks like another name of the pedigree (data/names.ts lookalikeName). */
  | { ok: false; reason: "lookalike"; field: "mareName" | "mareSire" | "mareDam"; clash: string };

export interface SubmitOptions {
  /** The sender's address (the socket's, or TRUST_PROXY's forwarded one): the limit per address counts by it. */
  address: string;
  /** The hidden field was filled in: a bot's request, answered like any other and not kept. */
  honeypot: boolean;
  now?: Date;
  /** REQUEST_LIMITS.perAddress unless the environment sets it (app/requests.server.ts). */
  perAddress?: number;
  unanswered?: number;
  /** Random bytes for the reference (tests pass their own). */
  random?: (size: number) => Uint8Array;
}

/**
 * Stores a visitor's request (docs/product.md, "Requests"), in one transaction under one lock for
 * every request, so however many arrive at once the limits hold: an address that sent `perAddress`
 * within the window is refused (and not counted again), then the request counts against its
 * address; the horse must be one the form is for; past `unanswered` new requests it is refused.
 * A request whose hidden field was filled in passes the same checks and is not stored.
 */
export async function submitRequest(
  db: Db,
  record: RequestRecord,
  {
    address,
    honeypot,
    now = new Date(),
    perAddress = REQUEST_LIMITS.perAddress,
    unanswered = REQUEST_LIMITS.unanswered,
    random = randomBytes,
  }: SubmitOptions,
): Promise<RequestSubmission> {
  return retryingTransaction(db, async (tx): Promise<RequestSubmission> => {
    await lockForWrite(tx, "requests");
    const windowStart = requestWindowStart(now);
    // An address is kept no longer than its requests count: everyone's older attempts go.
    await tx.delete(requestAttempts).where(lte(requestAttempts.at, windowStart));
    const [sent] = await tx
      .select({ count: count(), first: min(requestAttempts.at) })
      .from(requestAttempts)
      .where(and(eq(requestAttempts.address, address), gt(requestAttempts.at, windowStart)));
    if (sent.count >= perAddress) {
      const freeAt = (sent.first ?? now).getTime() + (now.getTime() - windowStart.getTime());
      return { ok: false, reason: "rate", retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    await tx.insert(requestAttempts).values({ address, at: now });

    const horse = await askedHorse(tx, record);
    if (!horse) return { ok: false, reason: "horse", kind: record.kind, horse: record.horse };
    if (record.kind === "covering")
      for (const field of ["mareName", "mareSire", "mareDam"] as const) {
        const name = record[field];
        const clash = name === null ? null : await lookalikeName(tx, name);
        if (clash) return { ok: false, reason: "lookalike", field, clash };
      }
    const [waiting] = await tx.select({ count: count() }).from(requests).where(eq(requests.status, NEW_REQUEST_STATUS));
    if (waiting.count >= unanswered) return { ok: false, reason: "full" };

    if (honeypot) return { ok: true, reference: referenceFrom(random(6)), stored: null };
    const values = { ...record, horse, created: now };
    // A reference is 30 random bits: one already given is a rare clash, tried again.
    for (;;) {
      const [stored] = await tx
        .insert(requests)
        .values({ ...values, reference: referenceFrom(random(6)) })
        .onConflictDoNothing({ target: requests.reference })
        .returning();
      if (stored) return { ok: true, reference: stored.reference, stored };
    }
  });
}

/**
 * The stored name of the stud horse a request asks about, when it is one the form is for: a sale
 * enquiry's horse is for sale (docs/decisions/0010-for-sale-is-the-flag.md), a covering request's
 * a stallion the planner offers (not sold, with a height: data/breeding.ts); else null.
 */
async function askedHorse(tx: Db, record: RequestRecord): Promise<string | null> {
  const offered =
    record.kind === "sale"
      ? eq(horses.forSale, true)
      : and(eq(horses.gender, CANDIDATE_GENDERS.stallion), sql`${horses.height} is not null`);
  const [row] = await tx
    .select({ name: horses.name })
    .from(horses)
    .where(and(nameIs(horses.name, record.horse), ne(horses.category, SOLD_CATEGORY), offered))
    .limit(1);
  return row?.name ?? null;
}

/** Requests per page of the inbox. */
export const REQUESTS_PER_PAGE = 20;

export type RequestListItem = Pick<
  StoredRequest,
  "id" | "reference" | "kind" | "horse" | "name" | "status" | "mareName" | "created" | "erased"
>;

/** One page of the inbox, newest first. */
export async function requestInbox(db: Db, page: number): Promise<Paged<RequestListItem>> {
  const [{ total }] = await db.select({ total: count() }).from(requests);
  const pages = Math.max(1, Math.ceil(total / REQUESTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const items = await db
    .select({
      id: requests.id,
      reference: requests.reference,
      kind: requests.kind,
      horse: requests.horse,
      name: requests.name,
      status: requests.status,
      mareName: requests.mareName,
      created: requests.created,
      erased: requests.erased,
    })
    .from(requests)
    .orderBy(desc(requests.created), desc(requests.id))
    .limit(REQUESTS_PER_PAGE)
    .offset((current - 1) * REQUESTS_PER_PAGE);
  return { ...pageOf(items, 1, REQUESTS_PER_PAGE), page: current, pages, total };
}

/** How many requests wait for an answer (the admin bar's count). */
export async function countNewRequests(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(requests).where(eq(requests.status, NEW_REQUEST_STATUS));
  return row.count;
}

export async function requestById(db: Db, id: number): Promise<StoredRequest | null> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
  return row ?? null;
}

/** The stud horse a request asks about, as it is now. */
export interface AskedHorse {
  name: string;
  forSale: boolean;
  sold: boolean;
}

/** What the site knows of a covering request's mating (docs/product.md, "Requests"). */
export interface RequestedMating {
  /** The foal's coefficient and completeness; null when the stallion is not in the pedigree any more. */
  foal: OutsideMareFoal | null;
  /** The sections the foal can have by the mating table (both when its height decides). */
  sections: Breed[];
  /** The colour odds and the OO risk, when the mare's genotype is given. */
  colours: { odds: ColourOdds[]; lethal: number } | null;
  /** The pedigree's entry or stud horse of the mare's name, when there is one: approving uses it as it is. */
  mareKnown: string | null;
}

export interface RequestDetails {
  request: StoredRequest;
  horse: AskedHorse | null;
  mating: RequestedMating | null;
}

/** A request with what the site knows: its horse now, and for a covering request the foal's genetics. */
export async function requestDetails(db: Db, id: number): Promise<RequestDetails | null> {
  const request = await requestById(db, id);
  if (!request) return null;
  const [row] = await db
    .select({
      name: horses.name,
      forSale: horses.forSale,
      category: horses.category,
      breed: horses.breed,
      genotype: horses.genotype,
    })
    .from(horses)
    .where(nameIs(horses.name, request.horse))
    .limit(1);
  const horse = row ? { name: row.name, forSale: row.forSale, sold: row.category === SOLD_CATEGORY } : null;
  if (request.kind !== "covering" || request.mareName === null) return { request, horse, mating: null };
  const { kinship } = await pedigreeInMemoryAt(db);
  const foal = row ? outsideMareFoal(kinship, row.name, { sire: request.mareSire, dam: request.mareDam }) : null;
  const known = await storedName(db, request.mareName);
  return {
    request,
    horse,
    mating: {
      foal,
      sections: row ? possibleFoalSections(row.breed, request.mareBreed ?? "") : [],
      colours: request.mareGenotype ? requestedFoalColours(row?.genotype ?? null, request.mareGenotype) : null,
      mareKnown: known,
    },
  };
}

/** The stored spelling of `name` as a stud horse's or a pedigree entry's (any letter case), or null. */
async function storedName(db: Db, name: string): Promise<string | null> {
  for (const table of [horses, pedigree]) {
    const [row] = await db.select({ name: table.name }).from(table).where(nameIs(table.name, name)).limit(1);
    if (row) return row.name;
  }
  return null;
}

export type RequestAnswer =
  | { ok: true; request: StoredRequest }
  | { ok: false; reason: "not-found" }
  /** Answered already (`status`): an answer is undone in the change log, not answered again. */
  | { ok: false; reason: "answered"; status: RequestStatus }
  /** The outside mare's pedigree entry could not be added (a look-alike name, a loop). */
  | { ok: false; reason: "mare"; refusal: Extract<PedigreeWriteResult, { ok: false }> }
  /** The planned covering was refused (data/coverings.ts). */
  | { ok: false; reason: "covering"; refusal: Extract<PlannedCoveringsResult, { ok: false }> };

type AnswerRefusal = Extract<RequestAnswer, { ok: false }>;

/** Thrown inside an answer's transaction to roll back what it wrote before a refusal. */
class AnswerRefused extends Error {
  constructor(readonly refusal: AnswerRefusal) {
    super(`request answer refused: ${refusal.reason}`);
  }
}

/** Runs `answer` on the new request `id`, locked, in a transaction of its own (a savepoint in an admin change). */
async function answerNew(
  db: Db,
  id: number,
  answer: (tx: Db, request: StoredRequest) => Promise<StoredRequest>,
): Promise<RequestAnswer> {
  try {
    return await retryingTransaction(db, async (tx) => {
      // The pedigree writes' lock before the request's row, the order an undo takes them in.
      await lockPedigreeWrites(tx);
      const [request] = await tx.select().from(requests).where(eq(requests.id, id)).for("update");
      if (!request) return { ok: false, reason: "not-found" } as const;
      if (request.status !== NEW_REQUEST_STATUS)
        return { ok: false, reason: "answered", status: request.status } as const;
      return { ok: true, request: await answer(tx, request) } as const;
    });
  } catch (error) {
    if (error instanceof AnswerRefused) return error.refusal;
    throw error;
  }
}

/**
 * Godkänn: a sale enquiry is answered yes; a covering request becomes a planned covering of the
 * stallion and the outside mare dated `date` (today in Sweden by default; data/coverings.ts
 * addPlannedCoverings, with the mates list's seed for the pair), the mare first added to the
 * pedigree with her parents, section, and link unless her name is there already. All or nothing.
 */
export async function approveRequest(
  db: Db,
  id: number,
  { now = new Date(), date }: { now?: Date; date?: string } = {},
): Promise<RequestAnswer> {
  return answerNew(db, id, async (tx, request) => {
    let covering: number | null = null;
    if (request.kind === "covering" && request.mareName !== null) {
      const mare = request.mareName;
      if ((await storedName(tx, mare)) === null) {
        const added = await addPedigreeEntry(
          tx,
          pedigreeRecord.parse({
            name: mare,
            gender: CANDIDATE_GENDERS.mare,
            breed: request.mareBreed,
            sire: request.mareSire,
            dam: request.mareDam,
            link: request.mareLink,
          }),
        );
        if (!added.ok) throw new AnswerRefused({ ok: false, reason: "mare", refusal: added });
      }
      const planned = await addPlannedCoverings(
        tx,
        [{ stallion: request.horse, mare, seed: pairSeed(request.horse, mare) }],
        date === undefined ? {} : { date },
      );
      if (!planned.ok) throw new AnswerRefused({ ok: false, reason: "covering", refusal: planned });
      covering = planned.ids[0];
    }
    const [answered] = await tx
      .update(requests)
      .set({ status: "approved", answered: now, covering })
      .where(eq(requests.id, request.id))
      .returning();
    return answered;
  });
}

/** Avböj, with an optional reason (shown to the administrator only). */
export async function declineRequest(
  db: Db,
  id: number,
  reason: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<RequestAnswer> {
  return answerNew(db, id, async (tx, request) => {
    const [answered] = await tx
      .update(requests)
      .set({ status: "declined", reason: reason.trim().slice(0, REQUEST_LIMITS.reason), answered: now })
      .where(eq(requests.id, request.id))
      .returning();
    return answered;
  });
}

/** Ta bort: the request goes (its rows stay in the change log, to undo it, and are erased there in time). */
export async function deleteRequest(db: Db, id: number): Promise<RequestAnswer> {
  const [request] = await db.delete(requests).where(eq(requests.id, id)).returning();
  return request ? { ok: true, request } : { ok: false, reason: "not-found" };
}

/** The contact details, as an erased request holds them. */
const ERASED = { name: "", contact: "", message: "" } as const;

/**
 * Erases the contact details (name, contact, message) of every request answered before
 * eraseAnsweredBefore(now), keeping the request itself (docs/product.md, "Requests"), and the same
 * fields of the change log's copies of requests (which an undo would otherwise bring back): those
 * of the erased requests and those of every change made before then (deleted requests, a restored
 * backup's log). Attempts past the window go too. Runs at start, daily and on each inbox read
 * (server/app.ts, app/routes/admin.requests.tsx); what is erased stays erased. Answers how many
 * requests and logged rows it erased.
 */
export async function eraseAnsweredContacts(db: Db, now = new Date()): Promise<{ requests: number; logRows: number }> {
  const before = eraseAnsweredBefore(now);
  return retryingTransaction(db, async (tx) => {
    const erased = await tx
      .update(requests)
      .set({ ...ERASED, erased: now })
      .where(and(lt(requests.answered, before), isNull(requests.erased)))
      .returning({ id: requests.id });
    const ids = erased.map((row) => row.id);
    const blank = sql`${JSON.stringify(ERASED)}::jsonb`;
    const holds = (column: AnyColumn) =>
      sql`(${column}->>'name' <> '' or ${column}->>'contact' <> '' or ${column}->>'message' <> '')`;
    const scrubbed = await tx
      .update(changeRows)
      .set({
        before: sql`case when ${changeRows.before} is null then null else ${changeRows.before} || ${blank} end`,
        after: sql`case when ${changeRows.after} is null then null else ${changeRows.after} || ${blank} end`,
      })
      .where(
        and(
          eq(changeRows.tableName, "requests"),
          sql`(${holds(changeRows.before)} or ${holds(changeRows.after)})`,
          or(
            ids.length > 0 ? inArray(changeRows.rowId, ids) : sql`false`,
            sql`exists (select 1 from ${changes} where ${changes.id} = ${changeRows.changeId} and ${changes.at} < ${before})`,
          ),
        ),
      )
      .returning({ id: changeRows.id });
    await tx.delete(requestAttempts).where(lte(requestAttempts.at, requestWindowStart(now)));
    return { requests: ids.length, logRows: scrubbed.length };
  });
}
