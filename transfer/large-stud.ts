import type { StudFileInput } from "#data/records";
import {
  BREEDS,
  colourName,
  createRng,
  exteriorPremium,
  exteriorTotal,
  formatGenotype,
  MAX_GENERATION,
  parseGenotype,
  type Breed,
  type Gender,
  type HorseCategory,
  type Rng,
} from "#domain";

/**
 * A large stud for the bench and for tests at real size: by default 10,000 horses on 100,000
 * pedigree entries over 12 generations. Every stud horse is also a pedigree entry (as in the
 * demo stud), the horses being the newest generations. A few popular sires father most foals
 * of their section, so the same names come back on both sides of a pedigree (inbreeding,
 * long offspring lists). The same options always give the same stud.
 *
 * `closed` makes it a closed breed, as a real Welsh studbook is: everyone goes back to a
 * handful of foundation sires. Each generation's popular sires are sons of one top sire of the
 * generation before, whose own sire was the top sire before him (one sire line from a
 * foundation sire), so every entry from the third generation on has the top sire of two
 * generations back as its sire's sire: every stallion shares an ancestor with every mare within
 * a few generations. Names are stud prefixes with given names, and a few big studs' prefixes
 * (`Penllyn`, `Coed Coch`, the stable's own) each begin about a tenth of all names, as in a
 * studbook: a search for such a piece of a name finds a tenth of the pedigree.
 */
export interface LargeStudOptions {
  horses?: number;
  pedigree?: number;
  generations?: number;
  seed?: number;
  stableName?: string;
  closed?: boolean;
}

export const LARGE_STUD_DEFAULTS = {
  horses: 10_000,
  pedigree: 100_000,
  generations: 12,
  seed: 20_261_123,
  stableName: "Snöflingan",
  closed: false,
} as const satisfies Required<LargeStudOptions>;

const PREFIXES = [
  "Aberdyfi",
  "Blaen",
  "Bryn",
  "Caerberllan",
  "Cefn",
  "Coed Coch",
  "Cwm",
  "Derwen",
  "Dinarth",
  "Dyoll",
  "Ffoslas",
  "Glan",
  "Gwynfaen",
  "Hafod",
  "Llanarth",
  "Llys",
  "Maes",
  "Nantcol",
  "Nebo",
  "Pantyderi",
  "Pen",
  "Rhos",
  "Sinton",
  "Trefaes",
  "Tyreos",
  "Ucheldir",
  "Waxwing",
  "Ystrad",
  "Ekbacka",
  "Vinterhagen",
] as const;
const WORDS = [
  "Aur",
  "Braint",
  "Cadno",
  "Comet",
  "Dafydd",
  "Eirlys",
  "Eos",
  "Ffion",
  "Gwen",
  "Heulwen",
  "Hywel",
  "Ianto",
  "Lili",
  "Madog",
  "Megan",
  "Meredith",
  "Myfanwy",
  "Nia",
  "Owain",
  "Rhiannon",
  "Rosina",
  "Seren",
  "Sioned",
  "Steward",
  "Taran",
  "Telynores",
  "Tywysog",
  "Wennol",
  "Ymerawdwr",
  "Ceridwen",
  "Morgan",
  "Gwilym",
  "Delyth",
  "Bleddyn",
  "Carys",
  "Emrys",
  "Glesni",
  "Idris",
  "Mabon",
  "Nerys",
] as const;
/** A closed breed's big studs: each prefix begins about a tenth of the names (`${stable}s` is one of them). */
const BIG_STUD_PREFIXES = ["Coed Coch", "Penllyn", "Revel", "Criban", "Friars", "Twyford", "Weston", "Dyoll"] as const;
/** What a closed breed's given names are made of: two or three of these, as `Gwynfaelon`. */
const SYLLABLES = [
  "af",
  "bryn",
  "ca",
  "dar",
  "del",
  "dyn",
  "eir",
  "el",
  "en",
  "fa",
  "ffi",
  "gla",
  "gwy",
  "har",
  "hyw",
  "ia",
  "ith",
  "lan",
  "lli",
  "lys",
  "mab",
  "mai",
  "mer",
  "nan",
  "nes",
  "ni",
  "od",
  "ol",
  "on",
  "rhi",
  "ris",
  "ro",
  "sel",
  "ser",
  "sio",
  "tal",
  "tan",
  "teg",
  "wen",
  "wyn",
] as const;
const GENOTYPES = [
  "ee Aa",
  "Ee Aa",
  "EE Aa",
  "Ee aa",
  "ee aa",
  "Ee AA",
  "Ee Aa nCr",
  "ee Aa nG",
  "Ee Aa nD",
  "Ee aa nRn",
];
/** Height range per section (cm), as the Welsh studbook has them. */
const HEIGHTS: Record<Breed, [number, number]> = {
  a: [105, 122],
  b: [118, 137],
  c: [120, 137],
  d: [138, 156],
  x: [125, 168],
};
/** Sections are not equally common: cobs and ponies lead, partbreds are few. */
const BREED_WEIGHTS: Record<Breed, number> = { a: 3, b: 3, c: 2, d: 3, x: 1 };
/** Stallions per section and generation that sire foals, the first ones most of all. */
const SIRES_PER_SECTION = 12;

type Entry = NonNullable<StudFileInput["pedigree"]>[number] & { breed: Breed; gender: Gender };

function weightedBreed(rng: Rng): Breed {
  const total = BREEDS.reduce((sum, breed) => sum + BREED_WEIGHTS[breed], 0);
  let pick = rng.next() * total;
  for (const breed of BREEDS) {
    pick -= BREED_WEIGHTS[breed];
    if (pick < 0) return breed;
  }
  return "x";
}

/** Unique names (case-insensitively too): a prefix and a word, numbered from the second use on. */
function nameMaker(rng: Rng): () => string {
  const used = new Map<string, number>();
  return () => {
    const base = `${rng.pick(PREFIXES)} ${rng.pick(WORDS)}`;
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base} ${count}`;
  };
}

/**
 * A closed breed's names: one of the big studs' prefixes for nine names in ten (the stable's own
 * among them), a smaller stud's for the rest, and a given name of syllables, sometimes with a
 * word after it; drawn again when taken (in any letter case), so no name carries a number.
 */
function closedNameMaker(rng: Rng, stableName: string): () => string {
  const big = [...BIG_STUD_PREFIXES, `${stableName}s`];
  const folded = big.map((prefix) => prefix.toLowerCase());
  // The small studs' prefixes are not pieces of the big ones' (`Pen` of `Penllyn`), nor the other way.
  const small = PREFIXES.filter((prefix) =>
    folded.every((b) => !b.includes(prefix.toLowerCase()) && !prefix.toLowerCase().includes(b)),
  );
  const used = new Set<string>();
  const givenName = () => {
    const syllables = Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join("");
    const given = syllables[0].toUpperCase() + syllables.slice(1);
    return rng.next() < 0.3 ? `${given} ${rng.pick(WORDS)}` : given;
  };
  return () => {
    const prefix = rng.next() < 0.9 ? rng.pick(big) : rng.pick(small);
    for (;;) {
      const name = `${prefix} ${givenName()}`;
      if (!used.has(name.toLowerCase())) {
        used.add(name.toLowerCase());
        return name;
      }
    }
  };
}

/** How many entries each generation gets: equal shares, the remainder to the newest. */
function generationSizes(total: number, generations: number): number[] {
  const share = Math.floor(total / generations);
  return Array.from(
    { length: generations },
    (_, g) => share + (g === generations - 1 ? total - share * generations : 0),
  );
}

export function largeStud(options: LargeStudOptions = {}): StudFileInput {
  const {
    horses: horseCount,
    pedigree: pedigreeCount,
    generations,
    seed,
    stableName,
    closed,
  } = {
    ...LARGE_STUD_DEFAULTS,
    ...options,
  };
  if (horseCount > pedigreeCount) throw new Error("A large stud has at least as many pedigree entries as horses.");
  if (generations < 1) throw new Error("A large stud has at least one generation.");
  const rng = createRng(seed);
  const nextName = closed ? closedNameMaker(rng, stableName) : nameMaker(rng);

  // Parents come from the two generations before: sires from a few popular stallions of the
  // section, dams from all its mares.
  const byGeneration: Entry[][] = [];
  const generationOf = new Map<string, number>();
  const poolsOf = (g: number) =>
    new Map(
      BREEDS.map((breed) => {
        const pool = [...(byGeneration[g - 1] ?? []), ...(byGeneration[g - 2] ?? [])].filter((e) => e.breed === breed);
        const sires = pool.filter((e) => e.gender === "Hingst").slice(0, SIRES_PER_SECTION);
        return [breed, { sires, dams: pool.filter((e) => e.gender === "Sto") }] as const;
      }),
    );
  // A closed breed's popular sires per generation: its first entries, stallions of every
  // section in turn, all sons of the generation before's first one (its top sire).
  const popularSires: Entry[][] = [];
  generationSizes(pedigreeCount, generations).forEach((size, g) => {
    const entries: Entry[] = [];
    const pools = poolsOf(g);
    const popularCount = closed ? BREEDS.length * Math.max(1, Math.min(SIRES_PER_SECTION, Math.floor(size / 100))) : 0;
    for (let i = 0; i < size; i++) {
      const popular = i < popularCount;
      const breed = popular ? BREEDS[i % BREEDS.length] : weightedBreed(rng);
      const gender: Gender = popular || rng.next() < 0.5 ? "Hingst" : "Sto";
      const genotype = formatGenotype(parseGenotype(rng.pick(GENOTYPES)));
      const { sires: sectionSires, dams } = pools.get(breed)!;
      const closedSires = popularSires[g - 1]?.filter((e) => e.breed === breed) ?? [];
      const sires = !closed
        ? sectionSires
        : popular
          ? (popularSires[g - 1]?.slice(0, 1) ?? [])
          : closedSires.length
            ? closedSires
            : (popularSires[g - 1] ?? []);
      // Cubing a uniform number favours the first sires: the popular ones.
      const parents = {
        sire: sires.length ? sires[Math.floor(sires.length * rng.next() ** 3)].name : null,
        dam: dams.length ? rng.pick(dams).name : null,
      };
      const name = nextName();
      entries.push({ name, gender, breed, color: colourName(genotype), ...parents, evalExt: g === 0 ? "F" : null });
      // As the planner counts it: one more than the older parent, foundation horses 0.
      const parentGenerations = [parents.sire, parents.dam].map((parent) => (parent ? generationOf.get(parent)! : -1));
      generationOf.set(name, Math.min(MAX_GENERATION, 1 + Math.max(...parentGenerations)));
    }
    byGeneration.push(entries);
    popularSires.push(entries.slice(0, popularCount));
  });
  const pedigree = byGeneration.flat();

  // The stud's own horses: the newest entries, youngest last.
  const studEntries = pedigree.slice(pedigree.length - horseCount);
  const horses: NonNullable<StudFileInput["horses"]> = [];
  const evaluations: NonNullable<StudFileInput["evaluations"]> = [];
  for (const entry of studEntries) {
    const generation = generationOf.get(entry.name) ?? 0;
    const age = rng.int(0, 22);
    const gender: Gender = entry.gender === "Hingst" && age >= 4 && rng.next() < 0.3 ? "Valack" : entry.gender;
    const category = categoryOf(gender, age, rng);
    const [low, high] = HEIGHTS[entry.breed];
    const homeBred = rng.next() < 0.6;
    const genotype = formatGenotype(parseGenotype(rng.pick(GENOTYPES)));
    horses.push({
      name: entry.name,
      category,
      breed: entry.breed,
      forSale: category === "for-sale" || (category !== "sold" && rng.next() < 0.05),
      focus: rng.pick(["Allround", "Dressyr", "Hoppning", "Körning", "Utställning"] as const),
      sire: entry.sire,
      dam: entry.dam,
      gender,
      age,
      height: rng.int(low, high),
      color: colourName(genotype),
      genotype,
      stats: Array.from({ length: 16 }, () => rng.int(20, 95)),
      breeder: homeBred ? stableName : `${rng.pick(PREFIXES)} stuteri`,
      seller: category === "for-sale" ? stableName : null,
      desc: null,
      generation,
      owner: category === "sold" ? `${rng.pick(WORDS)} ${rng.pick(PREFIXES)}` : null,
      ribbons: Array.from({ length: rng.int(0, 2) }, (_, i) => ({ text: `${i + 1}:a plats, Vårutställning` })),
    });
    if (age >= 3 && rng.next() < 0.3) {
      const scores = {
        breedType: rng.int(5, 10),
        hnb: rng.int(5, 10),
        extremeties: rng.int(5, 10),
        movement: rng.int(5, 10),
        overall: rng.int(5, 10),
      };
      evaluations.push({
        horse: entry.name,
        date: `${rng.int(2015, 2026)}-0${rng.int(4, 9)}-1${rng.int(0, 9)}`,
        judge: "Domare",
        type: "exterior",
        ...scores,
      });
      entry.evalExt = exteriorPremium(exteriorTotal(scores));
    }
  }
  return { horses, pedigree, evaluations, merits: [], competition: [] };
}

function categoryOf(gender: Gender, age: number, rng: Rng): HorseCategory {
  if (age < 4) return rng.next() < 0.1 ? "for-sale" : "youngsters";
  if (age > 18) return rng.next() < 0.5 ? "sold" : "seniors";
  const draw = rng.next();
  if (draw < 0.1) return "for-sale";
  if (draw < 0.2) return "sold";
  if (draw < 0.5) return "competitors";
  if (gender === "Hingst") return "stallions";
  if (gender === "Sto") return "broodmares";
  return "competitors";
}
