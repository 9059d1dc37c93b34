import { beforeAll, expect, it } from "vitest";
import { describeWithDatabase } from "#tests/support/database";
import { importStud, readStudFiles } from "#transfer/stud";
import { seasonPage } from "./season.server";

// The mates journeys' fixture (tests/e2e/fixtures/mates.json): Stam Hingst's full sister, his half
// sister (the same sire) and a mare unrelated to him. Their foals' coefficients by hand: ¼, ⅛, 0.
const stud = readStudFiles("tests/e2e/fixtures/mates.json")[0]!.stud;
const MARES = ["Stam Syster", "Stam Halvsyster", "Stam Främling"];

describeWithDatabase("the season plan page", (db) => {
  beforeAll(async () => {
    await importStud(db(), stud);
  });

  it("reads each planned foal's coefficient, and each plan's mean coefficient, in plain words", async () => {
    const params = new URLSearchParams({ sent: "1", stallion: "Stam Hingst", perStallion: "3", maxCoi: "12,5" });
    for (const mare of MARES) params.append("mare", mare);
    const page = await seasonPage(db(), new URL(`http://localhost/admin/season?${params}`));
    expect(page.messages).toEqual([]);
    const rows = new Map(page.plan!.rows.map((row) => [row.mare, row]));
    // The full sister's foal (25 %) is over the limit: no stallion, nothing to read.
    expect(rows.get("Stam Syster")).toMatchObject({ stallion: null, figures: null, coiReading: null });
    expect(rows.get("Stam Halvsyster")).toMatchObject({ stallion: "Stam Hingst", coiReading: "high" });
    expect(rows.get("Stam Halvsyster")!.figures!.coi).toBeCloseTo(1 / 8, 12);
    expect(rows.get("Stam Främling")).toMatchObject({ stallion: "Stam Hingst", coiReading: "low" });
    expect(rows.get("Stam Främling")!.figures!.coi).toBe(0);
    // Every plan covers the two allowed mares with him: a mean of ⅛ and 0, 6,25 %, moderate.
    for (const totals of Object.values(page.plan!.totals)) {
      expect(totals.covered).toBe(2);
      expect(totals.meanCoi).toBeCloseTo(1 / 16, 12);
      expect(totals.meanCoiReading).toBe("moderate");
    }
  });

  it("reads nothing where a plan covers no mare", async () => {
    const params = new URLSearchParams({ sent: "1", mare: "Stam Syster", stallion: "Stam Hingst", maxCoi: "6,25" });
    const page = await seasonPage(db(), new URL(`http://localhost/admin/season?${params}`));
    for (const totals of Object.values(page.plan!.totals))
      expect(totals).toMatchObject({ covered: 0, meanCoi: null, meanScore: null, meanCoiReading: null });
  });
});
