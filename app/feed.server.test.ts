import { DOMParser, type Element } from "@xmldom/xmldom";
import { beforeAll, describe, expect, it } from "vitest";
import { recordChange } from "#data/history";
import { setForSale } from "#data/horses";
import { addPost, newsPost, setNewsHidden } from "#data/news";
import { studFile } from "#data/records";
import { NEWS_IN_FEED, parseMarkdown } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import type { RequestContext } from "./context";
import { atomFeed, feedResponse } from "./feed.server";
import type { ShownNewsItem } from "./news.server";

const ATOM = "http://www.w3.org/2005/Atom";
const ORIGIN = "https://stuteri.example";
/** RFC 3339 as Atom's dates are written (RFC 4287, 3.3). */
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The feed parsed by a real XML parser: any error, even a warning, fails the test. */
function parsed(xml: string): Element {
  const document = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, "application/xml");
  return document.documentElement!;
}

const children = (element: Element, name: string) =>
  Array.from(element.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === name,
  );
const one = (element: Element, name: string) => {
  const found = children(element, name);
  expect(found, name).toHaveLength(1);
  expect(found[0]!.namespaceURI).toBe(ATOM);
  return found[0]!;
};

/** What RFC 4287 requires of a feed and of each entry, with the site's own rules: absolute addresses, a self link. */
function checkFeed(feed: Element) {
  expect([feed.localName, feed.namespaceURI]).toEqual(["feed", ATOM]);
  expect(one(feed, "id").textContent).toMatch(/^https:\/\/stuteri\.example\//);
  expect(one(feed, "title").textContent).not.toBe("");
  expect(one(feed, "updated").textContent).toMatch(DATE);
  expect(one(one(feed, "author"), "name").textContent).not.toBe("");
  const links = children(feed, "link");
  const self = links.find((link) => link.getAttribute("rel") === "self")!;
  expect([self.getAttribute("href"), self.getAttribute("type")]).toEqual([
    `${ORIGIN}/feed.xml`,
    "application/atom+xml",
  ]);
  const entries = children(feed, "entry");
  const ids = entries.map((entry) => {
    expect(one(entry, "title").textContent).not.toBe("");
    expect(one(entry, "updated").textContent).toMatch(DATE);
    const link = children(entry, "link").find((l) => (l.getAttribute("rel") ?? "alternate") === "alternate")!;
    expect(link.getAttribute("href")).toMatch(/^https:\/\/stuteri\.example\//);
    return one(entry, "id").textContent;
  });
  expect(new Set(ids).size).toBe(ids.length);
  return entries;
}

const item = (fields: Partial<ShownNewsItem>): ShownNewsItem => ({
  id: 1,
  post: true,
  title: "Titel",
  body: [],
  picture: null,
  pictureAlt: null,
  horse: null,
  hidden: false,
  created: "2026-11-20T10:00:00.000Z",
  updated: "2026-11-21T10:00:00.000Z",
  date: "2026-11-20",
  href: "/news/1",
  ...fields,
});

describe("atomFeed", () => {
  it("writes a valid feed whose hostile titles, names and texts stay text", () => {
    const xml = atomFeed({
      origin: ORIGIN,
      stableName: `Snö & "Flinga" <b>`,
      now: new Date("2026-11-28T00:00:00Z"),
      items: [
        item({
          id: 2,
          title: `<script>alert("x")</script> & ]]> \u0001\uffff`,
          body: parseMarkdown("Se [fölet](/horse/F%C3%B6l) *nu* <img src=x onerror=alert(1)>"),
          href: "/news/2",
        }),
        item({ id: 1, post: false, title: "Storm är till salu", horse: "Storm", href: "/horse/Storm" }),
      ],
    });
    const entries = checkFeed(parsed(xml));
    expect(entries).toHaveLength(2);
    expect(one(parsed(xml), "title").textContent).toBe(`Snö & "Flinga" <b>: nyheter`);
    const [post, event] = entries;
    expect(one(post!, "title").textContent).toBe(`<script>alert("x")</script> & ]]> `);
    // The text is HTML carried as text: read back, it is the subset's markup only, links made absolute.
    expect(one(post!, "content").getAttribute("type")).toBe("html");
    expect(one(post!, "content").textContent).toBe(
      `<p>Se <a href="${ORIGIN}/horse/F%C3%B6l">fölet</a> <em>nu</em> &lt;img src=x onerror=alert(1)&gt;</p>`,
    );
    expect(children(event!, "content")).toEqual([]);
    expect(children(event!, "link")[0]!.getAttribute("href")).toBe(`${ORIGIN}/horse/Storm`);
    expect(one(event!, "id").textContent).toBe(`${ORIGIN}/news/1`);
    // The feed's updated is its newest item's.
    expect(one(parsed(xml), "updated").textContent).toBe("2026-11-21T10:00:00.000Z");
  });

  it("is valid with no item", () => {
    const feed = parsed(
      atomFeed({ origin: ORIGIN, stableName: "S", items: [], now: new Date("2026-11-28T00:00:00Z") }),
    );
    expect(checkFeed(feed)).toEqual([]);
    expect(one(feed, "updated").textContent).toBe("2026-11-28T00:00:00.000Z");
  });
});

describeWithDatabase("the feed from the database", (db) => {
  beforeAll(async () => {
    await importStud(
      db(),
      studFile.parse({ horses: [{ name: "Flöde Sto", category: "broodmares", breed: "b", gender: "Sto" }] }),
    );
    const log = { actor: "admin@example.se", kind: "news-add" } as const;
    for (let i = 1; i <= NEWS_IN_FEED + 4; i++)
      await recordChange(db(), log, (tx) => addPost(tx, newsPost.parse({ title: `Nyhet ${i}` })));
    await recordChange(db(), { ...log, kind: "horse-sale" }, async (tx) => ({
      ok: await setForSale(tx, "Flöde Sto", true),
    }));
    const hidden = await recordChange(db(), log, (tx) => addPost(tx, newsPost.parse({ title: "Dold" })));
    if (hidden.ok) await recordChange(db(), { ...log, kind: "news-hide" }, (tx) => setNewsHidden(tx, hidden.id, true));
  });

  it("serves the latest 50 items anyone may see as Atom, newest first, every address absolute", async () => {
    const context = { db: db(), publicUrl: ORIGIN, stableName: "Snöflingan" } as RequestContext;
    const response = await feedResponse(context);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const entries = checkFeed(parsed(await response.text()));
    expect(entries).toHaveLength(NEWS_IN_FEED);
    const titles = entries.map((entry) => one(entry, "title").textContent);
    expect(titles.slice(0, 3)).toEqual([
      "Flöde Sto är till salu",
      `Nyhet ${NEWS_IN_FEED + 4}`,
      `Nyhet ${NEWS_IN_FEED + 3}`,
    ]);
    expect(titles).not.toContain("Dold");
  });
});
