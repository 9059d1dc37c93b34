// The picture placeholder's tint (docs/product.md, "Genetics and colour": a silhouette in a colour
// near the horse's coat). A module of its own: every list of horses draws it, while the naming
// and odds of domain/colour/coat-colour.ts serve only the horse page and the planner.
import { GRAY_NAME, LEOPARD_NAME, PATTERN_NAMES, PATTERN_SUFFIX } from "./words";

/** Swedish coat-colour keywords → a representative tint. The longest keyword found in the text wins. */
export const COAT_TINTS: Readonly<Record<string, string>> = {
  konstantskimmel: "#8f8079",
  rödskimmel: "#a8776a",
  blåskimmel: "#6e7681",
  brunskimmel: "#8a6d63",
  skimmel: "#b9b9b9",
  grå: "#a9a9a9",
  silversvart: "#6b5446",
  silverbrun: "#8a6a55",
  silver: "#7a6252",
  svartbrun: "#2f221b",
  mörkbrun: "#3d2619",
  ljusbrun: "#7a4e33",
  brun: "#5b3a29",
  mörkfux: "#7b3b1f",
  ljusfux: "#b8703f",
  leverfux: "#6e3420",
  fux: "#a0522d",
  rödblack: "#c48a5a",
  brunblack: "#b8925e",
  musblack: "#8a8378",
  gulblack: "#cfae72",
  black: "#b8925e",
  rökvit: "#d6cec2",
  pärlvit: "#efe6d6",
  gulvit: "#f1e6c8",
  vit: "#eeeeee",
  gulsvart: "#4a3f33",
  gulbrun: "#c9a15a",
  isabell: "#d8b46a",
  palomino: "#d8b46a",
  gul: "#d8b46a",
  champagne: "#c9a66b",
  tigrerad: "#d9cfc0",
  svart: "#222222",
  röd: "#a0522d",
};

const COAT_KEYS = /* @__PURE__ */ Object.keys(COAT_TINTS).sort((a, b) => b.length - a.length);

/** Neutral tint used when the colour is missing or unknown. */
export const DEFAULT_COAT_TINT = "#7d6b5d";

/** A #rrggbb tint near the coat a Swedish colour text names (`brun konstantskimmel`, `Fux`). */
export function coatTint(color?: string | null): string {
  if (typeof color !== "string") return DEFAULT_COAT_TINT;
  const text = color.toLowerCase().normalize("NFC");
  if (text.trim() === "") return DEFAULT_COAT_TINT;
  return COAT_TINTS[COAT_KEYS.find((key) => text.includes(key)) ?? ""] ?? DEFAULT_COAT_TINT;
}

export type CoatPattern = "patches" | "spots" | "dapples";

/**
 * The overlay the placeholder draws: patches for the white-spotting patterns (`-skäck`, tobiano,
 * overo), spots for leopard (tigrerad), dapples for gray (skimmel, but not konstantskimmel = roan).
 */
export function coatPattern(color?: string | null): CoatPattern | null {
  if (typeof color !== "string") return null;
  const text = color.toLowerCase().normalize("NFC");
  if (text.includes(PATTERN_SUFFIX) || text.includes(PATTERN_NAMES.Tobiano) || text.includes(PATTERN_NAMES.Overo))
    return "patches";
  if (text.includes(LEOPARD_NAME) || text.includes("leopard")) return "spots";
  // `konstant` alone: `konstant skimmel` is roan too.
  if (text.includes(GRAY_NAME) && !text.includes("konstant")) return "dapples";
  return null;
}
