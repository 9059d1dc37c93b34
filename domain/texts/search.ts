// The text catalogue (domain/texts/index.ts): the search field in every page's header and the results page.

export const search = {
  label: "Sök häst",
  placeholder: "Namn eller del av namn",
  submit: "Sök",
  heading: "Sök häst",
  prompt: "Skriv hela eller en del av en hästs namn. Stora och små bokstäver och accenter spelar ingen roll.",
  resultsHeading: (query: string) => `Sökresultat för ”${query}”`,
  count: (total: number) => (total === 1 ? "1 häst hittades." : `${total} hästar hittades.`),
  noHits: (query: string) =>
    `Ingen häst i stuteriet eller stamtavlorna har ett namn som innehåller ”${query}”. Prova en kortare del av namnet.`,
  inPedigrees: "i stamtavlor",
  suggestionsLabel: "Förslag",
  suggestionCount: (count: number) =>
    count === 1 ? "1 förslag. Välj med pilarna." : `${count} förslag. Välj med pilarna.`,
  noSuggestions: "Inga förslag.",
  suggestionsError: "Förslagen kunde inte hämtas just nu. Sök med knappen i stället.",
} as const;
