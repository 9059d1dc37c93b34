import type { NextFunction, Request, Response } from "express";
import { mayWrite } from "./security";

/**
 * How long after a write's answer the read ahead waits for quiet: the administrator's next page
 * (the redirect after a save) comes within it and, if it needs the data, starts the read itself
 * without waiting behind one already running (docs/decisions/0037-read-ahead-after-writes.md).
 */
export const READ_AHEAD_PAUSE_MS = 500;

/**
 * Calls `refresh` once the requests that may have written (`mayWrite`) have been answered and
 * `pauseMs` passed without another: a stream of writes (an import, a session of edits) is read
 * once after it, not after each. A refused form changes nothing, and `refresh` then finds nothing
 * newer. So what the server holds in memory for the current data version follows a write soon
 * after it (the rows it changed, docs/decisions/0041-held-data-follows-writes.md; the whole only
 * when too much changed), instead of being left to the next visitor, who would wait for it.
 */
export function afterWrites(refresh: () => void, pauseMs = READ_AHEAD_PAUSE_MS) {
  let pending: NodeJS.Timeout | undefined;
  const later = () => {
    clearTimeout(pending);
    // A timer left at shutdown must not keep the process alive.
    pending = setTimeout(refresh, pauseMs).unref();
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (mayWrite(req.method)) res.once("finish", later);
    next();
  };
}
