import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { horsePath } from "#app/paths";
import { SOLD_CATEGORY } from "#domain";
import { startServerProcess, type ServerProcess } from "#scripts/server-process";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";

// SIGTERM while slow pages are in flight: every request in flight when the signal comes finishes or
// gets a 503 before the process exits, with `Connection: close`, and no client sees a reset. The
// pages are slow because a test transaction holds the tables they read (a lock a migration or a
// long write could hold). A cluster of this file's own. Needs the production build.

const CLIENTS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!findPostgresBin())("SIGTERM with slow pages in flight [postgres]", () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let paths: string[];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    await cluster.createDatabase("slow");
    server = await startServerProcess({ DATABASE_URL: cluster.url("slow"), SKIP_BUILD: "1" });
    const client = new pg.Client({ connectionString: cluster.url("slow") });
    await client.connect();
    // The stud's horses not sold: a sold horse's tab address leads to its page (a redirect).
    const names = (
      await client.query<{ name: string }>("select name from horses where category <> $1 order by name", [
        SOLD_CATEGORY,
      ])
    ).rows;
    await client.end();
    // Pages the response cache has not seen: each one reads the database.
    paths = names.flatMap(({ name }) => [horsePath(name), horsePath(name, "offspring"), horsePath(name, "eval")]);
  });

  afterAll(async () => {
    await server?.stop();
    await cluster?.stop();
  });

  it("finishes or answers 503 every request in flight, each with Connection: close, and resets none", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const tally = { ok: 0, unavailable: 0, other: [] as string[], resets: 0, refused: 0 };
    /** Requests sent before the signal and answered after it (the slow ones), and how many said Connection: close. */
    const inFlight = { answered: 0, closing: 0 };
    let signalledAt = Infinity;
    let running = true;
    let next = 0;
    const get = () =>
      new Promise<void>((resolve) => {
        const sentAt = Date.now();
        const request = http.get(`${server.url}${paths[next++ % paths.length]}`, { agent }, (response) => {
          // Answered well after the signal (a page written just before it may arrive just after).
          if (sentAt < signalledAt && Date.now() >= signalledAt + 200) {
            inFlight.answered++;
            if (response.headers.connection === "close") inFlight.closing++;
          }
          response.resume();
          response.on("end", () => {
            if (response.statusCode === 200) tally.ok++;
            else if (response.statusCode === 503) tally.unavailable++;
            else tally.other.push(String(response.statusCode));
            resolve();
          });
        });
        request.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED") {
            tally.refused++;
            running = false;
          } else if (error.code === "ECONNRESET" || error.message.includes("socket hang up")) tally.resets++;
          else tally.other.push(error.code ?? error.message);
          resolve();
        });
      });
    const clients = Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (running) await get();
      }),
    );
    await sleep(1_000);
    // Slow pages: the tables every page reads are held, so the requests in flight wait.
    const locker = new pg.Client({ connectionString: cluster.url("slow") });
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table horses, pedigree, data_version in access exclusive mode");
    await sleep(500);
    signalledAt = Date.now();
    const stopping = server.stop(15_000);
    await sleep(1_500);
    await locker.query("commit");
    await locker.end();
    const stopped = await stopping;
    running = false;
    await clients;
    agent.destroy();
    console.log(JSON.stringify({ fault: "SIGTERM with slow pages", ...stopped, ...tally, inFlight }));
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(tally.resets).toBe(0);
    expect(tally.other).toEqual([]);
    expect(inFlight.answered).toBeGreaterThan(0);
    expect(inFlight.closing).toBe(inFlight.answered);
  }, 120_000);
});
