// Home-bred statistics: counts by gender and by section (docs/product.md, "Horses, categories and sale").
import { BREEDS, breedCode, GENDERS, sectionLabel, type Gender } from "./horse";

/** Label of horses whose breed is no Welsh section. */
export const OTHER_BREEDS_LABEL = "Övriga";

export interface HomeBredCounts {
  total: number;
  byGender: { gender: Gender; count: number }[];
  /** The five sections in order, then Övriga. */
  byBreed: { label: string; count: number }[];
}

export function homeBredCounts(horses: readonly { gender: string; breed: string | null }[]): HomeBredCounts {
  const breeds = horses.map((horse) => breedCode(horse.breed));
  return {
    total: horses.length,
    byGender: GENDERS.map((gender) => ({ gender, count: horses.filter((horse) => horse.gender === gender).length })),
    byBreed: [
      ...BREEDS.map((code) => ({ label: sectionLabel(code), count: breeds.filter((breed) => breed === code).length })),
      { label: OTHER_BREEDS_LABEL, count: breeds.filter((breed) => breed === null).length },
    ],
  };
}
