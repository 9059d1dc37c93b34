// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  interface Request {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each request may be rewritten before it is sent: here, a path of its own. */
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  export interface Result {
    requests: { average: number; total: number };
    /** Seconds the run took. */
    duration: number;
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** With a callback, the run itself: it tells each response's time (ms) as it comes. */
  interface Run {
    on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): Run;
  }
  export default function autocannon(options: Options): Promise<Result>;
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Run;
}
