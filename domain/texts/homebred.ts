// The text catalogue (domain/texts/index.ts): the home-bred page.

export const homebred = {
  heading: "Egen uppfödning",
  description: (stable: string) => `Hästar uppfödda hos ${stable}, med statistik per kön och sektion.`,
  total: "Totalt",
  byGender: "Per kön",
  byBreed: "Per sektion",
  list: "Hästarna",
} as const;
