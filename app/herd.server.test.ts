import { expect, it } from "vitest";
import { buildPedigreeGraph, herdGenetics, pedigreeKinshipSteps, runSteps } from "#domain";
import { herdCsvResponse } from "./herd.server";

it("the herd's spreadsheet file gives each horse's mean kinship as a fraction with six decimals, last", async () => {
  // A founder pair A × B, their full siblings C and D, and C × D's foal E: mean kinship over C, D
  // and E by hand (domain/pedigree/herd-figures.test.ts) ⅜, ⅜ and 11/24; E's F ¼.
  const graph = buildPedigreeGraph(
    [
      ["A", null, null],
      ["B", null, null],
      ["C", "A", "B"],
      ["D", "A", "B"],
      ["E", "C", "D"],
    ].map(([name, sire, dam]) => ({ name: name!, sire, dam, studHorse: false })),
  );
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
