import { expect, it } from "vitest";
import { herdPath, horsePath } from "#app/paths";
import { CANDIDATE_GENDERS, SOLD_CATEGORY } from "#domain";
import * as texts from "#domain/texts";
import { postRibbon, signInOverHttp } from "#tests/support/admin-client";
import { describeOnBothDrivers } from "#tests/support/stud-servers";
import { largeStud } from "#transfer/large-stud";

// One administrator's writes must not stall the site (docs/decisions/0041-held-data-follows-writes.md):
// an administrator adds a ribbon every second and, every third write, a pedigree entry (a foal of two
// reference horses), while a visitor reads horse pages the response cache has not seen and the
// herd page. Every answer is 200 and no outage; the herd page asked for right after a pedigree
// write answers with the figures from before, marked as being updated (it does not wait for the
// new ones), and later with the new ones, unmarked. Correctness only: the latencies are logged
// here and measured by the bench (scripts/bench-writes-load.ts). A production server on a stud of
// 1,500 horses (15,000 pedigree entries), on PGlite and on a PostgreSQL cluster of this file's own.
// Needs the build.

const ADMIN = { email: "skrivare@example.se", password: "skrivare-lösenord-1" };
const WRITE_EVERY_MS = 1_000;
const WRITES = 6;
const stud = largeStud({ horses: 1_500, pedigree: 15_000, generations: 12, seed: 5 });
const horses = (stud.horses ?? []).filter((horse) => horse.category !== SOLD_CATEGORY);
const stallions = horses.filter((horse) => horse.gender === CANDIDATE_GENDERS.stallion);
const mares = horses.filter((horse) => horse.gender === CANDIDATE_GENDERS.mare);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  path: string;
  status: number;
  ms: number;
  body: string;
}

async function get(base: string, path: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(base + path, { signal: AbortSignal.timeout(30_000), redirect: "manual" });
    const body = await response.text();
    return { path, status: response.status, ms: performance.now() - started, body };
  } catch {
    return { path, status: 0, ms: performance.now() - started, body: "" };
  }
}

/** Adds a pedigree entry the way the admin form's fetch does; true when the server stored it. */
async function postPedigreeEntry(base: string, cookie: string, entry: { name: string; sire: string; dam: string }) {
  const response = await fetch(`${base}/admin/add-relation.data`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(entry),
  });
  return response.status === 200 && (await response.text()).includes(entry.name);
}

const updating = (answer: Answer) => answer.body.includes(texts.herd.updating);

describeOnBothDrivers(
  "an administrator's writes",
  stud,
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  (server, driver) => {
    it("answers visitors and the herd page during the writes, the herd page with the previous figures marked", async () => {
      const cookie = await signInOverHttp(server().url, ADMIN);
      // The first figures after a start are computed once and waited for.
      const first = await get(server().url, herdPath());
      expect(first.status).toBe(200);
      expect(updating(first)).toBe(false);

      const visits: Answer[] = [];
      const herdPages: Answer[] = [];
      const afterPedigreeWrites: Answer[] = [];
      let writing = true;
      const visitor = (async () => {
        for (let i = 0; writing; i++) {
          visits.push(await get(server().url, horsePath(horses[(i * 7) % horses.length].name)));
          if (i % 5 === 0) herdPages.push(await get(server().url, herdPath()));
        }
      })();
      for (let write = 0; write < WRITES; write++) {
        const started = performance.now();
        if (write % 3 === 2) {
          const foal = { name: `Skrivföl ${write}`, sire: stallions[write].name, dam: mares[write].name };
          expect(await postPedigreeEntry(server().url, cookie, foal)).toBe(true);
          // Asked for at once: the new figures cannot be ready, and the page does not wait for them.
          afterPedigreeWrites.push(await get(server().url, herdPath()));
        } else {
          expect(
            (await postRibbon(server().url, cookie, horses[write].name, `Skrivrosett ${write}`)).acknowledged,
          ).toBe(true);
        }
        await sleep(Math.max(0, WRITE_EVERY_MS - (performance.now() - started)));
      }
      writing = false;
      await visitor;

      // Once the computation is done, the page shows the new figures, unmarked.
      let settled = await get(server().url, herdPath());
      for (let tries = 0; updating(settled) && tries < 60; tries++) {
        await sleep(500);
        settled = await get(server().url, herdPath());
      }

      const ms = (answers: Answer[]) => answers.map((answer) => Math.round(answer.ms));
      console.log(
        JSON.stringify({
          fault: "an administrator writing every second",
          driver,
          visits: visits.length,
          visitMs: ms(visits).sort((a, b) => a - b)[Math.floor(visits.length / 2)],
          herdMs: ms([...herdPages, ...afterPedigreeWrites]),
          herdMarked: [...herdPages, ...afterPedigreeWrites].filter(updating).length,
        }),
      );
      for (const answer of [...visits, ...herdPages, ...afterPedigreeWrites, settled]) {
        expect(answer.status, answer.path).toBe(200);
        expect(answer.body).not.toContain(texts.outage.title);
      }
      expect(afterPedigreeWrites.length).toBe(2);
      for (const answer of afterPedigreeWrites) expect(updating(answer)).toBe(true);
      expect(updating(settled)).toBe(false);
      expect(server().output()).not.toContain("database unreachable");
      expect(server().output()).not.toMatch(/into memory failed|herd.s figures failed/);
    }, 120_000);
  },
);
