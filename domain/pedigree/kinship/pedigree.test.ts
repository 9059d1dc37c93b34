import { describe, expect, it } from "vitest";
import { randomPedigree, seeded } from "../../../tests/support/kinship-pedigrees";
import { collectAncestors, placesIn } from "./pedigree";

describe("collectAncestors", () => {
  it("gives the roots and all their ancestors, parents first, by a sort or a scan alike", () => {
    const random = seeded(16);
    for (let round = 0; round < 20; round++) {
      // Wide windows and many unknown parents make short lines (sorted), narrow ones long lines (scanned).
      const ped = randomPedigree(random, 400, round % 2 ? 0.45 : 0.05, round % 2 ? 200 : 6);
      const place = placesIn(ped);
      const mark = new Int32Array(ped.size);
      const into = new Int32Array(ped.size);
      for (let k = 0; k < 10; k++) {
        const roots = [Math.floor(random() * ped.size), Math.floor(random() * ped.size)];
        const count = collectAncestors(ped, place, roots, roots.length, mark, round * 10 + k + 1, into);
        const expected = new Set<number>();
        const visit = (x: number) => {
          if (x < 0 || expected.has(x)) return;
          expected.add(x);
          visit(ped.sire[x]);
          visit(ped.dam[x]);
        };
        roots.forEach(visit);
        expect([...into.subarray(0, count)]).toEqual([...expected].map((x) => place[x]).sort((a, b) => a - b));
      }
    }
  });
});
