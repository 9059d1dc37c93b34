import { useEffect } from "react";
import { useNavigate } from "react-router";
import { texts } from "#domain/texts";

/** How long the not-found page waits before it steps back (SPEC.md §9). */
export const NOT_FOUND_RETURN_MS = 2000;

/** Shown for unmatched URLs and for anything a page cannot find (unknown category, horse). */
export function NotFoundView() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      // With no history to step back into (a fresh tab), go home instead. The browser's
      // length counts entries of earlier page loads too, which the router's idx does not.
      if (window.history.length > 1) navigate(-1);
      else navigate("/", { replace: true });
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
