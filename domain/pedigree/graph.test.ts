import { describe, expect, it } from "vitest";
import { buildPedigreeGraph, type PedigreeGraph, type PedigreeGraphRow } from "./graph";

const row = (name: string, sire: string | null, dam: string | null, studHorse = false): PedigreeGraphRow => ({
  name,
  sire,
  dam,
  studHorse,
});

const parentNames = (graph: PedigreeGraph, name: string) => {
  const index = graph.indexOf.get(name.toLowerCase())!;
  const named = (parent: number) => (parent < 0 ? null : graph.names[parent]);
  return [named(graph.sire[index]), named(graph.dam[index])];
};

describe("buildPedigreeGraph", () => {
  it("indexes every horse, parents only mentioned included, matching names in any letter case", () => {
    const graph = buildPedigreeGraph([
      row("Föl", "far", "Mor", true),
      row("Far", "Farfar", "Unknown"),
      row("Mor", " ", null),
    ]);
    expect(graph.size).toBe(4);
    expect(parentNames(graph, "föl")).toEqual(["Far", "Mor"]);
    expect(parentNames(graph, "Far")).toEqual(["Farfar", null]);
    expect(parentNames(graph, "Mor")).toEqual([null, null]);
    expect(graph.names[graph.indexOf.get("farfar")!]).toBe("Farfar");
    expect([...graph.studHorse]).toEqual([1, 0, 0, 0]);
    // The row describing each horse, by its place among the rows: Farfar is only mentioned.
    expect([...graph.row]).toEqual([0, 1, 2, -1]);
  });

  it("keeps the first row's spelling and parents; a later row fills only what it left blank", () => {
    const graph = buildPedigreeGraph([
      row("Stjärna", "Entry Sire", null),
      row("STJÄRNA", "Horse Sire", "Horse Dam", true),
    ]);
    expect(graph.size).toBe(3);
    expect(graph.names[0]).toBe("Stjärna");
    expect(parentNames(graph, "stjärna")).toEqual(["Entry Sire", "Horse Dam"]);
    expect(graph.studHorse[0]).toBe(1);
    expect(graph.row[0]).toBe(0);
  });

  it("orders every horse after its parents", () => {
    const graph = buildPedigreeGraph([row("C", "B", "A"), row("B", "A", "X"), row("D", "C", "B"), row("A", null, "X")]);
    const position = new Map([...graph.order].map((horse, i) => [horse, i]));
    expect(position.size).toBe(graph.size);
    for (let horse = 0; horse < graph.size; horse++) {
      for (const parent of [graph.sire[horse], graph.dam[horse]]) {
        if (parent >= 0) expect(position.get(parent)!).toBeLessThan(position.get(horse)!);
      }
    }
  });

  it("breaks a loop in the data so that every walk ends", () => {
    // A → B → C → A, and a horse that is its own dam.
    const graph = buildPedigreeGraph([
      row("A", "B", null),
      row("B", "C", null),
      row("C", "A", null),
      row("Self", null, "self"),
    ]);
    expect(parentNames(graph, "A")).toEqual(["B", null]);
    expect(parentNames(graph, "B")).toEqual(["C", null]);
    expect(parentNames(graph, "C")).toEqual([null, null]);
    expect(parentNames(graph, "Self")).toEqual([null, null]);
    expect(new Set(graph.order).size).toBe(graph.size);
  });

  it("walks a line thousands of generations deep without running out of stack", () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => row(`H${i}`, `H${i + 1}`, null));
    const graph = buildPedigreeGraph(rows);
    expect(graph.size).toBe(50_001);
    expect(graph.names[graph.order[0]]).toBe("H50000");
  });
});
