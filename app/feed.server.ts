// The news as an Atom feed (RFC 4287; docs/product.md, "News and feed"): the latest NEWS_IN_FEED
// items anyone may see, every address absolute (PUBLIC_URL, else the request's origin).
import { latestNews } from "#data/news";
import { markdownHtml, NEWS_IN_FEED } from "#domain";
import * as texts from "#domain/texts";
import type { RequestContext } from "./context";
import { shownNews, type ShownNewsItem } from "./news.server";
import { FEED_PATH, newsItemPath, newsPath } from "./paths";

export const ATOM_TYPE = "application/atom+xml";
const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";

/* eslint-disable no-control-regex -- the characters XML 1.0 does not allow */
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/* eslint-enable no-control-regex */
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/**
 * Text safe in XML 1.0, as content and as a quoted attribute: the five special characters escaped,
 * and characters XML cannot hold at all (controls but tab and line breaks, lone surrogates, U+FFFE,
 * U+FFFF) left out.
 */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** The feed's XML for `items` (newest first), `origin` without a trailing slash. */
export function atomFeed({
  origin,
  stableName,
  items,
  now,
}: {
  origin: string;
  stableName: string;
  items: readonly ShownNewsItem[];
  /** The feed's `updated` when it has no item. */
  now: Date;
}): string {
  const updated =
    items.reduce((latest, item) => (item.updated > latest ? item.updated : latest), "") || now.toISOString();
  const entries = items.map((item) => {
    const content =
      item.body.length > 0 ? `\n    <content type="html">${xmlText(markdownHtml(item.body, origin))}</content>` : "";
    return `  <entry>
    <id>${xmlText(origin + newsItemPath(item.id))}</id>
    <title type="text">${xmlText(item.title)}</title>
    <updated>${item.updated}</updated>
    <published>${item.created}</published>
    <link rel="alternate" type="text/html" href="${xmlText(origin + item.href)}"/>${content}
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="${ATOM_NAMESPACE}" xml:lang="sv">
  <id>${xmlText(origin + newsPath())}</id>
  <title type="text">${xmlText(texts.news.feedTitle(stableName))}</title>
  <updated>${updated}</updated>
  <author><name>${xmlText(stableName)}</name></author>
  <link rel="self" type="${ATOM_TYPE}" href="${xmlText(origin + FEED_PATH)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(origin + newsPath())}"/>
${entries.join("\n")}
</feed>
`;
}

/** The feed as the site answers it: read now, served as Atom (cached by the response cache like every public page). */
export async function feedResponse({ db, publicUrl, stableName }: RequestContext): Promise<Response> {
  const items = (await latestNews(db, NEWS_IN_FEED)).map(shownNews);
  return new Response(atomFeed({ origin: publicUrl, stableName, items, now: new Date() }), {
    headers: { "Content-Type": `${ATOM_TYPE}; charset=utf-8` },
  });
}
