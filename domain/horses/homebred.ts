// Home-bred statistics: counts by gender and by section (docs/product.md, "Horses, categories and sale").
import { BREEDS, breedCode, sectionLabel } from "./breeds";
import { GENDERS, type Gender } from "./horse-fields";

/** Label of horses whose breed is no Welsh section. */
export const OTHER_BREEDS_LABEL = "Övriga";

export interface HomeBredCounts {
  total: number;
  byGender: { gender: Gender; count: number }[];
  /** The five sections in order, then Övriga. */
  byBreed: { label: string; count: number }[];
}

/** Horses, or groups of them counted in the database (`count` horses of that gender and breed). */
export type HomeBredGroup = { gender: string; breed: string | null; count?: number };

export function homeBredCounts(groups: readonly HomeBredGroup[]): HomeBredCounts {
  const sum = (keep: (group: HomeBredGroup) => boolean) =>
    groups.filter(keep).reduce((total, group) => total + (group.count ?? 1), 0);
  return {
    total: sum(() => true),
    byGender: GENDERS.map((gender) => ({ gender, count: sum((group) => group.gender === gender) })),
    byBreed: [
      ...BREEDS.map((code) => ({ label: sectionLabel(code), count: sum((group) => breedCode(group.breed) === code) })),
      { label: OTHER_BREEDS_LABEL, count: sum((group) => breedCode(group.breed) === null) },
    ],
  };
}
