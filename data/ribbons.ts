import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db";
import { horseNamed, nameIs } from "./names";
import type { RibbonRecord } from "./records";
import { horses, ribbons } from "./schema";

/** A stored ribbon, exactly as the database row reads. */
export type Ribbon = typeof ribbons.$inferSelect;

/** The ribbons of the horse whose name `horse` is (an SQL value), in the order they were won. */
export const ribbonsQuery = (db: Db, horse: SQL) =>
  db.select().from(ribbons).where(eq(ribbons.horse, horse)).orderBy(asc(ribbons.position), asc(ribbons.id));

/** A horse's ribbons in the order they were won (appended). */
export async function ribbonsOf(db: Db, horse: string): Promise<Ribbon[]> {
  return ribbonsQuery(db, horseNamed(horse));
}

export type AddRibbonResult = { ok: true; position: number; horse: string } | { ok: false; reason: "horse-not-found" };

/**
 * Appends a ribbon to the horse named `horseName` in any letter case (docs/product.md, "Horses, categories and sale").
 * Locking the horse row serialises concurrent appends to one horse, so two ribbons
 * added at the same moment get consecutive positions instead of colliding.
 */
export async function addRibbon(db: Db, horseName: string, ribbon: RibbonRecord): Promise<AddRibbonResult> {
  return db.transaction(async (tx) => {
    const [horse] = await tx
      .select({ name: horses.name })
      .from(horses)
      .where(nameIs(horses.name, horseName))
      .for("update");
    if (!horse) return { ok: false, reason: "horse-not-found" } as const;
    const [row] = await tx
      .insert(ribbons)
      .values({
        horse: horse.name,
        // Positions are 0-based, like the stud import writes them.
        position: sql`(select coalesce(max(position) + 1, 0) from ribbons where horse = ${horse.name})`,
        text: ribbon.text,
        image: ribbon.image,
      })
      .returning({ position: ribbons.position });
    return { ok: true, position: row.position, horse: horse.name } as const;
  });
}

/** The stored ribbon with this id, or null. */
export async function ribbonById(db: Db, id: number): Promise<Ribbon | null> {
  const [row] = await db.select().from(ribbons).where(eq(ribbons.id, id)).limit(1);
  return row ?? null;
}

export type RibbonWriteResult = { ok: true; horse: string } | { ok: false; reason: "not-found" };

/** Saves a ribbon's text and picture; it keeps its horse and place. */
export async function updateRibbon(db: Db, id: number, ribbon: RibbonRecord): Promise<RibbonWriteResult> {
  const [row] = await db
    .update(ribbons)
    .set({ text: ribbon.text, image: ribbon.image })
    .where(eq(ribbons.id, id))
    .returning({ horse: ribbons.horse });
  return row ? { ok: true, horse: row.horse } : { ok: false, reason: "not-found" };
}

/** Deletes ribbon `id`; the others keep their order (positions need not be consecutive). */
export async function deleteRibbon(db: Db, id: number): Promise<RibbonWriteResult> {
  const [row] = await db.delete(ribbons).where(eq(ribbons.id, id)).returning({ horse: ribbons.horse });
  return row ? { ok: true, horse: row.horse } : { ok: false, reason: "not-found" };
}
