import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { HOME_PATH } from "#app/paths";
import * as texts from "#domain/texts";

/** How long the not-found page waits before it steps back (docs/product.md, "Site behaviour"). */
export const NOT_FOUND_RETURN_MS = 2000;

/** Shown for unmatched URLs and for anything a page cannot find (unknown category, horse). */
export function NotFoundView() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (cameFromThisSite()) navigate(-1);
      else navigate(HOME_PATH, { replace: true });
    }, NOT_FOUND_RETURN_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="not-found" role="status">
      <h1>{texts.notFound.title}</h1>
      <p>{texts.notFound.message}</p>
      {/* Without JavaScript nothing steps back: a way home instead. */}
      <p>
        <Link to={HOME_PATH}>{texts.notFound.home}</Link>
      </p>
    </section>
  );
}

/**
 * Whether the step back stays on this site (docs/product.md, "Site behaviour"). The Navigation
 * API lists only this site's entries next to the current one, so index > 0 means the previous
 * page is ours; a fresh tab or an outside link has index 0 and goes home. Without that API: an
 * earlier entry of the router's own history (`history.state.idx`), or a page of ours that linked here.
 */
function cameFromThisSite(): boolean {
  const { navigation } = window as { navigation?: { currentEntry: { index: number } | null } };
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  const state: unknown = window.history.state;
  const idx = typeof state === "object" && state !== null && "idx" in state ? Number(state.idx) : 0;
  if (idx > 0) return true;
  return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
}
