import type { ReactNode } from "react";
import { isRouteErrorResponse, type ErrorResponse } from "react-router";
import { errorText } from "#app/errors";
import * as texts from "#domain/texts";
import { NotFoundView } from "./not-found-view";

type StatusHandlers = Partial<Record<number, (error: ErrorResponse) => ReactNode>>;

const defaultHandlers: StatusHandlers = {
  404: () => <NotFoundView />,
  503: () => <OutageView />,
};

/**
 * The one error boundary body of every route: a thrown response is shown by its status (404 the
 * not-found view, 503 the outage page), anything else by the router's fallback text, or, where a
 * page words it itself, by `message` around the failure's one line (`errorText`: `500 Internal
 * Server Error`, or the error's message). A route passes its own handlers only where its page
 * words a status differently.
 */
export function RouteError({
  error,
  statusHandlers,
  message,
}: {
  error: unknown;
  statusHandlers?: StatusHandlers;
  message?: (detail: string) => string;
}) {
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultHandlers[error.status];
    if (handler) return handler(error);
  }
  if (!message) return <UnexpectedError error={error} />;
  return (
    <p className="error-message" role="alert">
      {message(errorText(error))}
    </p>
  );
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
