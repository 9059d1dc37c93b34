import { and, asc, desc, eq, gte, inArray, lte, ne, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import {
  asParent,
  breedCode,
  calendarDateInSweden,
  CANDIDATE_GENDERS,
  COVERED_STATUSES,
  COVERING_STATUSES,
  coveringsPerStallion,
  hasForbiddenTextCharacter,
  isLethalWhite,
  MAX_SEED,
  NO_FOAL_STATUS,
  normalizeName,
  REGISTERED_STATUS,
  REGISTRABLE_STATUS,
  registeredFoal,
  seasonDays,
  seasonOf,
  simulateFoal,
  SOLD_CATEGORY,
  type BreedingCandidate,
  type CoveringStatus,
  type ParentRole,
} from "#domain";
import * as texts from "#domain/texts";
import { retryingTransaction, type Db } from "./db";
import { addHorse, type HorseWriteResult } from "./horses";
import { compareText, nameIs } from "./names";
import { writeNews } from "./news";
import { addPedigreeEntry, lockPedigreeWrites } from "./pedigree/pedigree";
import { dateField, horseRecord, LIMITS, nameField, pedigreeRecord } from "./records";
import { coverings, horses, pedigree } from "./schema";

// The coverings of the breeding seasons and the registration of their foals (docs/product.md,
// "Coverings"). Every write here runs in one transaction: an admin action logs it as one change
// (app/history.server.ts changeLogger), and undoing that change undoes all of it.

const t = texts.coverings;

/** A stored covering, exactly as the database row reads. */
export type Covering = typeof coverings.$inferSelect;

/** What a covering holds as an administrator writes it (the form's fields and the planner's seed). */
export const coveringRecord = z.object({
  stallion: nameField,
  mare: nameField,
  date: dateField,
  status: z.enum(COVERING_STATUSES, { error: t.refusals.unknownStatus }),
  note: z
    .string()
    .trim()
    .max(LIMITS.text * 2)
    .refine((text) => !hasForbiddenTextCharacter(text), texts.faults.textForbiddenCharacter)
    .default(""),
  seed: z.number().int().min(0).max(MAX_SEED),
});
export type CoveringRecord = z.output<typeof coveringRecord>;
/** An edit keeps the covering's seed: its foal is the one the planner showed. */
export type CoveringEdit = Omit<CoveringRecord, "seed">;

/** Why a covering was not written. */
export type CoveringRefusal =
  | { ok: false; reason: "not-found" | "same-horse" }
  /** The horse of that role is a stud horse or entry of another gender (a gelding as stallion). */
  | { ok: false; reason: "gender"; role: ParentRole; name: string; gender: string }
  /** An outside horse's new entry would look like another name (data/names.ts lookalikeName). */
  | { ok: false; reason: "lookalike"; role: ParentRole; name: string; clash: string }
  /** A foal is registered from it: its stallion, mare and status stay (undo the registration first). */
  | { ok: false; reason: "has-foal"; foal: string };

export type CoveringWriteResult = { ok: true; covering: Covering } | CoveringRefusal;

/** Thrown inside a write's transaction to roll back what it wrote before a refusal. */
class CoveringRefused extends Error {
  constructor(readonly refusal: CoveringRefusal) {
    super(`covering refused: ${refusal.reason}`);
  }
}

/** Runs `write` in a transaction of its own (a savepoint inside an admin change); a refusal rolls it back whole. */
async function refusable<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T | CoveringRefusal> {
  try {
    return await retryingTransaction(db, async (tx) => {
      // Names and pedigree entries: the pedigree writes' lock first, as every such write takes it first.
      await lockPedigreeWrites(tx);
      return write(tx);
    });
  } catch (error) {
    if (error instanceof CoveringRefused) return error.refusal;
    throw error;
  }
}

/**
 * The stored name of the `role` horse typed as `typed`: a stud horse's, or else a pedigree entry's,
 * in any letter case; of another gender (a gelding, a mare as stallion) refused. A name nobody has
 * is an outside horse: it is kept as a pedigree entry of the role's gender (refused when it looks
 * like a name that exists).
 */
async function placeHorse(tx: Db, typed: string, role: ParentRole): Promise<string> {
  const expected = CANDIDATE_GENDERS[role];
  for (const table of [horses, pedigree]) {
    const [row] = await tx
      .select({ name: table.name, gender: table.gender })
      .from(table)
      .where(nameIs(table.name, typed))
      .limit(1);
    if (!row) continue;
    // An entry whose gender is not known may be either.
    if (row.gender !== null && row.gender !== expected)
      throw new CoveringRefused({ ok: false, reason: "gender", role, name: row.name, gender: row.gender });
    return row.name;
  }
  const added = await addPedigreeEntry(tx, pedigreeRecord.parse({ name: typed, gender: expected }));
  if (added.ok) return added.name;
  if (added.reason === "lookalike")
    throw new CoveringRefused({ ok: false, reason: "lookalike", role, name: typed, clash: added.clash });
  // Under the pedigree writes' lock no other write adds the name meanwhile: nothing else is left.
  throw new Error(`the entry of ${typed} was not added: ${added.reason}`);
}

/** The stallion and mare of a covering as stored, or a refusal (thrown) when they cannot be. */
async function placePair(tx: Db, pair: { stallion: string; mare: string }) {
  if (normalizeName(pair.stallion).toLowerCase() === normalizeName(pair.mare).toLowerCase())
    throw new CoveringRefused({ ok: false, reason: "same-horse" });
  return { stallion: await placeHorse(tx, pair.stallion, "stallion"), mare: await placeHorse(tx, pair.mare, "mare") };
}

/** Adds a covering (docs/product.md, "Coverings"); an outside stallion or mare becomes a pedigree entry. */
export async function addCovering(db: Db, record: CoveringRecord): Promise<CoveringWriteResult> {
  return refusable(db, async (tx) => {
    const pair = await placePair(tx, record);
    const [covering] = await tx
      .insert(coverings)
      .values({ ...pair, date: record.date, status: record.status, note: record.note, seed: record.seed })
      .returning();
    return { ok: true, covering } as const;
  });
}

export type PlannedCoveringsResult =
  /** `added`: new coverings; `replanned`: planned ones of the same pair and season given the new seed and date. */
  | { ok: true; ids: number[]; added: number; replanned: number }
  /** `index`: the pair refused (nothing was saved), with why; `invalid`: a name or seed no covering can have. */
  | (CoveringRefusal & { index: number })
  | { ok: false; reason: "invalid"; index: number; message: string };

/**
 * Saves planned coverings of the pairs, each with the planner seed of its foal, dated `date`
 * (today in Sweden by default), all or none: the first pair refused leaves nothing saved. A pair
 * that already has a planned covering that season keeps that one, with the new seed and date: a
 * plan saved twice gives no second covering. For the planner's and the mates list's "Planera
 * betäckning" and the season plan's "Spara som planerade betäckningar".
 */
export async function addPlannedCoverings(
  db: Db,
  pairs: readonly { stallion: string; mare: string; seed: number }[],
  { date = calendarDateInSweden(new Date()) }: { date?: string } = {},
): Promise<PlannedCoveringsResult> {
  const records: CoveringRecord[] = [];
  for (const [index, pair] of pairs.entries()) {
    const parsed = coveringRecord.safeParse({ ...pair, date, status: "planned", note: "" });
    if (!parsed.success) return { ok: false, reason: "invalid", index, message: parsed.error.issues[0].message };
    records.push(parsed.data);
  }
  // Which pair is being saved: the one a refusal is about.
  let index = 0;
  const result = await refusable(db, async (tx) => {
    const ids: number[] = [];
    let replanned = 0;
    for (index = 0; index < records.length; index++) {
      const record = records[index];
      const pair = await placePair(tx, record);
      const { from, to } = seasonDays(seasonOf(record.date));
      const [existing] = await tx
        .select({ id: coverings.id })
        .from(coverings)
        .where(
          and(
            eq(sql`lower(${coverings.stallion})`, pair.stallion.toLowerCase()),
            eq(sql`lower(${coverings.mare})`, pair.mare.toLowerCase()),
            eq(coverings.status, "planned"),
            gte(coverings.date, from),
            lte(coverings.date, to),
          ),
        )
        .orderBy(desc(coverings.id))
        .limit(1)
        .for("update");
      if (existing) {
        await tx.update(coverings).set({ seed: record.seed, date: record.date }).where(eq(coverings.id, existing.id));
        ids.push(existing.id);
        replanned++;
      } else {
        const [row] = await tx
          .insert(coverings)
          .values({ ...pair, date: record.date, status: record.status, note: record.note, seed: record.seed })
          .returning({ id: coverings.id });
        ids.push(row.id);
      }
    }
    return { ok: true, ids, added: ids.length - replanned, replanned } as const;
  });
  return result.ok ? result : { ...result, index };
}

/** The stored covering with this id, or null. */
export async function coveringById(db: Db, id: number): Promise<Covering | null> {
  const [row] = await db.select().from(coverings).where(eq(coverings.id, id)).limit(1);
  return row ?? null;
}

/**
 * Saves a covering's stallion, mare, date, status and note (its seed stays). A covering with a
 * registered foal keeps its stallion, mare and status: the foal was rolled from them.
 */
export async function updateCovering(db: Db, id: number, edit: CoveringEdit): Promise<CoveringWriteResult> {
  return refusable(db, async (tx) => {
    const [current] = await tx.select().from(coverings).where(eq(coverings.id, id)).for("update");
    if (!current) throw new CoveringRefused({ ok: false, reason: "not-found" });
    const pair = await placePair(tx, edit);
    if (
      current.foal !== null &&
      (pair.stallion !== current.stallion || pair.mare !== current.mare || edit.status !== current.status)
    )
      throw new CoveringRefused({ ok: false, reason: "has-foal", foal: current.foal });
    const [covering] = await tx
      .update(coverings)
      .set({ ...pair, date: edit.date, status: edit.status, note: edit.note })
      .where(eq(coverings.id, id))
      .returning();
    return { ok: true, covering } as const;
  });
}

/** Deletes covering `id`; a foal registered from it stays a horse of the stud. */
export async function deleteCovering(db: Db, id: number): Promise<CoveringWriteResult> {
  const [covering] = await db.delete(coverings).where(eq(coverings.id, id)).returning();
  return covering ? { ok: true, covering } : { ok: false, reason: "not-found" };
}

export interface CoveringSeason {
  year: number;
  /** Newest first (by date, then as added). */
  coverings: Covering[];
  /** Each stallion's number of coverings in the season, most first. */
  perStallion: { stallion: string; count: number }[];
}

/** The coverings of season `year` (docs/product.md, "Coverings"). */
export async function coveringSeason(db: Db, year: number): Promise<CoveringSeason> {
  const { from, to } = seasonDays(year);
  const rows = await db
    .select()
    .from(coverings)
    .where(and(gte(coverings.date, from), lte(coverings.date, to)))
    .orderBy(desc(coverings.date), desc(coverings.id));
  return { year, coverings: rows, perStallion: coveringsPerStallion(rows, compareText) };
}

/** A mare a stallion covered in the season, and the foal registered from it (null until there is one). */
export interface SeasonMare {
  mare: string;
  foal: string | null;
}

/**
 * The mares stallion `name` (any letter case) covered in season `year`, betäckt or fölat, in the
 * order of their dates, with their registered foals: his page's "Betäckningar {år}".
 */
export async function stallionSeason(db: Db, name: string, year: number): Promise<SeasonMare[]> {
  const { from, to } = seasonDays(year);
  return db
    .select({ mare: coverings.mare, foal: coverings.foal })
    .from(coverings)
    .where(
      and(
        nameIs(coverings.stallion, name),
        gte(coverings.date, from),
        lte(coverings.date, to),
        inArray(coverings.status, [...COVERED_STATUSES]),
      ),
    )
    .orderBy(asc(coverings.date), asc(coverings.id));
}

/**
 * The stallion and mare of a covering as the planner takes them (data/breeding.ts
 * loadBreedingCandidates: stud horses of the role's gender, not sold, with a height), read in the
 * registration's transaction; null when either is not one.
 */
async function plannerParents(
  tx: Db,
  covering: Pick<Covering, "stallion" | "mare">,
): Promise<{ stallion: BreedingCandidate; mare: BreedingCandidate } | null> {
  const rows = await tx
    .select({
      name: horses.name,
      gender: horses.gender,
      breed: horses.breed,
      generation: horses.generation,
      heightCm: horses.height,
      age: horses.age,
      genotype: horses.genotype,
      stats: horses.stats,
    })
    .from(horses)
    .where(
      and(
        inArray(sql`lower(${horses.name})`, [covering.stallion.toLowerCase(), covering.mare.toLowerCase()]),
        inArray(horses.gender, Object.values(CANDIDATE_GENDERS)),
        ne(horses.category, SOLD_CATEGORY),
        isNotNull(horses.height),
      ),
    );
  const candidate = (name: string, role: ParentRole): BreedingCandidate | null => {
    const row = rows.find((horse) => horse.name.toLowerCase() === name.toLowerCase());
    const breed = row ? breedCode(row.breed) : null;
    if (!row || !breed || row.heightCm === null || row.gender !== CANDIDATE_GENDERS[role]) return null;
    return { ...row, breed, heightCm: row.heightCm };
  };
  const stallion = candidate(covering.stallion, "stallion");
  const mare = candidate(covering.mare, "mare");
  return stallion && mare ? { stallion, mare } : null;
}

export type FoalRegistration =
  /** The foal is a horse of the stud now; the covering is fölat and names it. */
  | { ok: true; lethal: false; foal: string; covering: Covering }
  /** The roll gave an OO foal, which would not live: none is registered, the covering is inget föl. */
  | { ok: true; lethal: true; covering: Covering }
  | { ok: false; reason: "not-found" }
  /** The covering is not betäckt (or has its foal already): `status` is what it is. */
  | { ok: false; reason: "status"; status: CoveringStatus }
  /** The stallion or the mare is no planner candidate: the planner could not show the foal. */
  | { ok: false; reason: "parents" }
  /** The name breaks a rule of names (`message` says which). */
  | { ok: false; reason: "name"; message: string }
  /** The name is taken, looks like a taken one (add-horse's own refusals). */
  | Exclude<HorseWriteResult, { ok: true }>;

/**
 * Registers the foal of covering `id` as a horse named `name` (docs/product.md, "Coverings"): sire
 * and dam from the covering, and everything else as the planner rolls it for the covering's seed
 * (domain/breeding/simulation.ts simulateFoal, from the parents the planner would take), so
 * `/breeding?stallion=…&mare=…&seed=…` shows this very foal; a youngster of age 0, bred by
 * `breeder`. Added by add-horse's own write (addHorse: the name required, unique, no look-alike).
 * The covering becomes fölat and names the foal. An OO foal is not registered: the covering becomes
 * inget föl and its note says why. A foal registered is news (sire × dam). One transaction, the
 * covering locked first: two registrations of one covering at once give one foal, the second is refused.
 */
export async function registerFoal(
  db: Db,
  id: number,
  name: string,
  { breeder }: { breeder: string },
): Promise<FoalRegistration> {
  const parsedName = nameField.safeParse(name);
  if (!parsedName.success) return { ok: false, reason: "name", message: parsedName.error.issues[0].message };
  return retryingTransaction(db, async (tx): Promise<FoalRegistration> => {
    // The pedigree writes' lock before the covering's row, the order an undo takes them in.
    await lockPedigreeWrites(tx);
    const [covering] = await tx.select().from(coverings).where(eq(coverings.id, id)).for("update");
    if (!covering) return { ok: false, reason: "not-found" };
    if (covering.status !== REGISTRABLE_STATUS || covering.foal !== null)
      return { ok: false, reason: "status", status: covering.status };
    const parents = await plannerParents(tx, covering);
    if (!parents) return { ok: false, reason: "parents" };
    const foal = simulateFoal(asParent(parents.stallion), asParent(parents.mare), covering.seed);
    if (isLethalWhite(foal.genotype)) {
      const note = [covering.note, t.lethalNote].filter((text) => text !== "").join(" ");
      const [updated] = await tx
        .update(coverings)
        .set({ status: NO_FOAL_STATUS, note })
        .where(eq(coverings.id, id))
        .returning();
      return { ok: true, lethal: true, covering: updated };
    }
    const record = horseRecord.parse({
      name: parsedName.data,
      ...registeredFoal(foal, { sire: parents.stallion.name, dam: parents.mare.name }, breeder),
    });
    const added = await addHorse(tx, record);
    if (!added.ok) return added;
    const [updated] = await tx
      .update(coverings)
      .set({ status: REGISTERED_STATUS, foal: added.name })
      .where(eq(coverings.id, id))
      .returning();
    await writeNews(tx, [{ kind: "foal", horse: added.name, sire: covering.stallion, dam: covering.mare }]);
    return { ok: true, lethal: false, foal: added.name, covering: updated };
  });
}
