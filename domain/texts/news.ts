// The text catalogue (domain/texts/index.ts): news and the feed (docs/product.md, "News and feed"),
// as the public pages show them (/news, the home page, a horse page, the feed). The owner's page
// has its own module (news-admin.ts), which no public page loads.
import type { EventKind, NewsEvent } from "../site/news";

/** A Swedish ordinal as digits: 1:a, 2:a, 3:e, 11:e, 21:a. */
const ordinal = (n: number) => `${n}:${n % 10 <= 2 && n % 10 >= 1 && n % 100 !== 11 && n % 100 !== 12 ? "a" : "e"}`;

export const news = {
  title: "Nyheter",
  intro: "Det senaste från stuteriet: nya föl, hästar till salu, premier och placeringar.",
  empty: "Inga nyheter ännu.",
  homeHeading: "Senaste nytt",
  allNews: "Alla nyheter",
  horseHeading: "Nyheter",
  feedTitle: (stable: string) => `${stable}: nyheter`,
  feedLink: "Nyheter som flöde (Atom)",
  metaDescription: (stable: string) => `Nyheter från ${stable}: nya föl, hästar till salu, premier och placeringar.`,
  itemDescription: (title: string, stable: string) => `${title}. En nyhet från ${stable}.`,
  toHorse: (horse: string) => `Till ${horse}`,
  listLabel: "Nyheter, den senaste först",
  titles: {
    "for-sale": (e) => `${e.horse} är till salu`,
    sold: (e) => `${e.horse} är såld`,
    foal: (e) => `Nytt föl: ${e.horse} (${e.sire} × ${e.dam})`,
    evaluation: (e) => `${e.horse} fick ${e.premium === "Diplom" ? "diplom" : e.premium} vid exteriörbedömningen`,
    merit: (e) => `${e.horse} kom ${ordinal(e.place)} av ${e.starters} i ${e.key}`,
    competition: (e) => `${e.horse} tävlar nu i ${e.event}, ${e.className}`,
    "class-up": (e) => `${e.horse} flyttas upp till ${e.className} i ${e.event}`,
  } satisfies { [K in EventKind]: (event: Extract<NewsEvent, { kind: K }>) => string },
} as const;
