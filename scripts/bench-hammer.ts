// The hammering clients of the bench's load part (scripts/bench-visitor.ts), in a process of
// their own so that their work does not stall the visitor measured in the bench's: `connections`
// clients, each sending its next request as soon as its previous one is answered (no pause, a
// refusal's Retry-After not honoured), each request to the next path of the list in turn, until
// the parent says stop. Then it sends back the answers counted by status, with their times.
import http from "node:http";

export interface HammerOrder {
  base: string;
  connections: number;
  paths: string[];
  /** A request unanswered this long counts as timed out (and the client goes on). */
  timeoutMs: number;
}

export interface HammerReport {
  /** Answers by HTTP status; -1 a connection error, 0 a time-out. */
  statuses: Record<string, number>;
  /** Answers that carried Retry-After. */
  retryAfter: number;
  /** Different paths asked (the list is asked round and round). */
  distinctPaths: number;
  /** Answer times in ms, sorted. */
  latencies: number[];
  /** Requests still unanswered when told to stop (not counted above). */
  unanswered: number;
}

function hammer(order: HammerOrder): { stop: () => HammerReport } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: order.connections });
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const inFlight = new Set<http.ClientRequest>();
  let retryAfter = 0;
  let next = 0;
  let stopped = false;
  const count = (status: number, started: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    latencies.push(performance.now() - started);
  };
  const client = () => {
    if (stopped) return;
    const path = order.paths[next++ % order.paths.length];
    const started = performance.now();
    let settled = false;
    /** Counts the request once (an answer cut off half-way is an error), then sends the next. */
    const settle = (status: number, pause = 0) => {
      if (settled) return;
      settled = true;
      inFlight.delete(request);
      if (stopped) return;
      count(status, started);
      // A refused connection fails at once: a short pause keeps the loop from spinning.
      if (pause) setTimeout(client, pause);
      else client();
    };
    const request = http.get(
      order.base + path,
      { agent, headers: { "accept-encoding": "gzip" }, timeout: order.timeoutMs },
      (response) => {
        if (response.headers["retry-after"] !== undefined) retryAfter += 1;
        response.resume();
        response.once("end", () => settle(response.statusCode ?? -1));
        response.once("error", () => settle(-1, 10));
      },
    );
    inFlight.add(request);
    request.once("timeout", () => request.destroy(new Error("timeout")));
    request.once("error", (error) => settle(error.message === "timeout" ? 0 : -1, 10));
  };
  for (let i = 0; i < order.connections; i++) client();
  return {
    stop() {
      stopped = true;
      const unanswered = inFlight.size;
      for (const request of inFlight) request.destroy();
      agent.destroy();
      return {
        statuses,
        retryAfter,
        distinctPaths: Math.min(next, new Set(order.paths).size),
        latencies: latencies.sort((a, b) => a - b),
        unanswered,
      };
    },
  };
}

// Started by fork(): the first message is the order, the second says stop.
if (process.send) {
  process.once("message", (order: HammerOrder) => {
    const run = hammer(order);
    process.once("message", () => {
      process.send!(run.stop(), () => process.exit(0));
    });
    process.send!("started");
  });
}
