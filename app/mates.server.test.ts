import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import type * as mates from "#data/mates";
import type * as domain from "#domain";
import { DEFAULT_STABLE_NAME } from "#domain";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { seedDemoStud } from "#transfer/seed";
import { matesFile, matesPage } from "./mates.server";

// Wrong choices are answered before the list is computed: the list's loader, and the look-ups of
// the horses in the pedigree that its kinships start with, are counted.
const counted = vi.hoisted(() => ({ loadMates: 0, horseIndex: 0 }));
vi.mock("#data/mates", async (importOriginal) => {
  const actual = await importOriginal<typeof mates>();
  return {
    ...actual,
    loadMates: (...args: Parameters<typeof actual.loadMates>) => {
      counted.loadMates++;
      return actual.loadMates(...args);
    },
  };
});
vi.mock("#domain", async (importOriginal) => {
  const actual = await importOriginal<typeof domain>();
  return {
    ...actual,
    horseIndex: (...args: Parameters<typeof actual.horseIndex>) => {
      counted.horseIndex++;
      return actual.horseIndex(...args);
    },
  };
});

describeWithDatabase("the mates list's wrong choices", (db) => {
  let mare: string;
  beforeAll(async () => {
    await seedDemoStud(db(), { stableName: DEFAULT_STABLE_NAME });
    const { loadBreedingCandidates } = await import("#data/breeding");
    mare = (await loadBreedingCandidates(db())).mare[0]!.horses[0]!.name;
  });
  beforeEach(() => {
    counted.loadMates = 0;
    counted.horseIndex = 0;
  });
  const url = (query: Record<string, string>) =>
    new URL(`http://localhost/breeding/mates?${new URLSearchParams({ mare, ...query }).toString()}`);

  it.each<Record<string, string>>([
    { sort: "bogus" },
    { page: "0" },
    { maxCoi: "abc" },
    { discipline: "Polo" },
    { stallion: "Someone" },
  ])("answers %o with 400 and its message without computing the list", async (query) => {
    const page = await matesPage(db(), url(query));
    expect(page.status).toBe(400);
    expect(page.list).toBeNull();
    expect(page.messages.length).toBeGreaterThan(0);
    expect(await matesFile(db(), url(query), "http://localhost")).toBeNull();
    expect(counted.loadMates).toBe(0);
  });

  it("answers a colour no foal can have with 400 without computing a kinship", async () => {
    const page = await matesPage(db(), url({ colour: "Regnbåge" }));
    expect(page.status).toBe(400);
    expect(page.messages).toContain(texts.matesErrors.unknownColour("Regnbåge"));
    expect(counted.horseIndex).toBe(0);
  });

  it("writes a file named by its choices, with the discipline and level beside each chance and absolute planner links", async () => {
    const file = (await matesFile(
      db(),
      url({ discipline: "Dressyr", level: "Lätt B", heightClass: "b" }),
      "https://snoflingan.example.se",
    ))!;
    const disposition = decodeURIComponent(file.headers.get("Content-Disposition")!);
    expect(disposition).toContain(
      `filename*=UTF-8''hingstar-till-${mare.replaceAll(" ", "-")}-Dressyr-minst-Lätt-B-höjdklass-B.csv`,
    );
    // The plain name without letters a header cannot carry.
    expect(disposition).toMatch(/filename="hingstar-till-[\w-]+-Dressyr-minst-Latt-B-hojdklass-B\.csv"/);
    const lines = (await file.text()).slice(1).trim().split("\r\n");
    const columns = lines[0]!.split(";");
    expect(columns.slice(columns.indexOf("Gren"), columns.indexOf("Chans") + 1)).toEqual([
      "Gren",
      "Nivå",
      "Höjdklass",
      "Chans",
    ]);
    for (const line of lines.slice(1)) {
      const cells = line.split(";");
      expect(cells.slice(columns.indexOf("Gren"), columns.indexOf("Chans"))).toEqual(["Dressyr", "Lätt B", "B"]);
      expect(cells.at(-1)).toMatch(/^https:\/\/snoflingan\.example\.se\/breeding\?stallion=.+&mare=.+&seed=\d+$/);
      // Fractions with six decimals, as the herd's and the season plan's files write them.
      expect(cells[columns.indexOf("Chans")]).toMatch(/^[01],\d{6}$/);
    }
  });

  it("computes the list for right choices (the counters count)", async () => {
    const page = await matesPage(db(), url({ sort: "coi" }));
    expect(page.status).toBe(200);
    expect(page.list?.total).toBeGreaterThan(0);
    expect(counted.loadMates).toBe(1);
    expect(counted.horseIndex).toBeGreaterThan(0);
  });
});
