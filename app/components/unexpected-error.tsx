import { isRouteErrorResponse } from "react-router";
import { texts } from "#domain/texts";

/**
 * The router's generic fallback (docs/product.md, "Site behaviour"): 'Unexpected Application Error!' with the
 * status, or in development the message. Production never shows an error's internals.
 */
export function UnexpectedError({ error }: { error: unknown }) {
  let detail = "500";
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`.trim();
  else if (error instanceof Error && import.meta.env.DEV) detail = error.message;
  return (
    <section className="error-page" role="alert">
      <h1>{texts.errors.unexpected}</h1>
      <p>{detail}</p>
    </section>
  );
}
