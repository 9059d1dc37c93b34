import { and, eq, ne, not, sql, type SQL } from "drizzle-orm";
import { AGE_RANGE, breedCode, canCompete, FOR_SALE_CATEGORY, SOLD_CATEGORY, type Category } from "#domain";
import {
  BULK_WRITE_TIME_LIMIT_MS,
  isUniqueViolation,
  lockForWrite,
  queryRows,
  retryingTransaction,
  withTimeLimit,
  type Db,
} from "./db";
import { compareNames, lookalikeName, nameIs } from "./names";
import { writeNews } from "./news";
import {
  lockPedigreeWrites,
  PedigreeLoopError,
  refusePedigreeLoop,
  renameParentLinks,
  spelledParents,
} from "./pedigree/pedigree";
import type { HorseRecord } from "./records";
import { competition, horses, pedigree } from "./schema";

export type Horse = typeof horses.$inferSelect;

/**
 * What a competition entry keeps a copy of (its height class, filters and copied lines read them):
 * taken when the horse is entered or imported, and again whenever the horse's form is saved.
 */
export function competitionCopy({
  height,
  gender,
  breed,
  stats,
  focus,
  age,
}: Pick<Horse, "height" | "gender" | "breed" | "stats" | "focus" | "age">) {
  return { height, gender, breed, stats, focus, age };
}

/** The stored horse of that name (any letter case), or null. */
export async function horseByName(db: Db, name: string): Promise<Horse | null> {
  const [row] = await db.select().from(horses).where(nameIs(horses.name, name)).limit(1);
  return row ?? null;
}

export type HorseWriteResult =
  | { ok: true; name: string }
  /** `ancestor`: the name taken is a pedigree entry's that is no stud horse (a rename refused). */
  | { ok: false; reason: "duplicate" | "not-found"; ancestor?: true }
  /** The name looks like another horse's or pedigree entry's (`clash`): data/names.ts lookalikeName. */
  | { ok: false; reason: "lookalike"; clash: string }
  /** The sire/dam would make the horse its own ancestor: the chain from the horse up to itself. */
  | { ok: false; reason: "loop"; chain: string[] };

/** A write's refusals as results: a taken name (the unique index decides, race-safe) or a loop. */
async function refusalOf(write: () => Promise<HorseWriteResult>): Promise<HorseWriteResult> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    if (error instanceof PedigreeLoopError) return { ok: false, reason: "loop", chain: error.chain };
    throw error;
  }
}

/**
 * Adds a horse; refused when the name is taken in any letter case, looks like a name that is
 * (lookalikeName), or its parents would loop.
 * A horse filed under the for-sale category starts for sale, and is news (docs/product.md, "News and feed").
 */
export async function addHorse(db: Db, record: HorseRecord): Promise<HorseWriteResult> {
  const forSale = record.forSale || record.category === FOR_SALE_CATEGORY;
  return refusalOf(() =>
    retryingTransaction(db, async (tx) => {
      await lockPedigreeWrites(tx);
      const clash = await lookalikeName(tx, record.name);
      if (clash) return { ok: false, reason: "lookalike", clash } as const;
      const [row] = await tx
        .insert(horses)
        .values({ ...(await spelledParents(tx, record)), forSale })
        .returning({ name: horses.name });
      await writeNews(tx, [forSale ? { kind: "for-sale", horse: row.name } : null]);
      await refusePedigreeLoop(tx, row.name, record);
      return { ok: true, name: row.name } as const;
    }),
  );
}

/**
 * Saves the whole edit form of the horse now called `currentName`, in one transaction.
 * forSale is not part of it (it has its own button, saved at once), except that a horse
 * moved to `sold` is no longer for sale, as when marked sold. A horse moved to a category that
 * never competes (sold, or seniors = retired) leaves the competition list.
 *
 * Renaming (docs/decisions/0003): ribbons, evaluations, merits and the competition entry
 * follow through ON UPDATE CASCADE; the text references are renamed here: sire/dam of
 * horses and pedigree entries, and the horse's own pedigree entry. A new name already used
 * by another horse or another pedigree entry (any letter case) is refused as a duplicate.
 * Moved to sold from another category, the horse is news, as when marked sold.
 */
export async function updateHorse(
  db: Db,
  currentName: string,
  record: Omit<HorseRecord, "forSale">,
): Promise<HorseWriteResult> {
  return refusalOf(() =>
    retryingTransaction(db, async (tx) => {
      await lockPedigreeWrites(tx);
      const current = await horseByName(tx, currentName);
      if (!current) return { ok: false, reason: "not-found" } as const;
      const oldName = current.name;
      const newName = record.name;
      const renamed = newName !== oldName;
      const taken = renamed ? await nameTakenByOther(tx, current.id, oldName, newName) : null;
      if (taken) return { ok: false, reason: "duplicate", ...(taken === "ancestor" && { ancestor: true }) } as const;
      const clash = renamed ? await lookalikeName(tx, newName, oldName) : null;
      if (clash) return { ok: false, reason: "lookalike", clash } as const;

      const sold = record.category === SOLD_CATEGORY;
      await tx
        .update(horses)
        .set({ ...(await spelledParents(tx, record)), ...(sold ? { forSale: false } : {}) })
        .where(eq(horses.id, current.id));
      if (renamed) {
        await renameParentLinks(tx, oldName, newName);
        await tx.update(pedigree).set({ name: newName }).where(nameIs(pedigree.name, oldName));
      }
      if (!canCompete(record.category)) {
        await tx.delete(competition).where(eq(competition.name, newName));
      } else {
        await tx.update(competition).set(competitionCopy(record)).where(eq(competition.name, newName));
      }
      await writeNews(tx, [sold && current.category !== SOLD_CATEGORY ? { kind: "sold", horse: newName } : null]);
      await refusePedigreeLoop(tx, newName, record);
      return { ok: true, name: newName } as const;
    }),
  );
}

/** Who else has `newName`: another stud horse, an ancestor (a pedigree entry of no stud horse), or nobody. */
async function nameTakenByOther(
  db: Db,
  horseId: number,
  oldName: string,
  newName: string,
): Promise<"horse" | "ancestor" | null> {
  const [horse] = await db
    .select({ id: horses.id })
    .from(horses)
    .where(and(nameIs(horses.name, newName), ne(horses.id, horseId)))
    .limit(1);
  if (horse) return "horse";
  // The horse's own pedigree entry (a case-only rename) is not "another" entry.
  const [entry] = await db
    .select({ id: pedigree.id })
    .from(pedigree)
    .where(and(nameIs(pedigree.name, newName), not(nameIs(pedigree.name, oldName))))
    .limit(1);
  // No stud horse has the name (the look-up above): the entry is an ancestor's.
  return entry ? "ancestor" : null;
}

/** The separate for-sale button: saved at once; put up for sale, the horse is news. False when no such horse. */
export async function setForSale(db: Db, name: string, forSale: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: horses.id, name: horses.name, forSale: horses.forSale })
      .from(horses)
      .where(nameIs(horses.name, name))
      .for("update");
    if (!row) return false;
    await tx.update(horses).set({ forSale }).where(eq(horses.id, row.id));
    await writeNews(tx, [forSale && !row.forSale ? { kind: "for-sale", horse: row.name } : null]);
    return true;
  });
}

/**
 * Marks a horse sold (docs/product.md, "Horses, categories and sale"): category sold, link and owner stored, no longer for sale,
 * and its competition entry removed (a partner's pairing is cleared by the foreign key),
 * all in one transaction; a horse not sold before is news.
 */
export async function markSold(db: Db, name: string, sale: { link: string; owner: string }): Promise<HorseWriteResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ category: horses.category })
      .from(horses)
      .where(nameIs(horses.name, name))
      .for("update");
    const [row] = await tx
      .update(horses)
      .set({ category: SOLD_CATEGORY, link: sale.link, owner: sale.owner, forSale: false })
      .where(nameIs(horses.name, name))
      .returning({ name: horses.name });
    if (!row) return { ok: false, reason: "not-found" } as const;
    await tx.delete(competition).where(eq(competition.name, row.name));
    await writeNews(tx, [before?.category !== SOLD_CATEGORY ? { kind: "sold", horse: row.name } : null]);
    return { ok: true, name: row.name } as const;
  });
}

/**
 * Ages every horse by `years` (+1 or −1) in ONE statement, within AGE_RANGE (0 stays 0, 60 stays
 * 60: the stud file and the forms take no other age, so a backup can always carry it); the age
 * copied into competition entries follows in the same statement. Returns how many horses there are.
 * A bulk write: it runs under its own time limit (withTimeLimit, BULK_WRITE_TIME_LIMIT_MS), not the
 * pages' bound on a statement; past it, it is cancelled whole (isStatementCancelled).
 */
export async function ageAllHorses(db: Db, years: 1 | -1): Promise<number> {
  // Two of these at once would lock the same rows in different orders (a deadlock): one at a time.
  const [row] = await retryingTransaction(db, (tx) =>
    withTimeLimit(tx, BULK_WRITE_TIME_LIMIT_MS, async () => {
      await lockForWrite(tx, "age-all");
      return queryRows<{ count: number }>(
        tx,
        sql`with aged as (
            update ${horses}
            set age = least(greatest(age + ${years}::int, ${AGE_RANGE.min}::int), ${AGE_RANGE.max}::int)
            returning name, age
          ), synced as (
            update ${competition} set age = aged.age from aged where ${competition.name} = aged.name returning 1
          )
          select count(*)::int as count from aged`,
      );
    }),
  );
  return Number(row?.count ?? 0);
}

/** How many horses aging by +1 and by −1 would change (0 and 60 stay as they are): the confirmation names it. */
export async function ageChangeCounts(db: Db): Promise<Record<1 | -1, number>> {
  const [row] = await queryRows<{ below: number; above: number }>(
    db,
    sql`select count(*) filter (where age < ${AGE_RANGE.max})::int as below,
          count(*) filter (where age > ${AGE_RANGE.min})::int as above
        from ${horses}`,
  );
  return { 1: Number(row?.below ?? 0), [-1]: Number(row?.above ?? 0) };
}

// ---- Public lists (sold horses are left out of every list but home-bred: docs/product.md, "Horses, categories and sale") ----

const notSold = ne(horses.category, SOLD_CATEGORY);
const byName = <T extends { name: string }>(rows: T[]): T[] => rows.sort(compareNames);

/** `breed = code`, or a condition that matches nothing for a code that is no breed. */
function sectionFilter(section: string | undefined): SQL | undefined {
  if (section === undefined) return undefined;
  const code = breedCode(section);
  return code === null ? sql`false` : eq(sql`lower(${horses.breed})`, code);
}

/** For sale: the horses whose forSale flag is on, whatever category files them, sorted by name. */
export async function forSaleHorses(db: Db, section?: string): Promise<Horse[]> {
  const rows = await db
    .select()
    .from(horses)
    .where(and(notSold, eq(horses.forSale, true), sectionFilter(section)));
  return byName(rows);
}

/** A category's horses (all of them without a section), sorted by name. */
export async function horsesByCategory(db: Db, category: Category, section?: string): Promise<Horse[]> {
  if (category === "for-sale") return forSaleHorses(db, section);
  const rows = await db
    .select()
    .from(horses)
    .where(and(eq(horses.category, category), sectionFilter(section)));
  return byName(rows);
}

const bredBy = (stableName: string) => eq(sql`lower(trim(${horses.breeder}))`, stableName.trim().toLowerCase());

/** The stable's own breeding, sold ones included, sorted by name. */
export async function homeBredHorses(db: Db, stableName: string): Promise<Horse[]> {
  const rows = await db.select().from(horses).where(bredBy(stableName));
  return byName(rows);
}

/** The stable's own breeding counted by gender and breed in the database (the home-bred charts). */
export async function homeBredGroups(
  db: Db,
  stableName: string,
): Promise<{ gender: string; breed: string; count: number }[]> {
  return db
    .select({ gender: horses.gender, breed: horses.breed, count: sql<number>`count(*)::int` })
    .from(horses)
    .where(bredBy(stableName))
    .groupBy(horses.gender, horses.breed);
}

/** Every horse still at the stud (sold ones only on request), sorted by name. */
export async function allHorses(db: Db, options: { includeSold?: boolean } = {}): Promise<Horse[]> {
  const rows = await db
    .select()
    .from(horses)
    .where(options.includeSold ? undefined : notSold);
  return byName(rows);
}

/** Points a horse at a stored picture (a reference from pictures/store.ts, storeImage). */
export async function setHorsePicture(db: Db, name: string, ref: string): Promise<void> {
  await db.update(horses).set({ picture: ref }).where(eq(horses.name, name));
}

export type HorseDeleteResult =
  { ok: true; name: string; keptAsAncestor: boolean } | { ok: false; reason: "not-found" };

/**
 * Deletes a stud horse and what is its own (ribbons, evaluations, merits, its competition entry,
 * by ON DELETE CASCADE; a partner's pairing is cleared by the foreign key). A horse that is a
 * parent keeps its place in its offspring's pedigree: its name, parents, gender, breed and colour
 * stay as a pedigree entry (unless it has one already).
 */
export async function deleteHorse(db: Db, name: string): Promise<HorseDeleteResult> {
  return retryingTransaction(db, async (tx) => {
    await lockPedigreeWrites(tx);
    const horse = await horseByName(tx, name);
    if (!horse) return { ok: false, reason: "not-found" } as const;
    const [child] = await queryRows<{ found: boolean }>(
      tx,
      sql`select exists (select 1 from ${horses} where lower(sire) = lower(${horse.name}) or lower(dam) = lower(${horse.name}))
        or exists (select 1 from ${pedigree} where lower(sire) = lower(${horse.name}) or lower(dam) = lower(${horse.name})) as found`,
    );
    const [ownEntry] = await tx.select({ id: pedigree.id }).from(pedigree).where(nameIs(pedigree.name, horse.name));
    await tx.delete(horses).where(eq(horses.id, horse.id));
    const keptAsAncestor = Boolean(child?.found) && !ownEntry;
    if (keptAsAncestor)
      await tx.insert(pedigree).values({
        name: horse.name,
        gender: horse.gender,
        breed: horse.breed,
        color: horse.color,
        sire: horse.sire,
        dam: horse.dam,
      });
    return { ok: true, name: horse.name, keptAsAncestor: Boolean(child?.found) } as const;
  });
}
