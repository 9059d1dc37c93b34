// A horse page the response cache missed costs no statement while what it shows is held in memory
// (docs/decisions/0035-horse-pages-from-memory.md); its news and a stallion's season only where there
// are some (data/horse-activity.ts). Counted through the route's own loader, on both drivers.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext, type RequestContext } from "#app/context";
import { addCovering, coveringRecord } from "#data/coverings";
import type { Database } from "#data/db";
import { recordChange } from "#data/history";
import { loadHorseActivity } from "#data/horse-activity";
import { setForSale } from "#data/horses";
import { loadPedigreeInMemory } from "#data/pedigree/in-memory";
import { studFile } from "#data/records";
import { loadStudRecords } from "#data/stud-records";
import { calendarDateInSweden, currentSeason, seasonEnd } from "#domain";
import { availableDrivers, createTestDatabase } from "#tests/support/database";
import { importStud } from "#transfer/stud";
import { loader } from "./horse";

const STALLION = "Sats Hingst";
const stud = studFile.parse({
  horses: [
    { name: STALLION, category: "stallions", breed: "b", gender: "Hingst", height: 130, sire: "Sats Far" },
    { name: "Sats Sto", category: "broodmares", breed: "b", gender: "Sto", height: 128 },
  ],
  pedigree: [{ name: "Sats Far", gender: "Hingst" }],
});

for (const driver of availableDrivers()) {
  describe(`a horse page's statements [${driver}]`, () => {
    let database: Database;
    const queries: string[] = [];
    beforeAll(async () => {
      database = await createTestDatabase(driver, { onQuery: (query) => queries.push(query) });
      await importStud(database.db, stud);
    });
    afterAll(async () => {
      await database?.close();
    });

    /** The loader's data for `name`, with what the server holds in memory (or nothing of `activity`), and the statements it sent. */
    async function load(name: string, { activity = true } = {}) {
      const held = {
        pedigree: await loadPedigreeInMemory(database.db),
        records: await loadStudRecords(database.db),
        activity: activity ? await loadHorseActivity(database.db) : null,
      };
      const context = new RouterContextProvider();
      context.set(requestContext, {
        db: database.db,
        heldPedigree: async () => held.pedigree,
        studRecords: async () => held.records,
        horseActivity: async () => held.activity,
      } as Partial<RequestContext> as RequestContext);
      queries.length = 0;
      // The loader reads only these of React Router's arguments.
      const answer = await loader({
        params: { horseid: name },
        context,
        request: new Request(`http://localhost/horse/${encodeURIComponent(name)}`),
      } as unknown as Parameters<typeof loader>[0]);
      if (!("init" in answer)) throw new Error(`expected a horse page, got ${answer.kind}`);
      const headers = new Headers(answer.init?.headers);
      const expires = headers.get("expires");
      // Never fresh in a browser until then: it asks again each time.
      if (expires !== null) expect(headers.get("cache-control")).toBe("no-cache");
      return { data: answer.data, expires, statements: queries.length };
    }

    it("sends none for a stallion without news or coverings, and asks only when something may be there", async () => {
      const quiet = await load(STALLION);
      expect(quiet.statements).toBe(0);
      expect(quiet.data.news).toEqual([]);
      expect(quiet.data.coverings?.mares).toEqual([]);
      // It names this season: the response cache keeps it until Sweden's year turns.
      expect(quiet.expires).toBe(seasonEnd(currentSeason()).toUTCString());
      // While which horses have news is being read, the page asks the database as before.
      expect((await load(STALLION, { activity: false })).statements).toBe(2);

      await recordChange(database.db, { actor: "admin@example.se", kind: "horse-sale" }, async (tx) => ({
        ok: await setForSale(tx, STALLION, true),
      }));
      await addCovering(
        database.db,
        coveringRecord.parse({
          stallion: STALLION,
          mare: "Sats Sto",
          date: calendarDateInSweden(new Date()),
          status: "covered",
          note: "",
          seed: 7,
        }),
      );
      const busy = await load(STALLION);
      expect(busy.statements).toBe(2);
      expect(busy.data.news).toHaveLength(1);
      expect(busy.data.coverings?.mares.map((covering) => covering.mare)).toEqual(["Sats Sto"]);
      // The mare has neither, and no season to go out of date.
      const mare = await load("Sats Sto");
      expect(mare.statements).toBe(0);
      expect(mare.expires).toBeNull();
    });
  });
}
