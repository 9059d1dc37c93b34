import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import * as texts from "#domain/texts";

const t = texts.paging;

interface PagerProps {
  page: number;
  pages: number;
  /** The link to a page; by default the current address with `?page=`. */
  href?: (page: number) => string;
  /** With JavaScript, turns the page in place (a picker's live list) instead of following the link. */
  onTurn?: (page: number) => void;
}

/** Previous/next links for a long list: plain links with `?page=`, so they work without JavaScript. */
export function Pager({ page, pages, href, onTurn }: PagerProps) {
  const location = useLocation();
  if (pages <= 1) return null;
  const addressOf =
    href ??
    ((target: number) => {
      const params = new URLSearchParams(location.search);
      if (target === 1) params.delete("page");
      else params.set("page", String(target));
      const query = params.toString();
      return query ? `${location.pathname}?${query}` : location.pathname;
    });
  const link = (target: number, rel: "prev" | "next", text: string) => (
    <Link
      to={addressOf(target)}
      rel={rel}
      onClick={
        onTurn &&
        ((event: MouseEvent) => {
          event.preventDefault();
          onTurn(target);
        })
      }
    >
      {text}
    </Link>
  );
  return (
    <nav className="pager" aria-label={t.label}>
      {page > 1 ? link(page - 1, "prev", t.previous) : null}
      <span aria-current="page">{t.page(page, pages)}</span>
      {page < pages ? link(page + 1, "next", t.next) : null}
    </nav>
  );
}
