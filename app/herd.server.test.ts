import { expect, it } from "vitest";
import { buildPedigreeGraph, herdGenetics, pedigreeKinshipSteps, runSteps, type CoiReading } from "#domain";
import { herdCsvResponse, herdView } from "./herd.server";

/** A founder pair A × B, their full siblings C and D, C × D's foal E, and `others` unrelated founders. */
const familyGraph = (others: string[] = []) =>
  buildPedigreeGraph(
    [
      ["A", null, null],
      ["B", null, null],
      ["C", "A", "B"],
      ["D", "A", "B"],
      ["E", "C", "D"],
      ...others.map((name) => [name, null, null]),
    ].map(([name, sire, dam]) => ({ name: name!, sire, dam, studHorse: false })),
  );

it("the herd's spreadsheet file gives each horse's mean kinship as a fraction with six decimals, last", async () => {
  // A founder pair A × B, their full siblings C and D, and C × D's foal E: mean kinship over C, D
  // and E by hand (domain/pedigree/herd-figures.test.ts) ⅜, ⅜ and 11/24; E's F ¼.
  const graph = familyGraph();
  const herd = herdGenetics(runSteps(pedigreeKinshipSteps(graph)), [
    { name: "E", generation: 3 },
    { name: "C", generation: null },
    { name: "D", generation: 2 },
  ]);
  const bytes = new Uint8Array(await herdCsvResponse(herd).arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = new TextDecoder()
    .decode(bytes.subarray(3))
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => line.split(";"));
  expect(header).toEqual(["Häst", "Inavelsgrad", "Fullständighet", "Generation", "Medelsläktskap"]);
  expect(rows).toEqual([
    ["C", "0,000000", "0,200000", "", "0,375000"],
    ["D", "0,000000", "0,200000", "2", "0,375000"],
    ["E", "0,250000", "0,400000", "3", "0,458333"],
  ]);
  const column = header.indexOf("Medelsläktskap");
  rows.forEach((row, i) => expect(Number(row[column].replace(",", "."))).toBeCloseTo(herd.horses[i].meanKinship, 6));
});

it("reads each listed horse's mean kinship in plain words, as a foal's coefficient", () => {
  // A founder pair A × B, their full siblings C and D, C × D's foal E, and seven unrelated
  // founders F1 … F7: ten reference horses. By hand, with each one's kinship with itself ½(1 + F):
  // E (½(1 + ¼) + ⅜ + ⅜) / 10 = 13,75 % hög; C and D (½ + ¼ + ⅜) / 10 = 11,25 % måttlig;
  // each F ½ / 10 = 5 % låg.
  const others = ["F1", "F2", "F3", "F4", "F5", "F6", "F7"];
  const graph = familyGraph(others);
  const herd = herdGenetics(
    runSteps(pedigreeKinshipSteps(graph)),
    ["C", "D", "E", ...others].map((name) => ({ name, generation: null })),
  );
  const view = herdView(herd);
  const expected: [name: string, meanKinship: number, reading: CoiReading][] = [
    ["E", 0.1375, "high"],
    ["C", 0.1125, "moderate"],
    ["D", 0.1125, "moderate"],
    ["F1", 0.05, "low"],
  ];
  for (const list of [view.lowestMeanKinship, view.highestMeanKinship]) {
    expect(list).toHaveLength(10);
    for (const [name, meanKinship, reading] of expected) {
      const horse = list.find((h) => h.name === name)!;
      expect(horse.meanKinship).toBeCloseTo(meanKinship, 12);
      expect(horse.reading).toBe(reading);
    }
  }
});
