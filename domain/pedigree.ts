// Pedigree slots, repeated ancestors and Wright's coefficient of inbreeding (docs/product.md, "Pedigree and inbreeding").
import { UNKNOWN } from "./horse";
import { compareText } from "./text";

/**
 * What is known of the horse called `name` (any letter case): its parents and, where stored, the
 * spelling of its own name. Callers look names up case-insensitively, like the database does.
 */
export type ParentsLookup = (name: string) => KnownHorse | undefined;
export type KnownHorse = { name?: string | null; sire?: string | null; dam?: string | null };

/** 4 generations: 2 + 4 + 8 + 16 = 30 slots. */
export const PEDIGREE_GENERATIONS = 4;

/** Exterior-evaluation codes shown instead of a lineage (docs/product.md, "Pedigree and inbreeding"). */
export const LINEAGE_CODES = { F: "Foundation", RL: "Real life" } as const;

export function lineageName(evalExt: string | null | undefined): string | null {
  const code = (evalExt ?? "").trim().toUpperCase();
  return Object.hasOwn(LINEAGE_CODES, code) ? LINEAGE_CODES[code as keyof typeof LINEAGE_CODES] : null;
}

/** How far back the coefficient of inbreeding looks (docs/product.md, "Pedigree and inbreeding"). */
export const INBREEDING_GENERATIONS = 8;

/**
 * The identity of a horse's name: names are identifiers compared case-insensitively everywhere
 * (the database's unique indexes are on lower(name)), so `Storm` and `storm` are one horse.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The lookup over known horses keyed by nameKey. A `subject` (the horse whose pedigree is drawn,
 * or a planned foal) answers for itself: its own sire and dam win over any entry of that name.
 */
export function parentsLookup(
  byKey: ReadonlyMap<string, KnownHorse>,
  subject?: { name: string; sire: string | null; dam: string | null },
): ParentsLookup {
  const subjectKey = subject && nameKey(subject.name);
  return (name) => {
    const key = nameKey(name);
    return key === subjectKey ? subject : byKey.get(key);
  };
}

const UNKNOWN_KEY = nameKey(UNKNOWN);

/** The name as a parent link reads it: null for blank and for `Unknown` (any letter case). */
export function knownName(name: string | null | undefined): string | null {
  const trimmed = (name ?? "").trim();
  return trimmed === "" || nameKey(trimmed) === UNKNOWN_KEY ? null : trimmed;
}

/** The stored spelling of a horse's name where the lookup knows it, else the name as written. */
function storedSpelling(name: string, lookup: ParentsLookup): string {
  return knownName(lookup(name)?.name) ?? name;
}

function parentsOf(name: string, lookup: ParentsLookup): [string | null, string | null] {
  const parents = lookup(name);
  return [knownName(parents?.sire), knownName(parents?.dam)];
}

/**
 * The 30 ancestor slots, breadth-first: sire, dam, sire's sire, sire's dam, dam's sire, dam's dam, …
 * Every slot of one horse reads the same: its stored spelling, or (without an entry) the spelling
 * met first, however each child's sire/dam text happens to be typed.
 * The depth is fixed, so a loop in the data cannot make this run forever.
 */
export function pedigreeSlots(name: string, lookup: ParentsLookup): string[] {
  const spellings = new Map<string, string>();
  const spelling = (horse: string) => {
    const key = nameKey(horse);
    if (!spellings.has(key)) spellings.set(key, storedSpelling(horse, lookup));
    return spellings.get(key)!;
  };
  const slots: string[] = [];
  let generation: (string | null)[] = [knownName(name)];
  for (let g = 1; g <= PEDIGREE_GENERATIONS; g++) {
    generation = generation.flatMap((horse) => (horse === null ? [null, null] : parentsOf(horse, lookup)));
    slots.push(...generation.map((horse) => (horse === null ? UNKNOWN : spelling(horse))));
  }
  return slots;
}

/** The generation (1–4) of slot `index` of pedigreeSlots. */
export function slotGeneration(index: number): number {
  return Math.floor(Math.log2(index + 2));
}

/** Position of slot `index` as breeders write it: generation, then S (sire's side) or D (dam's side). */
export function slotPosition(index: number): string {
  const generation = slotGeneration(index);
  const inGeneration = index - (2 ** generation - 2);
  return `${generation}${inGeneration < 2 ** (generation - 1) ? "S" : "D"}`;
}

/**
 * Every horse (not Unknown) filling more than one slot, with its positions in slot order. Names
 * match in any letter case; each is listed under the spelling of its first slot.
 */
export function duplicateAncestors(slots: readonly string[]): Map<string, string[]> {
  const byKey = new Map<string, { name: string; positions: string[] }>();
  slots.forEach((name, index) => {
    if (knownName(name) === null) return;
    const key = nameKey(name);
    const found = byKey.get(key) ?? { name, positions: [] };
    found.positions.push(slotPosition(index));
    byKey.set(key, found);
  });
  return new Map(
    [...byKey.values()].filter(({ positions }) => positions.length > 1).map(({ name, positions }) => [name, positions]),
  );
}

/** `3S x 4D`. */
export function formatPositions(positions: readonly string[]): string {
  return positions.join(" x ");
}

export interface Inbreeding {
  /** Wright's F of a foal of sire × dam, 0…1. */
  coi: number;
  /** Common ancestors and the part of `coi` each accounts for (sums to `coi`), largest first. */
  contributions: { ancestor: string; share: number }[];
}

interface Node {
  /** The spelling shown for the horse. */
  name: string;
  /** Parents by name key (nameKey). */
  sire: string | null;
  dam: string | null;
  /** Longest path down from a founder; an ancestor always has a lower rank than its descendants. */
  rank: number;
}

/**
 * The ancestors of sire and dam within `generations` generations of the foal (the parents are
 * generation 1), as an acyclic graph keyed by name key: a parent link that would close a loop is
 * dropped.
 */
function ancestorGraph(roots: readonly string[], lookup: ParentsLookup, generations: number): Map<string, Node> {
  // Each horse is looked up once (its spelling and its parents), each name keyed once: the page
  // of every horse runs this, so its cost is most of the coefficient's.
  const parents = new Map<string, { name: string; pair: [string | null, string | null] }>();
  /** Key → the name as first met, to look the horse up by. */
  let frontier = new Map(roots.map((name) => [nameKey(name), name]));
  for (let depth = 1; frontier.size > 0; depth++) {
    const next = new Map<string, string>();
    for (const [key, name] of frontier) {
      const known = lookup(name);
      const sire = depth < generations ? knownName(known?.sire) : null;
      const dam = depth < generations ? knownName(known?.dam) : null;
      const sireKey = sire === null ? null : nameKey(sire);
      const damKey = dam === null ? null : nameKey(dam);
      parents.set(key, { name: knownName(known?.name) ?? name, pair: [sireKey, damKey] });
      if (sireKey !== null && !next.has(sireKey)) next.set(sireKey, sire!);
      if (damKey !== null && !next.has(damKey)) next.set(damKey, dam!);
    }
    for (const key of next.keys()) if (parents.has(key)) next.delete(key);
    frontier = next;
  }

  const graph = new Map<string, Node>();
  const inProgress = new Set<string>();
  const visit = (key: string): number => {
    const done = graph.get(key);
    if (done) return done.rank;
    inProgress.add(key);
    const { name, pair } = parents.get(key) ?? { name: key, pair: [null, null] };
    const [sire, dam] = pair.map((p) => (p !== null && inProgress.has(p) ? null : p));
    const rank = Math.max(sire === null ? 0 : 1 + visit(sire), dam === null ? 0 : 1 + visit(dam));
    inProgress.delete(key);
    graph.set(key, { name, sire, dam, rank });
    return rank;
  };
  roots.forEach((root) => visit(nameKey(root)));
  return graph;
}

/**
 * One kinship of the recursion. Its shares per common ancestor are not kept here (copying them at
 * every step cost more than the rest): a kinship(A, A) credits its value to A (`self`), any other
 * is the average of the two it was made `from`, and the shares are summed once at the end.
 */
type Kinship = { value: number; self: number | null; from: readonly [Kinship, Kinship] | null };

const UNRELATED: Kinship = { value: 0, self: null, from: null };

/**
 * Each horse's line (itself and all its ancestors) as a bit set over the horses of the graph, so
 * that two horses without a common ancestor, whose kinship is 0, are known at once instead of by
 * recursing through all their ancestors. `sireOf`/`damOf` give each horse's parents (-1: none).
 */
function lineages(size: number, sireOf: readonly number[], damOf: readonly number[]) {
  const words = Math.ceil(size / 32);
  const bits = new Uint32Array(size * words);
  const done = new Uint8Array(size);
  const fill = (horse: number): void => {
    if (done[horse]) return;
    done[horse] = 1;
    bits[horse * words + (horse >>> 5)] |= 1 << (horse & 31);
    for (const parent of [sireOf[horse], damOf[horse]]) {
      if (parent < 0) continue;
      fill(parent);
      for (let w = 0; w < words; w++) bits[horse * words + w] |= bits[parent * words + w];
    }
  };
  for (let horse = 0; horse < size; horse++) fill(horse);
  return {
    share(x: number, y: number): boolean {
      for (let w = 0; w < words; w++) if (bits[x * words + w] & bits[y * words + w]) return true;
      return false;
    },
  };
}

/**
 * The part of `top`'s value each common ancestor accounts for: weights flow from `top` down the
 * kinships it was made from, halving at each average, until they reach a kinship(A, A).
 * `made` lists the kinships children first, so walking it backwards meets every kinship after
 * all the ones made from it.
 */
function sharesOf(top: Kinship, made: readonly Kinship[]): Map<number, number> {
  const weight = new Map<Kinship, number>([[top, 1]]);
  const shares = new Map<number, number>();
  for (let i = made.length - 1; i >= 0; i--) {
    const kinship = made[i];
    const w = weight.get(kinship);
    if (w === undefined) continue;
    if (kinship.self !== null) shares.set(kinship.self, (shares.get(kinship.self) ?? 0) + w * kinship.value);
    for (const part of kinship.from ?? []) if (part.value > 0) weight.set(part, (weight.get(part) ?? 0) + w / 2);
  }
  return shares;
}

/**
 * Wright's coefficient of inbreeding of a foal of `sire` × `dam`: F = kinship(sire, dam), computed
 * exactly by the memoised recursion kinship(x, x) = (1 + F(x)) / 2 and kinship(x, y) = average of
 * kinship(parent of x, y) over x's parents, expanding the younger of the two (higher rank).
 * Each time the recursion reaches kinship(A, A) that part is credited to A, so the shares sum to coi.
 * Ancestors more than `generations` generations back count as unrelated founders. Names match in
 * any letter case; an ancestor is named by its stored spelling.
 */
export function inbreedingCoefficient(
  sire: string,
  dam: string,
  lookup: ParentsLookup,
  generations: number = INBREEDING_GENERATIONS,
): Inbreeding {
  const sireName = knownName(sire);
  const damName = knownName(dam);
  if (sireName === null || damName === null) return { coi: 0, contributions: [] };
  const graph = ancestorGraph([sireName, damName], lookup, generations);
  // The recursion meets thousands of pairs: it runs on numbers (horse i of `nodes`), not names.
  const keys = [...graph.keys()];
  const indexOf = new Map(keys.map((key, i) => [key, i]));
  const nodes = keys.map((key) => graph.get(key)!);
  const parentIndex = (key: string | null) => (key === null ? -1 : indexOf.get(key)!);
  const sireOf = nodes.map((node) => parentIndex(node.sire));
  const damOf = nodes.map((node) => parentIndex(node.dam));
  const lines = lineages(nodes.length, sireOf, damOf);
  const memo = new Map<number, Kinship>();
  const made: Kinship[] = [];

  const kinship = (x: number, y: number): Kinship => {
    if (x < 0 || y < 0 || !lines.share(x, y)) return UNRELATED;
    const key = x < y ? x * nodes.length + y : y * nodes.length + x;
    const cached = memo.get(key);
    if (cached) return cached;
    let result: Kinship;
    if (x === y) {
      const self = kinship(sireOf[x], damOf[x]);
      result = { value: (1 + self.value) / 2, self: x, from: null };
    } else {
      const [young, old] = nodes[x].rank >= nodes[y].rank ? [x, y] : [y, x];
      const viaSire = kinship(sireOf[young], old);
      const viaDam = kinship(damOf[young], old);
      const value = (viaSire.value + viaDam.value) / 2;
      result = value === 0 ? UNRELATED : { value, self: null, from: [viaSire, viaDam] };
    }
    memo.set(key, result);
    if (result !== UNRELATED) made.push(result);
    return result;
  };

  const top = kinship(indexOf.get(nameKey(sireName))!, indexOf.get(nameKey(damName))!);
  const contributions = [...sharesOf(top, made)]
    .map(([index, share]) => ({ ancestor: nodes[index].name, share }))
    .filter(({ share }) => share > 0)
    .sort((a, b) => b.share - a.share || compareText(a.ancestor, b.ancestor));
  return { coi: top.value, contributions };
}

/** How far back a write looks for a loop: far deeper than any real pedigree. */
export const LOOP_CHECK_GENERATIONS = 30;

/**
 * The loop a pedigree entry would close (docs/product.md, "Pedigree and inbreeding"): the entry `name` with parents `sire` and `dam`
 * loops when a parent is the entry itself or has it among its own ancestors. Returns the chain from
 * the entry up to itself as the data spells it (`[name, parent, …, name]`), or null. Names compare
 * case-insensitively, like the database. The walk is breadth-first and bounded by `generations`, so
 * a loop already in the data cannot make it run forever.
 */
export function pedigreeLoop(
  name: string,
  parents: { sire?: string | null; dam?: string | null },
  lookup: ParentsLookup,
  generations: number = LOOP_CHECK_GENERATIONS,
): string[] | null {
  /** Each reached ancestor and the child it was reached from (null for the entry's own parents). */
  const reachedFrom = new Map<string, { name: string; child: string | null }>();
  let frontier: { name: string; child: string | null }[] = [knownName(parents.sire), knownName(parents.dam)]
    .filter((parent) => parent !== null)
    .map((parent) => ({ name: parent, child: null }));
  for (let generation = 1; generation <= generations && frontier.length > 0; generation++) {
    const next: typeof frontier = [];
    for (const step of frontier) {
      if (reachedFrom.has(nameKey(step.name))) continue;
      reachedFrom.set(nameKey(step.name), step);
      if (nameKey(step.name) === nameKey(name)) {
        const chain = [name];
        for (let at: string | null = step.child; at !== null; at = reachedFrom.get(nameKey(at))!.child)
          chain.splice(1, 0, at);
        return [...chain, step.name];
      }
      next.push(
        ...parentsOf(step.name, lookup)
          .filter((p) => p !== null)
          .map((p) => ({ name: p, child: step.name })),
      );
    }
    frontier = next;
  }
  return null;
}
