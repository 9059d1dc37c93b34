// The text catalogue (domain/texts/index.ts): news and the feed (docs/product.md, "News and feed").
// `news` is what the public pages show (/news, the home page, a horse page, the feed); `newsAdmin`
// the owner's page /admin/news.
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
  readMore: "Läs mer",
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

export const newsAdmin = {
  link: "Nyheter",
  title: "Nyheter",
  intro:
    "Skriv en nyhet eller dölj en som sajten skrivit själv. Sajten skriver nyheter när en häst sätts till salu eller säljs, ett föl registreras, en häst får premie eller diplom, placerar sig 1–3 eller kommer med på eller flyttas upp på tävlingslistan. Allt går att ångra.",
  addHeading: "Skriv en nyhet",
  editTitle: "Ändra nyheten",
  fields: { title: "Rubrik", text: "Text", pictureAlt: "Bildens alternativtext" },
  hints: {
    text: (max: number) =>
      `Högst ${max} tecken. Tom rad ger nytt stycke, *kursiv*, **fet**, [länktext](https://…) och rader som börjar med - eller 1. blir listor. Inget annat blir formatering.`,
    picture: "Valfri bild (JPEG, PNG, WebP, AVIF eller HEIF).",
  },
  add: "Publicera",
  save: "Spara",
  added: (title: string) => `Nyheten ”${title}” är publicerad.`,
  saved: (title: string) => `Nyheten ”${title}” är sparad.`,
  deleted: (title: string) => `Nyheten ”${title}” är borttagen.`,
  hidden: (title: string) => `”${title}” är dold.`,
  shown: (title: string) => `”${title}” visas igen.`,
  undone: (title: string) => `Ångrat: ${title}`,
  undo: "Ångra",
  undoLabel: (what: string) => `Ångra: ${what}`,
  hide: "Dölj",
  show: "Visa",
  hideLabel: (title: string) => `Dölj ”${title}”`,
  showLabel: (title: string) => `Visa ”${title}” igen`,
  edit: "Ändra",
  editLabel: (title: string) => `Ändra ”${title}”`,
  delete: "Ta bort nyheten",
  confirmDelete: (title: string) => `Ta bort nyheten ”${title}”? Det går att ångra.`,
  confirm: "Ta bort",
  cancel: "Avbryt",
  toList: "Till nyheterna",
  listHeading: "Alla nyheter",
  hiddenBadge: "dold",
  byOwner: "skriven av stuteriet",
  bySite: "skriven av sajten",
  refusals: {
    titleRequired: "Skriv en rubrik.",
    titleTooLong: (max: number) => `Rubriken får vara högst ${max} tecken.`,
    textTooLong: (max: number) => `Texten får vara högst ${max} tecken.`,
    altTooLong: (max: number) => `Alternativtexten får vara högst ${max} tecken.`,
    picture: "Bilden finns inte bland sajtens bilder. Ladda upp den igen.",
    notFound: "Nyheten finns inte (längre).",
    notPost: "Bara stuteriets egna nyheter kan ändras eller tas bort; sajtens kan döljas.",
    failed: "Nyheten kunde inte sparas. Försök igen.",
  },
} as const;
