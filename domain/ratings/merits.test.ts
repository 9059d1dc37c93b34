import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { latestRecordDate } from "../site/input";
import * as texts from "../texts";
import {
  canonicalMeritKey,
  formatMeritLine,
  leadingPlacement,
  MERIT_STARTERS_MAX,
  meritIdentity,
  meritPoints,
  parseMeritImport,
  pastedLineReport,
  splitMeritLine,
  sumPoints,
} from "./merits";

describe("meritPoints", () => {
  it("gives points for places 1–10, 0 otherwise", () => {
    const points = Array.from({ length: 11 }, (_, i) => meritPoints(`${i + 1}/20 | Lokal Debutant`));
    expect(points).toEqual([12, 10, 6, 3, 1, 1, 1, 1, 1, 1, 0]);
    expect(meritPoints("0/12 | x")).toBe(0);
    expect(meritPoints("garbage")).toBe(0);
    expect(meritPoints("")).toBe(0);
  });
});

const row = (...columns: string[]) => columns.join("\t");

describe("placements", () => {
  it("are place N of M starters, 1 ≤ N ≤ M ≤ MERIT_STARTERS_MAX", () => {
    expect(leadingPlacement("1/1 | x")).toEqual({ place: 1, starters: 1 });
    expect(leadingPlacement(" 3 / 12 | x")).toEqual({ place: 3, starters: 12 });
    expect(leadingPlacement(`${MERIT_STARTERS_MAX}/${MERIT_STARTERS_MAX}`)).toEqual({
      place: MERIT_STARTERS_MAX,
      starters: MERIT_STARTERS_MAX,
    });
    expect(leadingPlacement("0012/0020")).toEqual({ place: 12, starters: 20 });
    for (const text of ["0/0", "11/10", "99999999999999999999/1", "1/99999999999999999999", "0/12", "1/1000", "1/0"])
      expect(leadingPlacement(text), text).toBe("out-of-range");
    for (const text of ["Lokal LC", "", "1-12", "1/ | x"]) expect(leadingPlacement(text), text).toBeNull();
  });

  it("out of range give no points, whatever the place says", () => {
    expect(meritPoints("1/99999999999999999999 | Lokal Debutant")).toBe(0);
    expect(meritPoints("1/12 | Lokal Debutant")).toBe(12);
  });

  it("out of range, or a date outside 1900-01-01 to next year, skip the import line, saying what is allowed", () => {
    const t = texts.meritImport;
    const lines = ["0/0", "11/10", "99999999999999999999/1", "1/99999999999999999999"].map((placement) =>
      row("2024-05-01", "Ronja", "Dressyr", "lok lc", placement, "Snöklubben", "Vårträffen"),
    );
    const dates = ["1899-12-31", "9999-12-31"].map((date) =>
      row(date, "Ronja", "Dressyr", "lok lc", "1/12", "Snöklubben", "Vårträffen"),
    );
    const result = parseMeritImport([...lines, ...dates].join("\n"));
    expect(result.merits).toEqual([]);
    const latest = latestRecordDate();
    expect(result.skipped.map((skip) => skip.reason)).toEqual([
      t.skipped(1, t.placementOutOfRange("0/0", MERIT_STARTERS_MAX)),
      t.skipped(2, t.placementOutOfRange("11/10", MERIT_STARTERS_MAX)),
      t.skipped(3, t.placementOutOfRange("99999999999999999999/1", MERIT_STARTERS_MAX)),
      t.skipped(4, t.placementOutOfRange("1/99999999999999999999", MERIT_STARTERS_MAX)),
      t.skipped(5, t.dateOutOfRange("1899-12-31", "1900-01-01", latest)),
      t.skipped(6, t.dateOutOfRange("9999-12-31", "1900-01-01", latest)),
    ]);
  });

  it("names a horse as it is stored: NFKC, so a fullwidth letter is the letter", () => {
    const [merit] = parseMeritImport(
      row("2024-05-01", "BarＴext", "Dressyr", "lok lc", "1/12", "Klubben", "Cupen"),
    ).merits;
    expect(merit.horse).toBe("BarText");
  });
});

describe("parseMeritImport", () => {
  it("builds merits with key, text and points", () => {
    const result = parseMeritImport(
      row("2024-05-01", "Ronja", "Dressyr", "lok lc", "1 / 12", "Snöklubben", "Vårträffen", "Anna") +
        "\r\n" +
        row("2024-05-02", "Ronja", "hoppning", "60", "11/12", "Snöklubben", "Vårträffen"),
    );
    expect(result.skipped).toEqual([]);
    expect(result.merits).toEqual([
      {
        horse: "Ronja",
        event: "Dressyr",
        classKey: "Lokal Lätt C",
        key: "Dressyr Lokal Lätt C",
        date: "2024-05-01",
        text: "1/12 | Lokal Lätt C, Anna - Vårträffen, Snöklubben",
        line: 1,
        points: 12,
      },
      {
        horse: "Ronja",
        event: "Hoppning",
        classKey: "P60",
        key: "Hoppning P60",
        date: "2024-05-02",
        text: "11/12 | P60 - Vårträffen, Snöklubben",
        line: 2,
        points: 0,
      },
    ]);
    expect(formatMeritLine(result.merits[0])).toBe("2024-05-01 | 1/12 | Lokal Lätt C, Anna - Vårträffen, Snöklubben");
  });

  it("gives one merit per horse of a Körning pair", () => {
    const { merits } = parseMeritImport(row("2024-06-01", "Ronja, Bror", "Körning", "Lokal Lätt", "2/5", "K", "C"));
    expect(merits.map((m) => [m.horse, m.key, m.points])).toEqual([
      ["Ronja", "Körning Lokal Lätt", 10],
      ["Bror", "Körning Lokal Lätt", 10],
    ]);
  });

  it("skips bad lines with a Swedish reason and ignores blank lines", () => {
    const result = parseMeritImport(
      [
        row("2024-05-01", "Ronja", "Dressyr", "LC", "1/12", "Klubb", "Tävling"),
        "",
        row("2024-05-01", "Ronja", "Dressyr", "LC", "1/12", "", "Tävling"),
        row("2024-05-01", "Ronja", "Dressyr", "LC", "första", "Klubb", "Tävling"),
        "   ",
        row("2024-05-01", "Ronja", "Dressyr", "LC", "1/12", "Klubb", "Tävling"),
        "bara text",
      ].join("\n"),
    );
    expect(result.merits).toHaveLength(1);
    expect(result.skipped).toEqual([
      { line: 3, reason: "Rad 3: saknar kolumn 6 (arrangör)" },
      { line: 4, reason: 'Rad 4: placeringen "första" har inte formen N/M' },
      { line: 6, reason: "Rad 6: samma merit som rad 1" },
      {
        line: 7,
        reason:
          "Rad 7: saknar kolumn 2 (häst), kolumn 3 (gren), kolumn 4 (klass), kolumn 5 (placering), kolumn 6 (arrangör), kolumn 7 (tävling)",
      },
    ]);
  });

  it("never throws and accounts for every non-blank line", () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom("1/2", "Körning", "a, b", "a,b,c", ""));
    const line = fc.oneof(
      fc.string(),
      fc.array(cell, { maxLength: 9 }).map((cells) => cells.join("\t")),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const text = lines.join("\n");
        const result = parseMeritImport(text);
        const lineCount = text.split(/\r?\n|\r/).filter((l) => l.trim() !== "").length;
        const used = new Set([...result.merits.map((m) => m.line), ...result.skipped.map((s) => s.line)]);
        return used.size === lineCount;
      }),
    );
  });
});

describe("sumPoints and meritIdentity", () => {
  it("sums the points the lines carry", () => {
    expect(sumPoints([{ points: 12 }, { points: 6 }, { points: 0 }])).toBe(18);
    expect(sumPoints([])).toBe(0);
  });

  it("tells merits apart by horse, key, date and text", () => {
    const merit = {
      horse: "Bris",
      key: "Dressyr Lokal Lätt C",
      date: "2024-05-01",
      text: "1/12 | Lokal Lätt C - Vårträffen, Snöklubben",
    };
    expect(meritIdentity(merit)).toBe(meritIdentity({ ...merit }));
    expect(meritIdentity(merit)).not.toBe(meritIdentity({ ...merit, date: "2024-05-02" }));
    expect(meritIdentity(merit)).not.toBe(meritIdentity({ ...merit, horse: "Storm" }));
  });
});

describe("canonicalMeritKey and splitMeritLine", () => {
  it("canonicalises the event and class of a key written another way", () => {
    expect(canonicalMeritKey("dressyr LC")).toBe("Dressyr Lätt C");
    expect(canonicalMeritKey("Dressyr Lokal Lätt C")).toBe("Dressyr Lokal Lätt C");
    expect(canonicalMeritKey("hunter under saddle  reg allow")).toBe("Hunter Under Saddle Regional Allowance");
    expect(canonicalMeritKey("Hoppning Okänd klass")).toBe("Hoppning Okänd klass");
    expect(canonicalMeritKey("Polo Lokal Lätt")).toBeNull();
    expect(canonicalMeritKey("Dressyr")).toBeNull();
  });

  it("splits a stored line at its first bar and reads back what formatMeritLine wrote", () => {
    const merit = { date: "2024-04-02", text: "1/8 | Lokal Lätt C, Anna - Vårtävling, Klubben" };
    expect(splitMeritLine(formatMeritLine(merit))).toEqual(merit);
    expect(splitMeritLine(" 2024-04-02|2/5 ")).toEqual({ date: "2024-04-02", text: "2/5" });
    expect(splitMeritLine("2024-04-02 1/8 Lokal")).toBeNull();
    expect(splitMeritLine(" | 1/8")).toBeNull();
  });
});

describe("pastedLineReport", () => {
  it("counts a Körning pair's line once, imported or skipped, with every reason on one entry", () => {
    const merits = [{ line: 1 }, { line: 3 }, { line: 3 }, { line: 4 }, { line: 4 }];
    const report = pastedLineReport(merits, [
      { line: 2, reason: "Rad 2: saknar kolumn" },
      { line: 4, reason: "Rad 4: redan importerad (A)" },
      { line: 4, reason: "Rad 4: redan importerad (B)" },
    ]);
    expect(report).toEqual({
      imported: 2,
      skipped: [
        { line: 2, reason: "Rad 2: saknar kolumn" },
        { line: 4, reason: "Rad 4: redan importerad (A); Rad 4: redan importerad (B)" },
      ],
    });
  });

  it("counts a pair's line imported when one of its two merits was stored", () => {
    expect(pastedLineReport([{ line: 1 }, { line: 1 }], [{ line: 1, reason: "x" }]).imported).toBe(1);
  });
});
