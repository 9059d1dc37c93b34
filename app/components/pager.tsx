import { Link, useLocation } from "react-router";
import * as texts from "#domain/texts";

const t = texts.paging;

/** Previous/next links for a long list: plain links with `?page=`, so they work without JavaScript. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  return (
    <nav className="pager" aria-label={t.label}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t.previous}
        </Link>
      ) : null}
      <span aria-current="page">{t.page(page, pages)}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t.next}
        </Link>
      ) : null}
    </nav>
  );
}
