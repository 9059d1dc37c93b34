// The disciplines a horse's potential is rated in (docs/product.md, "Potential"). A module of its
// own: the mates list's form names them without loading the potential rules (docs/decisions/0020).
export const DISCIPLINES = [
  "Allround",
  "Dressyr",
  "Hoppning",
  "Fälttävlan",
  "Körning",
  "Galopp",
  "Trav",
  "Distans",
  "Utställning",
] as const;
export type Discipline = (typeof DISCIPLINES)[number];
