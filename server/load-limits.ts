import type { NextFunction, Request, Response } from "express";
import * as texts from "#domain/texts";
import { routesTo } from "./router-paths";

/**
 * Limits on expensive work (docs/decisions/0043-expensive-work-limits.md): the requests whose answer
 * costs seconds of CPU or a large statement (EXPENSIVE_PATHS) that the response cache could not answer. Each address has `perMinute` tokens a
 * minute (a burst of `burst`, then at the rate): a request takes one to start and `perSecondHeld`
 * for every second it then holds a turn, so an address asking for lists that take seconds gets
 * fewer of them; past it, 429; site-wide `concurrent` run at
 * once and `queued` more wait for a turn, at most `maxWaitMs`; more, or a longer wait, answer 503.
 * Both carry Retry-After. Everything else (cached pages, horse pages, the health check) never waits here.
 */
export interface LoadLimits {
  /** Expensive requests one address may start per minute, on average. */
  perMinute: number;
  /** How many of them it may start at once before the rate applies. */
  burst: number;
  /** Tokens charged to the address for every second its request held a turn (what it cost the site). */
  perSecondHeld: number;
  /** Expensive requests computed at the same time, site-wide. */
  concurrent: number;
  /** Expensive requests waiting for a turn; one more is answered 503 at once. */
  queued: number;
  /** The longest wait for a turn before the request is answered 503. */
  maxWaitMs: number;
}

export const LOAD_LIMITS: LoadLimits = {
  perMinute: 60,
  burst: 20,
  perSecondHeld: 2,
  concurrent: 1,
  queued: 4,
  maxWaitMs: 2_000,
};

/**
 * The paths whose cache misses are expensive work, matched the way the router matches them: the
 * mates list and its file, the planner (every stallion and mare read, a foal's pedigree by a
 * recursive statement; each seed is a new address), search pages and suggestions, and the season
 * plan and its file (every mare against every stallion: seconds on a large stud).
 */
const EXPENSIVE_PATHS = [
  "/admin/season",
  "/admin/season.csv",
  "/breeding",
  "/breeding/mates",
  "/breeding/mates.csv",
  "/search",
  "/search/suggestions",
] as const;

/** The limits as the environment sets them (docs/operations.md): unset or unreadable values keep the defaults. */
export function loadLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadLimits {
  const read = (name: string, fallback: number, min: number) => {
    const value = env[name]?.trim();
    if (!value || !/^\d+$/.test(value)) return fallback;
    return Math.max(min, Number(value));
  };
  return {
    perMinute: read("EXPENSIVE_PER_MINUTE", LOAD_LIMITS.perMinute, 1),
    burst: read("EXPENSIVE_BURST", LOAD_LIMITS.burst, 1),
    perSecondHeld: read("EXPENSIVE_PER_SECOND_HELD", LOAD_LIMITS.perSecondHeld, 0),
    concurrent: read("EXPENSIVE_AT_ONCE", LOAD_LIMITS.concurrent, 1),
    queued: read("EXPENSIVE_QUEUE", LOAD_LIMITS.queued, 0),
    maxWaitMs: read("EXPENSIVE_WAIT_MS", LOAD_LIMITS.maxWaitMs, 0),
  };
}

/** A refusal: the status, and the whole seconds to wait before trying again. */
interface Refusal {
  status: 429 | 503;
  retryAfterSeconds: number;
}

/** How many addresses the per-address rate holds before it first forgets the full buckets. */
const ADDRESSES_BEFORE_SWEEP = 10_000;

/**
 * The per-address rate: a token bucket per address, `burst` tokens, refilled at `perMinute`.
 * `take` answers null when the address may start one more, else how long until it may; `charge`
 * takes more from it afterwards (its bucket may go below zero, and then waits longer).
 */
export function addressRate(limits: Pick<LoadLimits, "perMinute" | "burst">, now: () => number = Date.now) {
  const msPerToken = 60_000 / limits.perMinute;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let sweepAt = ADDRESSES_BEFORE_SWEEP;
  const refill = (bucket: { tokens: number; at: number }, time: number) => {
    bucket.tokens = Math.min(limits.burst, bucket.tokens + (time - bucket.at) / msPerToken);
    bucket.at = time;
  };
  return {
    take(address: string): number | null {
      const time = now();
      // A bucket that filled up again says nothing: forgotten, so the map holds only recent addresses.
      // Swept when the map has doubled since the last sweep, so many addresses at once cost each
      // request a constant share of a sweep, not a walk over all of them.
      if (buckets.size > sweepAt) {
        for (const [key, bucket] of buckets) {
          refill(bucket, time);
          if (bucket.tokens >= limits.burst) buckets.delete(key);
        }
        sweepAt = Math.max(ADDRESSES_BEFORE_SWEEP, 2 * buckets.size);
      }
      let bucket = buckets.get(address);
      if (!bucket) buckets.set(address, (bucket = { tokens: limits.burst, at: time }));
      refill(bucket, time);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return null;
      }
      return Math.ceil((1 - bucket.tokens) * msPerToken);
    },
    charge(address: string, tokens: number) {
      const bucket = buckets.get(address);
      if (!bucket) return;
      refill(bucket, now());
      bucket.tokens -= tokens;
    },
    get size() {
      return buckets.size;
    },
  };
}

/**
 * The site-wide cap: `concurrent` turns; `turn()` resolves with a release function once one is
 * free, or with null when the queue is full or the wait passed `maxWaitMs` (the request then
 * answers 503). A turn given back goes to the longest waiter.
 */
export function workSlots(limits: Pick<LoadLimits, "concurrent" | "queued" | "maxWaitMs">) {
  let running = 0;
  const waiting: { give: (release: (() => void) | null) => void; timer: NodeJS.Timeout }[] = [];
  const release = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.give(release());
      } else running -= 1;
    };
  };
  return {
    turn(): Promise<(() => void) | null> {
      if (running < limits.concurrent) {
        running += 1;
        return Promise.resolve(release());
      }
      if (waiting.length >= limits.queued) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiter = {
          give: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(null);
          }, limits.maxWaitMs),
        };
        waiting.push(waiter);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * The middleware: placed after the response cache, so only its misses reach it. A request to an
 * expensive path takes a token of its address, then a turn, held until its response is finished
 * or its client gone; the time it held the turn is then charged to the address. `address` is Express's `req.ip`, which follows TRUST_PROXY as sign-in does
 * (docs/decisions/0013-sign-in-throttling.md).
 */
export function expensiveWorkLimits(limits: LoadLimits = LOAD_LIMITS, paths: readonly string[] = EXPENSIVE_PATHS) {
  const rate = addressRate(limits);
  const slots = workSlots(limits);
  const expensive = (req: Request) =>
    (req.method === "GET" || req.method === "HEAD") && paths.some((path) => routesTo(path, req.path));
  const retryAfter = Math.max(1, Math.ceil(limits.maxWaitMs / 1000));
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!expensive(req)) return next();
    const address = req.ip ?? "unknown";
    const waitMs = rate.take(address);
    if (waitMs !== null) return refuse(res, { status: 429, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
    const release = await slots.turn();
    if (!release) return refuse(res, { status: 503, retryAfterSeconds: retryAfter });
    if (res.destroyed || res.writableEnded) return release();
    const started = Date.now();
    let held = true;
    const done = () => {
      if (!held) return;
      held = false;
      release();
      rate.charge(address, ((Date.now() - started) / 1000) * limits.perSecondHeld);
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}

/**
 * How long a refusal is held before it is sent: a client that asks again at once, ignoring
 * Retry-After, then asks a few times a second per connection rather than thousands, and its
 * refusals stop costing the site what the pages they stand for would.
 */
const REFUSAL_HOLD_MS = 250;

function refuse(res: Response, { status, retryAfterSeconds }: Refusal) {
  const { title, tooMany, busy } = texts.busy;
  setTimeout(() => {
    if (res.destroyed) return;
    res
      .status(status)
      .set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" })
      .type("text/plain; charset=utf-8")
      .send(`${title}\n\n${status === 429 ? tooMany : busy}\n`);
  }, REFUSAL_HOLD_MS);
}
