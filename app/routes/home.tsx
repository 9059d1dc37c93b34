import { onDemand } from "#app/components/on-demand";
import { RouterAnchor } from "#app/components/router-anchor";
import { requestContext } from "#app/context";
import { shownNews } from "#app/news.server";
import { newsPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { latestNews } from "#data/news";
import { DEFAULT_STABLE_NAME, NEWS_ON_HOME } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/home";

// The home page's title is the stable's name (a setting: docs/product.md, "Texts").
// The news only shows: its code comes when needed (app/components/on-demand.tsx).
const NewsList = onDemand(() => import("#app/components/news-list").then((m) => m.NewsList));

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, {
    title: args.matches[0].loaderData?.stableName ?? DEFAULT_STABLE_NAME,
    description: texts.home.metaDescription,
  });

/** The latest news under the texts (docs/product.md, "News and feed"). */
export async function loader({ context }: Route.LoaderArgs) {
  return { news: (await latestNews(context.get(requestContext).db, NEWS_ON_HOME)).map(shownNews) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <article className="home">
      <h1>{texts.home.heading}</h1>
      <img
        className="home-image"
        src="/images/front.svg"
        alt={texts.home.imageAlt}
        width="960"
        height="400"
        fetchPriority="high"
      />
      {texts.home.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
      {loaderData.news.length > 0 ? (
        <section className="home-news" aria-labelledby="home-news-heading">
          <h2 id="home-news-heading">{texts.news.homeHeading}</h2>
          <NewsList items={loaderData.news} headingLevel={3} />
          <p>
            <RouterAnchor href={newsPath()}>{texts.news.allNews}</RouterAnchor>
          </p>
        </section>
      ) : null}
    </article>
  );
}
