// Wright's coefficient of inbreeding of a foal of sire × dam and each common ancestor's part of it
// (docs/product.md, "Pedigree and inbreeding").
import { compareText } from "../../site/collation";
import type { PedigreeGraph } from "../graph";
import { knownName, nameKey, type ParentsLookup } from "../names";

/** How far back the coefficient of inbreeding looks (docs/product.md, "Pedigree and inbreeding"). */
export const INBREEDING_GENERATIONS = 8;

export interface Inbreeding {
  /** Wright's F of a foal of sire × dam, 0…1. */
  coi: number;
  /** Common ancestors and the part of `coi` each accounts for (sums to `coi`), largest first. */
  contributions: { ancestor: string; share: number }[];
}

/**
 * The ancestors of sire and dam within `generations` generations of the foal (the parents are
 * generation 1), as an acyclic graph over numbers 0…size−1: each horse's spelling, its parents (−1
 * for none) and its rank, the longest path down from a founder (an ancestor always ranks lower
 * than its descendants). A parent link that would close a loop is dropped. The arrays are the
 * scratch's (`scratch`): only their first `size` elements are this graph's.
 */
interface AncestorGraph {
  size: number;
  names: string[];
  sireOf: Int32Array;
  damOf: Int32Array;
  rank: Int32Array;
  /** The numbers of the roots, in the order given. */
  roots: number[];
}

type TypedArray = Int32Array | Uint32Array | Uint8Array | Float64Array;

/** `array` if it holds `length` elements, else a copy of it of its type, at least twice as long. */
function atLeast<T extends TypedArray>(array: T, length: number): T {
  if (array.length >= length) return array;
  const Type = array.constructor as new (length: number) => T;
  const grown = new Type(Math.max(length, 2 * array.length));
  grown.set(array);
  return grown;
}

/**
 * The typed arrays the coefficient works in, kept from call to call and grown when a call needs
 * more. Made afresh for every horse page, they cost more than the recursion itself: each lives
 * outside the heap, and the collector runs more often to free them (docs/performance/log.md,
 * "Pages the cache misses — 2026-11-25 10:31–12:30 UTC"). The coefficient runs synchronously from start to end, so one set serves every call.
 * They keep the size of the largest call (8 generations: under 10 MB).
 */
const scratch = {
  // The graph (ancestorGraph).
  sireOf: new Int32Array(0),
  damOf: new Int32Array(0),
  rank: new Int32Array(0),
  onPath: new Uint8Array(0),
  // Each horse's line as a bit set (lineages).
  lines: new Uint32Array(0),
  linesDone: new Uint8Array(0),
  // Each pair's kinship once (inbreedingCoefficient).
  memo: new Int32Array(0),
  // The kinships made, by number (inbreedingCoefficient, sharesOf).
  value: new Float64Array(1), // [0]: the value of "unrelated", 0
  self: new Int32Array(0),
  viaSire: new Int32Array(0),
  viaDam: new Int32Array(0),
  weight: new Float64Array(0),
  // Each common ancestor's share (sharesOf).
  shares: new Float64Array(0),
};

/**
 * What a walk up a pedigree reads of each horse it meets, by a handle of the source's own: a
 * name as written (any letter case) for a ParentsLookup, a number for a PedigreeGraph.
 */
interface AncestrySource<H> {
  /** One key per horse, whatever handle names it. */
  key(horse: H): string | number;
  /** Its stored spelling (where none is stored, the name as the handle writes it) and its parents. */
  read(horse: H): { name: string; sire: H | null; dam: H | null };
}

function lookupSource(lookup: ParentsLookup): AncestrySource<string> {
  return {
    key: nameKey,
    read(horse) {
      const known = lookup(horse);
      return { name: knownName(known?.name) ?? horse, sire: knownName(known?.sire), dam: knownName(known?.dam) };
    },
  };
}

/**
 * The graph's links as the data has them (the walk breaks a loop where it meets it, as by name),
 * with `subject`, where given, answering for itself as in parentsLookup.
 */
function graphSource(
  { names, linkedSire, linkedDam }: PedigreeGraph,
  subject?: { index: number; name: string; sire: number | null; dam: number | null },
): AncestrySource<number> {
  return {
    key: (horse) => horse,
    read: (horse) =>
      horse === subject?.index
        ? subject
        : {
            name: names[horse],
            sire: linkedSire[horse] < 0 ? null : linkedSire[horse],
            dam: linkedDam[horse] < 0 ? null : linkedDam[horse],
          },
  };
}

function ancestorGraph<H>(roots: readonly H[], source: AncestrySource<H>, generations: number): AncestorGraph {
  // Each horse is read once (its spelling and its parents), each handle keyed once: the page of
  // every horse runs this. Horses are numbered as the walk meets them; each one's parents by
  // key, numbered once all are met.
  const indexOf = new Map<string | number, number>();
  const handles: H[] = [];
  const names: string[] = [];
  const parentKeys: (string | number | null)[] = [];
  const meet = (horse: H | null) => {
    if (horse === null) return null;
    const key = source.key(horse);
    if (!indexOf.has(key)) {
      indexOf.set(key, handles.length);
      handles.push(horse);
    }
    return key;
  };
  for (const root of roots) meet(root);
  for (let depth = 1, from = 0; from < handles.length; depth++) {
    const to = handles.length;
    for (let horse = from; horse < to; horse++) {
      const known = source.read(handles[horse]);
      names.push(known.name);
      const deeper = depth < generations;
      parentKeys.push(meet(deeper ? known.sire : null), meet(deeper ? known.dam : null));
    }
    from = to;
  }
  const size = handles.length;
  const parentOf = (horse: number, side: 0 | 1) => {
    const key = parentKeys[2 * horse + side];
    return key === null ? -1 : indexOf.get(key)!;
  };

  // Ranks by a depth-first walk from the roots, which drops a link to a horse on the walk's own path.
  const sireOf = (scratch.sireOf = atLeast(scratch.sireOf, size));
  const damOf = (scratch.damOf = atLeast(scratch.damOf, size));
  const rank = (scratch.rank = atLeast(scratch.rank, size)).fill(-1, 0, size);
  const onPath = (scratch.onPath = atLeast(scratch.onPath, size)).fill(0, 0, size);
  const outsidePath = (parent: number) => (parent >= 0 && onPath[parent] ? -1 : parent);
  const visit = (horse: number): number => {
    if (rank[horse] >= 0) return rank[horse];
    onPath[horse] = 1;
    const sire = (sireOf[horse] = outsidePath(parentOf(horse, 0)));
    const dam = (damOf[horse] = outsidePath(parentOf(horse, 1)));
    rank[horse] = Math.max(sire < 0 ? 0 : 1 + visit(sire), dam < 0 ? 0 : 1 + visit(dam));
    onPath[horse] = 0;
    return rank[horse];
  };
  const rootIndices = roots.map((root) => indexOf.get(source.key(root))!);
  rootIndices.forEach(visit);
  return { size, names, sireOf, damOf, rank, roots: rootIndices };
}

/**
 * Each horse's line (itself and all its ancestors) as a bit set over the horses of the graph, so
 * that two horses without a common ancestor, whose kinship is 0, are known at once instead of by
 * recursing through all their ancestors.
 */
function lineages({ size, sireOf, damOf }: AncestorGraph) {
  const words = Math.ceil(size / 32);
  const bits = (scratch.lines = atLeast(scratch.lines, size * words)).fill(0, 0, size * words);
  const done = (scratch.linesDone = atLeast(scratch.linesDone, size)).fill(0, 0, size);
  const fill = (horse: number): void => {
    if (done[horse]) return;
    done[horse] = 1;
    bits[horse * words + (horse >>> 5)] |= 1 << (horse & 31);
    for (let side = 0; side < 2; side++) {
      const parent = side === 0 ? sireOf[horse] : damOf[horse];
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
 * The kinships the recursion made, numbered 1… in the order made (children first), in the
 * scratch's arrays; 0 is "unrelated" (its value, never written, stays 0). Their shares per common
 * ancestor are not kept with them (copying them at every step cost more than the rest): a
 * kinship(A, A) credits its value to A (`self`), any other is the average of the two it was made
 * from (`viaSire`, `viaDam`), and the shares are summed once at the end (sharesOf).
 */
const UNRELATED = 0;

/**
 * The part of kinship `top`'s value each common ancestor accounts for, in `scratch.shares` (by
 * horse, `size` of them): weights flow from `top` down the kinships it was made from, halving at
 * each average, until they reach a kinship(A, A). Walking the kinships from the last made meets
 * every kinship after all the ones made from it.
 */
function sharesOf(top: number, size: number): Float64Array {
  const shares = (scratch.shares = atLeast(scratch.shares, size)).fill(0, 0, size);
  if (top === UNRELATED) return shares;
  const { value, self, viaSire, viaDam, weight } = scratch;
  weight.fill(0, 0, top);
  weight[top] = 1;
  for (let kinship = top; kinship > UNRELATED; kinship--) {
    const w = weight[kinship];
    if (w === 0) continue;
    if (self[kinship] >= 0) shares[self[kinship]] += w * value[kinship];
    if (viaSire[kinship] !== UNRELATED) weight[viaSire[kinship]] += w / 2;
    if (viaDam[kinship] !== UNRELATED) weight[viaDam[kinship]] += w / 2;
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
  return coefficientOf([sireName, damName], lookupSource(lookup), generations);
}

/**
 * inbreedingCoefficient with the ancestors read from `graph`'s arrays instead of looked up by name
 * one by one, at half the cost, `subject` answering for itself as in parentsLookup: where the
 * graph holds what the lookup would give (a horse page with the whole pedigree in memory), the
 * same figure and shares, except that a name only ever mentioned as a parent, typed in different
 * letter cases, is spelt as the graph met it first. Null when a parent (the subject's too) is not
 * in the graph.
 */
export function inbreedingInGraph(
  graph: PedigreeGraph,
  sire: string,
  dam: string,
  generations: number = INBREEDING_GENERATIONS,
  subject?: { name: string; sire: string | null; dam: string | null },
): Inbreeding | null {
  // null: no horse (blank or Unknown); undefined: a name the graph does not hold.
  const indexOf = (name: string | null) => {
    const known = knownName(name);
    return known === null ? null : graph.indexOf.get(nameKey(known));
  };
  const [sireIndex, damIndex] = [indexOf(sire), indexOf(dam)];
  if (sireIndex === null || damIndex === null) return { coi: 0, contributions: [] };
  if (sireIndex === undefined || damIndex === undefined) return null;
  let answering: Parameters<typeof graphSource>[1];
  const subjectIndex = subject ? indexOf(subject.name) : null;
  if (subject && typeof subjectIndex === "number") {
    const [ownSire, ownDam] = [indexOf(subject.sire), indexOf(subject.dam)];
    if (ownSire === undefined || ownDam === undefined) return null;
    answering = { index: subjectIndex, name: knownName(subject.name)!, sire: ownSire, dam: ownDam };
  }
  return coefficientOf([sireIndex, damIndex], graphSource(graph, answering), generations);
}

function coefficientOf<H>(roots: [H, H], source: AncestrySource<H>, generations: number): Inbreeding {
  // The recursion meets thousands of pairs: it runs on numbers, not names.
  const graph = ancestorGraph(roots, source, generations);
  const { size, sireOf, damOf, rank } = graph;
  const lines = lineages(graph);
  // Each pair's kinship once: its number (0: not yet worked out, −1: unrelated), in a triangle
  // over the pairs, cheaper than a map (8 generations hold at most 510 horses, so at most 130,305
  // pairs; a horse page meets about 150 horses).
  const pairs = (size * (size + 1)) / 2;
  const memo = (scratch.memo = atLeast(scratch.memo, pairs)).fill(0, 0, pairs);
  let made = UNRELATED;
  const make = (value: number, self: number, viaSire: number, viaDam: number) => {
    made++;
    if (made >= scratch.value.length) {
      scratch.value = atLeast(scratch.value, made + 1);
      scratch.self = atLeast(scratch.self, made + 1);
      scratch.viaSire = atLeast(scratch.viaSire, made + 1);
      scratch.viaDam = atLeast(scratch.viaDam, made + 1);
      scratch.weight = atLeast(scratch.weight, made + 1);
    }
    scratch.value[made] = value;
    scratch.self[made] = self;
    scratch.viaSire[made] = viaSire;
    scratch.viaDam[made] = viaDam;
    return made;
  };

  const kinship = (x: number, y: number): number => {
    if (x < 0 || y < 0) return UNRELATED;
    const pair = x < y ? (y * (y + 1)) / 2 + x : (x * (x + 1)) / 2 + y;
    const known = memo[pair];
    if (known !== 0) return known < 0 ? UNRELATED : known;
    let result: number;
    if (!lines.share(x, y)) result = UNRELATED;
    else if (x === y) {
      // Read once the recursion is done: it may have grown (replaced) the scratch's arrays.
      const parents = kinship(sireOf[x], damOf[x]);
      result = make((1 + scratch.value[parents]) / 2, x, UNRELATED, UNRELATED);
    } else {
      const young = rank[x] >= rank[y] ? x : y;
      const old = young === x ? y : x;
      const viaSire = kinship(sireOf[young], old);
      const viaDam = kinship(damOf[young], old);
      const value = (scratch.value[viaSire] + scratch.value[viaDam]) / 2;
      result = value === 0 ? UNRELATED : make(value, -1, viaSire, viaDam);
    }
    memo[pair] = result === UNRELATED ? -1 : result;
    return result;
  };

  const top = kinship(graph.roots[0], graph.roots[1]);
  const shares = sharesOf(top, size);
  const contributions: Inbreeding["contributions"] = [];
  for (let horse = 0; horse < size; horse++)
    if (shares[horse] > 0) contributions.push({ ancestor: graph.names[horse], share: shares[horse] });
  contributions.sort((a, b) => b.share - a.share || compareText(a.ancestor, b.ancestor));
  return { coi: scratch.value[top], contributions };
}
