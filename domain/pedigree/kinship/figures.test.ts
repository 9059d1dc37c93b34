import { describe, expect, it } from "vitest";
import { randomPedigree, seeded } from "../../../tests/support/kinship-pedigrees";
import { buildPedigreeGraph, type PedigreeGraphRow } from "../graph";
import { runSteps } from "../steps";
import {
  ancestryKinship,
  CONTRIBUTIONS_SHOWN,
  foalInbreeding,
  horseIndex,
  type PedigreeKinship,
  pedigreeKinshipSteps,
} from "./figures";
import { inbreedingCoefficients } from "./inbreeding";

const row = (name: string, sire: string | null = null, dam: string | null = null): PedigreeGraphRow => ({
  name,
  sire,
  dam,
  studHorse: false,
});

const kinshipOf = (rows: PedigreeGraphRow[]): PedigreeKinship => ancestryKinship(rows);

describe("foalInbreeding", () => {
  const family = kinshipOf([
    row("Far"),
    row("Mor"),
    row("Mor Två"),
    row("Son", "Far", "Mor"),
    row("Dotter", "Far", "Mor"),
    row("Halvsyster", "Far", "Mor Två"),
  ]);

  it("gives the textbook figures: half siblings 12.5 %, full siblings 25 %, sire × own daughter 25 %", () => {
    expect(foalInbreeding(family, "Son", "Halvsyster").coi).toBe(0.125);
    expect(foalInbreeding(family, "Son", "Dotter").coi).toBe(0.25);
    expect(foalInbreeding(family, "Far", "Dotter").coi).toBe(0.25);
    expect(foalInbreeding(family, "Far", "Mor").coi).toBe(0);
  });

  it("names each common ancestor as stored, its part and its places in the foal's pedigree, summing to F", () => {
    const fullSibs = foalInbreeding(family, "SON", "dotter");
    expect(fullSibs.contributions).toEqual([
      { ancestor: "Far", share: 0.125, positions: ["2S", "2D"] },
      { ancestor: "Mor", share: 0.125, positions: ["2S", "2D"] },
    ]);
    expect(fullSibs.others).toEqual({ count: 0, share: 0 });
    expect(foalInbreeding(family, "Far", "Dotter").contributions).toEqual([
      { ancestor: "Far", share: 0.25, positions: ["1S", "2D"] },
    ]);
  });

  it("reads an unknown parent, however it is spelt, as an unrelated founder: never one shared ancestor", () => {
    const spelt = kinshipOf([row("A", "okänd", "0"), row("B", "Unknown", "?"), row("C", "A", "B")]);
    expect(horseIndex(spelt.graph, "okänd")).toBe(-1);
    expect(foalInbreeding(spelt, "A", "B")).toMatchObject({ coi: 0, contributions: [] });
    expect(foalInbreeding(spelt, "C", "Unknown")).toMatchObject({ coi: 0, contributions: [] });
    expect(foalInbreeding(spelt, "Ingen Sådan", "C").coi).toBe(0);
  });

  it("ends on a pedigree that loops", () => {
    const looped = kinshipOf([row("X", "Y", "Z"), row("Y", "X", "Z"), row("Z")]);
    expect(Number.isFinite(foalInbreeding(looped, "X", "Y").coi)).toBe(true);
  });

  it("gives the pedigree's completeness: known ancestors over 5 generations, complete generations", () => {
    // Foal of Son × Dotter: parents known (gen 1), grandparents known (gen 2), nothing further.
    expect(foalInbreeding(family, "Son", "Dotter").completeness).toEqual({
      knownShare: (1 + 1) / 5,
      completeGenerations: 2,
    });
    expect(foalInbreeding(family, "Son", null).completeness).toEqual({
      knownShare: (0.5 + 0.5) / 5,
      completeGenerations: 0,
    });
  });

  it("lists the largest parts by name and sums the rest, so the parts still add up to F", () => {
    const random = seeded(7);
    const ped = randomPedigree(random, 3000, 0.02, 40);
    const rows = Array.from({ length: ped.size }, (_, x) =>
      row(`H${x}`, ped.sire[x] < 0 ? null : `H${ped.sire[x]}`, ped.dam[x] < 0 ? null : `H${ped.dam[x]}`),
    );
    const kinship = kinshipOf(rows);
    const young = ped.order[ped.size - 1];
    const figures = foalInbreeding(kinship, `H${ped.sire[young]}`, `H${ped.dam[young]}`);
    expect(figures.contributions).toHaveLength(CONTRIBUTIONS_SHOWN);
    expect(figures.others.count).toBeGreaterThan(0);
    const sum = figures.contributions.reduce((s, c) => s + c.share, 0) + figures.others.share;
    expect(sum).toBeCloseTo(figures.coi, 12);
    // A horse's own parents give its F from the one pass, to the bit.
    expect(figures.coi).toBe(kinship.engine.inbreeding[horseIndex(kinship.graph, `H${young}`)]);
  });
});

describe("pedigreeKinshipSteps after a change", () => {
  it("gives the figures of a fresh pass, to the bit, whatever the indices now", () => {
    const random = seeded(11);
    for (let round = 0; round < 8; round++) {
      const ped = randomPedigree(random, 600, 0.1, 12);
      const name = (x: number) => (x < 0 ? null : `Häst ${x}`);
      const rows = Array.from({ length: ped.size }, (_, x) => row(`Häst ${x}`, name(ped.sire[x]), name(ped.dam[x])));
      const before = runSteps(pedigreeKinshipSteps(buildPedigreeGraph(rows)));
      // A few horses given other parents, a few foals added, the rows in another order (other indices).
      const changed = rows.map((r) => ({ ...r }));
      for (let k = 0; k < 5; k++) {
        const x = ped.order[Math.floor(random() * ped.size)];
        const older = ped.order.indexOf(x);
        if (older > 1) changed[x].sire = `Häst ${ped.order[Math.floor(random() * older)]}`;
      }
      for (let k = 0; k < 5; k++)
        changed.push(row(`Föl ${k}`, `Häst ${ped.order[ped.size - 1 - k]}`, `Häst ${ped.order[ped.size - 10 - k]}`));
      changed.reverse();
      const graph = buildPedigreeGraph(changed);
      const after = runSteps(pedigreeKinshipSteps(graph, before));
      const fresh = inbreedingCoefficients(graph);
      expect(after.engine.inbreeding).toEqual(fresh.inbreeding);
      expect(after.engine.variance).toEqual(fresh.variance);
    }
  });
});
