// The pedigree as the kinship engine reads it: horses by index, parents by index, an order with
// every horse after both its parents (docs/decisions/0045-kinship-engine.md). PedigreeGraph
// (domain/pedigree/graph.ts) is one.

/** Horses 0…size−1; `sire`/`dam` give each one's parents' indices, −1 where unknown. */
export interface KinshipPedigree {
  size: number;
  sire: Int32Array;
  dam: Int32Array;
  /** Every index once, each horse after both its parents. */
  order: Int32Array;
}

/** No parent, or no horse. */
export const NONE = -1;

/** Each horse's place in `order`: a parent's place is always below its child's. */
export function placesIn(pedigree: KinshipPedigree): Int32Array {
  const place = new Int32Array(pedigree.size);
  const { order } = pedigree;
  for (let i = 0; i < order.length; i++) place[order[i]] = i;
  return place;
}

/**
 * Collects the horses of `roots` and all their ancestors, as places in `order`, sorted (parents
 * first). `mark`/`stamp` let the caller reuse one array across calls: a horse counts as collected
 * when mark[horse] === stamp. Returns the places in `into`'s first elements and their count.
 */
export function collectAncestors(
  pedigree: KinshipPedigree,
  place: Int32Array,
  roots: ArrayLike<number>,
  rootCount: number,
  mark: Int32Array,
  stamp: number,
  into: Int32Array,
): number {
  const { sire, dam } = pedigree;
  let count = 0;
  for (let r = 0; r < rootCount; r++) {
    const root = roots[r];
    if (root < 0 || mark[root] === stamp) continue;
    mark[root] = stamp;
    into[count++] = root;
  }
  // The list itself is the queue: each horse collected is read once for its parents.
  for (let at = 0; at < count; at++) {
    const horse = into[at];
    const s = sire[horse];
    const d = dam[horse];
    if (s >= 0 && mark[s] !== stamp) {
      mark[s] = stamp;
      into[count++] = s;
    }
    if (d >= 0 && mark[d] !== stamp) {
      mark[d] = stamp;
      into[count++] = d;
    }
  }
  if (count * 16 > pedigree.size) {
    // A large share of the pedigree: one scan of the order beats sorting the places.
    const { order } = pedigree;
    let at = 0;
    for (let i = 0; i < order.length; i++) if (mark[order[i]] === stamp) into[at++] = i;
    return count;
  }
  for (let i = 0; i < count; i++) into[i] = place[into[i]];
  into.subarray(0, count).sort();
  return count;
}
