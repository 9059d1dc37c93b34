import { describe, expect, it } from "vitest";
import { CHANGE_TEXT_SHOWN, fieldChanges, LOGGED_COLUMNS, LOGGED_TABLES, rowLabel } from "./history";

/** A stored horse row as to_jsonb gives it (snake case, every column). */
const horseRow = {
  id: 7,
  name: "Storm",
  category: "stallions",
  breed: "d",
  for_sale: true,
  picture: null,
  picture_alt: null,
  focus: "Dressyr",
  sire: "Far",
  dam: "Mor",
  gender: "Hingst",
  age: 5,
  height: 150,
  color: "Brun",
  genotype: "Ee Aa",
  stats: [60, 55, 40, 41],
  breeder: "Snöflingan",
  seller: null,
  description: "En stor häst.",
  generation: 2,
  moorwiesen: null,
  rvhf: null,
  link: null,
  owner: null,
  created: "2024-05-01T10:00:00+00:00",
  name_folded: "storm",
};

describe("change log wording", () => {
  it("names a row the way people name it", () => {
    expect(rowLabel("horses", { id: 1, name: "Storm" })).toBe("Storm");
    expect(rowLabel("ribbons", { horse: "Storm", text: "BIS" })).toBe("Storm: BIS");
    expect(rowLabel("evaluations", { horse: "Storm", type: "exterior", date: "2024-05-01" })).toBe(
      "Storm: Exteriörbedömning 2024-05-01",
    );
    expect(rowLabel("merits", { horse: "Storm", key: "Dressyr Lokal Lätt C", date: "2024-01-02" })).toBe(
      "Storm: Dressyr Lokal Lätt C 2024-01-02",
    );
  });

  it("reads an edit in the forms' labels and values: Till salu: ja → nej, Ras: Welsh Cob (D)", () => {
    const sold = { ...horseRow, for_sale: false, category: "sold", breed: "c", stats: [60, 55, 40, 42] };
    expect(fieldChanges("horses", horseRow, sold)).toEqual([
      { field: "Kategori", before: "Hingstar", after: "Såld" },
      { field: "Ras", before: "Welsh Cob (D)", after: "Welsh Cobtyp (C)" },
      { field: "Till salu", before: "ja", after: "nej" },
      { field: "Egenskaper (str uth smi snb int rör hopp karm)", before: "60 55 40 41", after: "60 55 40 42" },
    ]);
  });

  it("never shows an internal column (keys, timestamps, the folded name), added or removed", () => {
    const fields = fieldChanges("horses", null, horseRow);
    const shown = fields.map((change) => change.field);
    expect(shown).toContain("Namn");
    expect(shown).toContain("Mankhöjd (cm)");
    for (const change of fields) {
      expect(change.field).not.toMatch(/^[a-z_]+$/);
      expect(change.after).not.toBe("storm");
    }
    expect(fields.find((change) => change.field === "Ras")?.after).toBe("Welsh Cob (D)");
    expect(
      fieldChanges("competition", { id: 3, name: "Storm", current_class: "Lokal Debutant", merit_count: 0 }, null),
    ).toEqual([
      { field: "Häst", before: "Storm", after: null },
      { field: "Klass", before: "Lokal Debutant", after: null },
      { field: "Meriter", before: "0", after: null },
    ]);
    expect(fieldChanges("ribbons", null, { id: 1, horse: "Storm", text: "BIS", image: null, position: 2 })).toEqual([
      { field: "Häst", before: null, after: "Storm" },
      { field: "Rosettens text", before: null, after: "BIS" },
    ]);
  });

  it("lists only the changed fields of an edit, an evaluation's own fields under their labels", () => {
    const before = {
      id: 3,
      horse: "Storm",
      type: "exterior",
      judge: "A",
      data: { type: "exterior", overall: 7, hnb: 8 },
    };
    const after = {
      id: 3,
      horse: "Storm",
      type: "exterior",
      judge: "B",
      data: { type: "exterior", overall: 7.5, hnb: 8 },
    };
    expect(fieldChanges("evaluations", before, after)).toEqual([
      { field: "Domare", before: "A", after: "B" },
      { field: "Helhetsintryck", before: "7", after: "7,5" },
    ]);
  });

  it("reads codes as the pages do and shortens long texts", () => {
    expect(fieldChanges("coverings", { id: 1, status: "planned" }, { id: 1, status: "covered" })).toEqual([
      { field: "Status", before: "planerad", after: "betäckt" },
    ]);
    expect(fieldChanges("pedigree", { id: 1, breed: "a" }, { id: 1, breed: "Arab" })).toEqual([
      { field: "Ras", before: "Welsh Mountain (A)", after: "Arab" },
    ]);
    // A seed as the coverings list and the planner write it, which a breeder may type back.
    expect(fieldChanges("coverings", null, { id: 1, seed: 3_487_308_230 })).toEqual([
      { field: "Slumpfrö", before: null, after: "3487308230" },
    ]);
    const long = "ord ".repeat(60);
    const [description] = fieldChanges("horses", { description: "Kort." }, { description: long });
    expect(description.after!.length).toBeLessThanOrEqual(CHANGE_TEXT_SHOWN + 2);
    expect(description.after).toMatch(/…$/);
    expect(fieldChanges("news", null, { id: 4, kind: "sold", horse: "Storm", facts: {}, title: "" })).toEqual([
      { field: "Häst", before: null, after: "Storm" },
      { field: "Nyhet", before: null, after: "Storm är såld" },
    ]);
  });

  it("an unknown column is not shown raw", () => {
    expect(fieldChanges("merits", null, { id: 1, some_new_column: "x", points: 12 })).toEqual([
      { field: "Poäng", before: null, after: "12" },
    ]);
  });

  it("every logged table has its columns read", () => {
    expect(Object.keys(LOGGED_COLUMNS).sort()).toEqual([...LOGGED_TABLES].sort());
  });
});
