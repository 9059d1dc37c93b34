import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HEIGHT_CLASSES } from "../horses/horse-fields";
import {
  CLASS_LADDERS,
  EVENTS,
  canLevelUp,
  classLadder,
  copyLine,
  copyLines,
  matchesFilter,
  nextClass,
  normalizeClass,
  offeredClasses,
} from "./classes";

describe("normalizeClass", () => {
  it.each([
    ["LC", "Lätt C"],
    ["lätt c", "Lätt C"],
    ["Latt-C", "Lätt C"],
    ["msv", "Medelsvår"],
    ["Medelsvar", "Medelsvår"],
    ["sv", "Svår"],
    ["deb", "Debutant"],
    ["debut", "Debutant"],
    ["60", "P60"],
    ["p 60", "P60"],
    ["60 cm", "P60"],
    ["champ", "Championships"],
    ["championship", "Championships"],
    ["allow", "Allowance"],
    ["  fei ", "FEI"],
    ["lok LC", "Lokal Lätt C"],
    ["Lokalt Debutant", "Lokal Debutant"],
    ["reg. lätt b", "Regional Lätt B"],
    ["regionalt: msv", "Regional Medelsvår"],
    ["nat 80 cm", "Nationell P80"],
    ["nationellt svår", "Nationell Svår"],
    ["elite champ", "Elit Championships"],
    ["Elit CAIO", "Elit CAIO"],
    ["Elit-CCP", "Elit CCP"],
  ])("%s → %s", (text, expected) => {
    expect(normalizeClass(text)).toBe(expected);
  });

  it("keeps unknown text as written, trimmed", () => {
    expect(normalizeClass("  Mästarklass X ")).toBe("Mästarklass X");
    expect(normalizeClass("Lokal")).toBe("Lokal");
    expect(normalizeClass("lok okänd")).toBe("lok okänd");
  });

  it("is idempotent", () => {
    const aliasParts = fc.constantFrom(
      "lok",
      "Regional",
      "nat",
      "elite",
      "LC",
      "msv",
      "60 cm",
      "champ",
      "Lätt",
      "-",
      ".",
      " ",
      "x",
    );
    const text = fc.oneof(
      fc.string(),
      fc.array(aliasParts, { maxLength: 4 }).map((parts) => parts.join(" ")),
    );
    fc.assert(fc.property(text, (t) => normalizeClass(normalizeClass(t)) === normalizeClass(t)));
  });
});

describe("class ladders", () => {
  it("follows the ladder table of docs/product.md", () => {
    expect(classLadder("Dressyr", "A")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt C",
      "Regional Lätt B",
      "Nationell Lätt A",
    ]);
    expect(classLadder("Dressyr", "B")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt C",
      "Regional Lätt B",
      "Regional Lätt A",
      "Nationell Medelsvår",
      "Elit Medelsvår",
    ]);
    expect(classLadder("Dressyr", "D")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt C",
      "Regional Lätt B",
      "Regional Lätt A",
      "Nationell Medelsvår",
      "Elit FEI",
    ]);
    expect(classLadder("Dressyr", "Horse")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt C",
      "Regional Lätt B",
      "Regional Lätt A",
      "Nationell Medelsvår",
      "Nationell Svår",
      "Elit FEI",
    ]);
    expect(classLadder("Hoppning", "A")).toEqual(["Lokal Debutant", "Lokal P60", "Regional P70"]);
    expect(classLadder("Hoppning", "B")).toEqual(["Lokal Debutant", "Lokal P60", "Regional P70", "Nationell P80"]);
    expect(classLadder("Hoppning", "C")).toEqual([
      "Lokal Debutant",
      "Lokal P60",
      "Regional P70",
      "Nationell P80",
      "Elit P90",
    ]);
    expect(classLadder("Hoppning", "Horse")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt D",
      "Lokal Lätt C",
      "Regional Lätt B",
      "Regional Lätt A",
      "Nationell Medelsvår",
      "Elit Svår",
    ]);
    expect(classLadder("Fälttävlan", "A")).toBe("Ej lämplig");
    expect(classLadder("Fälttävlan", "C")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt",
      "Regional Lätt",
      "Nationell Medelsvår",
      "Elit CCP",
    ]);
    expect(classLadder("Fälttävlan", "Horse")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt",
      "Regional Medelsvår",
      "Nationell Svår",
      "Elit FEI",
    ]);
    expect(classLadder("Körning", "A")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt",
      "Regional Lätt",
      "Nationell Medelsvår",
      "Elit CAI",
      "Elit CAIO",
    ]);
    expect(classLadder("Galopp", "B")).toBe("Ej lämplig");
    expect(classLadder("Distans", "A")).toBe("Ej lämplig");
    expect(classLadder("Distans", "B")).toEqual(classLadder("Galopp", "C"));
    expect(classLadder("Galopp", "Horse")).toEqual([
      "Lokal Debutant",
      "Lokal Lätt",
      "Regional Lätt",
      "Nationell Medelsvår",
      "Elit Svår",
    ]);
    expect(classLadder("In-Hand Hunter", "A")).toEqual([
      "Lokal Debutant",
      "Regional Allowance",
      "Nationell Allowance",
      "Elit Championships",
    ]);
    expect(classLadder("Trail", "A")).toBe("Ej lämplig");
    expect(classLadder("Working Hunter", "B")).toEqual(classLadder("Utställning", "A"));
    expect(classLadder("tömkörning", "A")).toEqual(classLadder("Agility", "Horse"));
    expect(classLadder("Polo", "Horse")).toBe("Ej lämplig");
  });

  it("has canonical class names on every ladder", () => {
    for (const event of EVENTS) {
      for (const cls of HEIGHT_CLASSES) {
        const ladder = CLASS_LADDERS[event][cls];
        if (ladder !== "Ej lämplig") for (const name of ladder) expect(normalizeClass(name)).toBe(name);
      }
    }
  });

  it("moves one step, null on the last or an unknown class", () => {
    expect(nextClass("Hoppning", "A", "lok 60")).toBe("Regional P70");
    expect(nextClass("Hoppning", "A", "Regional P70")).toBeNull();
    expect(nextClass("Hoppning", "A", "Elit P90")).toBeNull();
    expect(nextClass("Fälttävlan", "A", "Lokal Debutant")).toBeNull();
    expect(nextClass("Körning", "Horse", "Elit CAI")).toBe("Elit CAIO");
  });
});

describe("copyLine", () => {
  const entry = {
    name: "Snöflingans Ronja",
    breed: "b",
    gender: "Sto",
    currentEvent: "Dressyr",
    currentClass: "reg lb",
  };

  it("writes a horse line", () => {
    expect(copyLine(entry)).toBe("Snöflingans Ronja (Welshponny, Sto) - Dressyr Regional Lätt B - Snöflingan");
    expect(copyLine(entry, "Stall X")).toBe("Snöflingans Ronja (Welshponny, Sto) - Dressyr Regional Lätt B - Stall X");
  });

  it("writes a Körning pair line", () => {
    expect(copyLine({ ...entry, currentEvent: "Körning", currentClass: "Lokal Lätt", partner: "Bror" })).toBe(
      "Snöflingans Ronja & Bror - Körning Lokal Lätt - Snöflingan",
    );
    expect(copyLine({ ...entry, currentEvent: "Körning", currentClass: "Lokal Lätt", partner: null })).toBe(
      "Snöflingans Ronja (Welshponny, Sto) - Körning Lokal Lätt - Snöflingan",
    );
  });
});

describe("copyLines", () => {
  const horse = (name: string, currentEvent: string, partner: string | null = null) => ({
    name,
    breed: "a",
    gender: "Sto",
    currentEvent,
    currentClass: "Lokal Lätt",
    partner,
  });

  it("writes one line per horse and a Körning pair once", () => {
    const lines = copyLines(
      [
        horse("Ada", "Körning", "Bea"),
        horse("Cleo", "Dressyr"),
        horse("Bea", "Körning", "Ada"),
        horse("Dora", "Körning"),
      ],
      "Stall X",
    );
    expect(lines).toEqual([
      "Ada & Bea - Körning Lokal Lätt - Stall X",
      "Cleo (Welsh Mountain, Sto) - Dressyr Lokal Lätt - Stall X",
      "Dora (Welsh Mountain, Sto) - Körning Lokal Lätt - Stall X",
    ]);
  });

  it("ignores a partner outside Körning", () => {
    expect(copyLines([horse("Ada", "Dressyr", "Bea"), horse("Bea", "Dressyr")])).toHaveLength(2);
  });
});

describe("offeredClasses", () => {
  it("is the ladder, or nothing where the event is not offered or the height class unknown", () => {
    expect(offeredClasses("Körning", "A")).toEqual(CLASS_LADDERS.Körning.A);
    expect(offeredClasses("Fälttävlan", "A")).toEqual([]);
    expect(offeredClasses("Allround", "B")).toEqual([]);
    expect(offeredClasses("Dressyr", null)).toEqual([]);
  });
});

describe("canLevelUp", () => {
  it("is true below the last class, false on it or without a height", () => {
    expect(canLevelUp({ height: 125, currentEvent: "Dressyr", currentClass: "Lokal Debutant" })).toBe(true);
    expect(canLevelUp({ height: 125, currentEvent: "Dressyr", currentClass: "Elit Medelsvår" })).toBe(false);
    expect(canLevelUp({ height: null, currentEvent: "Dressyr", currentClass: "Lokal Debutant" })).toBe(false);
  });
});

describe("matchesFilter", () => {
  const entry = { gender: "Sto", breed: "B", height: 125, premium: "Klass I" };
  it("matches everything without a filter and combines the filters", () => {
    expect(matchesFilter(entry, {})).toBe(true);
    expect(matchesFilter(entry, { gender: "Sto", breed: "b", height: "B", premium: "Klass I" })).toBe(true);
    expect(matchesFilter(entry, { gender: "Sto", breed: "c" })).toBe(false);
    expect(matchesFilter(entry, { height: "C" })).toBe(false);
    expect(matchesFilter(entry, { premium: "Diplom" })).toBe(false);
    expect(matchesFilter({ ...entry, height: null }, { height: "B" })).toBe(false);
  });
});
