// The site search on a closed breed, measured (docs/performance.md, "Search"): the first page of
// hits for many pieces of names, from two letters up, as /search runs it (no response cache in
// between). `searchLatencies` is what the bench calls with its own database and names;
// `closedBreedNames` and `seedSearchNames` make a pedigree like a closed breed's for it to run on
// when the bench's stud is not one. Run alone: `tsx scripts/bench-search.ts --driver pglite|pg`.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "#data/db";
import { loadPedigreeInMemory } from "#data/pedigree/in-memory";
import { searchHorses } from "#data/search";
import { loadStudRecords } from "#data/stud-records";
import { foldName } from "#domain";
import { startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";

/** A closed breed's big studs: each prefix begins about a tenth of the names. */
const BIG_STUD_PREFIXES = ["Coed Coch", "Penllyn", "Revel", "Criban", "Friars", "Twyford", "Weston", "Dyoll"];
const SYLLABLES = [
  "af", "bryn", "ca", "dar", "del", "dyn", "eir", "el", "en", "fa", "ffi", "gla", "gwy", "har", "hyw",
  "ia", "ith", "lan", "lli", "lys", "mab", "mai", "mer", "nan", "nes", "ni", "od", "ol", "on", "rhi",
  "ris", "ro", "sel", "ser", "sio", "tal", "tom", "wen", "wyn", "ys",
]; // prettier-ignore

function syllable(n: number): string {
  return SYLLABLES[n % SYLLABLES.length];
}
/** Small studs' prefixes: the rest of the names. */
const SMALL_STUD_PREFIXES = Array.from({ length: 400 }, (_, i) => `${syllable(i * 7 + 3)}${syllable(i * 13 + 5)}`);

/** A small deterministic generator (mulberry32): the same seed, the same names. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` distinct names as a closed breed's studbook has them: a stud prefix and a given name of
 * two or three syllables (`Penllyn Gwynfaelon`); each big stud's prefix begins a tenth of them,
 * so a piece of it (`penll`, `coch`) finds a tenth of the pedigree.
 */
export function closedBreedNames(count: number, seed = 20_261_128): string[] {
  const next = random(seed);
  const names = new Set<string>();
  while (names.size < count) {
    const big = next() < BIG_STUD_PREFIXES.length / 10;
    const prefix = big
      ? BIG_STUD_PREFIXES[Math.floor(next() * BIG_STUD_PREFIXES.length)]
      : SMALL_STUD_PREFIXES[Math.floor(next() * SMALL_STUD_PREFIXES.length)].replace(/^./, (c) => c.toUpperCase());
    const syllables = 2 + Math.floor(next() * 2);
    const given = Array.from({ length: syllables }, () => syllable(Math.floor(next() * SYLLABLES.length))).join("");
    const name = `${prefix} ${given.replace(/^./, (c) => c.toUpperCase())}`;
    names.add(names.has(name) ? `${name} ${Math.floor(next() * 1000)}` : name);
  }
  return [...names];
}

/** Stores `names` as pedigree entries, the first `studHorses` of them also as stud horses. */
export async function seedSearchNames(db: Db, names: readonly string[], studHorses = 0): Promise<void> {
  const CHUNK = 1000;
  for (let i = 0; i < names.length; i += CHUNK) {
    const chunk = names.slice(i, i + CHUNK);
    await db.execute(
      sql`insert into pedigree (name) select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb)`,
    );
  }
  const horses = names.slice(0, studHorses);
  for (let i = 0; i < horses.length; i += CHUNK)
    await db.execute(
      sql`insert into horses (name, category, breed, gender)
          select jsonb_array_elements_text(${JSON.stringify(horses.slice(i, i + CHUNK))}::jsonb), 'broodmares', 'b', 'Sto'`,
    );
  await db.execute(sql`analyze`);
}

/**
 * Pieces of names to search for, as visitors type them (lower case, no accents): `count` pieces of
 * 2 to 8 letters from somewhere in names spread over the list, and every piece of 2 to 6 letters
 * of the big studs' prefixes (each found in a tenth of the names). The same names, the same pieces.
 */
export function searchPieces(names: readonly string[], count = 200): string[] {
  const pieces = Array.from({ length: count }, (_, i) => {
    const name = foldName(names[Math.floor(((i * 7919) % count) * (names.length / count))]);
    const length = 2 + (i % 7);
    const start = (i * 31) % Math.max(1, name.length - length + 1);
    return name.slice(start, start + length);
  });
  return [...new Set([...pieces, ...bigStudPieces()].filter((piece) => piece.trim().length >= 2))];
}

/** Every piece of 2 to 6 letters starting the big studs' prefixes: each finds a tenth of the names. */
export const bigStudPieces = (): string[] =>
  BIG_STUD_PREFIXES.flatMap((prefix) => {
    const folded = foldName(prefix);
    return [2, 3, 4, 5, 6].map((length) => folded.slice(0, length));
  });

export interface SearchLatencies {
  "pieces searched": number;
  "mean hits": number;
  "most hits": number;
  "search p50 ms": number;
  "search p99 ms": number;
  "slowest ms": number;
  "slowest piece": string;
}

/** What is timed: one search, the first page of hits (searchHorses, or another version of it to compare). */
export type Search = (db: Db, piece: string) => Promise<{ total: number }>;

/**
 * The first page of hits for every piece, each searched `rounds` times (after one warming round),
 * wall time per search: p50 and p99 over all. Each piece's own time is its median over the rounds,
 * so one stall of a busy machine does not make a piece slow. To compare two versions in one run,
 * pass each as `search` in turn, or interleave them round by round with `compareSearches`.
 */
export async function searchLatencies(
  db: Db,
  pieces: readonly string[],
  { rounds = 3, search = (d, piece) => searchHorses(d, piece) }: { rounds?: number; search?: Search } = {},
): Promise<SearchLatencies> {
  return (await compareSearches(db, pieces, { search }, rounds)).search;
}

/**
 * Several versions of the search timed in one run, piece by piece in turn, so a busy machine
 * weighs on each alike (docs/performance.md, "Reading the figures"). Each version must find the
 * same total for a piece; a difference throws.
 */
export async function compareSearches<K extends string>(
  db: Db,
  pieces: readonly string[],
  versions: Record<K, Search>,
  rounds = 3,
): Promise<Record<K, SearchLatencies>> {
  const names = Object.keys(versions) as K[];
  const times = new Map<K, Map<string, number[]>>(names.map((name) => [name, new Map()]));
  const hits = new Map<string, number>();
  for (let round = 0; round <= rounds; round++)
    for (const piece of pieces)
      for (const name of names) {
        const start = performance.now();
        const { total } = await versions[name](db, piece);
        const ms = performance.now() - start;
        if (hits.has(piece) && hits.get(piece) !== total)
          throw new Error(`${name} finds ${total} hits for "${piece}", another version ${hits.get(piece)}`);
        hits.set(piece, total);
        // Round 0 warms the database's caches.
        if (round > 0) times.get(name)!.set(piece, [...(times.get(name)!.get(piece) ?? []), ms]);
      }
  const totals = [...hits.values()];
  const summary = (perPiece: Map<string, number[]>): SearchLatencies => {
    const all = [...perPiece.values()].flat().sort((a, b) => a - b);
    const slowest = [...perPiece]
      .map(([piece, ms]) => ({ piece, ms: median(ms) }))
      .reduce((a, b) => (b.ms > a.ms ? b : a));
    return {
      "pieces searched": pieces.length,
      "mean hits": Math.round(totals.reduce((a, b) => a + b, 0) / totals.length),
      "most hits": Math.max(...totals),
      "search p50 ms": round1(percentile(all, 50)),
      "search p99 ms": round1(percentile(all, 99)),
      "slowest ms": round1(slowest.ms),
      "slowest piece": slowest.piece,
    };
  };
  return Object.fromEntries(names.map((name) => [name, summary(times.get(name)!)])) as Record<K, SearchLatencies>;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function main() {
  const { values: args } = parseArgs({
    options: {
      driver: { type: "string", default: "pglite" },
      names: { type: "string", default: "100000" },
      horses: { type: "string", default: "10000" },
    },
  });
  let cluster: PostgresCluster | null = null;
  if (args.driver === "pg") cluster = await startPostgresCluster();
  const database = await openDatabase(cluster ? { driver: "postgres", url: cluster.url() } : { driver: "pglite" }, {
    migrate: true,
  });
  try {
    const names = closedBreedNames(Number(args.names));
    await seedSearchNames(database.db, names, Number(args.horses));
    // Before: the statement (what the pickers and a start run); after: what /search runs when the
    // pedigree and the stud's records are held (its table built by the first search, timed alone).
    const held = { pedigree: await loadPedigreeInMemory(database.db), records: await loadStudRecords(database.db) };
    const start = performance.now();
    await searchHorses(database.db, "zz", { held });
    const built = performance.now() - start;
    const versions = {
      statement: (d: Db, piece: string) => searchHorses(d, piece),
      memory: (d: Db, piece: string) => searchHorses(d, piece, { held }),
    };
    const pieces = searchPieces(names);
    const all = await compareSearches(database.db, pieces, versions);
    const shared = await compareSearches(database.db, bigStudPieces(), versions);
    console.table(
      (["statement", "memory"] as const).flatMap((version) => [
        { driver: args.driver, version, pieces: "all", ...all[version] },
        { driver: args.driver, version, pieces: "big studs' prefixes", ...shared[version] },
      ]),
    );
    console.log(`search table built in ${round1(built)} ms (${names.length} names)`);
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
