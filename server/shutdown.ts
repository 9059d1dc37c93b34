import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { NextFunction, Request, Response } from "express";

/** How long keep-alive clients get to send their next request (answered with Connection: close). */
const GRACE_MS = 2_000;
const SWEEP_MS = 100;
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
 * carries `Connection: close`, and idle connections are closed after a short grace, by which time
 * every busy client has been told.
 */
export function gracefulShutdown(): Drain {
  let draining = false;
  return {
    middleware(_req, res, next) {
      if (draining) res.setHeader("Connection", "close");
      next();
    },
    drain(server) {
      draining = true;
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
