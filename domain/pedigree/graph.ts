// The whole pedigree as numbers: every horse the site knows (stud horses, pedigree entries, and
// names only mentioned as someone's parent) by index, with its parents' indices. Whole-herd
// genetics (many coefficients at once, founder contributions), the mates list and the horse
// page's coefficient run on these arrays instead of on names (docs/product.md, "Pedigree and
// inbreeding").
import { knownName, nameKey } from "./names";
import { runSteps } from "./steps";

/** One horse as the data knows it: a stud horse's row merged with its pedigree entry. */
export interface PedigreeGraphRow {
  name: string;
  sire: string | null;
  dam: string | null;
  /** One of the stud's own horses. */
  studHorse: boolean;
}

export interface PedigreeGraph {
  size: number;
  /** The stored spelling of each horse (for a name only mentioned, the spelling met first). */
  names: readonly string[];
  /** nameKey(name) → index. */
  indexOf: ReadonlyMap<string, number>;
  /** Parents' indices, -1 where unknown. A link that would close a loop is dropped. */
  sire: Int32Array;
  dam: Int32Array;
  /** Every index once, each horse after both its parents. */
  order: Int32Array;
  /** 1 for the stud's own horses. */
  studHorse: Uint8Array;
  /** The row that describes each horse, by its place among the rows read; −1 for a name only mentioned as a parent. */
  row: Int32Array;
}

const NO_PARENT = -1;
const NO_ROW = -1;

/**
 * Builds the graph. Rows with the same name (any letter case) are one horse: the first row's
 * spelling and parents count, except that a parent the first row leaves blank is taken from a
 * later row (the pedigree entry wins, the stud horse fills in, as the ancestry query does).
 * Loops in the data (a horse among its own ancestors) are broken where a depth-first walk in
 * row order meets them, so every walk over the graph ends.
 */
export function buildPedigreeGraph(rows: Iterable<PedigreeGraphRow>): PedigreeGraph {
  return runSteps(pedigreeGraphSteps(rows));
}

/** Rows or roots between two of pedigreeGraphSteps' pauses. */
const GRAPH_STEP = 4096;

/**
 * buildPedigreeGraph as steps: it pauses (yields) after every GRAPH_STEP rows read and every
 * GRAPH_STEP horses walked, so a caller can build the graph of a large stud (about 0.2 s for
 * 110,000 horses) in slices between other work; the graph is the same.
 */
export function* pedigreeGraphSteps(rows: Iterable<PedigreeGraphRow>): Generator<void, PedigreeGraph> {
  const names: string[] = [];
  const indexOf = new Map<string, number>();
  const sires: number[] = [];
  const dams: number[] = [];
  const stud: number[] = [];
  const described: number[] = [];
  const indexFor = (name: string): number => {
    const key = nameKey(name);
    let index = indexOf.get(key);
    if (index === undefined) {
      index = names.length;
      indexOf.set(key, index);
      names.push(name.trim());
      sires.push(NO_PARENT);
      dams.push(NO_PARENT);
      stud.push(0);
      described.push(NO_ROW);
    }
    return index;
  };
  let read = 0;
  for (const row of rows) {
    if (++read % GRAPH_STEP === 0) yield;
    const index = indexFor(row.name);
    if (described[index] === NO_ROW) {
      names[index] = row.name.trim();
      described[index] = read - 1;
    }
    if (row.studHorse) stud[index] = 1;
    const sire = knownName(row.sire);
    const dam = knownName(row.dam);
    if (sire !== null && sires[index] === NO_PARENT) sires[index] = indexFor(sire);
    if (dam !== null && dams[index] === NO_PARENT) dams[index] = indexFor(dam);
  }

  const size = names.length;
  const sire = Int32Array.from(sires);
  const dam = Int32Array.from(dams);
  const order = new Int32Array(size);
  // 0 = not met, 1 = on the walk's path, 2 = placed in `order`.
  const state = new Uint8Array(size);
  const stack = new Int32Array(size);
  const nextParent = new Uint8Array(size);
  let placed = 0;
  for (let root = 0; root < size; root++) {
    if (root % GRAPH_STEP === GRAPH_STEP - 1) yield;
    if (state[root] !== 0) continue;
    let top = 0;
    stack[0] = root;
    state[root] = 1;
    while (top >= 0) {
      const horse = stack[top];
      const which = nextParent[horse]++;
      if (which < 2) {
        const parents = which === 0 ? sire : dam;
        const parent = parents[horse];
        if (parent === NO_PARENT) continue;
        if (state[parent] === 1) parents[horse] = NO_PARENT;
        else if (state[parent] === 0) {
          state[parent] = 1;
          stack[++top] = parent;
        }
        continue;
      }
      state[horse] = 2;
      order[placed++] = horse;
      top--;
    }
  }
  return {
    size,
    names,
    indexOf,
    sire,
    dam,
    order,
    studHorse: Uint8Array.from(stud),
    row: Int32Array.from(described),
  };
}
