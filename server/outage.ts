import type { NextFunction, Request, Response } from "express";
import { isDatabaseUnavailable, type Database } from "#data/db";

/** What a client is told to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_MS = 250;

export interface DatabaseMonitor {
  /** True from the first failed query that says the database is gone until a ping answers again. */
  isDown(): boolean;
  /** Records a failed request's error; true when it was the database being unreachable. */
  report(error: unknown): boolean;
}

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
  return {
    isDown: () => down,
    report(error) {
      if (!isDatabaseUnavailable(error)) return false;
      if (!down) {
        down = true;
        log("database unreachable", error instanceof Error ? error.message : String(error));
        void probe();
      }
      return true;
    },
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
