// The kinship engine measured on two closed breeds (docs/decisions/0045-kinship-engine.md, "Measured"):
// every F, one horse to all, 1,000 pairs, common ancestors' parts, mean kinship, f_e and f_a, and
// the work after a write (the ratios against the 8-generation engines, deleted since, are in the
// record). Not a test, no assertion: figures to read on a quiet machine. Run: `tsx scripts/kinship-measure.ts`.
import { buildPedigreeGraph } from "../domain/pedigree/graph";
import { completeGenerations } from "../domain/pedigree/kinship/completeness";
import { kinshipEngine } from "../domain/pedigree/kinship/engine";
import {
  majorAncestors,
  founderContributions,
  effectiveNumber,
  effectiveAncestors,
} from "../domain/pedigree/kinship/founders";
import { inbreedingAfterChange, inbreedingCoefficients } from "../domain/pedigree/kinship/inbreeding";
import type { KinshipPedigree } from "../domain/pedigree/kinship/pedigree";
import { closedBreed, seeded } from "../tests/support/kinship-pedigrees";
import { largeStud } from "../transfer/large-stud";

const ms = (t: number) => (performance.now() - t).toFixed(1);
function measure(label: string, ped: KinshipPedigree, young: number[], reference: number[]) {
  console.log(`\n== ${label}: ${ped.size} horses`);
  const random = seeded(99);
  let t = performance.now();
  const engine = kinshipEngine(ped);
  console.log(`all F (one pass): ${ms(t)} ms`);
  t = performance.now();
  const complete = completeGenerations(ped);
  console.log(
    `complete generations, all: ${ms(t)} ms; median of young ${[...young.map((x) => complete[x])].sort((a, b) => a - b)[young.length >> 1]}`,
  );
  const pick = () => young[Math.floor(random() * young.length)];
  for (let i = 0; i < 5; i++) engine.kinshipToAll(pick());
  t = performance.now();
  for (let i = 0; i < 50; i++) engine.kinshipToAll(pick());
  console.log(`one-to-all: ${(Number(ms(t)) / 50).toFixed(2)} ms each (50)`);
  t = performance.now();
  let sum = 0;
  for (let i = 0; i < 1000; i++) sum += engine.kinship(pick(), pick());
  console.log(`1,000 pairs: ${ms(t)} ms (mean kinship ${(sum / 1000).toFixed(4)})`);
  t = performance.now();
  let shares = 0;
  for (let i = 0; i < 20; i++) shares += engine.kinshipWithShares(pick(), pick()).shares.length;
  console.log(
    `common ancestors' parts: ${(Number(ms(t)) / 20).toFixed(1)} ms per pair (20; ${(shares / 20).toFixed(0)} ancestors each)`,
  );
  t = performance.now();
  const mk = engine.meanKinship(reference);
  console.log(
    `mean kinship of ${reference.length} reference horses: ${ms(t)} ms (mean ${(mk.reduce((a, b) => a + b, 0) / mk.length).toFixed(4)})`,
  );
  t = performance.now();
  const fe = effectiveNumber(founderContributions(ped, reference));
  const ancestors = majorAncestors(ped, reference);
  console.log(
    `f_e ${fe?.toFixed(1)}, f_a ${effectiveAncestors(ancestors)?.toFixed(1)} (${ancestors.length} ancestors): ${ms(t)} ms`,
  );
  let meanF = 0;
  for (const x of young) meanF += engine.inbreeding[x];
  console.log(`mean F of young, full depth: ${(meanF / young.length).toFixed(4)}`);
}

const closed = closedBreed(seeded(37), 110_000, 20);
const lastGeneration = Array.from({ length: 5500 }, (_, i) => 110_000 - 1 - i);
measure(
  "random closed breed, 20 generations of 5,500, popular sires",
  closed,
  lastGeneration,
  lastGeneration.slice(0, 2000),
);

const stud = largeStud({ closed: true });
const rows = [
  ...(stud.horses ?? []).map((h) => ({
    name: h.name as string,
    sire: (h.sire ?? null) as string | null,
    dam: (h.dam ?? null) as string | null,
    studHorse: true,
  })),
  ...(stud.pedigree ?? []).map((p) => ({
    name: p.name as string,
    sire: (p.sire ?? null) as string | null,
    dam: (p.dam ?? null) as string | null,
    studHorse: false,
  })),
];
const graph = buildPedigreeGraph(rows);
const studHorses = [...graph.studHorse.keys()].filter((x) => graph.studHorse[x] === 1);
measure("the bench's closed large stud (largeStud({ closed: true }))", graph, studHorses, studHorses);

// After a write: a foal added, and a mare of the 15th generation given another sire.
{
  const before = inbreedingCoefficients(closed);
  const size = closed.size + 1;
  const sire = new Int32Array(size);
  const dam = new Int32Array(size);
  sire.set(closed.sire);
  dam.set(closed.dam);
  sire[closed.size] = closed.sire[closed.size - 1];
  dam[closed.size] = closed.size - 2;
  const order = Int32Array.from({ length: size }, (_, i) => i);
  const withFoal = { size, sire, dam, order };
  let t = performance.now();
  inbreedingAfterChange(withFoal, before, []);
  const foalMs = performance.now() - t;
  const mare = 15 * 5500 + 4000;
  const changedSire = Int32Array.from(closed.sire);
  changedSire[mare] = 13 * 5500 + 17;
  const resired = { ...closed, sire: changedSire };
  t = performance.now();
  const followed = inbreedingAfterChange(resired, before, [mare]);
  const resireMs = performance.now() - t;
  t = performance.now();
  const whole = inbreedingCoefficients(resired);
  const wholeMs = performance.now() - t;
  let same = true;
  for (let x = 0; x < closed.size; x++) if (followed.inbreeding[x] !== whole.inbreeding[x]) same = false;
  console.log(
    `\n== after a write, random closed breed: a foal added ${foalMs.toFixed(1)} ms; a 15th-generation mare's sire changed ${resireMs.toFixed(0)} ms, against ${wholeMs.toFixed(0)} ms for the whole pass (${same ? "the same figures" : "DIFFERENT figures"})`,
  );
}
