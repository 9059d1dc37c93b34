import { beforeAll, expect, it } from "vitest";
import {
  disciplineLevels,
  foalOutcome,
  heightClass,
  MATES_PAGE_SIZE,
  parseMateChoices,
  type BreedingCandidate,
  type MateChoices,
} from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { largeStud } from "#transfer/large-stud";
import { importStud } from "#transfer/stud";
import { loadBreedingCandidates, planFoal } from "./breeding";
import { loadMates } from "./mates";
import { pedigreeInMemoryAt } from "./pedigree/in-memory";
import { studFile } from "./records";

// A small large stud: popular sires, so most pairs share ancestors at every depth.
const stud = studFile.parse(largeStud({ horses: 400, pedigree: 3_000, generations: 12 }));

const choicesFor = (role: "mare" | "stallion", name: string, extra: Record<string, string> = {}): MateChoices => {
  const { choices, problems } = parseMateChoices({ [role]: name, ...extra });
  expect(problems).toEqual([]);
  return choices;
};

describeWithDatabase("mates list", (db) => {
  let mares: BreedingCandidate[];
  let stallions: BreedingCandidate[];
  beforeAll(async () => {
    await importStud(db(), stud);
    const candidates = await loadBreedingCandidates(db());
    mares = candidates.mare.flatMap((group) => group.horses);
    stallions = candidates.stallion.flatMap((group) => group.horses);
  }, 120_000);

  it("offers every stallion the planner offers aged 3 or more, and agrees with the planner pair by pair", async () => {
    let related = 0;
    for (const mare of mares.slice(-3)) {
      const result = await loadMates(db(), choicesFor("mare", mare.name, { discipline: "Hoppning" }), true);
      if (!result.ok) throw new Error(result.reason);
      const rows = result.value.rows.items;
      // Horses under 3 are left out unless asked for.
      expect(rows.map((row) => row.mate).sort()).toEqual(
        stallions
          .filter((s) => s.age >= 3)
          .map((s) => s.name)
          .sort(),
      );
      // The levels on the mare's own class's ladder.
      expect(result.value.ladder).toBe(heightClass(mare.heightCm));
      const ladder = disciplineLevels("Hoppning", result.value.ladder);
      expect(ladder).toContain(result.value.level);
      for (const row of rows.filter((row, i) => row.coi > 0 || i % 5 === 0)) {
        const stallion = stallions.find((s) => s.name === row.mate)!;
        const plan = await planFoal(db(), stallion, mare, row.seed, await pedigreeInMemoryAt(db()));
        // One engine: the list reads the mare's kinship to all, the planner the pair's (its sums in
        // another order), the same to the last bits a page could show.
        expect(row.coi, `${stallion.name} × ${mare.name}`).toBeCloseTo(plan.lineage.inbreeding.coi, 15);
        expect(row.knownShare).toBe(plan.lineage.inbreeding.completeness.knownShare);
        expect(row.completeGenerations).toBe(plan.lineage.inbreeding.completeness.completeGenerations);
        const outcome = foalOutcome(stallion, mare, result.value.ladder).disciplines.find(
          (d) => d.discipline === "Hoppning",
        )!;
        const rank = ladder.indexOf(result.value.level);
        const atLeast = outcome.levels
          .filter((l) => ladder.indexOf(l.label) >= rank)
          .reduce((sum, l) => sum + l.probability, 0);
        expect(row.chance).toBeCloseTo(atLeast, 12);
        expect(row.expectedScore).toBeCloseTo(outcome.expectedScore, 10);
        expect(row.lethalChance).toBe(plan.lethalProbability);
        if (row.coi > 0) related++;
      }
    }
    expect(related).toBeGreaterThan(10);
  }, 120_000);

  it("lists a stallion's mares the same way, filters and sorts", async () => {
    const stallion = stallions.at(-1)!;
    const all = await loadMates(db(), choicesFor("stallion", stallion.name.toUpperCase(), { sort: "coi" }), true);
    if (!all.ok) throw new Error(all.reason);
    expect(all.value.horse.name).toBe(stallion.name);
    const cois = all.value.rows.items.map((row) => row.coi);
    expect(cois).toEqual([...cois].sort((a, b) => a - b));
    const limit = cois[Math.floor(cois.length / 2)];
    const filtered = await loadMates(
      db(),
      choicesFor("stallion", stallion.name, { maxCoi: String(limit * 100), sort: "chance" }),
    );
    if (!filtered.ok) throw new Error(filtered.reason);
    expect(filtered.value.rows.total).toBe(cois.filter((coi) => coi <= limit).length);
    const chances = filtered.value.rows.items.map((row) => row.chance);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
  }, 60_000);

  it("gives every page by coefficient or name as the slice of the whole list, figures and all", async () => {
    const mare = mares.at(-2)!;
    for (const sort of ["coi", "name"]) {
      const whole = await loadMates(db(), choicesFor("mare", mare.name, { sort }), true);
      if (!whole.ok) throw new Error(whole.reason);
      const rows = whole.value.rows.items;
      // The case is a real test only with a first page of unrelated mates and related ones after it.
      const related = rows.filter((row) => row.coi > 0).length;
      expect(related).toBeGreaterThan(0);
      expect(rows.length - related).toBeGreaterThan(MATES_PAGE_SIZE);
      const pages = Math.ceil(rows.length / MATES_PAGE_SIZE);
      for (let page = 1; page <= pages; page++) {
        const shown = await loadMates(db(), choicesFor("mare", mare.name, { sort, page: String(page) }));
        if (!shown.ok) throw new Error(shown.reason);
        expect(shown.value.rows.total).toBe(rows.length);
        expect(shown.value.rows.items, `${sort}, page ${page}`).toEqual(
          rows.slice((page - 1) * MATES_PAGE_SIZE, page * MATES_PAGE_SIZE),
        );
      }
    }
  }, 120_000);

  it("offers a horse the levels of one height class's ladder: its own by default, another when chosen", async () => {
    const pony = mares.find((mare) => heightClass(mare.heightCm) !== "Horse")!;
    const refused = await loadMates(
      db(),
      choicesFor("mare", pony.name, { discipline: "Dressyr", level: "Grand Prix" }),
    );
    expect(refused).toMatchObject({
      ok: false,
      reason: "level",
      problem: { kind: "unknownLevel", value: "Grand Prix", ladder: heightClass(pony.heightCm) },
    });
    const chosen = await loadMates(
      db(),
      choicesFor("mare", pony.name, { discipline: "Dressyr", heightClass: "horse", level: "grand prix" }),
      true,
    );
    if (!chosen.ok) throw new Error(chosen.reason);
    expect(chosen.value).toMatchObject({ ladder: "Horse", level: "Grand Prix" });
    // Grand Prix is 350 points on the Horse ladder: the chance is the outcome table's on that ladder.
    for (const row of chosen.value.rows.items.slice(0, 5)) {
      const stallion = stallions.find((s) => s.name === row.mate)!;
      const levels = foalOutcome(stallion, pony, "Horse").disciplines.find((d) => d.discipline === "Dressyr")!.levels;
      expect(row.chance).toBeCloseTo(levels.find((l) => l.label === "Grand Prix")?.probability ?? 0, 12);
    }
  });

  it("tells an unknown horse from one of the other role", async () => {
    expect(await loadMates(db(), choicesFor("mare", "Ingen Sådan"))).toEqual({
      ok: false,
      reason: "unknown",
      role: "mare",
      name: "Ingen Sådan",
    });
    const stallion = stallions[0];
    expect(await loadMates(db(), choicesFor("mare", stallion.name))).toEqual({
      ok: false,
      reason: "wrongRole",
      role: "mare",
      name: stallion.name,
    });
  });
});

// A stallion among his close relatives (parents and offspring, full and half siblings), an unrelated
// mare and a yearling: the list marks the relatives, can leave them out, and leaves out the
// yearling unless asked.
const STATS = [50, 48, 52, 50, 49, 47, 51, 50, 48, 46, 53, 50, 47, 45, 52, 49];
const family = studFile.parse({
  horses: [
    ["Stam Hingst", "Hingst", "stallions", 8, "Stam Fadern", "Stam Modern"],
    ["Stam Modern", "Sto", "broodmares", 18, null, null],
    ["Stam Syster", "Sto", "broodmares", 6, "Stam Fadern", "Stam Modern"],
    ["Stam Halvsyster", "Sto", "broodmares", 5, "Stam Fadern", null],
    ["Stam Dotter", "Sto", "competitors", 4, "Stam Hingst", "Stam Främling"],
    ["Stam Främling", "Sto", "broodmares", 9, null, null],
    ["Stam Fölet", "Sto", "youngsters", 1, null, null],
  ].map(([name, gender, category, age, sire, dam]) => ({
    name,
    gender,
    category,
    age,
    sire,
    dam,
    breed: "d",
    height: 150,
    stats: STATS,
  })),
  pedigree: [{ name: "Stam Fadern", gender: "Hingst", breed: "d" }],
});

describeWithDatabase("mates list: close relatives and young horses", (db) => {
  beforeAll(async () => {
    await importStud(db(), family);
  }, 60_000);

  it("marks parent, offspring, full and half siblings, shows age and section, and leaves out horses under 3", async () => {
    const result = await loadMates(db(), choicesFor("stallion", "Stam Hingst", { sort: "name" }), true);
    if (!result.ok) throw new Error(result.reason);
    const rows = result.value.rows.items;
    // The relation worked out from the names in the stud file.
    const parents = new Map(family.horses.map((h) => [h.name, [h.sire, h.dam]]));
    const [sire, dam] = parents.get("Stam Hingst")!;
    const byNames = (mate: string) => {
      const [s, d] = parents.get(mate)!;
      if (mate === sire || mate === dam) return "parent";
      if (s === "Stam Hingst" || d === "Stam Hingst") return "offspring";
      const shared = [s === sire && s, d === dam && d].filter(Boolean).length;
      return shared === 2 ? "fullSibling" : shared === 1 ? "halfSibling" : null;
    };
    expect(rows.map((row) => row.mate)).toEqual([
      "Stam Dotter",
      "Stam Främling",
      "Stam Halvsyster",
      "Stam Modern",
      "Stam Syster",
    ]);
    for (const row of rows) {
      expect(row.relation, row.mate).toBe(byNames(row.mate));
      expect(row.age).toBe(family.horses.find((h) => h.name === row.mate)!.age);
      expect(row.breed).toBe("d");
    }
    // Wright's textbook values: parent and offspring, full siblings 25 %, half siblings 12.5 %.
    const coi = Object.fromEntries(rows.map((row) => [row.mate, row.coi]));
    expect(coi).toEqual({
      "Stam Dotter": 0.25,
      "Stam Främling": 0,
      "Stam Halvsyster": 0.125,
      "Stam Modern": 0.25,
      "Stam Syster": 0.25,
    });

    const young = await loadMates(
      db(),
      choicesFor("stallion", "Stam Hingst", { sort: "name", young: "include" }),
      true,
    );
    if (!young.ok) throw new Error(young.reason);
    expect(young.value.rows.items.map((row) => row.mate)).toContain("Stam Fölet");

    const unrelated = await loadMates(
      db(),
      choicesFor("stallion", "Stam Hingst", { relatives: "exclude", young: "include" }),
      true,
    );
    if (!unrelated.ok) throw new Error(unrelated.reason);
    expect(unrelated.value.rows.items.map((row) => row.mate).sort()).toEqual(["Stam Främling", "Stam Fölet"]);
  });

  it("takes a name as the site search does: one match is the horse, several a choice, the other role said", async () => {
    for (const typed of ["stam hingst", "STAM HING", "  hingst "]) {
      const found = await loadMates(db(), choicesFor("stallion", typed));
      if (!found.ok) throw new Error(`${typed}: ${found.reason}`);
      expect(found.value.horse.name).toBe("Stam Hingst");
    }
    const folded = await loadMates(db(), choicesFor("mare", "stam framling"));
    expect(folded.ok && folded.value.horse.name).toBe("Stam Främling");
    const piece = await loadMates(db(), choicesFor("mare", "Stam S"));
    expect(piece.ok && piece.value.horse.name).toBe("Stam Syster");
    // A word of the name ranks above a piece inside one, as in the site search.
    expect(await loadMates(db(), choicesFor("mare", "syster"))).toEqual({
      ok: false,
      reason: "several",
      role: "mare",
      name: "syster",
      matches: ["Stam Syster", "Stam Halvsyster"],
      total: 2,
    });
    expect(await loadMates(db(), choicesFor("mare", "hingst"))).toMatchObject({
      ok: false,
      reason: "wrongRole",
      name: "Stam Hingst",
    });
    expect(await loadMates(db(), choicesFor("mare", "Fadern"))).toMatchObject({ ok: false, reason: "unknown" });
  });
});
