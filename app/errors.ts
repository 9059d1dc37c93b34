import { isRouteErrorResponse } from "react-router";

/** What went wrong, as one line for an error boundary: `404 Not Found`, or the error's message. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What every failed route shows when the database was unreachable: RouteError's 503, the outage page. */
export const OUTAGE_RESPONSE = () => new Response(null, { status: 503, statusText: "Service Unavailable" });
