// The text catalogue (domain/texts/index.ts): the breeding planner.

export const breeding = {
  heading: "Avelsplanerare",
  metaDescription:
    "Planera en provparning på Snöflingan: välj hingst och sto och se ett simulerat föl med stamtavla, inavelsgrad, färgsannolikheter och potential.",
  intro:
    "Välj en hingst och ett sto ur stuteriets osålda hästar. Planeraren simulerar ett föl enligt avelsreglerna; adressen sparar paret och slumpfröet, så samma länk visar alltid samma föl.",
  stallionLabel: "Hingst",
  mareLabel: "Sto",
  choosePlaceholder: "Välj …",
  groupLabel: (section: string, generation: number | null) =>
    `${section} – ${generation === null ? "generation okänd" : `generation ${generation}`}`,
  submit: "Simulera föl",
  noCandidates: "Det finns inga hästar att välja just nu.",
  errors: {
    missingParent: "Välj både en hingst och ett sto.",
    sameHorse: "Välj två olika hästar: samma häst kan inte vara både hingst och sto.",
    unknownStallion: (name: string) => `Det finns ingen hingst att välja som heter ”${name}”. Välj en hingst i listan.`,
    notStallion: (name: string) => `${name} är ett sto och kan inte väljas som hingst.`,
    unknownMare: (name: string) => `Det finns inget sto att välja som heter ”${name}”. Välj ett sto i listan.`,
    notMare: (name: string) => `${name} är en hingst och kan inte väljas som sto.`,
    invalidSeed:
      "Slumpfröet i adressen är ogiltigt (ett heltal från 0 till 4294967295). Välj paret igen så får fölet ett nytt frö.",
  },
} as const;

/** The planner's pickers search on the server (a picker lists at most PICKER_LIMIT horses). */
export const breedingSearch = {
  stallionSearch: "Sök hingst",
  mareSearch: "Sök sto",
  button: "Sök",
  searchHint: "Skriv en del av namnet och välj Sök; med JavaScript uppdateras listan medan du skriver.",
  shown: (shown: number, matching: number) =>
    `Listan visar ${shown} av ${matching} hästar. Skriv en del av namnet för att hitta fler.`,
} as const;
