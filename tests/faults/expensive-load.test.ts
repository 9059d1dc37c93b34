import { expect, it } from "vitest";
import { horsePath } from "#app/paths";
import { CANDIDATE_GENDERS, SOLD_CATEGORY } from "#domain";
import * as texts from "#domain/texts";
import { describeOnBothDrivers } from "#tests/support/stud-servers";
import { largeStud } from "#transfer/large-stud";

// One visitor must not stop the site (docs/decisions/0043-expensive-work-limits.md): clients
// fetching mates files as fast as they are answered, from one address, get 429 or 503 with
// Retry-After once past the limits, while another visitor's horse pages and /healthz go on
// answering 200 and nothing is taken for a database outage. Correctness only: the latencies are
// the bench's (`npm run bench -- --load-only`). A production server on a stud of 1,500 horses
// (15,000 pedigree entries), on PGlite and on a PostgreSQL cluster of this file's own. Needs the build.

const CLIENTS = 10;
const HAMMER_MS = 4_000;
const stud = largeStud({ horses: 1_500, pedigree: 15_000, generations: 12 });
const horses = (stud.horses ?? []).filter((horse) => horse.category !== SOLD_CATEGORY);
const mares = horses.filter((horse) => horse.gender === CANDIDATE_GENDERS.mare && horse.height);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

async function get(url: string): Promise<Answer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: "manual" });
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
  } catch {
    return { status: 0, retryAfter: null, body: "" };
  }
}

/** `CLIENTS` clients asking for mates files (a different mare each time) without pause, for HAMMER_MS. */
async function hammer(base: string, visit: () => Promise<void>) {
  const answers: Answer[] = [];
  const stopAt = Date.now() + HAMMER_MS;
  let next = 0;
  const client = async () => {
    while (Date.now() < stopAt) {
      const mare = mares[next++ % mares.length]!;
      answers.push(await get(`${base}/breeding/mates.csv?mare=${encodeURIComponent(mare.name)}&sort=chance`));
    }
  };
  await Promise.all([...Array.from({ length: CLIENTS }, client), visit()]);
  return answers;
}

describeOnBothDrivers("expensive work under load", stud, {}, (server, driver) => {
  it("refuses the hammering clients with Retry-After while visitors and /healthz get their answers", async () => {
    const visits: Answer[] = [];
    const health: Answer[] = [];
    let visitor = 0;
    const hammered = await hammer(server().url, async () => {
      await sleep(500);
      const stopAt = Date.now() + HAMMER_MS - 1_000;
      while (Date.now() < stopAt) {
        // A horse page the response cache has not seen, and the health check beside it.
        const horse = horses[visitor++ % horses.length]!;
        const [page, probe] = await Promise.all([
          get(server().url + horsePath(horse.name)),
          get(`${server().url}/healthz`),
        ]);
        visits.push(page);
        health.push(probe);
      }
    });
    const statuses = (answers: Answer[]) =>
      answers.reduce<Record<number, number>>(
        (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      );
    console.log(
      JSON.stringify({
        fault: "clients hammering mates files",
        driver,
        hammer: statuses(hammered),
        visits: statuses(visits),
        health: statuses(health),
      }),
    );
    const refused = hammered.filter(({ status }) => status === 429 || status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
    // The files that were made are whole files; nothing else but a refusal.
    for (const answer of hammered.filter(({ status }) => status !== 429 && status !== 503)) {
      expect(answer.status).toBe(200);
      expect(answer.body.split("\n").length).toBeGreaterThan(2);
    }
    expect(visits.length).toBeGreaterThan(3);
    for (const visit of visits) {
      expect(visit.status).toBe(200);
      expect(visit.body).not.toContain(texts.outage.title);
    }
    expect(health.map(({ status }) => status).filter((status) => status !== 200)).toEqual([]);
    expect(server().output()).not.toContain("database unreachable");
  }, 60_000);
});
