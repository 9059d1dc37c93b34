import { onDemand } from "#app/components/on-demand";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import { shownNews } from "#app/news.server";
import { FEED_PATH } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { newsPage } from "#data/news";
import { DEFAULT_STABLE_NAME, NEWS_PAGE_SIZE, parsePage } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/news";

const t = texts.news;
// The list only shows: its code comes when needed (app/components/on-demand.tsx).
const NewsList = onDemand(() => import("#app/components/news-list").then((m) => m.NewsList));

export const meta: Route.MetaFunction = (args) => {
  const stableName = args.loaderData?.stableName ?? DEFAULT_STABLE_NAME;
  return publicPageMeta(args, {
    title: texts.site.pageTitle(t.title, stableName),
    description: t.metaDescription(stableName),
  });
};

/** Every item anyone may see, newest first, a page at a time (docs/product.md, "News and feed"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  const page = await newsPage(db, parsePage(new URL(request.url).searchParams.get("page")), NEWS_PAGE_SIZE);
  return { items: page.items.map(shownNews), page: page.page, pages: page.pages, stableName };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { items, page, pages } = loaderData;
  return (
    <section className="news">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p>
        <a href={FEED_PATH} type="application/atom+xml">
          {t.feedLink}
        </a>
      </p>
      {items.length === 0 ? <p>{t.empty}</p> : <NewsList items={items} headingLevel={2} full />}
      <Pager page={page} pages={pages} />
    </section>
  );
}
