// Any two horses' relationship, stud horses and ancestors alike (docs/product.md, "Kinship
// figures (definitions)"; the page /breeding/kinship): read from the kinship engine of the
// pedigree held in memory (data/pedigree/in-memory.ts), no statement of its own.
import {
  foalCompleteness,
  horseIndex,
  namedKinship,
  type NamedShare,
  normalizeName,
  type PedigreeCompleteness,
  type PedigreeKinship,
} from "#domain";
import type { Db } from "./db";
import { pedigreeInMemoryAt } from "./pedigree/in-memory";

/** One horse of the pair, as the pedigree knows it. */
export interface KinshipHorse {
  /** Its stored spelling (for a name only mentioned as a parent, the spelling met first). */
  name: string;
  /** Its own coefficient of inbreeding F (Wright), 0…1. */
  inbreeding: number;
  /** How much of its pedigree is known: a foal's of its sire × dam (foalCompleteness). */
  completeness: PedigreeCompleteness;
}

export interface PairKinship {
  a: KinshipHorse;
  b: KinshipHorse;
  /** f_ab: the coefficient of inbreeding of a foal of a × b (engine.kinship). */
  kinship: number;
  /** Wright's coefficient of relationship R = 2 f_ab / √((1 + F_a)(1 + F_b)) (engine.relationship). */
  relationship: number;
  /** The common ancestors, largest part first (equal parts by name). */
  commonAncestors: NamedShare[];
}

/** The pair's figures, or the names (as given, each once) that no horse of the pedigree has. */
export type PairKinshipResult = { found: true; pair: PairKinship } | { found: false; unknown: string[] };

/** A name's index in the graph: any letter case, and any Unicode form of the stored name (NFKC). */
const indexOf = (kinship: PedigreeKinship, name: string) => horseIndex(kinship.graph, normalizeName(name.trim()));

function horseOf(kinship: PedigreeKinship, index: number): KinshipHorse {
  const { graph, engine } = kinship;
  return {
    name: graph.names[index],
    inbreeding: engine.inbreeding[index],
    completeness: foalCompleteness(kinship, graph.sire[index], graph.dam[index]),
  };
}

/** The relationship of the horses named `a` and `b` in `kinship` (one engine, one pedigree state). */
export function pairKinship(kinship: PedigreeKinship, a: string, b: string): PairKinshipResult {
  const [x, y] = [indexOf(kinship, a), indexOf(kinship, b)];
  if (x < 0 || y < 0) {
    const unknown = [...(x < 0 ? [a] : []), ...(y < 0 ? [b] : [])];
    return { found: false, unknown: [...new Set(unknown)] };
  }
  const { kinship: pair, shares } = namedKinship(kinship, x, y);
  return {
    found: true,
    pair: {
      a: horseOf(kinship, x),
      b: horseOf(kinship, y),
      kinship: pair,
      relationship: kinship.engine.relationship(x, y, pair),
      commonAncestors: shares,
    },
  };
}

/**
 * The relationship of the horses named `a` and `b` (stud horses or names in the pedigrees, any
 * letter case) at data version `version` or later (pedigreeInMemoryAt).
 */
export async function loadPairKinship(db: Db, a: string, b: string, version?: number): Promise<PairKinshipResult> {
  const { kinship } = await pedigreeInMemoryAt(db, version);
  return pairKinship(kinship, a, b);
}
