import { Link } from "react-router";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import { horsePath } from "#app/paths";
import { searchHitLabel } from "#app/search-hits";
import { publicPageMeta } from "#app/social-meta";
import { searchHorses } from "#data/search";
import { parsePage, SEARCH_PAGE_SIZE, searchQuery } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/search";

const t = texts.search;

export const meta: Route.MetaFunction = (args) => [
  ...publicPageMeta(args, { title: texts.site.defaultPageTitle, description: t.prompt }),
  // Results pages are many and thin: not for search engines (the horses' own pages are in the sitemap).
  { name: "robots", content: "noindex" },
];

/** GET /search?q=…&page=…: stud horses and pedigree names by any piece of the name (docs/product.md, "Search"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = searchQuery(params.get("q"));
  if (query === "") return { query, result: null };
  const { db, heldPedigree, studRecords } = context.get(requestContext);
  // From what is held in memory when it is current, else one statement (searchHorses).
  const [pedigree, records] = await Promise.all([heldPedigree(), studRecords()]);
  const result = await searchHorses(db, query, { page: parsePage(params.get("page")), held: { pedigree, records } });
  return {
    query,
    result: { ...result, items: result.items.map((hit) => ({ name: hit.name, label: searchHitLabel(hit.category) })) },
  };
}

export default function Search({ loaderData: { query, result } }: Route.ComponentProps) {
  return (
    <section className="search-page">
      <h1>{query ? t.resultsHeading(query) : t.heading}</h1>
      {result === null ? (
        <p>{t.prompt}</p>
      ) : result.total === 0 ? (
        <p className="empty" role="status">
          {t.noHits(query)}
        </p>
      ) : (
        <>
          <p role="status">{t.count(result.total)}</p>
          <ol className="search-hits" start={(result.page - 1) * SEARCH_PAGE_SIZE + 1}>
            {result.items.map((hit) => (
              <li key={hit.name}>
                <Link to={horsePath(hit.name)}>{hit.name}</Link> <span className="hit-label">{hit.label}</span>
              </li>
            ))}
          </ol>
          <Pager page={result.page} pages={result.pages} />
        </>
      )}
    </section>
  );
}
