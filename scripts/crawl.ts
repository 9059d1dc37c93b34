// The crawler of horse pages the response cache has not seen, shared by `npm run bench` (its
// "missed" part) and scripts/bench-ab.ts: autocannon clients, each request to the next page of a
// fixed shuffled list. Numbers depend on the machine: nothing here is asserted.
import autocannonRun from "autocannon";
import { createRng } from "#domain";

export interface Crawl {
  responses: number;
  seconds: number;
  latencies: number[];
  /** autocannon's errors (its timeouts among them) and answers other than 2xx. */
  failures: number;
}

/**
 * The next page each time it is called: `pages` in order from `start`, then again with `?page=N`
 * (N = 2, 3 …): still pages the cache has not seen, with a parameter horse pages accept
 * (server/query-params.ts) and a stud horse's page does not read.
 */
export function pageSource(pages: string[], start = 0): () => string {
  let next = start;
  return () => {
    const [page, round] = [pages[next % pages.length], Math.floor(next / pages.length)];
    next += 1;
    return round === 0 || pages.length === 1 ? page : `${page}?page=${round + 1}`;
  };
}

/** `connections` clients for `seconds`, each request to the page `nextPage` gives. */
export function crawl(base: string, nextPage: () => string, connections: number, seconds: number): Promise<Crawl> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const run = autocannonRun(
      {
        url: base,
        connections,
        duration: seconds,
        headers: { "accept-encoding": "gzip" },
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPage() }) }],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              responses: result.requests.total,
              seconds: result.duration,
              latencies,
              failures: result.errors + result.non2xx,
            }),
    );
    run.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** Every page and tab of `horses` that are not sold, shuffled the same way for one `seed`. */
export function crawlerPages(horses: readonly { name: string; category: string }[], seed: number): string[] {
  const pages = horses
    .filter((h) => h.category !== "sold")
    .flatMap((h) => ["", "/offspring", "/eval", "/merits"].map((tab) => `/horse/${encodeURIComponent(h.name)}${tab}`));
  const random = createRng(seed);
  for (let i = pages.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [pages[i], pages[j]] = [pages[j], pages[i]];
  }
  return pages;
}
