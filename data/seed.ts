import type { Db } from "./db";

// Placeholder until the demo stud lands.
export async function seedDemoStud(_db: Db, _options: { stableName: string }): Promise<{ seeded: boolean }> {
  return { seeded: false };
}
