// Coat colour from genotype, in Swedish (docs/product.md, "Genetics and colour"), and the exact colour odds of a foal.
import { compareText } from "../site/collation";
import { GENES, UNKNOWN_ALLELE, allelesOf, parseGenotype, sortPair } from "./alleles";
import type { AllelePair, GeneName, Genotype } from "./alleles";
import {
  FLAXEN_SUFFIX,
  GRAY_NAME,
  LEOPARD_NAME,
  PATTERN_NAMES,
  PATTERN_SUFFIX,
  PEARL_PREFIX,
  ROAN_NAME,
  UNKNOWN_BASE_NAME,
} from "./words";

type Base = "fux" | "brun" | "svartbrun" | "svart";
/** Dilution names are given for three base families; svartbrun is named like brun when diluted. */
type Family = "fux" | "brun" | "svart";

export const COLOUR_NAMES = {
  cream: { fux: "isabell", brun: "gulbrun", svart: "gulsvart" },
  doubleCream: { fux: "gulvit", brun: "pärlvit", svart: "rökvit" },
  dun: { fux: "rödblack", brun: "brunblack", svart: "musblack" },
  dunCream: { brun: "vitblack" },
  champagne: { fux: "guldchampagne", brun: "amberchampagne", svart: "klassisk champagne" },
  silver: { brun: "silverbrun", svart: "silversvart" },
} as const satisfies Record<string, Partial<Record<Family, string>>>;

/** Prefixes for a dilution that is present beside the one that names the colour (e.g. silvergulbrun). */
const EXTRA_DILUTION_PREFIX = {
  silver: "silver",
  champagne: "champagne",
  pearl: "pärl",
  cream: "gul",
  doubleCream: "dubbelgul",
} as const;
type Dilution = keyof typeof EXTRA_DILUTION_PREFIX | "dun";

/**
 * What a gene contributes to the colour. Two pairs with the same reading give the same colour,
 * which lets the odds enumerate readings instead of every allele pair.
 * Sooty and the leopard pattern modifiers do not change the Swedish name.
 */
function geneReading(gene: GeneName, [a, b]: AllelePair): string {
  const has = (allele: string) => a === allele || b === allele;
  switch (gene) {
    case "Extension":
      return has("E") ? "E" : a === "e" && b === "e" ? "e" : UNKNOWN_ALLELE;
    case "Agouti":
      if (has("A")) return "A";
      if (has(UNKNOWN_ALLELE)) return UNKNOWN_ALLELE;
      return has("At") ? "At" : "a";
    case "CreamPearl":
      return a + b;
    case "Flaxen":
      return a === "f" && b === "f" ? "ff" : "";
    case "Overo":
      return String(Number(a === "O") + Number(b === "O"));
    case "Sooty":
    case "Pattern1":
    case "Pattern2":
      return "";
    default:
      return a !== "n" || b !== "n" ? "X" : "";
  }
}

type Readings = Record<GeneName, string>;

function readingsOf(genotype: Genotype): Readings {
  return Object.fromEntries(GENES.map(({ name }) => [name, geneReading(name, allelesOf(genotype, name))])) as Readings;
}

function baseOf(r: Readings): Base | null {
  if (r.Extension === "e") return "fux";
  if (r.Extension !== "E") return null;
  return ({ A: "brun", At: "svartbrun", a: "svart" } as const)[r.Agouti as "A" | "At" | "a"] ?? null;
}

/** The diluted base colour: the first applicable dilution names it, the others are prefixed. */
function dilutedName(base: Base, r: Readings): string {
  const family: Family = base === "svartbrun" ? "brun" : base;
  const cream = r.CreamPearl.match(/Cr/g)?.length ?? 0;
  const present: Dilution[] = [];
  if (r.Dun) present.push("dun");
  if (r.Champagne) present.push("champagne");
  if (cream === 2) present.push("doubleCream");
  else if (r.CreamPearl === "prlprl" || r.CreamPearl === "Crprl") present.push("pearl");
  else if (cream === 1) present.push("cream");
  if (r.Silver && family !== "fux") present.push("silver");
  if (present.length === 0) return base;

  const [main, ...extras] = present;
  // docs/product.md, "Genetics and colour" names one two-dilution colour: brun + dun + one Cr = vitblack.
  const vitblack = main === "dun" && family === "brun" && extras.includes("cream");
  const named =
    main === "pearl"
      ? PEARL_PREFIX + base
      : vitblack
        ? COLOUR_NAMES.dunCream.brun
        : (COLOUR_NAMES[main] as Partial<Record<Family, string>>)[family]!;
  const prefixes = extras
    .filter((d) => !(vitblack && d === "cream"))
    .map((d) => EXTRA_DILUTION_PREFIX[d as keyof typeof EXTRA_DILUTION_PREFIX]);
  return prefixes.join("") + named;
}

function nameFromReadings(r: Readings): string {
  const base = baseOf(r);
  const patterns = (Object.keys(PATTERN_NAMES) as (keyof typeof PATTERN_NAMES)[])
    .filter((gene) => r[gene] !== "" && r[gene] !== "0")
    .map((gene) => PATTERN_NAMES[gene]);
  let name = base ? dilutedName(base, r) : UNKNOWN_BASE_NAME;
  if (patterns.length > 0) name += (base ? "" : " ") + PATTERN_SUFFIX;
  if (r.Roan) name += ` ${ROAN_NAME}`;
  if (r.Leopard) name += ` ${LEOPARD_NAME}`;
  // Flaxen only shows on an undiluted fux.
  if (r.Flaxen && name.startsWith("fux")) name += ` ${FLAXEN_SUFFIX}`;
  if (patterns.length > 0) name += ` (${patterns.join(", ")})`;
  return r.Gray ? `${GRAY_NAME} (född ${name})` : name;
}

/**
 * The Swedish colour name of a genotype. Unknown Extension (or Agouti on a non-fux) is not guessed:
 * the base is named `okänd grundfärg`, since assuming brun would mislabel fux and svart horses.
 */
export function colourName(genotype: string | Genotype): string {
  return nameFromReadings(readingsOf(typeof genotype === "string" ? parseGenotype(genotype) : genotype));
}

/** The colour of a foal that would not survive: Overo twice (OO), lethal white overo. */
export const LETHAL_WHITE_NAME = "dödlig vit overo (OO)";

/** Overo from both parents (OO): the foal would not survive (docs/product.md, "Breeding simulation"). */
export function isLethalWhite(genotype: string | Genotype): boolean {
  const parsed = typeof genotype === "string" ? parseGenotype(genotype) : genotype;
  return geneReading("Overo", allelesOf(parsed, "Overo")) === "2";
}

/** A simulated foal's colour: its genotype's, or the lethal white overo's when it is OO. */
export function foalColourName(genotype: string): string {
  return isLethalWhite(genotype) ? LETHAL_WHITE_NAME : colourName(genotype);
}

/** A horse's colour as the pages show it: `colour` the stored one, `byGenotype` the genotype's when it differs. */
export interface ShownColour {
  colour: string | null;
  byGenotype: string | null;
}

const colourKey = (colour: string) => colour.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The stored colour (what the administrator typed) is THE colour, shown once; the genotype's
 * colour is shown beside it only when it names another one. A genotype without a known base
 * colour (no E/Agouti) names none, so it adds nothing. docs/product.md, "Genetics and colour".
 */
export function shownColour(stored: string | null | undefined, genotype: string | null | undefined): ShownColour {
  const colour = stored?.trim() || null;
  const fromGenotype = genotype?.trim() ? colourName(genotype) : null;
  const byGenotype =
    fromGenotype && !fromGenotype.includes(UNKNOWN_BASE_NAME) && colourKey(colour ?? "") !== colourKey(fromGenotype)
      ? fromGenotype
      : null;
  return { colour, byGenotype };
}

export interface ColourOdds {
  colour: string;
  probability: number;
  /** Overo lethal white (OO): the foal would not survive. */
  lethal?: boolean;
}

type Outcome = { reading: string; probability: number };

/** The foal's readings for one gene: each parent passes each of its two alleles with probability ½. */
function geneOutcomes(gene: GeneName, sire: AllelePair, dam: AllelePair): Outcome[] {
  const outcomes = new Map<string, number>();
  for (const s of sire) {
    for (const d of dam) {
      const reading = geneReading(gene, sortPair(gene, s, d));
      outcomes.set(reading, (outcomes.get(reading) ?? 0) + 0.25);
    }
  }
  return [...outcomes].map(([reading, probability]) => ({ reading, probability }));
}

/**
 * Exact odds of each foal colour: every allele combination, genes independent, identical names
 * grouped, most likely first. An unknown E/Agouti allele (`?`) is passed on as unknown, just as
 * in `simulateFoal`, so such foals may be named `okänd grundfärg`. OO foals are listed separately with `lethal`.
 */
export function foalColourOdds(sireGenotype: string, damGenotype: string): ColourOdds[] {
  const sire = parseGenotype(sireGenotype);
  const dam = parseGenotype(damGenotype);
  let combos: { readings: Partial<Readings>; probability: number }[] = [{ readings: {}, probability: 1 }];
  for (const { name } of GENES) {
    const outcomes = geneOutcomes(name, allelesOf(sire, name), allelesOf(dam, name));
    combos = combos.flatMap((combo) =>
      outcomes.map((o) => ({
        readings: { ...combo.readings, [name]: o.reading },
        probability: combo.probability * o.probability,
      })),
    );
  }
  const grouped = new Map<string, ColourOdds>();
  for (const { readings, probability } of combos) {
    const r = readings as Readings;
    const lethal = r.Overo === "2";
    const colour = nameFromReadings(r);
    const key = `${colour}${lethal ? "\tlethal" : ""}`;
    const entry = grouped.get(key) ?? { colour, probability: 0, ...(lethal ? { lethal } : {}) };
    entry.probability += probability;
    grouped.set(key, entry);
  }
  return [...grouped.values()].sort((a, b) => b.probability - a.probability || compareText(a.colour, b.colour));
}

/** Chance of a lethal OO foal, from the colour odds (foalColourOdds) that list it apart. */
export function lethalChance(odds: readonly ColourOdds[]): number {
  return odds.reduce((sum, { lethal, probability }) => sum + (lethal ? probability : 0), 0);
}
