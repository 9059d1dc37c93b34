// The text catalogue (domain/texts/index.ts): what every page shows, its frame and its error pages.
// The stable's name is a setting, not a text: domain DEFAULT_STABLE_NAME (overridable by STABLE_NAME).

export const site = {
  defaultPageTitle: "Snöfligan",
  /** A page's title in the browser's tab: every page's head has one, so it is with the frame's texts. */
  pageTitle: (title: string, stable: string) => `${title} - ${stable}`,
  description:
    "Snöflingan är ett påhittat internetstall för walesiska ponnyer och cobs: hästar, stamtavlor, avkommor, bedömningar och meriter.",
  skipToContent: "Hoppa till innehållet",
  navLabel: "Huvudmeny",
  footer:
    "Snöflingan är ett påhittat internetstall. Ingenting här är på riktigt: hästarna, stamtavlorna och meriterna är fiktiva, namnen är ibland inspirerade av verkligheten, och inga pengar är inblandade.",
} as const;

// The category links are labelled with domain CATEGORY_TITLES (docs/product.md, "Site behaviour"), in its order.
export const nav = {
  homebred: "Egen uppfödning",
  breeding: "Avelsplanerare",
  herd: "Stuteriets genetik",
  news: "Nyheter",
  /** The feed's link in every page's head (app/root.tsx). */
  feed: "Nyheter (Atom)",
} as const;

export const notFound = {
  message: "Page not found, returning to previous page",
  title: "Sidan hittades inte",
  home: "Till startsidan",
} as const;

export const errors = {
  unexpected: "Unexpected Application Error!",
} as const;

/** The bar along the top of the window while a page loads or a form is sent. */
/** The database is away for a moment (docs/decisions/0014-faults-and-outages.md): every page's 503. */
export const outage = {
  title: "Uppgifterna är tillfälligt otillgängliga",
  message:
    "Vi når inte stuteriets uppgifter just nu, troligen en kort omstart. Försök igen om en liten stund; inget av det du sparat har gått förlorat.",
} as const;

/** Expensive pages refused under load (server/load-limits.ts): 429 past an address's rate, 503 when the site is full. */
export const busy = {
  title: "Webbplatsen har mycket att göra",
  tooMany:
    "Du har bett om många listor och sökningar på kort tid. Vänta en liten stund och försök igen; vanliga sidor fungerar under tiden.",
  busy: "Många räknar ut listor och sökningar just nu. Försök igen om en liten stund; vanliga sidor fungerar under tiden.",
} as const;

export const progress = {
  loading: "Sidan laddas",
  sending: "Formuläret skickas",
} as const;

/**
 * The link to a horse's mates list, from the planner and the horse page: here with the site's
 * texts (every page has them), so neither page loads the list's texts or a file for one line.
 */
export const matesLinks = {
  linkFor: (name: string, role: "stallion" | "mare") =>
    role === "mare" ? `Alla hingstar till ${name}, rangordnade` : `Alla ston till ${name}, rangordnade`,
} as const;
