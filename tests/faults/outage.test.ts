import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as texts from "#domain/texts";
import { startServerProcess, type ServerProcess } from "#scripts/server-process";
import { postRibbon, signInOverHttp, type WriteOutcome } from "#tests/support/admin-client";
import { migratedPgliteDir } from "#tests/support/database";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";

// Faults of the running server (issue: database outages, terminated backends, SIGTERM under load).
// The database is a cluster of this file's own, stopped and started here; the shared test cluster
// is never touched. Needs the production build (`npm test` builds before Vitest runs).

const ADMIN = { email: "drift@example.se", password: "drift-lösenord-1" };
const WRITERS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 10 connections posting ribbons (/admin/add-ribbons.data) until stopped; every answer recorded. */
function startWriters(url: string, cookie: string, horse: string) {
  const outcomes: WriteOutcome[] = [];
  let running = true;
  const writer = async (id: number) => {
    for (let i = 0; running; i++) {
      const outcome = await postRibbon(url, cookie, horse, `Fel ${id}-${i}`);
      outcomes.push(outcome);
      if (!outcome.acknowledged) await sleep(20);
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe.skipIf(!findPostgresBin())("the server through database faults [postgres]", () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let admin: pg.Client;
  let horse: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    await cluster.createDatabase("faults");
    server = await startServerProcess({
      DATABASE_URL: cluster.url("faults"),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SKIP_BUILD: "1",
    });
    admin = new pg.Client({ connectionString: cluster.url("faults") });
    await admin.connect();
    horse = (await admin.query<{ name: string }>("select name from horses order by name limit 1")).rows[0].name;
    await admin.end();
  });

  afterAll(async () => {
    await server?.stop();
    await cluster?.stop();
  });

  it("lives through terminated backends and a restart, answers 503 meanwhile, and loses no acknowledged write", async () => {
    const cookie = await signInOverHttp(server.url, ADMIN);
    const writers = startWriters(server.url, cookie, horse);
    await sleep(1_000);

    // Terminated backends, five times, while writes run in transactions.
    const killer = new pg.Client({ connectionString: cluster.url("faults") });
    await killer.connect();
    for (let round = 0; round < 5; round++) {
      await killer.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'faults' and pid <> pg_backend_pid()",
      );
      await sleep(300);
    }
    await killer.end().catch(() => undefined);
    await sleep(500);
    expect(server.process.exitCode).toBeNull();

    // A full restart: `pg_ctl -m fast stop`, a while without a database, start again.
    cluster.halt();
    const downSince = Date.now();
    await sleep(1_000);
    const page = await fetch(`${server.url}/`);
    const pageHtml = await page.text();
    const adminPage = await fetch(`${server.url}/admin/add-ribbons`, { headers: { cookie } });
    const adminHtml = await adminPage.text();
    const health = await fetch(`${server.url}/healthz`);
    await sleep(1_000);
    cluster.resume();
    const upAt = Date.now();
    await sleep(2_500);
    await writers.stop();

    expect(server.process.exitCode).toBeNull();
    for (const [response, html] of [
      [page, pageHtml],
      [adminPage, adminHtml],
    ] as const) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(html).toContain(texts.outage.title);
      // The layout stays: the site's navigation is there.
      expect(html).toContain(texts.site.navLabel);
    }
    expect(health.status).toBe(503);

    const { outcomes } = writers;
    const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
    const firstAfter = acknowledged.find((outcome) => outcome.at > upAt);
    const recoveryMs = firstAfter ? firstAfter.at - upAt : Infinity;
    console.log(
      JSON.stringify({
        fault: "restart",
        writes: outcomes.length,
        acknowledged: acknowledged.length,
        refused: outcomes.filter((outcome) => !outcome.acknowledged).length,
        statuses: [...new Set(outcomes.map((outcome) => outcome.status))].sort(),
        downMs: upAt - downSince,
        recoveryMs,
      }),
    );
    // Writes again within 2 s of the database being back, without a restart of the server.
    expect(recoveryMs).toBeLessThan(2_000);
    // A write that failed was told so (503), never a 500 and never a dropped connection.
    expect(outcomes.filter((outcome) => !outcome.acknowledged && outcome.status !== 503)).toEqual([]);

    // No acknowledged write is lost.
    const check = new pg.Client({ connectionString: cluster.url("faults") });
    await check.connect();
    const stored = new Set(
      (await check.query<{ text: string }>("select text from ribbons where horse = $1", [horse])).rows.map(
        (row) => row.text,
      ),
    );
    await check.end();
    expect(acknowledged.filter((outcome) => !stored.has(outcome.text))).toEqual([]);
  }, 60_000);
});

describe("SIGTERM under keep-alive load", () => {
  it("finishes in-flight requests, tells keep-alive clients to close, and exits 0 within 10 s", async () => {
    const server = await startServerProcess({ SKIP_BUILD: "1", DATA_DIR: migratedPgliteDir() });
    const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
    const tally = { ok: 0, closeHeaders: 0, refused: 0, resets: 0, other: [] as string[] };
    let running = true;
    const get = () =>
      new Promise<void>((resolve) => {
        const request = http.get(`${server.url}/for-sale`, { agent }, (response) => {
          if (response.headers.connection === "close") tally.closeHeaders++;
          response.resume();
          response.on("end", () => {
            if (response.statusCode === 200) tally.ok++;
            resolve();
          });
        });
        request.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED") {
            tally.refused++;
            running = false; // the server is gone: a load balancer would send elsewhere now
          } else if (error.code === "ECONNRESET" || error.message.includes("socket hang up")) tally.resets++;
          else tally.other.push(error.code ?? error.message);
          resolve();
        });
      });
    const clients = Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (running) await get();
      }),
    );
    await sleep(1_500);
    const inFlightBefore = tally.ok;
    const stopped = await server.stop(15_000);
    running = false;
    await clients;
    agent.destroy();
    console.log(JSON.stringify({ fault: "SIGTERM", ...stopped, ...tally, okBefore: inFlightBefore }));
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(tally.resets).toBe(0);
    expect(tally.other).toEqual([]);
    expect(tally.closeHeaders).toBeGreaterThan(0);
  }, 120_000);
});
