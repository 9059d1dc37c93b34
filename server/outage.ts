import type { NextFunction, Request, Response } from "express";
import { herdPath } from "#app/paths";
import { isDatabaseUnavailable, type Database } from "#data/db";
import * as texts from "#domain/texts";
import { routesTo } from "./router-paths";

/** What a client is told to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_MS = 250;
/**
 * The serving pool's bound on one statement (PostgreSQL's statement_timeout, and as long again for
 * an answer from a server that cannot cancel anything because it is frozen), and on getting a connection.
 */
export const STATEMENT_TIMEOUT_MS = 3_000;
/** A page request is answered within this long, whatever the database does (the outage page at worst). */
export const REQUEST_DEADLINE_MS = 4_000;
/**
 * Reading requests that may rightly take longer: the whole stud as a download, and the herd's
 * genetics, which the first request after a write computes (in slices, so other requests go on
 * meanwhile; on a slow or busy machine that can take longer than the deadline).
 */
const LONG_READS = ["/admin/backup", herdPath()];

export interface DatabaseMonitor {
  /** True from the first failed query that says the database is gone until a ping answers again. */
  isDown(): boolean;
  /** Records a failed request's error; true when it was the database being unreachable. */
  report(error: unknown): boolean;
  /**
   * A request got no answer in time: a ping decides whether the database answers (a busy
   * process is slow, not an outage). True when it did not: then it is taken as away until a ping answers.
   */
  suspect(reason: string): Promise<boolean>;
  /** Whether a ping answers within `ms` (callers meanwhile share one ping); false while known to be away. */
  answers(ms: number): Promise<boolean>;
}

/** How long the ping that decides whether a late request met an outage may take. */
export const VERDICT_MS = 500;

/**
 * Watches for database outages: the first query that fails because the database cannot be reached
 * marks it down, and from then on a ping every 250 ms decides when it is back. While it is down,
 * pages answer 503 without trying it (docs/decisions/0014-faults-and-outages.md).
 */
export function databaseMonitor(database: Pick<Database, "ping">, probeMs = PROBE_MS): DatabaseMonitor {
  let down = false;
  const probe = async () => {
    // The first ping runs at once: one terminated backend is no outage.
    while (down) {
      try {
        await database.ping();
        down = false;
        log("database reachable again");
      } catch {
        await new Promise((resolve) => setTimeout(resolve, probeMs).unref());
      }
    }
  };
  const markDown = (reason: string) => {
    if (down) return;
    down = true;
    log("database unreachable", reason);
    void probe();
  };
  let pinging: Promise<boolean> | undefined;
  const ping = () =>
    (pinging ??= database.ping().then(
      () => true,
      () => false,
    )).finally(() => (pinging = undefined));
  const answers = async (ms: number) => {
    if (down) return false;
    return withDeadline(ping(), ms).catch(() => false);
  };
  return {
    isDown: () => down,
    report(error) {
      if (!isDatabaseUnavailable(error)) return false;
      markDown(error instanceof Error ? error.message : String(error));
      return true;
    },
    // Slow for another reason (a heavy page, a busy process)? Then the ping answers and nothing changes.
    async suspect(reason) {
      if (await answers(VERDICT_MS)) return false;
      markDown(reason);
      return true;
    },
    answers,
  };
}

function log(msg: string, error?: string) {
  console.error(JSON.stringify({ time: new Date().toISOString(), msg, ...(error ? { error } : {}) }));
}

/**
 * A request that failed because the database was unreachable answers 503 with Retry-After, not 500:
 * the status is rewritten as the response starts, whatever part of the app produced it.
 */
export function outageStatus(monitor: DatabaseMonitor) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
      let status = statusCode;
      if (status >= 500 && (res.locals.outage === true || monitor.isDown())) status = 503;
      if (status === 503 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      return (writeHead as (...args: unknown[]) => Response).call(this, status, ...rest);
    } as Response["writeHead"];
    next();
  };
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

/** The outage page without React or the database: what a request that ran out of time is sent. */
export function outagePage(): string {
  const { title, message } = texts.outage;
  return [
    '<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body><main>`,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    `<p><a href="/">${escapeHtml(texts.notFound.home)}</a></p>`,
    "</main></body></html>",
  ].join("");
}

/**
 * The request deadline: a GET or HEAD still unanswered after `deadlineMs` makes the monitor ping
 * the database. If it does not answer within VERDICT_MS (a database that stopped answering), the
 * request gets the outage page (503, Retry-After) and the database is taken as away until a ping
 * answers, so the next requests answer at once; whatever the first handler writes later is
 * dropped. If it answers, the request was only slow (a busy process): it goes on, and is no outage.
 * Posts are not cut short: a write answered 503 must not be stored afterwards; the statement
 * timeout bounds them instead.
 */
export function requestDeadline(monitor: DatabaseMonitor, page: string, deadlineMs = REQUEST_DEADLINE_MS) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (LONG_READS.some((path) => routesTo(path, req.path))) return next();
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      void monitor.suspect(`no answer within ${deadlineMs} ms: ${req.method} ${req.path}`).then((away) => {
        if (away && !res.headersSent) answerInstead(res, page);
      });
    }, deadlineMs);
    res.once("close", () => clearTimeout(timer));
    next();
  };
}

/**
 * Answers a request whose handler is still at work with the outage page (503, Retry-After) now, and
 * drops whatever the handler writes later (a write after the end would be an error on the response);
 * server/request-guards.ts errorResponses lets the handler's late failure go.
 */
export function answerInstead(res: Response, page: string): void {
  res.locals.answeredInstead = true;
  res
    .status(503)
    .set({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
    .type("html")
    .send(page);
  Object.assign(res, {
    setHeader: () => res,
    appendHeader: () => res,
    removeHeader: () => undefined,
    writeHead: () => res,
    flushHeaders: () => undefined,
    write: () => true,
    end: () => res,
  });
}
