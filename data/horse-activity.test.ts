import { beforeAll, expect, it } from "vitest";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { stallionSeason } from "./coverings";
import { currentDataVersion, type Db } from "./db";
import { recordChange } from "./history";
import { loadHorseActivity, mayHaveCovered, mayHaveNews } from "./horse-activity";
import { setForSale } from "./horses";
import { horseNews, setNewsHidden } from "./news";
import { studFile } from "./records";
import { coverings } from "./schema";

const STALLIONS = ["Åskvigg Akt", "Akt Hingst", "Akt Utan"];
const MARES = ["Akt Sto", "Akt Sto Två"];
const SEASONS = [2024, 2025, 2026];

const stud = studFile.parse({
  horses: [
    ...STALLIONS.map((name) => ({ name, category: "stallions", breed: "b", gender: "Hingst", height: 130 })),
    ...MARES.map((name) => ({ name, category: "broodmares", breed: "b", gender: "Sto", height: 128 })),
  ],
});

/** What the horse page would read, asked of the database: every horse's news, every stallion's seasons. */
async function asked(db: Db) {
  const news = new Map<string, boolean>();
  for (const name of [...STALLIONS, ...MARES]) news.set(name, (await horseNews(db, name, 1)).length > 0);
  const covered = new Map<string, boolean>();
  for (const name of STALLIONS)
    for (const season of SEASONS) covered.set(`${season} ${name}`, (await stallionSeason(db, name, season)).length > 0);
  return { news, covered };
}

/** What the held activity says of the same: where it says none, the database must find none. */
async function held(db: Db) {
  const activity = await loadHorseActivity(db);
  expect(activity.version).toBe(await currentDataVersion(db));
  const news = new Map([...STALLIONS, ...MARES].map((name) => [name, mayHaveNews(activity, name)]));
  const covered = new Map(
    STALLIONS.flatMap((name) => SEASONS.map((season) => [`${season} ${name}`, mayHaveCovered(activity, name, season)])),
  );
  return { news, covered };
}

describeWithDatabase("which horses have news and coverings", (db) => {
  beforeAll(async () => {
    await importStud(db(), stud);
  });

  it("says a horse has news exactly when its page would find an item anyone may see", async () => {
    expect(await held(db())).toEqual(await asked(db()));

    await recordChange(db(), { actor: "admin@example.se", kind: "horse-sale" }, async (tx) => ({
      ok: await setForSale(tx, "Akt Sto", true),
    }));
    expect((await held(db())).news.get("Akt Sto")).toBe(true);
    expect(await held(db())).toEqual(await asked(db()));

    const [item] = await horseNews(db(), "Akt Sto", 1);
    await setNewsHidden(db(), item!.id, true);
    expect((await held(db())).news.get("Akt Sto")).toBe(false);
    expect(await held(db())).toEqual(await asked(db()));
  });

  it("says a stallion covered mares in a season exactly when his page would find some, whatever the stored letter case", async () => {
    await db()
      .insert(coverings)
      .values([
        // Stored in another letter case than the horse's name: the page's look-up ignores case.
        { stallion: "åskvigg akt", mare: "Akt Sto", date: "2026-04-10", status: "covered", seed: 1 },
        { stallion: "Akt Hingst", mare: "Akt Sto Två", date: "2025-05-01", status: "born", seed: 2 },
        // Planned and "no foal" coverings are not shown on his page.
        { stallion: "Akt Hingst", mare: "Akt Sto", date: "2026-03-01", status: "planned", seed: 3 },
        { stallion: "Akt Utan", mare: "Akt Sto Två", date: "2026-03-02", status: "none", seed: 4 },
      ]);
    const { covered } = await held(db());
    expect([...covered].filter(([, yes]) => yes).map(([key]) => key)).toEqual(["2026 Åskvigg Akt", "2025 Akt Hingst"]);
    expect(await held(db())).toEqual(await asked(db()));
  });
});
