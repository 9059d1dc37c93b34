import { isRouteErrorResponse } from "react-router";

/** True for a thrown 404 response (a page that does not exist). */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** What went wrong, as one line for an error boundary: `404 Not Found`, or the error's message. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
