import type { NextFunction, Request, Response } from "express";

/** The methods a page route answers: reading it, and posting its forms. */
const PAGE_METHODS = ["GET", "HEAD", "POST"];
/** What a browser form (and React Router's own fetches of a form) posts. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const refuse = (res: Response, status: number, message: string) =>
  void res.status(status).type("text/plain; charset=utf-8").send(message);

/**
 * Refuses a request the pages cannot have been asked for, before React Router sees it: a client's
 * mistake is a 4xx with a short text, never a 500 with a stack trace in the log.
 * - no Host (HTTP/1.0 allows that): 400, the page's own address is unknown;
 * - a method other than GET, HEAD and POST: 405 with Allow;
 * - a POST body that is not form data (JSON, XML, …): 415.
 */
export function pageRequestGuards(messages: { badRequest: string; methodNotAllowed: string; unsupportedBody: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.get("host")) return refuse(res, 400, messages.badRequest);
    if (!PAGE_METHODS.includes(req.method)) {
      res.set("Allow", PAGE_METHODS.join(", "));
      return refuse(res, 405, messages.methodNotAllowed);
    }
    if (req.method === "POST" && hasBody(req) && !FORM_TYPES.includes(mediaType(req))) {
      return refuse(res, 415, messages.unsupportedBody);
    }
    next();
  };
}

function hasBody(req: Request): boolean {
  return Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
}

function mediaType(req: Request): string {
  return (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * The last Express error handler: an error that carries a client status (a malformed URL, a body
 * that cannot be read) answers that status without a stack trace; anything else is logged and 500.
 */
export function errorResponses(badRequest: string) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    // Answered already (the request deadline or the shutdown, server/outage.ts): the late failure is expected.
    if (res.locals.answeredInstead === true) return;
    if (res.headersSent) return next(error);
    const status = clientStatus(error);
    if (status) return refuse(res, status, badRequest);
    console.error(error);
    refuse(res, 500, "Internal Server Error");
  };
}

function clientStatus(error: unknown): number | null {
  if (error instanceof URIError) return 400;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}
