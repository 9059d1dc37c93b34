// Any two horses' relationship, stud horses and ancestors alike (docs/product.md, "Kinship
// figures (definitions)"; the page /breeding/kinship): read from the kinship engine of the
// pedigree held in memory (data/pedigree/in-memory.ts), no statement of its own.
import {
  compareText,
  foalCompleteness,
  horseIndex,
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

/** A common ancestor's part of the pair's kinship. */
export interface KinshipContribution {
  /** Its stored spelling. */
  ancestor: string;
  /** Its part of the kinship, > 0; the parts sum to it. */
  share: number;
  /** Its positions in a foal of the pair's 4-generation pedigree (`3S`, `4D`); empty further back. */
  positions: string[];
}

export interface PairKinship {
  a: KinshipHorse;
  b: KinshipHorse;
  /** f_ab: the coefficient of inbreeding of a foal of a × b (engine.kinship). */
  kinship: number;
  /** Wright's coefficient of relationship R = 2 f_ab / √((1 + F_a)(1 + F_b)) (engine.relationship). */
  relationship: number;
  /** The common ancestors, largest part first (equal parts by name). */
  commonAncestors: KinshipContribution[];
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
  const { graph, engine } = kinship;
  return {
    found: true,
    pair: {
      a: horseOf(kinship, x),
      b: horseOf(kinship, y),
      kinship: engine.kinship(x, y),
      relationship: engine.relationship(x, y),
      commonAncestors: engine
        .commonAncestors(x, y)
        .map(({ ancestor, share, positions }) => ({ ancestor: graph.names[ancestor], share, positions }))
        .sort((p, q) => q.share - p.share || compareText(p.ancestor, q.ancestor)),
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
