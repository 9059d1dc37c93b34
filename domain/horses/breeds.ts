// Breeds: the Welsh sections, their codes and labels (docs/product.md, "Horses, categories and sale").

/** Breed (Welsh section) codes and their labels. */
export const BREED_LABELS = {
  a: "Welsh Mountain",
  b: "Welshponny",
  c: "Welsh Cobtyp",
  d: "Welsh Cob",
  x: "Welsh Partbred",
} as const;
export type Breed = keyof typeof BREED_LABELS;
export const BREEDS = /* @__PURE__ */ Object.keys(BREED_LABELS) as Breed[];
export const UNKNOWN_BREED_LABEL = "Okänd";

export function isBreed(value: string): value is Breed {
  return Object.hasOwn(BREED_LABELS, value);
}

/** Normalises a stored breed code (`'A'`, ` b `) to a known code, or null. */
export function breedCode(value: string | null | undefined): Breed | null {
  const code = (value ?? "").trim().toLowerCase();
  return isBreed(code) ? code : null;
}

export function breedLabel(value: string | null | undefined): string {
  const code = breedCode(value);
  return code ? BREED_LABELS[code] : UNKNOWN_BREED_LABEL;
}

/**
 * A section with its letter, as the home-bred page names them: `Welsh Mountain A`. Used
 * wherever a section is labelled (breed picker, horse form, home-bred counts). The one variant,
 * `bracketed`, writes `Welsh Cob (D)`: the breeding planner puts more text after the label
 * (`Welsh Cob (D) – generation 3`), where a bare letter would read as part of what follows.
 */
export function sectionLabel(breed: Breed, { bracketed = false }: { bracketed?: boolean } = {}): string {
  const letter = breed.toUpperCase();
  return `${BREED_LABELS[breed]} ${bracketed ? `(${letter})` : letter}`;
}
