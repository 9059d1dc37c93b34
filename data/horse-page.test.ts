import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDrivers, createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { importStud } from "#transfer/stud";
import type { Database, Db } from "./db";
import { evaluationsOf } from "./evaluations";
import { loadHorsePage } from "./horse-page";
import { meritsOf } from "./merits";
import { loadPedigreeInMemory } from "./pedigree/in-memory";
import { ribbonsOf } from "./ribbons";
import { loadStudRecords } from "./stud-records";

describeWithDatabase("evaluations, ribbons and merits (public reads)", (db) => {
  beforeAll(async () => {
    await importStud(db(), publicStud);
  });

  it("lists evaluations in display order, parsed into their types", async () => {
    const list = await evaluationsOf(db(), "pub åsa ängsöga");
    expect(list.map((e) => e.type)).toEqual([
      "exterior",
      "premiering",
      "trearstest",
      "kvalitetregistrering",
      "kvalitetfolbedomning",
      "kvalitetunghasttest",
    ]);
    expect(list[0]).toMatchObject({ horse: "Pub Åsa Ängsöga", judge: "Domare Ek", breedType: 8 });
    expect(await evaluationsOf(db(), "Pub Salu Bris")).toEqual([]);
  });

  it("lists ribbons in the order they were added", async () => {
    const list = await ribbonsOf(db(), "PUB ÅSA ÄNGSÖGA");
    expect(list).toHaveLength(10);
    expect(list.map((r) => r.text).slice(0, 2)).toEqual(["1:a Pub Rosett Ett", "2:a Pub Rosett Två"]);
    expect(list[9].text).toBe("Pub Rosett Tio");
  });

  it("groups merits by key, lines oldest first", async () => {
    // Each line also carries its id (the administrator's Ändra and Ta bort).
    expect(await meritsOf(db(), "pub åsa ängsöga")).toMatchObject([
      {
        key: "Dressyr Lokal Lätt C",
        lines: [{ date: "2024-07-01", text: "2/10 | Lokal Lätt C - Pub Dressyrdagen, Pub Ridklubb", points: 10 }],
      },
      {
        key: "Körning Lokal Debutant",
        lines: [
          { date: "2024-05-01", text: "1/12 | Lokal Debutant, Pub Kusk - Vårkörningen, Pub Körklubb", points: 12 },
          { date: "2024-06-01", text: "3/8 | Lokal Debutant, Pub Kusk - Sommarkörningen, Pub Körklubb", points: 6 },
        ],
      },
    ]);
    expect(await meritsOf(db(), "Pub Örn")).toEqual([]);
  });

  it("loads a sold horse's page with the horse alone, and null for an unknown name", async () => {
    const page = await loadHorsePage(db(), "pub sålda sol");
    expect(page).toMatchObject({ kind: "sold", horse: { owner: "Stall Sol" } });
    expect(await loadHorsePage(db(), "Pub Ingen")).toBeNull();
  });

  it("keeps the page when the ancestry query fails, and reports it", async () => {
    // Only the recursive ancestry query fails; everything else answers.
    const dialect = new PgDialect();
    const failing = new Proxy(db(), {
      get: (target, key, receiver) =>
        key === "execute"
          ? (query: SQL) =>
              /with recursive/i.test(dialect.sqlToQuery(query).sql)
                ? Promise.reject(new Error("ancestry down"))
                : target.execute(query)
          : Reflect.get(target, key, receiver),
    }) as Db;
    const errors: unknown[] = [];
    const page = await loadHorsePage(failing, "Pub Åsa Ängsöga", { onAncestryError: (error) => errors.push(error) });
    expect(errors).toHaveLength(1);
    expect(page).toMatchObject({ kind: "horse", ancestors: [], inbreeding: { coi: 0 } });
  });
});

/** The horse page's round trips, counted on every driver: the horse, then everything else in one statement. */
for (const driver of availableDrivers()) {
  describe(`horse page round trips [${driver}]`, () => {
    let database: Database;
    const queries: string[] = [];
    beforeAll(async () => {
      database = await createTestDatabase(driver, { onQuery: (query) => queries.push(query) });
      await importStud(database.db, publicStud);
    });
    afterAll(async () => {
      await database?.close();
    });

    it("loads the whole page in two statements, the pedigree in the second", async () => {
      queries.length = 0;
      const page = await loadHorsePage(database.db, "Pub Åsa Ängsöga");
      expect(queries).toHaveLength(2);
      expect(queries.filter((query) => /with recursive/i.test(query))).toHaveLength(1);
      if (page?.kind !== "horse") throw new Error("expected a horse page");
      expect(page.ribbons).toHaveLength(10);
      expect(page.offspring.map((o) => o.name)).toEqual(["Pub Fölet"]);
      expect(page.inbreeding.coi).toBeGreaterThan(0.125);
      // Only the ancestors the 4-generation pedigree shows travel to the page.
      expect(page.ancestors.map((a) => a.name)).toContain("Pub Urfar");
      expect(page.ancestors.length).toBeLessThanOrEqual(30);
    });

    it("needs no statement with the stud's records and the pedigree in memory", async () => {
      const memory = {
        heldPedigree: await loadPedigreeInMemory(database.db),
        records: await loadStudRecords(database.db),
      };
      queries.length = 0;
      const page = await loadHorsePage(database.db, "Pub Åsa Ängsöga", memory);
      expect(queries).toHaveLength(0);
      expect(page).toEqual(await loadHorsePage(database.db, "Pub Åsa Ängsöga"));
    });

    it("costs the same for a looping pedigree", async () => {
      queries.length = 0;
      const page = await loadHorsePage(database.db, "Pub Loop Ett");
      expect(page?.kind).toBe("horse");
      expect(queries).toHaveLength(2);
    });
  });
}
