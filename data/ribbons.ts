import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db";
import { horseNamed } from "./names";
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

export type AddRibbonResult = { ok: true; position: number } | { ok: false; reason: "horse-not-found" };

/**
 * Appends a ribbon to the horse named exactly `horseName` (exact name: docs/product.md, "Horses, categories and sale").
 * Locking the horse row serialises concurrent appends to one horse, so two ribbons
 * added at the same moment get consecutive positions instead of colliding.
 */
export async function addRibbon(db: Db, horseName: string, ribbon: RibbonRecord): Promise<AddRibbonResult> {
  return db.transaction(async (tx) => {
    const [horse] = await tx.select({ name: horses.name }).from(horses).where(eq(horses.name, horseName)).for("update");
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
    return { ok: true, position: row.position } as const;
  });
}
