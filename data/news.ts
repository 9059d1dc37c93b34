import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  EXTERIOR_PREMIUMS,
  hasForbiddenTextCharacter,
  NEWS_LIMITS,
  POST_KIND,
  storedImage,
  type NewsEvent,
  type NewsKind,
  type Paged,
} from "#domain";
import * as texts from "#domain/texts";
import type { Db } from "./db";
import { horses, news, newsHidden } from "./schema";

// News (docs/product.md, "News and feed"; docs/decisions/0046-news-written-with-the-change.md).
// The site's own items are written by writeNews, called by each data function whose write is the
// event, inside that write's transaction: the item commits or rolls back with its change, and as a
// row of the change (the change log keeps the news table) undoing the change takes it away. The
// owner's posts, and hiding any item, are admin writes of their own, logged like every other.

const t = texts.newsAdmin;

/** Writes the items of events in the transaction of the write they tell of; nothing for none. */
export async function writeNews(tx: Db, events: readonly (NewsEvent | null)[]): Promise<void> {
  const rows = events.filter((event) => event !== null).map(({ kind, horse, ...facts }) => ({ kind, horse, facts }));
  if (rows.length > 0) await tx.insert(news).values(rows);
}

const text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasForbiddenTextCharacter(value), texts.faults.textForbiddenCharacter);

/** An owner's post as the form writes it: title, text (the Markdown subset), a stored picture and its alt text. */
export const newsPost = z.object({
  title: text(NEWS_LIMITS.title, t.refusals.titleTooLong(NEWS_LIMITS.title)).pipe(
    z.string().min(1, t.refusals.titleRequired),
  ),
  text: text(NEWS_LIMITS.text, t.refusals.textTooLong(NEWS_LIMITS.text)).default(""),
  // Only a picture of the store (app/uploads.server.ts takePicture puts its address here).
  picture: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || storedImage(value) !== null, t.refusals.picture),
  pictureAlt: text(NEWS_LIMITS.pictureAlt, t.refusals.altTooLong(NEWS_LIMITS.pictureAlt))
    .nullish()
    .transform((value) => value || null),
});
export type NewsPost = z.output<typeof newsPost>;

/** What an item's facts must hold, per kind: written by writeNews only, read back checked. */
const eventFacts = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("for-sale") }),
  z.object({ kind: z.literal("sold") }),
  z.object({ kind: z.literal("foal"), sire: z.string(), dam: z.string() }),
  z.object({ kind: z.literal("evaluation"), premium: z.enum(EXTERIOR_PREMIUMS), date: z.string() }),
  z.object({
    kind: z.literal("merit"),
    place: z.number(),
    starters: z.number(),
    key: z.string(),
    date: z.string(),
  }),
  z.object({ kind: z.literal("competition"), event: z.string(), className: z.string() }),
  z.object({ kind: z.literal("class-up"), event: z.string(), className: z.string() }),
]);

/** One item as the pages read it. */
export interface NewsItem {
  id: number;
  kind: NewsKind;
  /** The event of an item the site wrote; null for a post. */
  event: NewsEvent | null;
  /** A post's own. */
  title: string;
  body: string;
  /** A post's picture, else the picture of the item's horse (null: none, or not stored here). */
  picture: string | null;
  pictureAlt: string | null;
  horse: string | null;
  hidden: boolean;
  created: Date;
  updated: Date;
}

const itemColumns = {
  id: news.id,
  kind: news.kind,
  horse: news.horse,
  facts: news.facts,
  title: news.title,
  body: news.body,
  picture: sql<string | null>`coalesce(${news.picture}, ${horses.picture})`,
  pictureAlt: sql<
    string | null
  >`case when ${news.picture} is null then ${horses.pictureAlt} else ${news.pictureAlt} end`,
  hidden: sql<boolean>`${newsHidden.id} is not null`,
  created: news.created,
  updated: news.updated,
};
const items = (db: Db, where: SQL | undefined) =>
  db
    .select(itemColumns)
    .from(news)
    .leftJoin(horses, eq(horses.name, news.horse))
    .leftJoin(newsHidden, eq(newsHidden.news, news.id))
    .where(where)
    .orderBy(desc(news.created), desc(news.id));

type ItemRow = Awaited<ReturnType<typeof items>>[number];

function toItem(row: ItemRow): NewsItem | null {
  const { facts, ...rest } = row;
  if (row.kind === POST_KIND || row.horse === null) return { ...rest, event: null };
  const parsed = eventFacts.safeParse({ ...(facts as object), kind: row.kind });
  if (!parsed.success) {
    console.error(`news item ${row.id} does not fit kind ${row.kind}`);
    return null;
  }
  return { ...rest, event: { ...parsed.data, horse: row.horse } as NewsEvent };
}

const shown = isNull(newsHidden.id);

/** The newest `limit` items anyone may see (the home page, the feed). */
export async function latestNews(db: Db, limit: number): Promise<NewsItem[]> {
  return (await items(db, shown).limit(limit)).flatMap((row) => toItem(row) ?? []);
}

/** The newest `limit` items about the stud horse named exactly `horse` (its page). */
export async function horseNews(db: Db, horse: string, limit: number): Promise<NewsItem[]> {
  return (await items(db, and(shown, eq(news.horse, horse))).limit(limit)).flatMap((row) => toItem(row) ?? []);
}

/**
 * One page of the items newest first: those anyone may see, or with `hidden` every item (the
 * owner's list). A page past the end shows the last one.
 */
export async function newsPage(
  db: Db,
  page: number,
  size: number,
  { hidden = false }: { hidden?: boolean } = {},
): Promise<Paged<NewsItem>> {
  const where = hidden ? undefined : shown;
  const [{ total }] = await db
    .select({ total: count() })
    .from(news)
    .leftJoin(newsHidden, eq(newsHidden.news, news.id))
    .where(where);
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await items(db, where)
    .limit(size)
    .offset((current - 1) * size);
  return { items: rows.flatMap((row) => toItem(row) ?? []), page: current, pages, total };
}

/** Item `id`: one anyone may see, or with `hidden` any (the owner's). */
export async function newsById(db: Db, id: number, { hidden = false } = {}): Promise<NewsItem | null> {
  const [row] = await items(db, hidden ? eq(news.id, id) : and(eq(news.id, id), shown)).limit(1);
  return row ? toItem(row) : null;
}

export type NewsWriteResult = { ok: true; id: number; title: string } | { ok: false; reason: "not-found" | "not-post" };

/** Publishes a post. */
export async function addPost(db: Db, post: NewsPost): Promise<NewsWriteResult> {
  const [row] = await db
    .insert(news)
    .values({ kind: POST_KIND, title: post.title, body: post.text, picture: post.picture, pictureAlt: post.pictureAlt })
    .returning({ id: news.id, title: news.title });
  return { ok: true, id: row.id, title: row.title };
}

/** A post's answer: it, or why not (none with that id, or an item the site wrote). */
async function postRow(db: Db, id: number): Promise<NewsWriteResult> {
  const [row] = await db.select({ id: news.id, kind: news.kind, title: news.title }).from(news).where(eq(news.id, id));
  if (!row) return { ok: false, reason: "not-found" };
  return row.kind === POST_KIND ? { ok: true, id: row.id, title: row.title } : { ok: false, reason: "not-post" };
}

/** Saves a post's title, text and picture; the feed reads it as updated now. */
export async function updatePost(db: Db, id: number, post: NewsPost): Promise<NewsWriteResult> {
  const found = await postRow(db, id);
  if (!found.ok) return found;
  await db
    .update(news)
    .set({
      title: post.title,
      body: post.text,
      picture: post.picture,
      pictureAlt: post.pictureAlt,
      updated: sql`now()`,
    })
    .where(eq(news.id, id));
  return { ...found, title: post.title };
}

/** Deletes a post; the site's own items are hidden instead (setNewsHidden), or go with their change's undo. */
export async function deletePost(db: Db, id: number): Promise<NewsWriteResult> {
  const found = await postRow(db, id);
  if (!found.ok) return found;
  await db.delete(news).where(eq(news.id, id));
  return found;
}

/** Hides item `id` from every public page and the feed, or shows it again. */
export async function setNewsHidden(
  db: Db,
  id: number,
  hidden: boolean,
): Promise<{ ok: true; item: NewsItem } | { ok: false; reason: "not-found" }> {
  const item = await newsById(db, id, { hidden: true });
  if (!item) return { ok: false, reason: "not-found" };
  // Already so: nothing is written, and the change log keeps no entry (recordChange drops it).
  if (hidden) await db.insert(newsHidden).values({ news: id }).onConflictDoNothing();
  else await db.delete(newsHidden).where(eq(newsHidden.news, id));
  return { ok: true, item: { ...item, hidden } };
}
