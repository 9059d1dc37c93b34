import { useEffect } from "react";
import { data, useNavigate } from "react-router";
import { HOME_PATH } from "#app/paths";
import { texts } from "#domain/texts";
import type { Route } from "./+types/not-found";

/** How long the not-found page waits before it steps back (docs/product.md, "Site behaviour"). */
export const NOT_FOUND_RETURN_MS = 2000;

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: texts.site.defaultPageTitle },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundView />;
}

/** Shown for unmatched URLs and for anything a page cannot find (unknown category, horse). */
export function NotFoundView() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      // With no history to step back into (a fresh tab), go home instead. The browser's
      // length counts entries of earlier page loads too, which the router's idx does not.
      if (window.history.length > 1) navigate(-1);
      else navigate(HOME_PATH, { replace: true });
    }, NOT_FOUND_RETURN_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="not-found" role="status">
      <h1>{texts.notFound.title}</h1>
      <p>{texts.notFound.message}</p>
    </section>
  );
}
