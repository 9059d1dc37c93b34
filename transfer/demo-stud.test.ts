import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { premiumOf } from "#data/competition";
import { loadHorsePage } from "#data/horse-page";
import { studFile } from "#data/records";
import {
  allelesOf,
  BREEDS,
  GENES,
  HORSE_CATEGORIES,
  NOT_OFFERED,
  classLadder,
  colourName,
  duplicateAncestors,
  formatGenotype,
  heightClass,
  ancestryKinship,
  foalInbreeding,
  lineageName,
  meritPoints,
  parseGenotype,
  pedigreeSlots,
  type ParentsLookup,
  sumPoints,
  UNKNOWN_ALLELE,
} from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { DEMO_STUD_FILE, demoStud } from "./demo-stud";
import { seedDemoStud } from "./seed";
import { exportStud, studCounts, studFileText } from "./stud";

const stud = studFile.parse(demoStud("Snöflingan"));
const byName = new Map(stud.horses.map((horse) => [horse.name, horse]));
const lookup: ParentsLookup = (name) => stud.pedigree.find((entry) => entry.name === name);
/** Section heights (Welsh studbook): A ≤ 122 cm, B and C ≤ 137 cm, D above 137 cm. */
const SECTION_HEIGHT: Record<string, (cm: number) => boolean> = {
  a: (cm) => cm <= 122,
  b: (cm) => cm <= 137,
  c: (cm) => cm <= 137,
  d: (cm) => cm > 137,
  x: () => true,
};

/**
 * The genes whose pair a horse cannot have from its parents' genotypes (null: not known), by the
 * site's own allele rules (domain/colour: each parent passes one of its two alleles, as
 * foalColourOdds has it; an unknown allele `?` may be any), each as `{gene} {pair} from {sire} × {dam}`.
 */
function allelesFromNowhere(genotype: string | null | undefined, sire: string | null, dam: string | null): string[] {
  const fits = (allele: string, parent: readonly string[] | null) =>
    !parent || allele === UNKNOWN_ALLELE || parent.includes(allele) || parent.includes(UNKNOWN_ALLELE);
  return GENES.flatMap(({ name: gene }) => {
    const [x, y] = allelesOf(parseGenotype(genotype), gene);
    const [s, d] = [sire, dam].map((parent) => (parent === null ? null : allelesOf(parseGenotype(parent), gene)));
    const possible = (fits(x, s) && fits(y, d)) || (fits(y, s) && fits(x, d));
    return possible ? [] : [`${gene} ${x}${y} from ${s?.join(" ") ?? "?"} × ${d?.join(" ") ?? "?"}`];
  });
}

describe("demo stud", () => {
  it("is a stud file exactly as the export writes one, with the default stable as breeder and seller", () => {
    expect(studFileText(demoStud())).toBe(readFileSync(DEMO_STUD_FILE, "utf8"));
  });

  it("has at least 40 horses over every category and section, and all three genders", () => {
    expect(stud.horses.length).toBeGreaterThanOrEqual(40);
    for (const category of HORSE_CATEGORIES)
      expect(
        stud.horses.some((h) => h.category === category),
        category,
      ).toBe(true);
    for (const breed of BREEDS)
      expect(
        stud.horses.some((h) => h.breed === breed),
        breed,
      ).toBe(true);
    expect(new Set(stud.horses.map((h) => h.gender))).toEqual(new Set(["Hingst", "Sto", "Valack"]));
    expect(stud.horses.some((h) => /[åäö]/i.test(h.name) && h.name.includes(" "))).toBe(true);
    expect(stud.horses.filter((h) => h.forSale).length).toBeGreaterThan(0);
  });

  it("gives every horse fitting height, 16 stats, a canonical genotype with its colour, and a description", () => {
    const heightClasses = new Set<string>();
    for (const horse of stud.horses) {
      expect(SECTION_HEIGHT[horse.breed](horse.height!), `${horse.name} ${horse.height} cm`).toBe(true);
      heightClasses.add(heightClass(horse.height!));
      expect(horse.stats, horse.name).toHaveLength(16);
      expect(formatGenotype(parseGenotype(horse.genotype))).toBe(horse.genotype);
      expect(horse.color).toBe(colourName(horse.genotype!));
      expect(horse.desc?.length).toBeGreaterThan(20);
      expect(horse.generation).toBeGreaterThanOrEqual(0);
      expect(horse.generation).toBeLessThanOrEqual(10);
      if (horse.category === "sold") expect(horse.link && horse.owner, horse.name).toBeTruthy();
    }
    expect(heightClasses).toEqual(new Set(["A", "B", "C", "D", "Horse"]));
    expect(stud.horses.filter((h) => (h.desc ?? "").split(/\s+/).length > 50).length).toBeGreaterThanOrEqual(2);
  });

  it("has ribbon-rich horses and horses with a few ribbons, and home-bred and bought-in horses", () => {
    expect(stud.horses.filter((h) => h.ribbons.length >= 9).length).toBeGreaterThanOrEqual(3);
    expect(stud.horses.some((h) => h.ribbons.length >= 1 && h.ribbons.length <= 3)).toBe(true);
    expect(stud.horses.filter((h) => h.breeder === "Snöflingan").length).toBeGreaterThan(20);
    expect(stud.horses.filter((h) => h.breeder !== "Snöflingan").length).toBeGreaterThan(5);
    expect(demoStud("Stall Test").horses?.filter((h) => h.breeder === "Stall Test").length).toBeGreaterThan(20);
  });

  it("has a pedigree for every horse, 5+ generations deep, line-bred, with F and RL codes", () => {
    for (const horse of stud.horses) expect(lookup(horse.name), horse.name).toBeDefined();
    const depth = (name: string | null | undefined): number => {
      const entry = name ? lookup(name) : undefined;
      return entry ? 1 + Math.max(depth(entry.sire), depth(entry.dam)) : 0;
    };
    expect(depth("Snöflingans Åskbris")).toBeGreaterThanOrEqual(6);
    const duplicates = duplicateAncestors(pedigreeSlots("Snöflingans Åskvigg", lookup));
    expect(duplicates.size).toBeGreaterThanOrEqual(3);
    const kinship = ancestryKinship(stud.pedigree.map((entry) => ({ ...entry, studHorse: false })));
    const coi = foalInbreeding(kinship, "Snöflingans Rosenkung", "Snöflingans Stjärnglans");
    expect(coi.coi).toBeGreaterThan(0);
    expect(stud.pedigree.some((e) => lineageName(e.evalExt) === "Foundation")).toBe(true);
    expect(stud.pedigree.some((e) => lineageName(e.evalExt) === "Real life")).toBe(true);
  });

  it("has evaluations of all six types, merits per the rules, and competition entries in valid classes", () => {
    expect(new Set(stud.evaluations.map((e) => e.type)).size).toBe(6);
    for (const evaluation of stud.evaluations) expect(byName.has(evaluation.horse), evaluation.horse).toBe(true);
    expect(stud.merits.length).toBeGreaterThan(10);
    for (const merit of stud.merits) {
      expect(merit.text).toMatch(/^\d+\/\d+ \| [^,]+, [^-]+ - [^,]+, .+$/);
      expect(merit.points).toBe(meritPoints(merit.text));
    }
    expect(stud.competition.length).toBeGreaterThanOrEqual(5);
    for (const entry of stud.competition) {
      const horse = byName.get(entry.name)!;
      expect(["competitors", "for-sale"]).toContain(horse.category);
      const ladder = classLadder(entry.currentEvent, heightClass(horse.height!));
      expect(ladder).not.toBe(NOT_OFFERED);
      expect(ladder).toContain(entry.currentClass);
      expect(entry.meritCount).toBe(
        stud.merits.filter((m) => m.horse === entry.name && m.key === `${entry.currentEvent} ${entry.currentClass}`)
          .length,
      );
    }
    const pair = stud.competition.filter((entry) => entry.partner);
    expect(pair.map((entry) => entry.currentEvent)).toEqual(["Körning", "Körning"]);
    expect(pair[0].partner).toBe(pair[1].name);
  });

  it("obeys the colour genetics: each gene's two alleles, one from each parent whose genotype is known", () => {
    // The check itself, on pairs worked by hand.
    expect(allelesFromNowhere("Ee aa nCh", "Ee aa", "Ee Aa nG")).toEqual(["Champagne nCh from n n × n n"]);
    expect(allelesFromNowhere("Ee aa nCh", "Ee aa nCh", "Ee Aa nG")).toEqual([]);
    expect(allelesFromNowhere("ee aa", "Ee Aa", null)).toEqual([]);
    expect(allelesFromNowhere("ee aa ff", null, "EE aa")).toEqual([
      "Extension ee from ? × E E",
      "Flaxen ff from ? × n n",
    ]);
    expect(allelesFromNowhere("EE Aa", "E? aa", "ee AA")).toEqual(["Extension EE from E ? × e e"]);
    expect(allelesFromNowhere("Ee nCr", "E? Aa nCr", "ee aa")).toEqual([]);

    const genotypeOf = (name: string | null | undefined) => byName.get(name ?? "")?.genotype ?? null;
    expect(
      stud.horses.flatMap((horse) =>
        allelesFromNowhere(horse.genotype, genotypeOf(horse.sire), genotypeOf(horse.dam)).map(
          (gene) => `${horse.name}: ${gene}`,
        ),
      ),
    ).toEqual([]);
  });
});

describeWithDatabase("seedDemoStud", (db) => {
  it("seeds once; a second run leaves the database as it is", async () => {
    const first = await seedDemoStud(db(), { stableName: "Snöflingan" });
    expect(first.seeded).toBe(true);
    const counts = await studCounts(db());
    expect(counts.horses).toBe(stud.horses.length);
    expect(counts.merits).toBe(stud.merits.length);
    expect(await seedDemoStud(db(), { stableName: "Snöflingan" })).toEqual({ seeded: false });
    expect(await studCounts(db())).toEqual(counts);
    expect((await exportStud(db())).horses.map((h) => h.name)).toEqual(stud.horses.map((h) => h.name));
  });

  it("says in each premiering and competition entry what the site counts: offspring, merit points, premium", async () => {
    const premierings = stud.evaluations.filter((evaluation) => evaluation.type === "premiering");
    expect(premierings.length).toBeGreaterThan(0);
    for (const premiering of premierings) {
      const page = await loadHorsePage(db(), premiering.horse);
      if (page?.kind !== "horse") throw new Error(`${premiering.horse} has no horse page`);
      expect({ offspring: premiering.offAmount, meritPoints: premiering.meritPoints }, premiering.horse).toEqual({
        offspring: page.offspring.length,
        meritPoints: sumPoints(page.merits.flatMap((group) => group.lines)),
      });
    }
    for (const entry of stud.competition) expect(entry.premium, entry.name).toBe(await premiumOf(db(), entry.name));
  });
});
