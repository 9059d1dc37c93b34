import { describe, expect, it } from "vitest";
import { potentialLabel, potentials } from "./potential";

const sixteen = (value: number) => Array<number>(16).fill(value);

describe("potentials", () => {
  it("is null unless there are exactly 16 stats", () => {
    expect(potentials(sixteen(1).slice(1), 140)).toBeNull();
    expect(potentials([...sixteen(1), 1], 140)).toBeNull();
  });

  it("lists the nine disciplines in order with weighted pair averages", () => {
    // strength 10/20, endurance 30/30, agility 0/0, speed 40/60, intelligence 5/15, movements 50/50, jumping 10/10, charisma 80/100
    const stats = [10, 20, 30, 30, 0, 0, 40, 60, 5, 15, 50, 50, 10, 10, 80, 100];
    const result = potentials(stats, 150)!;
    expect(result.map((p) => p.discipline)).toEqual([
      "Allround",
      "Dressyr",
      "Hoppning",
      "Fälttävlan",
      "Körning",
      "Galopp",
      "Trav",
      "Distans",
      "Utställning",
    ]);
    const scores = Object.fromEntries(result.map((p) => [p.discipline, p.score]));
    expect(scores).toEqual({
      Allround: 510,
      Dressyr: 15 + 10 + 2 * 50,
      Hoppning: 0 + 50 + 2 * 10,
      Fälttävlan: 30 + 50 + 2 * 10,
      Körning: 10 + 30 + 2 * 15,
      Galopp: 15 + 30 + 2 * 50,
      Trav: 50 + 15 + 2 * 30,
      Distans: 50 + 10 + 2 * 30,
      Utställning: 50 + 10 + 2 * 90,
    });
    expect(result.find((p) => p.discipline === "Dressyr")!.label).toBe("Medelsvår B");
  });

  it("uses the Dressyr class C thresholds", () => {
    const cases: [number, string][] = [
      [0, "Lätt C"],
      [9.5, "Lätt C"],
      [10, "Lätt B"],
      [50, "Lätt A"],
      [100, "Lätt A:P0"],
      [150, "Lätt A:P1"],
      [200, "Lätt A:P2"],
      [299.5, "Lätt A:P2"],
      [300, "FEI"],
      [400, "FEI"],
    ];
    for (const [score, label] of cases) expect(potentialLabel("Dressyr", score, "C")).toBe(label);
    expect(potentialLabel("Dressyr", 300, "B")).toBe("Lätt A:P2");
    expect(potentialLabel("Dressyr", 200, "A")).toBe("Lätt A");
  });

  it("falls back to the Horse row when the class has none", () => {
    expect(potentialLabel("Körning", 350, "A")).toBe("CAIO");
    expect(potentialLabel("Utställning", 300, "C")).toBe("Elit");
    expect(potentialLabel("Allround", 1000, "B")).toBe("Advanced");
    expect(potentialLabel("Galopp", 349, "D")).toBe("Nationell");
  });

  it("climbs the Horse Hoppning row 10 cm per 50 points", () => {
    expect([0, 49, 50, 200, 349, 350, 500].map((s) => potentialLabel("Hoppning", s, "Horse"))).toEqual([
      "90 cm",
      "90 cm",
      "100 cm",
      "130 cm",
      "150 cm",
      "160 cm",
      "160 cm",
    ]);
  });

  it("takes the height class from the height", () => {
    const stats = sixteen(0);
    stats[10] = 150;
    stats[11] = 150; // movements average 150 → Dressyr 300
    const label = (height: number) => potentials(stats, height)!.find((p) => p.discipline === "Dressyr")!.label;
    expect(label(100)).toBe("Lätt A");
    expect(label(135)).toBe("FEI");
    expect(label(160)).toBe("Intermediaire");
  });
});
