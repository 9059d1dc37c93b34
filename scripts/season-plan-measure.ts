// The season plan's solver measured (docs/product.md, "Season plan"): the optimal plan, the greedy
// plan and random mating on random pair figures, 100 mares × 30 stallions and 300 × 300. Not a test,
// no assertion: figures to read on a quiet machine. Run: `tsx scripts/season-plan-measure.ts`.
import { greedyPlan, randomMating, seasonPlan, type SeasonInput } from "../domain/breeding/season-plan";
import { createRng } from "../domain/breeding/simulation";

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

const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
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
