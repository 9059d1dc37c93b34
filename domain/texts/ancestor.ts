// The text catalogue (domain/texts/index.ts): the page of a horse that is not one of the stud's own.

export const ancestorPage = {
  note: "Den här hästen finns i stamtavlorna men är inte en av stuteriets egna hästar.",
  onlyNamedNote: "Den här hästen har ingen egen uppgift i stamtavlorna. Den nämns som förälder till hästarna nedan.",
  factsHeading: "Uppgifter",
  gender: "Kön",
  breed: "Sektion",
  colour: "Färg",
  lineage: "Ursprung",
  elsewhere: "Hästens sida på en annan webbplats",
  descendantsHeading: "Ättlingar i stuteriet",
  descendantsCaption: (total: number) =>
    total === 1 ? "1 av stuteriets hästar härstammar härifrån" : `${total} av stuteriets hästar härstammar härifrån`,
  noDescendants: (generations: number) =>
    `Ingen av stuteriets hästar härstammar från den här hästen inom ${generations} generationer.`,
  descendantName: "Namn",
  descendantCategory: "Kategori",
  descendantGeneration: "Generation",
  /** 1 is a child, 2 a grandchild, … */
  generationValue: (generation: number) =>
    generation === 1 ? "1 (avkomma)" : generation === 2 ? "2 (barnbarn)" : String(generation),
  childrenHeading: "Hästar som har den som förälder",
} as const;
