// News (docs/product.md, "News and feed"): what the site writes by itself when something happens
// to a horse, the owner's posts, and how many of them each page and the feed show. Pure; the
// schema imports this module itself (data/schema.ts), so it imports nothing heavy.
import { effectivePremium, type EvaluationScores, type ExteriorPremium } from "../ratings/evaluations";

/** An owner's post, then the events the site writes an item for itself. */
export const NEWS_KINDS = [
  "post",
  "for-sale",
  "foal",
  "evaluation",
  "merit",
  "sold",
  "competition",
  "class-up",
] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];
export const POST_KIND = "post" satisfies NewsKind;

export function isNewsKind(text: string): text is NewsKind {
  return (NEWS_KINDS as readonly string[]).includes(text);
}

/**
 * One event, as its item keeps it: the horse it is about (a stud horse: the item follows its
 * renames and goes with it) and what the item says of it, as it was when it happened.
 */
export type NewsEvent =
  /** Put up for sale ('Sätt till salu', or added for sale). */
  | { kind: "for-sale"; horse: string }
  /** Marked sold, or its category set to sold. */
  | { kind: "sold"; horse: string }
  /** A foal registered from a covering: sire × dam. */
  | { kind: "foal"; horse: string; sire: string; dam: string }
  /** An exterior evaluation: its premium (the diploma, Diplom, is the highest). */
  | { kind: "evaluation"; horse: string; premium: ExteriorPremium; date: string }
  /** A merit placing 1–NEWS_MERIT_PLACES: place of starters in event and class (`key`). */
  | { kind: "merit"; horse: string; place: number; starters: number; key: string; date: string }
  /** Entered on the competition list. */
  | { kind: "competition"; horse: string; event: string; className: string }
  /** Moved up to the next class of its ladder. */
  | { kind: "class-up"; horse: string; event: string; className: string };
export type EventKind = NewsEvent["kind"];

/** Merit placings 1 up to this one make news. */
export const NEWS_MERIT_PLACES = 3;
/** Items per page of /news and of the admin's list. */
export const NEWS_PAGE_SIZE = 10;
/** Items the home page shows under its texts. */
export const NEWS_ON_HOME = 3;
/** Items in /feed.xml. */
export const NEWS_IN_FEED = 50;
/** A horse page's own items, newest first. */
export const NEWS_PER_HORSE = 10;
/** The owner's post: title and text lengths (characters). */
export const NEWS_LIMITS = { title: 120, text: 5_000, pictureAlt: 200 } as const;

/**
 * The news of an evaluation (docs/product.md, "Evaluations"): an exterior evaluation always gives a
 * premium, Klass II, Klass I or Diplom (EXTERIOR_PREMIUMS), the one rule everywhere (effectivePremium).
 * The other types give grades, papers and totals, no premium: no news.
 */
export function evaluationNews(horse: string, evaluation: EvaluationScores & { date: string }): NewsEvent | null {
  if (evaluation.type !== "exterior") return null;
  return { kind: "evaluation", horse, premium: effectivePremium(evaluation), date: evaluation.date };
}

/** The news of a merit line placed `place` of `starters` (domain/ratings/merits.ts leadingPlacement), or null. */
export function meritNews(
  horse: string,
  merit: { key: string; date: string },
  placement: { place: number; starters: number } | "out-of-range" | null,
): NewsEvent | null {
  if (placement === null || placement === "out-of-range" || placement.place > NEWS_MERIT_PLACES) return null;
  return {
    kind: "merit",
    horse,
    place: placement.place,
    starters: placement.starters,
    key: merit.key,
    date: merit.date,
  };
}
