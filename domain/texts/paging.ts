// The text catalogue (domain/texts/index.ts): the page links under long lists, loaded with the pager that
// shows them (the lists, the search, the mates list), not with every page's frame.

export const paging = {
  label: "Sidor",
  previous: "Föregående sida",
  next: "Nästa sida",
  page: (page: number, pages: number) => `Sida ${page} av ${pages}`,
} as const;
