// The relationship page's server side: reading the two names, looking the pair up and saying what
// is wrong with them (docs/product.md, "Kinship figures (definitions)"; /breeding/kinship).
import type { Db } from "#data/db";
import { loadPairKinship, type PairKinship } from "#data/kinship";
import {
  coiReading,
  formatPercent,
  formatPositions,
  hasForbiddenTextCharacter,
  NAME_MAX_LENGTH,
  nameProblem,
  normalizeName,
  type CoiReading,
} from "#domain";
import * as texts from "#domain/texts";

const errors = texts.kinshipErrors;

type NameProblem = "tooLong" | "forbiddenCharacter";

/**
 * A name as the URL gave it: trimmed and in its stored Unicode form (NFKC), with the problem that
 * makes it no horse's name at all (longer than any name, or holding a control or invisible
 * character). `shown` is what the form shows again: at most a name's length, no control characters.
 */
function readName(raw: string | null): { name: string; shown: string; problem: NameProblem | null } {
  const name = normalizeName((raw ?? "").trim()).trim();
  const shown = [...name]
    .filter((char) => !hasForbiddenTextCharacter(char))
    .join("")
    .slice(0, NAME_MAX_LENGTH);
  const problem =
    name.length > NAME_MAX_LENGTH
      ? "tooLong"
      : nameProblem(name) === "forbiddenCharacter"
        ? "forbiddenCharacter"
        : null;
  return { name, shown, problem };
}

/** One horse of the pair as the page writes it. */
interface ShownHorse {
  name: string;
  inbreeding: string;
  inbreedingReading: CoiReading;
  knownShare: string;
  completeGenerations: number;
}

/**
 * The pair's figures as the page writes them: formatted here, so the browser loads no formatting
 * code for them (the page's client JavaScript stays within its budget).
 */
export interface ShownPair {
  a: ShownHorse;
  b: ShownHorse;
  relationship: string;
  kinship: string;
  /** The kinship is a foal's coefficient of inbreeding: its plain reading. */
  kinshipReading: CoiReading;
  commonAncestors: { ancestor: string; share: string; positions: string }[];
}

function shownPair(pair: PairKinship): ShownPair {
  const horse = ({ name, inbreeding, completeness }: PairKinship["a"]): ShownHorse => ({
    name,
    inbreeding: formatPercent(inbreeding),
    inbreedingReading: coiReading(inbreeding),
    knownShare: formatPercent(completeness.knownShare),
    completeGenerations: completeness.completeGenerations,
  });
  return {
    a: horse(pair.a),
    b: horse(pair.b),
    relationship: formatPercent(pair.relationship),
    kinship: formatPercent(pair.kinship),
    kinshipReading: coiReading(pair.kinship),
    commonAncestors: pair.commonAncestors.map(({ ancestor, share, positions }) => ({
      ancestor,
      share: formatPercent(share),
      positions: positions.length > 0 ? formatPositions(positions) : texts.kinship.furtherBack,
    })),
  };
}

/** What the page shows, and its status. */
export interface KinshipPage {
  status: 200 | 400 | 404;
  /** The two fields' values. */
  form: { a: string; b: string };
  /** Why no figures are shown, one sentence per problem. */
  messages: string[];
  pair: ShownPair | null;
}

/**
 * The page for `?a=…&b=…`: without both names the form alone (200); a name that can be no horse's
 * refused (400) and a name no horse has named (404), each with the form filled in, never a
 * server error. The figures are read at data version `version` (the response cache's).
 */
export async function kinshipPage(
  db: Db,
  params: { a: string | null; b: string | null },
  version?: number,
): Promise<KinshipPage> {
  const [a, b] = [readName(params.a), readName(params.b)];
  const form = { a: a.shown, b: b.shown };
  const problems = [...new Set([a.problem, b.problem].filter((problem) => problem !== null))];
  if (problems.length > 0)
    return { status: 400, form, messages: problems.map((problem) => errors[problem]), pair: null };
  if (a.name === "" || b.name === "") return { status: 200, form, messages: [], pair: null };
  const result = await loadPairKinship(db, a.name, b.name, version);
  if (!result.found)
    return { status: 404, form, messages: result.unknown.map((name) => errors.unknownHorse(name)), pair: null };
  // The fields show the names as the pedigree spells them.
  return {
    status: 200,
    form: { a: result.pair.a.name, b: result.pair.b.name },
    messages: [],
    pair: shownPair(result.pair),
  };
}
