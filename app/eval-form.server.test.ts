import { describe, expect, it } from "vitest";
import { latestRecordDate } from "#domain";
import * as texts from "#domain/texts";
import { evaluationSummary, parseEvalForm } from "./eval-form.server";

const common = { horse: "Bedömd Häst", date: "2026-05-01", judge: "Domare" };
const exterior = (scores: string[]) => ({
  ...common,
  type: "exterior",
  breedType: scores[0],
  hnb: scores[1],
  extremeties: scores[2],
  movement: scores[3],
  overall: scores[4],
});

describe("parseEvalForm", () => {
  it("reads a decimal comma and computes the exterior premium, ignoring a posted one", () => {
    const parsed = parseEvalForm({ ...exterior(["8", "8", "8", "8", "7,5"]), premium: "Klass II" });
    expect(parsed).toMatchObject({ ok: true, data: { type: "exterior", overall: 7.5, premium: "Diplom" } });
  });

  it("uses the premium edges: above 39 Diplom, below 36 Klass II, otherwise Klass I", () => {
    const premium = (total: string[]) => {
      const parsed = parseEvalForm(exterior(total));
      return parsed.ok && parsed.data.type === "exterior" ? parsed.data.premium : null;
    };
    expect(premium(["8", "8", "8", "8", "7"])).toBe("Klass I");
    expect(premium(["7", "7", "7", "7", "8"])).toBe("Klass I");
    expect(premium(["7", "7", "7", "7", "7"])).toBe("Klass II");
  });

  it("says which fields are missing, and keeps what was typed", () => {
    const values = { ...exterior(["8", "", "8", "8", "8"]), horse: "  " };
    const parsed = parseEvalForm(values);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.hnb).toBe(texts.validation.required);
    expect(parsed.fieldErrors.horse).toBe(texts.validation.required);
    expect(parsed.values).toEqual(values);
  });

  it("refuses a score outside 0–10 and text where a number belongs, naming the field", () => {
    const parsed = parseEvalForm(exterior(["11", "x", "8", "8", "8"]));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["breedType", "hnb"]);
    expect(parsed.fieldErrors.breedType).not.toMatch(/NaN|expected|förväntade/i);
  });

  it("refuses an unknown type instead of reading it as exterior", () => {
    const parsed = parseEvalForm({ ...exterior(["8", "8", "8", "8", "8"]), type: "hemlig" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors.type).toBeTruthy();
  });

  it("reads only the chosen type's fields", () => {
    const parsed = parseEvalForm({
      ...common,
      type: "kvalitetregistrering",
      section: "II",
      regNr: "RV-12",
      breedType: "not a number",
    });
    expect(parsed).toEqual({
      ok: true,
      data: { ...common, type: "kvalitetregistrering", section: "II", regNr: "RV-12" },
    });
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    const parsed = parseEvalForm({ ...exterior(["8", "8", "8", "8", "8"]), date: "1 maj" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual(["date"]);
  });
});

describe("evaluationSummary", () => {
  it("words the three-year test's totals and percentage", () => {
    const parsed = parseEvalForm({
      ...common,
      type: "trearstest",
      ...Object.fromEntries(
        ["typ", "hhb", "extr", "skritt", "trav", "galopp", "hoppTeknik", "hoppTemp"].map((n) => [n, "8"]),
      ),
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const lines = evaluationSummary(parsed.data);
    expect(lines.map((line) => line.value)).toContain("64 av 80");
    expect(lines.map((line) => line.value).some((value) => value.startsWith("80"))).toBe(true);
  });
});

describe("the date", () => {
  it("is refused before 1900-01-01 and after next year, the message naming the range; kept as typed", () => {
    for (const date of ["1899-12-31", "9999-12-31"]) {
      const values = { ...exterior(["8", "8", "8", "8", "8"]), date };
      const parsed = parseEvalForm(values);
      expect(parsed.ok || parsed.fieldErrors).toEqual({
        date: texts.faults.dateOutOfRange(date, "1900-01-01", latestRecordDate()),
      });
      expect(parsed.ok || parsed.values).toEqual(values);
    }
    expect(parseEvalForm({ ...exterior(["8", "8", "8", "8", "8"]), date: "1900-01-01" }).ok).toBe(true);
  });
});
