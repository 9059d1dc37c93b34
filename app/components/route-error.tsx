import type { ReactNode } from "react";
import { isRouteErrorResponse, type ErrorResponse } from "react-router";
import * as texts from "#domain/texts";
import { NotFoundView } from "./not-found-view";

type StatusHandlers = Partial<Record<number, (error: ErrorResponse) => ReactNode>>;

const defaultHandlers: StatusHandlers = {
  404: () => <NotFoundView />,
  503: () => <OutageView />,
};

/**
 * The one error boundary body of every route: a thrown response is shown by its status (404 the
 * not-found view, 503 the outage page), anything else by `unexpected`, by default the router's
 * fallback text. A route passes its own handlers only where its page words a case differently.
 */
export function RouteError({
  error,
  statusHandlers,
  unexpected = (failure) => <UnexpectedError error={failure} />,
}: {
  error: unknown;
  statusHandlers?: StatusHandlers;
  unexpected?: (error: unknown) => ReactNode;
}) {
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultHandlers[error.status];
    if (handler) return handler(error);
  }
  return unexpected(error);
}

/** The database is away for a moment (a restart, an outage): the data cannot be shown right now. */
export function OutageView() {
  return (
    <section className="error-page" role="alert">
      <h1>{texts.outage.title}</h1>
      <p>{texts.outage.message}</p>
    </section>
  );
}

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
