// The text catalogue (domain/texts/index.ts): the mates list's table, on the page and in its file. A
// module of its own: the table's code loads when the page first needs it (docs/decisions/0039-code-loaded-on-demand.md).

export const matesTable = {
  caption: "Partner och fölets odds",
  columns: {
    stallion: "Hingst",
    mare: "Sto",
    age: "Ålder",
    breed: { stallion: "Hingstens sektion", mare: "Stoets sektion" },
    relation: "Nära släkt",
    section: "Sektion",
    discipline: "Gren",
    level: "Nivå",
    heightClass: "Höjdklass",
    coi: "Inavelsgrad",
    knownShare: "Kända förfäder (5 gen.)",
    completeGenerations: "Fullständiga generationer",
    chance: "Chans",
    expectedScore: "Förväntad poäng",
    colour: (colour: string) => `Chans ${colour}`,
    lethal: "Risk OO",
    planner: "Planerare",
  },
  /** The mate's own section and age, beside its name. */
  mateFacts: (section: string, age: number) => `Sektion ${section}, ${age}\u00a0år`,
  /** A close relative as the horse has it: the mates of a mare are stallions, of a stallion mares. */
  relations: {
    stallion: { parent: "Far", offspring: "Son", fullSibling: "Helbror", halfSibling: "Halvbror" },
    mare: { parent: "Mor", offspring: "Dotter", fullSibling: "Helsyster", halfSibling: "Halvsyster" },
  },
  plannerLink: "Planera",
  plannerLinkLabel: (stallion: string, mare: string) => `Planera ${stallion} × ${mare}`,
  sortBy: (column: string) => `Sortera efter ${column.charAt(0).toLowerCase()}${column.slice(1)}`,
} as const;
