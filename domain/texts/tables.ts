// The text catalogue (domain/texts/index.ts): every table's frame (app/components/table-frame.tsx). A
// module of its own, so the lists that draw a table load this line, not the horse page's texts.

export const tables = {
  scrollHint: "Tabellen rullar i sidled: svep eller använd piltangenterna för att se alla kolumner.",
} as const;
