import type { ShownNewsItem } from "#app/news.server";
import { storedImage } from "#domain";
import * as texts from "#domain/texts";
import { NewsText } from "./news-text";
import { ResponsiveImage } from "./responsive-image";
import { RouterAnchor } from "./router-anchor";

/** Items newest first (docs/product.md, "News and feed"); `full` draws each post's text too. */
export function NewsList({
  items,
  headingLevel,
  full = false,
}: {
  items: readonly ShownNewsItem[];
  headingLevel: 2 | 3;
  full?: boolean;
}) {
  return (
    <ol className="news-list" aria-label={texts.news.listLabel}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsArticle item={item} headingLevel={headingLevel} full={full} />
        </li>
      ))}
    </ol>
  );
}

/** One item: its picture where it has one (a post's, else its horse's), title linked, day, and with `full` a post's text. */
export function NewsArticle({
  item,
  headingLevel,
  full,
}: {
  item: ShownNewsItem;
  headingLevel: 1 | 2 | 3;
  full: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const image = storedImage(item.picture);
  const headingId = `news-${item.id}`;
  return (
    <article className="news-item" aria-labelledby={headingId}>
      {image ? (
        <ResponsiveImage
          image={image}
          alt={item.pictureAlt || item.horse || ""}
          className="news-picture"
          width={160}
          height={120}
          sizes="160px"
        />
      ) : null}
      <div className="news-body">
        <Heading id={headingId}>
          {headingLevel === 1 ? item.title : <RouterAnchor href={item.href}>{item.title}</RouterAnchor>}
        </Heading>
        <p className="news-meta">
          <time dateTime={item.created}>{item.date}</time>
        </p>
        {full && item.body.length > 0 ? <NewsText blocks={item.body} /> : null}
        {headingLevel === 1 && item.horse ? (
          <p>
            <RouterAnchor href={item.href}>{texts.news.toHorse(item.horse)}</RouterAnchor>
          </p>
        ) : null}
      </div>
    </article>
  );
}
