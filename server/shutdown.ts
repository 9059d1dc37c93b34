import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { answerInstead } from "./outage";

/** How long keep-alive clients get to send their next request (answered with Connection: close). */
const GRACE_MS = 2_000;
const SWEEP_MS = 100;
/** Requests still unanswered this long after the signal get the outage page (503) instead. */
const DRAIN_WINDOW_MS = 6_000;
/** Whatever happens, the process is gone within 10 s of the signal. */
export const SHUTDOWN_LIMIT_MS = 9_000;

export interface Drain {
  /** Express middleware: once draining, every response tells the client to close its connection. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Stops accepting, lets in-flight requests finish, closes every connection; resolves when none is left. */
  drain(server: Server): Promise<void>;
}

/**
 * Graceful shutdown under keep-alive load (docs/decisions/0014-faults-and-outages.md). Closing idle
 * keep-alive connections at once races with the request a client is just sending on one (a reset),
 * and never closing them never drains. So the listener closes first, every response from then on
 * carries `Connection: close` (those in flight when the signal came included), and idle connections
 * are closed after a short grace, by which time every busy client has been told. A request still
 * unanswered after the drain window gets the outage page (503), so none is cut off by the exit.
 */
export function gracefulShutdown(page: string, drainWindowMs = DRAIN_WINDOW_MS): Drain {
  let draining = false;
  /** Responses whose requests are being worked on. */
  const inFlight = new Set<Response>();
  return {
    middleware(_req, res, next) {
      if (draining) res.setHeader("Connection", "close");
      inFlight.add(res);
      res.once("close", () => inFlight.delete(res));
      next();
    },
    drain(server) {
      draining = true;
      // Requests already in flight close their connection too, so no client sends another on it.
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      setTimeout(() => {
        for (const res of inFlight) if (!res.headersSent) answerInstead(res, page);
      }, drainWindowMs).unref();
      return new Promise((resolve) => {
        // net.Server's close only stops accepting; http.Server's would also drop idle connections at once.
        NetServer.prototype.close.call(server, () => resolve());
        setTimeout(() => {
          server.closeIdleConnections();
          setInterval(() => server.closeIdleConnections(), SWEEP_MS).unref();
        }, GRACE_MS).unref();
      });
    },
  };
}
