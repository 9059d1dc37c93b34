import type { Db } from "#data/db";
import { horses } from "#data/schema";
import { demoStud } from "./demo-stud";
import { importStud, type ImportCounts } from "./stud";

/**
 * Seeds the demo stud into a database that has no horses yet. A database with
 * horses is left alone (cheap on every restart); the import itself is idempotent
 * too, so a start that died halfway never duplicates anything.
 */
export async function seedDemoStud(
  db: Db,
  options: { stableName: string },
): Promise<{ seeded: boolean; counts?: ImportCounts }> {
  const [existing] = await db.select({ id: horses.id }).from(horses).limit(1);
  if (existing) return { seeded: false };
  const counts = await importStud(db, demoStud(options.stableName));
  return { seeded: true, counts };
}
