import type { NextFunction, Request, Response } from "express";
import { horsePath } from "#app/paths";
import type { Db } from "#data/db";
import { horsePageCount, horsePageNames } from "#data/sitemap";
import { BREEDS, CATEGORIES } from "#domain";

/**
 * /robots.txt and /sitemap.xml. Up to `pageSize` addresses /sitemap.xml is one sitemap; a
 * larger stud gets a sitemap index there, pointing at /sitemap-1.xml, /sitemap-2.xml, …
 * (the protocol allows 50,000 addresses per file; smaller files answer faster).
 */
export const SITEMAP_PAGE_SIZE = 10_000;
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The public pages that are not a horse's: home, each category and its sections, lists, news, planner, herd. */
export function fixedPublicPaths(): string[] {
  return [
    "/",
    ...CATEGORIES.flatMap((category) => [
      `/${category}`,
      ...BREEDS.map((breed) => `/${category}/${encodeURIComponent(breed)}`),
    ]),
    "/homebred",
    "/news",
    "/breeding",
    "/breeding/herd",
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

function xml(res: Response, body: string) {
  res
    .status(200)
    .type("application/xml; charset=utf-8")
    .set("Cache-Control", "public, max-age=3600")
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);
}

function urlset(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `<urlset xmlns="${NAMESPACE}">\n${urls.join("\n")}\n</urlset>`;
}

export function seoRoutes(db: Db, options: { publicUrl: (req: Request) => string; pageSize?: number }) {
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  const fixed = fixedPublicPaths();
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const origin = options.publicUrl(req);
    try {
      if (req.path === "/robots.txt") {
        res
          .status(200)
          .type("text/plain; charset=utf-8")
          .send(`User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${origin}/sitemap.xml\n`);
        return;
      }
      const page = /^\/sitemap(?:-([1-9][0-9]{0,6}))?\.xml$/.exec(req.path);
      if (!page) return next();
      const horseCount = await horsePageCount(db);
      const total = fixed.length + horseCount;
      const pages = Math.max(1, Math.ceil(total / pageSize));
      if (page[1] === undefined && pages > 1) {
        const entries = Array.from(
          { length: pages },
          (_, index) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
        );
        return xml(res, `<sitemapindex xmlns="${NAMESPACE}">\n${entries.join("\n")}\n</sitemapindex>`);
      }
      const number = page[1] === undefined ? 1 : Number(page[1]);
      if (number > pages) return next();
      // Address k of the whole list: the fixed pages first, then the horses by id.
      const start = (number - 1) * pageSize;
      const end = Math.min(start + pageSize, total);
      const horseStart = Math.max(0, start - fixed.length);
      const horsesHere = Math.max(0, end - fixed.length - horseStart);
      const names = horsesHere > 0 ? await horsePageNames(db, horseStart, horsesHere) : [];
      const fixedHere = fixed.slice(start, end);
      return xml(res, urlset(origin, [...fixedHere, ...names.map((name) => horsePath(name))]));
    } catch (error) {
      next(error);
    }
  };
}
