// The Swedish words coat colour names are made of (docs/product.md, "Genetics and colour"): named
// from a genotype (domain/colour/coat-colour.ts) and read back from a colour text (domain/colour/coat-tint.ts).
export const PEARL_PREFIX = "pärl";
export const FLAXEN_SUFFIX = "med ljus man";
export const ROAN_NAME = "konstantskimmel";
export const PATTERN_SUFFIX = "skäck";
export const LEOPARD_NAME = "tigrerad";
export const GRAY_NAME = "skimmel";
export const UNKNOWN_BASE_NAME = "okänd grundfärg";
/** White-spotting genes, named in the colour's details. */
export const PATTERN_NAMES = { Sabino: "sabino", Splash: "splash", Tobiano: "tobiano", Overo: "overo" } as const;
