// The herd's genetics at a glance (docs/product.md, "Herd genetics"): the stud's unsold horses'
// coefficients of inbreeding, mean kinship, pedigree completeness, founders (f_e) and major
// ancestors (f_a), each read from the one kinship engine (domain/pedigree/kinship/,
// docs/decisions/0045-kinship-engine.md), exact and to full depth.
import { compareText } from "../site/collation";
import { knownAncestryShare } from "./kinship/completeness";
import type { PedigreeKinship } from "./kinship/figures";
import { effectiveAncestors, effectiveNumber, founderContributions, majorAncestorSteps } from "./kinship/founders";
import { NONE } from "./kinship/pedigree";
import { nameKey } from "./names";
import { runSteps } from "./steps";

/** How many ancestors the page names, largest marginal contribution first. */
export const TOP_ANCESTORS = 10;

/** How many horses each of the page's two lists of mean kinship names (the lowest, the highest). */
export const MEAN_KINSHIP_LISTED = 10;

/**
 * The histogram's classes of coefficients (fractions, upper edge included): 0 has a class of its
 * own, and everything above the last edge is one open class. 6.25 %, 12.5 % and 25 % are what
 * half-first cousins, half-siblings and full siblings give.
 */
export const INBREEDING_CLASS_EDGES = [0.02, 0.04, 0.0625, 0.125, 0.25] as const;

/** A reference horse: one of the stud's horses not sold. */
export interface ReferenceHorse {
  name: string;
  generation: number | null;
}

export interface HerdHorse {
  name: string;
  /** Wright's coefficient F to full depth: the engine's one pass. */
  inbreeding: number;
  /**
   * The mean of its kinship with every reference horse, itself (½(1 + F)) included (Colleau 2002):
   * the expected F of a foal by it out of a reference horse drawn at random.
   */
  meanKinship: number;
  /** Share of known ancestors over COMPLETENESS_GENERATIONS generations, 0…1 (knownAncestryShare). */
  completeness: number;
  generation: number | null;
}

export interface InbreedingClass {
  /** Lower edge (excluded, except for the class of exactly 0) and upper edge (included; null: open). */
  from: number;
  to: number | null;
  horses: number;
}

export interface HerdGenetics {
  /** The reference horses, by name. */
  horses: HerdHorse[];
  /** Founders with a share of the herd's genes. */
  founders: number;
  /** Null while the stud has no reference horse. */
  meanInbreeding: number | null;
  effectiveFounders: number | null;
  effectiveAncestors: number | null;
  meanCompleteness: number | null;
  inbreedingClasses: InbreedingClass[];
  /** Mean coefficient per stored generation, oldest first, unknown generation last. */
  byGeneration: { generation: number | null; horses: number; meanInbreeding: number }[];
  /** The major ancestors and their marginal share of the herd's genes of known origin. */
  topAncestors: { name: string; share: number }[];
  /** The MEAN_KINSHIP_LISTED horses of lowest mean kinship, lowest first (equal ones by name). */
  lowestMeanKinship: { name: string; meanKinship: number }[];
  /** The MEAN_KINSHIP_LISTED horses of highest mean kinship, highest first (equal ones by name). */
  highestMeanKinship: { name: string; meanKinship: number }[];
}

/** The class of INBREEDING_CLASS_EDGES a coefficient falls in (0: exactly 0). */
function classOf(coefficient: number): number {
  if (coefficient <= 0) return 0;
  const index = INBREEDING_CLASS_EDGES.findIndex((edge) => coefficient <= edge);
  return 1 + (index === NONE ? INBREEDING_CLASS_EDGES.length : index);
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Everything the herd page shows, for the reference horses on this pedigree's engine. */
export function herdGenetics(kinship: PedigreeKinship, referenceHorses: readonly ReferenceHorse[]): HerdGenetics {
  return runSteps(herdGeneticsSteps(kinship, referenceHorses));
}

/**
 * herdGenetics in steps: it yields after each reference horse (twice: found, then its figures),
 * the sort by name and each pass over the whole pedigree (mean kinship, founders, major ancestors,
 * the longest step: tens of milliseconds on the bench's closed stud), so that its caller can let
 * other work in between them (data/pedigree/herd-figures.ts) instead of holding the process for
 * the whole computation.
 *
 * A reference horse is the horse of its name in the pedigree, with the parents the pedigree gives
 * it (its entry's, the stud record filling in; domain/pedigree/graph.ts). One the pedigree lacks
 * (written after the pedigree was read: the next pedigree version counts it) is left out.
 */
export function* herdGeneticsSteps(
  kinship: PedigreeKinship,
  referenceHorses: readonly ReferenceHorse[],
): Generator<void, HerdGenetics> {
  const { graph, engine } = kinship;
  const known: { horse: ReferenceHorse; index: number }[] = [];
  for (const horse of referenceHorses) {
    const index = graph.indexOf.get(nameKey(horse.name)) ?? NONE;
    if (index !== NONE) known.push({ horse, index });
    yield;
  }
  const reference = known.map(({ index }) => index);
  const meanKinship = engine.meanKinship(reference);
  yield;
  const horses: HerdHorse[] = [];
  for (let i = 0; i < known.length; i++) {
    const { horse, index } = known[i];
    horses.push({
      name: horse.name,
      inbreeding: engine.inbreeding[index],
      meanKinship: meanKinship[i],
      completeness: knownAncestryShare(graph, graph.sire[index], graph.dam[index]),
      generation: horse.generation,
    });
    yield;
  }
  horses.sort((a, b) => compareText(a.name, b.name));
  yield;

  const founders = founderContributions(graph, reference);
  yield;
  const ancestors = yield* majorAncestorSteps(graph, reference, {
    before: (x, y) => graph.names[x] < graph.names[y],
  });
  yield;

  const inbreedingClasses: InbreedingClass[] = [0, 0, ...INBREEDING_CLASS_EDGES].map((from, i, edges) => ({
    from,
    to: i === 0 ? 0 : (edges[i + 1] ?? null),
    horses: 0,
  }));
  for (const horse of horses) inbreedingClasses[classOf(horse.inbreeding)].horses++;

  const generations = new Map<number | null, number[]>();
  for (const horse of horses) {
    const values = generations.get(horse.generation) ?? [];
    values.push(horse.inbreeding);
    generations.set(horse.generation, values);
  }
  const byGeneration = [...generations]
    .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
    .map(([generation, values]) => ({ generation, horses: values.length, meanInbreeding: mean(values)! }));

  // `horses` is by name, and sorting is stable: equal figures stay by name.
  const listed = (order: 1 | -1) =>
    horses
      .slice()
      .sort((a, b) => order * (a.meanKinship - b.meanKinship))
      .slice(0, MEAN_KINSHIP_LISTED)
      .map(({ name, meanKinship }) => ({ name, meanKinship }));

  return {
    horses,
    founders: founders.filter((share) => share > 0).length,
    meanInbreeding: mean(horses.map((horse) => horse.inbreeding)),
    effectiveFounders: effectiveNumber(founders),
    effectiveAncestors: effectiveAncestors(ancestors),
    meanCompleteness: mean(horses.map((horse) => horse.completeness)),
    inbreedingClasses,
    byGeneration,
    topAncestors: ancestors
      .slice(0, TOP_ANCESTORS)
      .map(({ ancestor, share }) => ({ name: graph.names[ancestor], share })),
    lowestMeanKinship: listed(1),
    highestMeanKinship: listed(-1),
  };
}
