import type { NextFunction, Request, Response } from "express";
import { mayWrite } from "./security";

/**
 * Calls `refresh` once a request that may have written (`mayWrite`) has been answered, whatever
 * its outcome: a refused form changes nothing, and `refresh` then finds nothing newer. The server reads what it holds in memory for the current data version again
 * right after a write, instead of leaving that read to the next visitor, who would wait for it.
 */
export function afterWrites(refresh: () => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (mayWrite(req.method)) res.once("finish", refresh);
    next();
  };
}
