import type { NextFunction, Request, Response } from "express";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Calls `refresh` once a request that may have written has been answered (any method but GET,
 * HEAD and OPTIONS, whatever its outcome: a refused form changes nothing, and `refresh` then finds
 * nothing newer). The server reads what it holds in memory for the current data version again
 * right after a write, instead of leaving that read to the next visitor, who would wait for it.
 */
export function afterWrites(refresh: () => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!READS.has(req.method)) res.once("finish", refresh);
    next();
  };
}
