import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { horsePath } from "#app/paths";
import * as texts from "#domain/texts";
import { startServerProcess, type ServerProcess } from "#scripts/server-process";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";

// A frozen database (SIGSTOP: a hung host, a full disk) must not hang requests: every page answers
// the outage page (503) within 5 s, and the site serves again once the database runs (SIGCONT).
// A cluster of this file's own. Needs the production build.

const ANSWER_WITHIN_MS = 5_000;
/** How long a request is given before it counts as hanging (the test's own bound). */
const GIVE_UP_MS = 12_000;

async function timedGet(url: string) {
  const started = Date.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(GIVE_UP_MS) });
    const body = await response.text();
    return { status: response.status, body, ms: Date.now() - started };
  } catch {
    return { status: 0, body: "", ms: Date.now() - started };
  }
}

describe.skipIf(!findPostgresBin())("a frozen database [postgres]", () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let horses: string[];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    await cluster.createDatabase("frozen");
    server = await startServerProcess({ DATABASE_URL: cluster.url("frozen"), SKIP_BUILD: "1" });
    const client = new pg.Client({ connectionString: cluster.url("frozen") });
    await client.connect();
    horses = (await client.query<{ name: string }>("select name from horses order by name limit 6")).rows.map(
      (row) => row.name,
    );
    await client.end();
  });

  afterAll(async () => {
    cluster?.thaw();
    await server?.stop();
    await cluster?.stop();
  });

  it("answers the outage page within 5 s while frozen, and serves again when it thaws", async () => {
    // Warm: the pool holds open connections, which a frozen server keeps open but never answers.
    for (const name of horses) expect((await timedGet(server.url + horsePath(name))).status).toBe(200);

    cluster.freeze();
    const frozenAt = Date.now();
    // Pages first seen now (the cache cannot answer them) and pages seen before, at once.
    const answers = await Promise.all([
      ...horses.map((name) => timedGet(server.url + horsePath(name, "offspring"))),
      ...horses.slice(0, 3).map((name) => timedGet(server.url + horsePath(name))),
      timedGet(`${server.url}/stallions`),
      timedGet(`${server.url}/healthz`),
    ]);
    // And a later visitor, once the server knows.
    const later = await timedGet(`${server.url}/for-sale`);
    console.log(
      JSON.stringify({
        fault: "frozen database",
        answers: [...answers, later].map(({ status, ms }) => ({ status, ms })),
      }),
    );
    for (const answer of [...answers, later]) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    for (const answer of [...answers.slice(0, -1), later]) expect(answer.body).toContain(texts.outage.title);

    cluster.thaw();
    const thawedAt = Date.now();
    let recovered = await timedGet(server.url + horsePath(horses[0], "eval"));
    while (recovered.status !== 200 && Date.now() - thawedAt < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await timedGet(server.url + horsePath(horses[0], "eval"));
    }
    console.log(JSON.stringify({ fault: "thaw", frozenMs: thawedAt - frozenAt, recoveryMs: Date.now() - thawedAt }));
    expect(recovered.status).toBe(200);
    expect(Date.now() - thawedAt).toBeLessThan(5_000);
    expect(server.process.exitCode).toBeNull();
  }, 90_000);
});
