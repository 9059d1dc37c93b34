import { beforeAll, expect, it } from "vitest";
import { homeBredCounts } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { importStud } from "#transfer/stud";
import { allHorses, forSaleHorses, homeBredGroups, homeBredHorses, horseByName, horsesByCategory } from "./horses";
import { escapeLike } from "./names";

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describeWithDatabase("horses (public reads)", (db) => {
  beforeAll(async () => {
    await importStud(db(), publicStud);
  });

  it("finds a horse by name in any letter case, with å, ä, ö and spaces", async () => {
    expect((await horseByName(db(), "pub åsa ängsöga"))?.name).toBe("Pub Åsa Ängsöga");
    expect((await horseByName(db(), "PUB ÅSA ÄNGSÖGA"))?.name).toBe("Pub Åsa Ängsöga");
    expect(await horseByName(db(), "Pub Ingen")).toBeNull();
  });

  it("lists a category's horses sorted the Swedish way, and one section of it", async () => {
    expect(names(await horsesByCategory(db(), "stallions"))).toEqual(["Pub Åsa Ängsöga", "Pub Örn"]);
    expect(names(await horsesByCategory(db(), "stallions", "a"))).toEqual(["Pub Åsa Ängsöga", "Pub Örn"]);
    expect(names(await horsesByCategory(db(), "stallions", "A"))).toEqual(["Pub Åsa Ängsöga", "Pub Örn"]);
    expect(await horsesByCategory(db(), "stallions", "c")).toEqual([]);
    expect(await horsesByCategory(db(), "stallions", "q")).toEqual([]);
  });

  it("lists for-sale horses (flagged or filed under for-sale), never sold ones", async () => {
    expect(names(await forSaleHorses(db()))).toEqual(["Pub Salu Bris", "Pub Salu Dimma"]);
    expect(names(await forSaleHorses(db(), "d"))).toEqual(["Pub Salu Dimma"]);
    expect(names(await horsesByCategory(db(), "for-sale", "b"))).toEqual(["Pub Salu Bris"]);
  });

  it("lists home-bred horses, sold ones included", async () => {
    expect(names(await homeBredHorses(db(), "Snöflingan"))).toEqual([
      "Pub Salu Bris",
      "Pub Sålda Sol",
      "Pub Åsa Ängsöga",
    ]);
    expect(names(await homeBredHorses(db(), "snöflingan "))).toHaveLength(3);
  });

  it("counts home-bred horses in the database as the page's charts count the whole list", async () => {
    const counted = homeBredCounts(await homeBredGroups(db(), "snöflingan "));
    expect(counted).toEqual(homeBredCounts(await homeBredHorses(db(), "Snöflingan")));
    expect(counted.total).toBe(3);
  });

  it("leaves sold horses out of every other list", async () => {
    expect(names(await allHorses(db()))).not.toContain("Pub Sålda Sol");
    expect(names(await allHorses(db(), { includeSold: true }))).toContain("Pub Sålda Sol");
    expect(await horsesByCategory(db(), "stallions", "b")).toEqual([]);
  });
});

it("escapes LIKE wildcards", () => {
  expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
});
