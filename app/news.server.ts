// The news pages' server side (docs/product.md, "News and feed"): an item as the pages and the feed
// show it, the owner's form read, and the owner's writes logged with the change's number, so the
// answer can offer to undo it at once.
import type { RouterContextProvider } from "react-router";
import type { Db } from "#data/db";
import { recordChange } from "#data/history";
import { horseNews, newsPost, type NewsItem, type NewsPost } from "#data/news";
import {
  calendarDateInSweden,
  NEWS_PER_HORSE,
  parseMarkdown,
  type ChangeKind,
  type MarkdownBlock,
  type NewsEvent,
} from "#domain";
import * as texts from "#domain/texts";
import { requireUser } from "./auth.server";
import { requestContext } from "./context";
import { fieldErrorsOf, type FormResult } from "./forms.server";
import { horsePath, newsItemPath } from "./paths";

/** One item as a page draws it: its title in words, a post's text read as the Markdown subset, where it leads. */
export interface ShownNewsItem {
  id: number;
  /** True for the owner's post, false for an item the site wrote. */
  post: boolean;
  title: string;
  body: MarkdownBlock[];
  picture: string | null;
  pictureAlt: string | null;
  horse: string | null;
  hidden: boolean;
  /** ISO 8601. */
  created: string;
  updated: string;
  /** The day it was written, in Sweden (`2026-11-28`). */
  date: string;
  /** Where the item leads: its horse's page, or a post's own page. */
  href: string;
}

/** An event's title, in the words of texts.news.titles. */
export function eventTitle(event: NewsEvent): string {
  return (texts.news.titles[event.kind] as (event: NewsEvent) => string)(event);
}

export function shownNews(item: NewsItem): ShownNewsItem {
  return {
    id: item.id,
    post: item.event === null,
    title: item.event ? eventTitle(item.event) : item.title,
    body: item.event ? [] : parseMarkdown(item.body),
    picture: item.picture,
    pictureAlt: item.pictureAlt,
    horse: item.horse,
    hidden: item.hidden,
    created: item.created.toISOString(),
    updated: item.updated.toISOString(),
    date: calendarDateInSweden(item.created),
    href: item.event ? horsePath(item.event.horse) : newsItemPath(item.id),
  };
}

/** A stud horse's own items for its page, newest first. */
export async function horseNewsShown(db: Db, horse: string): Promise<ShownNewsItem[]> {
  return (await horseNews(db, horse, NEWS_PER_HORSE)).map(shownNews);
}

/** The post form (`title`, `text`, `picture`, `pictureAlt`): the stored post's own rules. */
export function parseNewsForm(values: Record<string, string>): FormResult<NewsPost> {
  const result = newsPost.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
}

/** A post's or item's number in its address, or null for anything else. */
export function newsId(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * How the news admin writes: one logged change of the signed-in administrator (as changeLogger,
 * app/history.server.ts), answering the change's number beside the result for the undo button.
 */
export function newsLogger(context: Readonly<RouterContextProvider>) {
  const actor = requireUser(context).email;
  const { db } = context.get(requestContext);
  return <T extends { ok: boolean }>(kind: ChangeKind, work: (tx: Db) => Promise<T>, subject?: string) =>
    recordChange(db, { actor, kind, subject }, async (tx, change) => ({ ...(await work(tx)), change }));
}
