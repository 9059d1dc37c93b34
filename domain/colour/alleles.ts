// Genes, alleles and genotype text (docs/product.md, "Genetics and colour").

/** Genes in canonical order; each gene's alleles in canonical order (the wild/base allele of most genes is `n`). */
export const GENES = [
  { name: "Extension", alleles: ["E", "e"] },
  { name: "Agouti", alleles: ["A", "At", "a"] },
  { name: "CreamPearl", alleles: ["n", "Cr", "prl"] },
  { name: "Flaxen", alleles: ["n", "f"] },
  { name: "Gray", alleles: ["n", "G"] },
  { name: "Champagne", alleles: ["n", "Ch"] },
  { name: "Dun", alleles: ["n", "D"] },
  { name: "Sooty", alleles: ["n", "Sty"] },
  { name: "Silver", alleles: ["n", "Z"] },
  { name: "Roan", alleles: ["n", "Rn"] },
  { name: "Sabino", alleles: ["n", "Sb"] },
  { name: "Splash", alleles: ["n", "Spl"] },
  { name: "Tobiano", alleles: ["n", "To"] },
  { name: "Overo", alleles: ["n", "O"] },
  { name: "Leopard", alleles: ["n", "Lp"] },
  { name: "Pattern1", alleles: ["n", "Patn1"] },
  { name: "Pattern2", alleles: ["n", "Patn2"] },
] as const;
export type GeneName = (typeof GENES)[number]["name"];

/**
 * Extension and Agouti have no default: when a genotype does not give them they are unknown,
 * written as this allele (`E?` = one E, the other unknown). Every other missing gene is n/n.
 */
export const UNKNOWN_ALLELE = "?";
export const UNKNOWN_GENES: readonly GeneName[] = ["Extension", "Agouti"];

export type AllelePair = readonly [string, string];
/** Only the genes written in the text; use `allelesOf` for defaults. */
export type Genotype = Partial<Record<GeneName, AllelePair>>;

export function allelesOf(genotype: Genotype, gene: GeneName): AllelePair {
  const fallback = UNKNOWN_GENES.includes(gene) ? UNKNOWN_ALLELE : "n";
  return genotype[gene] ?? [fallback, fallback];
}

function alleleList(gene: GeneName): readonly string[] {
  const alleles = GENES.find((g) => g.name === gene)!.alleles;
  return UNKNOWN_GENES.includes(gene) ? [...alleles, UNKNOWN_ALLELE] : alleles;
}

/** The pair in canonical order (dominant/base allele first, unknown last). */
export function sortPair(gene: GeneName, a: string, b: string): AllelePair {
  const order = alleleList(gene);
  return order.indexOf(a) <= order.indexOf(b) ? [a, b] : [b, a];
}

type Match = { gene: GeneName; pair: AllelePair };

function matchesOf(token: string, ignoreCase: boolean): Match[] {
  const same = (a: string, b: string) => (ignoreCase ? a.toLowerCase() === b.toLowerCase() : a === b);
  const found = new Map<string, Match>();
  for (const { name } of GENES) {
    const alleles = alleleList(name);
    for (const first of alleles) {
      const rest = token.slice(first.length);
      if (!same(token.slice(0, first.length), first)) continue;
      for (const second of alleles) {
        if (same(rest, second)) {
          const pair = sortPair(name, first, second);
          found.set(`${name}:${pair.join("")}`, { gene: name, pair });
        }
      }
    }
  }
  return [...found.values()];
}

/**
 * Reads one token (`Ee`, `E/e`, `AtA`, `nCr`, `Crprl`): an exact-case reading wins; otherwise a
 * case-insensitive reading is accepted when it is the only one (`ncr` → nCr, but `ata` is ambiguous).
 * Tokens matching several genes (`nn`) or none are ignored.
 */
function parseToken(raw: string): Match | null {
  const token = raw.replace(/[/|]/g, "");
  for (const ignoreCase of [false, true]) {
    const matches = matchesOf(token, ignoreCase);
    if (matches.length === 1) return matches[0];
    if (matches.length > 1) return null;
  }
  return null;
}

/** Parses genotype text like `Ee Aa nCr nG`; unreadable tokens are ignored, a repeated gene keeps the last. */
export function parseGenotype(text: string | null | undefined): Genotype {
  const genotype: Genotype = {};
  for (const token of (text ?? "").split(/[\s,;]+/)) {
    const match = token ? parseToken(token) : null;
    if (match) genotype[match.gene] = match.pair;
  }
  return genotype;
}

/** Canonical text: genes in order, alleles concatenated; `nn` and fully unknown genes are left out. */
export function formatGenotype(genotype: Genotype): string {
  return GENES.map(({ name }) => genotype[name] && sortPair(name, ...genotype[name]))
    .filter((pair) => pair !== undefined)
    .filter(([a, b]) => !(a === b && (a === "n" || a === UNKNOWN_ALLELE)))
    .map(([a, b]) => a + b)
    .join(" ");
}
