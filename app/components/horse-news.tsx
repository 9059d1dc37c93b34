import { useHorsePage } from "#app/horse-page";
import * as texts from "#domain/texts";
import { NewsList } from "./news-list";

/** A horse's own news on its page (docs/product.md, "News and feed"); nothing when it has none. */
export function HorseNews() {
  const { news } = useHorsePage();
  if (news.length === 0) return null;
  return (
    <details className="accordion horse-news">
      <summary>
        {texts.news.horseHeading} <span className="badge">{news.length}</span>
      </summary>
      <NewsList items={news} headingLevel={3} />
    </details>
  );
}
