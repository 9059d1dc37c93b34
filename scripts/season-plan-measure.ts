// The season plan measured (docs/product.md, "Season plan"). By default the solver alone on random
// pair figures: the optimal plan, the greedy plan and random mating, 100 mares × 30 stallions and
// 300 × 300. With `--stud large`, the whole plan of the page (candidates, every pair's kinship and
// odds, the three plans) for 300 mares × 300 stallions of the bench's large stud (transfer/large-stud.ts
// defaults, in an in-memory PGlite), the first time and again. Not a test, no assertion: figures
// to read on a quiet machine. Run: `tsx scripts/season-plan-measure.ts [--stud large]`.
import { loadBreedingCandidates } from "../data/breeding";
import { openDatabase } from "../data/db";
import { studFile } from "../data/records";
import { loadSeasonPlan } from "../data/season";
import { greedyPlan, randomMating, seasonPlan, type SeasonInput } from "../domain/breeding/season-plan";
import { parseSeasonChoices } from "../domain/breeding/season-plan-choices";
import { createRng } from "../domain/breeding/simulation";
import { largeStud } from "../transfer/large-stud";
import { importStud } from "../transfer/stud";

const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;

function herd(mares: number, stallions: number, seed: number): SeasonInput {
  const rng = createRng(seed);
  const figures = Array.from({ length: mares }, () =>
    Array.from({ length: stallions }, () => ({
      chance: rng.next() < 0.3 ? 0 : rng.next(),
      expectedScore: rng.int(1000, 4000) / 100,
      coi: rng.pick([0, 0, 0, 0.015625, 0.03125, 0.0625, 0.125, 0.25]),
      lethalChance: rng.next() < 0.1 ? 0.25 : 0,
    })),
  );
  return { figures, stallions, perStallion: 3, maxCoi: 0.0625 };
}

function measureSolver() {
  for (const [mares, stallions] of [
    [100, 30],
    [300, 300],
  ] as const) {
    const input = herd(mares, stallions, 38);
    let t = performance.now();
    const optimal = seasonPlan(input);
    const optimalMs = ms(t);
    t = performance.now();
    const greedy = greedyPlan(input);
    const greedyMs = ms(t);
    t = performance.now();
    const random = randomMating(input);
    const randomMs = ms(t);
    console.log(
      `${mares} mares × ${stallions} stallions: optimal ${optimalMs} (chance sum ${optimal.totals.chance.toFixed(2)}, ${optimal.totals.covered} covered), ` +
        `greedy ${greedyMs} (${greedy.totals.chance.toFixed(2)}), random ${randomMs} (${random.totals.chance.toFixed(2)}${random.exact ? ", exact" : ""})`,
    );
  }
}

async function measureLargeStud() {
  const database = await openDatabase({ driver: "pglite" });
  let t = performance.now();
  await importStud(database.db, studFile.parse(largeStud()));
  console.log(`large stud imported: ${ms(t)}`);
  const candidates = await loadBreedingCandidates(database.db);
  const names = (role: "mare" | "stallion") =>
    candidates[role].flatMap((group) => group.horses.map((horse) => horse.name)).slice(-300);
  const params = new URLSearchParams({ sent: "1" });
  for (const mare of names("mare")) params.append("mare", mare);
  for (const stallion of names("stallion")) params.append("stallion", stallion);
  const { choices } = parseSeasonChoices(params);
  for (const turn of ["first (with the pedigree's read)", "again"]) {
    t = performance.now();
    const result = await loadSeasonPlan(database.db, choices);
    console.log(
      `${choices.mares!.length} mares × ${choices.stallions!.length} stallions, ${turn}: ${ms(t)} ` +
        `(${result.plan?.totals.optimal.covered ?? 0} covered)`,
    );
  }
  await database.close();
}

if (process.argv.includes("--stud")) await measureLargeStud();
else measureSolver();
