import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { fieldChanges, LOGGED_COLUMNS, LOGGED_TABLES, type LoggedTable } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { queryRows } from "./db";
import { changeLog, recordChange } from "./history";
import { addHorse, markSold } from "./horses";
import { evaluationData, horseRecord } from "./records";

// The change log reads every column of every logged table in the forms' words
// (domain/site/history.ts LOGGED_COLUMNS): a table or column added by a migration and not read
// there fails here, on the database the migrations made, so nothing is shown raw or forgotten.
describeWithDatabase("the change log reads every logged column", (db) => {
  it("logs exactly the tables LOGGED_TABLES names, and LOGGED_COLUMNS reads each of their columns", async () => {
    const logged = await queryRows<{ table_name: string }>(
      db(),
      sql`select distinct c.relname as table_name from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'record_change_row' and not t.tgisinternal order by 1`,
    );
    expect(logged.map((row) => row.table_name)).toEqual([...LOGGED_TABLES].sort());
    for (const table of LOGGED_TABLES) {
      const columns = await queryRows<{ column_name: string }>(
        db(),
        sql`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} order by 1`,
      );
      expect(Object.keys(LOGGED_COLUMNS[table as LoggedTable]).sort(), table).toEqual(
        columns.map((row) => row.column_name).sort(),
      );
    }
  });

  it("reads every field of every evaluation type", () => {
    const read = Object.keys(LOGGED_COLUMNS.evaluations.data.fields);
    for (const type of evaluationData.options)
      for (const field of Object.keys(type.shape)) expect(read, `${type.shape.type.value}.${field}`).toContain(field);
  });

  it("a sale reads as the forms say it, with no column's name", async () => {
    const actor = "admin@example.se";
    await addHorse(
      db(),
      horseRecord.parse({ name: "Logg Salu", category: "for-sale", breed: "d", gender: "Sto", forSale: true }),
    );
    await recordChange(db(), { actor, kind: "horse-sold" }, (tx) =>
      markSold(tx, "Logg Salu", { link: "https://example.se/ny", owner: "Ny Ägare" }),
    );
    const [sale] = (await changeLog(db(), 1)).items;
    const fields = sale.rows.flatMap((row) => fieldChanges(row.table, row.before, row.after));
    expect(fields).toContainEqual({ field: "Till salu", before: "ja", after: "nej" });
    expect(fields).toContainEqual({ field: "Kategori", before: "Till Salu", after: "Såld" });
    expect(fields).toContainEqual({ field: "Ny ägare", before: null, after: "Ny Ägare" });
    for (const { field } of fields) expect(field).not.toMatch(/^[a-z_]+$/);
  });
});
