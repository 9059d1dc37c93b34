// The horse page's description: long texts collapse to their first words (docs/product.md, "Horses, categories and sale").

export const DESCRIPTION_COLLAPSE_WORDS = 50;

/** The first `limit` words when the text has more (null when it is short enough to show whole). */
export function collapsedDescription(text: string, limit = DESCRIPTION_COLLAPSE_WORDS): string | null {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  return words.length > limit ? `${words.slice(0, limit).join(" ")} …` : null;
}
