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

function knownName(name: string | null | undefined): string | null {
  const trimmed = (name ?? "").trim();
  return trimmed === "" || nameKey(trimmed) === nameKey(UNKNOWN) ? null : trimmed;
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
  const parents = new Map<string, { name: string; pair: (string | null)[] }>();
  /** Key → the name as first met, to look the horse up by. */
  let frontier = new Map(roots.map((name) => [nameKey(name), name]));
  for (let depth = 1; frontier.size > 0; depth++) {
    const next = new Map<string, string>();
    for (const [key, name] of frontier) {
      const pair = depth < generations ? parentsOf(name, lookup) : [null, null];
      parents.set(key, { name: storedSpelling(name, lookup), pair: pair.map((p) => (p === null ? null : nameKey(p))) });
      for (const parent of pair) {
        if (parent !== null && !next.has(nameKey(parent))) next.set(nameKey(parent), parent);
      }
    }
    frontier = new Map([...next].filter(([key]) => !parents.has(key)));
  }

  const graph = new Map<string, Node>();
  const inProgress = new Set<string>();
  const visit = (key: string): number => {
    const done = graph.get(key);
    if (done) return done.rank;
    inProgress.add(key);
    const { name, pair } = parents.get(key) ?? { name: key, pair: [null, null] };
    const [sire, dam] = pair.map((p) => (p !== null && inProgress.has(p) ? null : p));
    const rank = 1 + Math.max(-1, ...[sire, dam].filter((p) => p !== null).map(visit));
    inProgress.delete(key);
    graph.set(key, { name, sire, dam, rank });
    return rank;
  };
  roots.forEach((root) => visit(nameKey(root)));
  return graph;
}

type Kinship = { value: number; parts: Map<string, number> };

function addScaled(target: Map<string, number>, source: Map<string, number>, factor: number): void {
  for (const [name, value] of source) target.set(name, (target.get(name) ?? 0) + value * factor);
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
  const memo = new Map<string, Kinship>();
  const zero: Kinship = { value: 0, parts: new Map() };

  const kinship = (x: string | null, y: string | null): Kinship => {
    if (x === null || y === null) return zero;
    const key = x < y ? `${x}\n${y}` : `${y}\n${x}`;
    const cached = memo.get(key);
    if (cached) return cached;
    let result: Kinship;
    const nx = graph.get(x)!;
    if (x === y) {
      const self = kinship(nx.sire, nx.dam);
      result = { value: (1 + self.value) / 2, parts: new Map([[x, (1 + self.value) / 2]]) };
    } else {
      const [young, old] = nx.rank >= graph.get(y)!.rank ? [x, y] : [y, x];
      const node = graph.get(young)!;
      const viaSire = kinship(node.sire, old);
      const viaDam = kinship(node.dam, old);
      const parts = new Map<string, number>();
      addScaled(parts, viaSire.parts, 0.5);
      addScaled(parts, viaDam.parts, 0.5);
      result = { value: (viaSire.value + viaDam.value) / 2, parts };
    }
    memo.set(key, result);
    return result;
  };

  const { value, parts } = kinship(nameKey(sireName), nameKey(damName));
  const contributions = [...parts]
    .map(([key, share]) => ({ ancestor: graph.get(key)!.name, share }))
    .filter(({ share }) => share > 0)
    .sort((a, b) => b.share - a.share || compareText(a.ancestor, b.ancestor));
  return { coi: value, contributions };
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
