import { data } from "react-router";
import { onDemand } from "#app/components/on-demand";
import { RouterAnchor } from "#app/components/router-anchor";
import { requestContext } from "#app/context";
import { newsId, shownNews } from "#app/news.server";
import { newsPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { newsById } from "#data/news";
import { markdownText } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/news.item";

const t = texts.news;
// The item only shows: its code comes when needed (app/components/on-demand.tsx).
const NewsArticle = onDemand(() => import("#app/components/news-list").then((m) => m.NewsArticle));
/** Characters of a post's text its description takes (search results show about this many). */
const DESCRIPTION_LENGTH = 160;

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return [{ title: texts.site.defaultPageTitle }, { name: "robots", content: "noindex" }];
  const { stableName, description } = loaderData;
  const { title, picture, pictureAlt } = loaderData.item;
  return publicPageMeta(args, { title: texts.site.pageTitle(title, stableName), description, picture, pictureAlt });
};

/** One item anyone may see (a hidden one is not found): where the feed links an owner's post. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  const id = newsId(params.id);
  const item = id === null ? null : await newsById(db, id);
  if (!item) throw data(null, { status: 404 });
  const shown = shownNews(item);
  // A post's own words (the start of them) describe it; an item the site wrote has only its title.
  const text = markdownText(shown.body);
  const description = text ? text.slice(0, DESCRIPTION_LENGTH) : t.itemDescription(shown.title, stableName);
  return { item: shown, stableName, description };
}

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  return (
    <section className="news">
      <NewsArticle item={loaderData.item} headingLevel={1} full />
      <p>
        <RouterAnchor href={newsPath()}>{t.allNews}</RouterAnchor>
      </p>
    </section>
  );
}
