import { mkdtempSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import type { Db } from "#data/db";
import { studFile } from "#data/records";
import { createTestDatabase, describeWithDatabase } from "#tests/support/database";
import { importExports, reportSections } from "./old-app";
import { exportFilesOf } from "./old-app-files";
import { exportStud, importStud, StudFileError, studCounts, studFileText } from "./stud";
import { openExport } from "./stud-archive";

/** What the command reads from its arguments: every file of a target, recognised by content. */
const readsOf = async (target: string) =>
  Promise.all(exportFilesOf(target).map(async (file) => (await openExport(file)).read));

const FIXTURES = "tests/old-app";
/** The same stud in the three layouts of the original app's exports, each with its own files. */
const LAYOUTS = {
  "collections-export": {
    target: `${FIXTURES}/collections-export.json`,
    files: [`${FIXTURES}/collections-export.json: den gamla appens export`],
    others: ["horses/…/notes: 1 dokument", "users: 1 dokument"],
  },
  "collection-map": {
    target: `${FIXTURES}/collection-map`,
    files: ["competition", "evaluations", "horses", "pedigree", "scores", "users"].map(
      (name) => `${FIXTURES}/collection-map/${name}.json: den gamla appens export, samling för samling`,
    ),
    others: ["users: 1 dokument"],
  },
  ndjson: {
    target: `${FIXTURES}/export.ndjson`,
    files: [`${FIXTURES}/export.ndjson: den gamla appens export, en post per rad`],
    others: ["horses/…/notes: 1 dokument", "users: 1 dokument"],
  },
} as const;

/** Every line of the report of a first import, for all three layouts alike. */
const COLLECTION_SECTIONS = [
  {
    title: "horses: 8 lästa, 5 importerade, 0 fanns redan, 3 hoppades över, 4 varningar",
    lines: [
      "hoppades över horses/dup7eldvinge: samma namn som horses/hX9kQ2mEldv, som importeras i stället",
      "hoppades över horses/noName00001: saknar namn",
      'hoppades över horses/zebra0000001: category "zebras" är inget tillåtet värde (tillåtna: stallions, broodmares, competitors, youngsters, seniors, for-sale, sold)',
      "varning horses/a7Lm0Solsken: stats hade 8 värden; varje värde används för båda värdena i sitt par",
      "varning horses/a7Lm0Solsken: picture lämnas tomt: Endast http(s)-adresser eller sökvägar på webbplatsen.",
      'varning horses/Qq3snostjarna: modern "Okänd Mor" finns varken bland hästarna eller i stamtavlan; namnet behålls',
      "varning horses/Zz1brorduktig: age 7.5 avrundades till ett heltal",
      "okända fält (importeras inte): favoriteTreat (2), lastVet (1)",
    ],
  },
  {
    title: "pedigree: 4 lästa, 3 importerade, 0 fanns redan, 1 hoppades över, 1 varning",
    lines: [
      "hoppades över pedigree/p3dupgwyn: samma namn som pedigree/p1gwynfor, som importeras i stället",
      'varning pedigree/p1gwynfor: fadern "Gwynfors Far" finns varken bland hästarna eller i stamtavlan; namnet behålls',
      "okända fält (importeras inte): notes (1)",
    ],
  },
  {
    title: "scores: 4 lästa, 3 importerade, 0 fanns redan, 1 hoppades över, 2 varningar",
    lines: [
      "6 meritrader sparade",
      'hoppades över scores/s3ghost: hästen "Spökhäst" finns inte',
      'varning scores/s1snostj: meritraden "ingen stapel här" under "körning lok deb" har inte formen "datum | text" och hoppades över',
      'varning scores/s4eld: grenen i "Polo Lokal" känns inte igen; den sparas som den står',
      "okända fält (importeras inte): updatedBy (1)",
    ],
  },
  {
    title: "evaluations: 9 lästa, 6 importerade, 0 fanns redan, 3 hoppades över, 0 varningar",
    lines: [
      'hoppades över evaluations/e7ghost: hästen "Spökhäst" finns inte',
      'hoppades över evaluations/e8type: type "dressyrprov" är inget tillåtet värde (tillåtna: exterior, premiering, trearstest, kvalitetregistrering, kvalitetfolbedomning, kvalitetunghasttest)',
      "hoppades över evaluations/e9nodate: saknar datum",
      "okända fält (importeras inte): comment (1)",
    ],
  },
  {
    title: "competition: 4 lästa, 3 importerade, 0 fanns redan, 1 hoppades över, 1 varning",
    lines: [
      'hoppades över competition/c4ghost: hästen "Spökhäst" finns inte',
      'varning competition/c3solsken: partnern "Någon Annan" står inte i tävlingslistan; partnern lämnas tomt',
    ],
  },
];

async function importTarget(db: Db, target: string, options: { dryRun?: boolean } = {}) {
  return importExports(db, await readsOf(target), options);
}

const expectedSections = (fixture: (typeof LAYOUTS)[keyof typeof LAYOUTS], title = "Importen är klar.") => [
  { title, lines: [] },
  { title: "Filer", lines: fixture.files },
  ...COLLECTION_SECTIONS,
  { title: "Andra samlingar (importeras inte)", lines: fixture.others },
];
// The original app had no coverings, requests or news.
const IMPORTED = {
  horses: 5,
  ribbons: 3,
  pedigree: 3,
  evaluations: 6,
  merits: 6,
  competition: 3,
  coverings: 0,
  requests: 0,
  news: 0,
};
const NOTHING = {
  horses: 0,
  ribbons: 0,
  pedigree: 0,
  evaluations: 0,
  merits: 0,
  competition: 0,
  coverings: 0,
  requests: 0,
  news: 0,
};

describeWithDatabase("moving in from the original app", (db, database) => {
  it("a dry run reports exactly what the import will do, and writes nothing", async () => {
    const report = await importTarget(db(), LAYOUTS.ndjson.target, { dryRun: true });
    expect(reportSections(report)).toEqual(
      expectedSections(LAYOUTS.ndjson, "Förhandsgranskning: så här skulle importen bli. Ingenting har sparats."),
    );
    expect(await studCounts(db())).toEqual(NOTHING);
  });

  it("imports the NDJSON export; its report, line by line", async () => {
    const report = await importTarget(db(), LAYOUTS.ndjson.target);
    expect(reportSections(report)).toEqual(expectedSections(LAYOUTS.ndjson));
    expect(await studCounts(db())).toEqual(IMPORTED);
  });

  it("maps every field: letter cases, numbers as text, 8 stats, timestamps, ribbons, merit keys and points", async () => {
    const stud = await exportStud(db());
    const horse = (name: string) => stud.horses.find((h) => h.name === name)!;
    expect(horse("Eldvinge")).toMatchObject({
      category: "stallions",
      breed: "d",
      gender: "Hingst",
      focus: "Dressyr",
      forSale: false,
      age: 12,
      height: 148,
      generation: 2,
      moorwiesen: "MW-1204",
      rvhf: "RVHF 55",
      desc: "Stor och snäll hingst.\nGår bra i dressyr.",
      stats: [62, 70, 55, 58, 40, 44, 51, 53, 66, 70, 72, 75, 30, 33, 60, 64],
      ribbons: [
        { text: "1:a Lokal Lätt C", image: null },
        { text: "Rosett", image: "https://bilder.example/rosett-eldvinge.png" },
      ],
      created: new Date(1_700_000_000_000),
    });
    expect(horse("Liljas Solsken")).toMatchObject({
      picture: null,
      generation: 3,
      stats: [40, 40, 45, 45, 50, 50, 55, 55, 60, 60, 65, 65, 35, 35, 70, 70],
      created: new Date("2023-03-01T09:30:00.000Z"),
    });
    expect(horse("Bror Duktig")).toMatchObject({ forSale: true, age: 8, breed: "a", stats: [] });
    expect(horse("Gammal Karl")).toMatchObject({ category: "sold", breed: "d", owner: "Stall Solgläntan" });
    expect(stud.pedigree.map((p) => [p.name, p.gender, p.breed])).toEqual([
      ["Gwynfor", "Hingst", "d"],
      ["Liljas Minna", "Sto", "b"],
      ["Eldvinges Syster", "Sto", "Connemara"],
    ]);
    expect(stud.evaluations.map((e) => [e.horse, e.type, e.date])).toEqual([
      ["Eldvinge", "exterior", "2024-05-01"],
      ["Eldvinge", "premiering", "2024-09-01"],
      ["Liljas Solsken", "trearstest", "2019-06-15"],
      ["Snöstjärna", "kvalitetregistrering", "2021-05-20"],
      ["Snöstjärna", "kvalitetfolbedomning", "2018-09-09"],
      ["Bror Duktig", "kvalitetunghasttest", "2021-08-14"],
    ]);
    expect(stud.evaluations[0]).toMatchObject({ breedType: 8, premium: "Diplom" });
    expect(stud.evaluations[3]).toMatchObject({ section: "II" });
    expect(stud.evaluations[5]).toMatchObject({ inriktning: "Hopp", ridprov: "Godkänd" });
    expect(stud.merits.map((m) => [m.horse, m.key, m.date, m.points])).toEqual([
      ["Snöstjärna", "Körning Lokal Debutant", "2024-04-02", 12],
      ["Snöstjärna", "Körning Lokal Debutant", "2024-05-11", 6],
      ["Snöstjärna", "Körning Lokal Lätt", "2024-06-01", 1],
      ["Bror Duktig", "Körning Lokal Debutant", "2024-04-02", 12],
      ["Eldvinge", "Dressyr Lätt C", "2022-08-20", 12],
      ["Eldvinge", "Polo Lokal", "2022-09-01", 3],
    ]);
    expect(stud.competition).toEqual([
      {
        name: "Snöstjärna",
        currentEvent: "Körning",
        currentClass: "Lokal Debutant",
        meritCount: 3,
        premium: "Klass I",
        partner: "Bror Duktig",
      },
      {
        name: "Bror Duktig",
        currentEvent: "Körning",
        currentClass: "Lokal Debutant",
        meritCount: 1,
        premium: "",
        partner: "Snöstjärna",
      },
      {
        name: "Liljas Solsken",
        currentEvent: "Dressyr",
        currentClass: "Regional Lätt B",
        meritCount: 0,
        premium: "Klass II",
        partner: null,
      },
    ]);
  });

  it("a second import finds everything already present and changes nothing", async () => {
    const before = await exportStud(db());
    const report = await importTarget(db(), LAYOUTS.ndjson.target);
    const counts = Object.values(report.collections).map((c) => [c.imported, c.alreadyPresent]);
    expect(counts).toEqual([
      [0, 5],
      [0, 3],
      [0, 3],
      [0, 6],
      [0, 3],
    ]);
    expect(report.meritLines).toBe(0);
    expect(reportSections(report)[2].title).toBe(
      "horses: 8 lästa, 0 importerade, 5 fanns redan, 3 hoppades över, 0 varningar",
    );
    expect(await exportStud(db())).toEqual(before);
  });

  it("the other two layouts import to the same stud, with the same report", async () => {
    const expected = await exportStud(db());
    for (const layout of ["collections-export", "collection-map"] as const) {
      const other = await createTestDatabase(database().driver);
      try {
        const report = await importTarget(other.db, LAYOUTS[layout].target);
        expect(reportSections(report)).toEqual(expectedSections(LAYOUTS[layout]));
        expect(await exportStud(other.db)).toEqual(expected);
      } finally {
        await other.close();
      }
    }
  });

  it("stud files and old-app exports go in one transaction; an unreadable file writes nothing", async () => {
    const other = await createTestDatabase(database().driver);
    try {
      const dir = mkdtempSync(path.join(tmpdir(), "old-app-"));
      writeFileSync(
        path.join(dir, "a-stud.json"),
        JSON.stringify({ horses: [{ name: "Egen Häst", category: "seniors", breed: "a", gender: "Sto" }] }),
      );
      writeFileSync(
        path.join(dir, "b-export.ndjson"),
        [
          JSON.stringify({
            path: "evaluations/e1",
            data: { horse: "egen häst", type: "kvalitetregistrering", date: "2020-02-02", section: "I", regNr: "R1" },
          }),
          JSON.stringify({
            path: "horses/h1",
            data: { name: "Ny Häst", category: "youngsters", breed: "x", gender: "Sto" },
          }),
          "{ trasig rad",
        ].join("\n"),
      );
      const reads = await readsOf(dir);
      await expect(importExports(other.db, reads)).rejects.toThrow(StudFileError);
      await expect(importExports(other.db, await readsOf(dir))).rejects.toThrow(
        /b-export\.ndjson kan inte läsas \(rad 3\): innehållet är skadat på rad 1, tecken 3\. Ingenting har sparats\./,
      );
      expect(await studCounts(other.db)).toEqual(NOTHING);

      unlinkSync(path.join(dir, "b-export.ndjson"));
      writeFileSync(
        path.join(dir, "c-export.ndjson"),
        JSON.stringify({
          path: "evaluations/e1",
          data: { horse: "egen häst", type: "kvalitetregistrering", date: "2020-02-02", section: "I", regNr: "R1" },
        }),
      );
      const report = await importExports(other.db, await readsOf(dir));
      expect(reportSections(report).slice(2, 4)).toEqual([
        {
          title: `Stuteriets egen fil ${path.join(dir, "a-stud.json")}`,
          lines: [
            "Hästar: 1 ny, 0 finns redan och lämnas som de är",
            "Rosetter: 0 nya, 0 hör till hästar som redan finns och lämnas som de är",
            "Stamtavleposter: 0 nya, 0 finns redan och lämnas som de är",
            "Bedömningar: 0 nya, 0 hör till hästar som redan finns och lämnas som de är",
            "Meritrader: 0 nya, 0 hör till hästar som redan finns och lämnas som de är",
            "Tävlingsposter: 0 nya, 0 hör till hästar som redan finns och lämnas som de är",
          ],
        },
        // The evaluation belongs to the stud file's horse, imported in the same run.
        { title: "horses: 0 lästa, 0 importerade, 0 fanns redan, 0 hoppades över, 0 varningar", lines: [] },
      ]);
      expect(report.collections.evaluations).toMatchObject({ read: 1, imported: 0, alreadyPresent: 1 });
    } finally {
      await other.close();
    }
  });
});

it("stud files read through openExport are the stud file schema's", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "old-app-stud-"));
  const file = path.join(dir, "stud.json");
  writeFileSync(file, JSON.stringify({ pedigree: [{ name: "P" }] }));
  const [read] = await readsOf(file);
  expect(read).toMatchObject({ layout: "stud-file", stud: studFile.parse({ pedigree: [{ name: "P" }] }) });
});

it("a report section longer than the page shows ends with how many lines more there are", async () => {
  const database = await createTestDatabase("pglite");
  try {
    const report = await importExports(database.db, await readsOf(LAYOUTS.ndjson.target), {
      dryRun: true,
    });
    expect(reportSections(report, { maxLines: 2 })[2].lines).toEqual([
      COLLECTION_SECTIONS[0].lines[0],
      COLLECTION_SECTIONS[0].lines[1],
      "… och 6 rader till (hela rapporten: se Tekniska detaljer)",
    ]);
  } finally {
    await database.close();
  }
});

it("a dry run of the stud's own backup says, per kind of record, that everything is already there", async () => {
  const database = await createTestDatabase("pglite");
  try {
    await importStud(
      database.db,
      studFile.parse({
        horses: [
          { name: "Egen Häst", category: "broodmares", breed: "b", gender: "Sto", ribbons: [{ text: "Etta" }] },
          { name: "Egen Hingst", category: "stallions", breed: "b", gender: "Hingst" },
        ],
        pedigree: [{ name: "Egen Häst" }, { name: "Egen Hingst" }, { name: "Gammal Far" }],
        evaluations: [
          { horse: "Egen Häst", type: "kvalitetregistrering", date: "2020-02-02", section: "I", regNr: "R1" },
        ],
      }),
    );
    const dir = mkdtempSync(path.join(tmpdir(), "old-app-own-"));
    const file = path.join(dir, "stud.json");
    const own = await exportStud(database.db);
    writeFileSync(file, studFileText({ ...own, horses: [...own.horses, { ...own.horses[0], name: "Ny Häst" }] }));
    const report = await importExports(database.db, await readsOf(file), { dryRun: true });
    expect(reportSections(report)[2].lines).toEqual([
      "Hästar: 1 ny, 2 finns redan och lämnas som de är",
      "Rosetter: 1 ny, 1 hör till hästar som redan finns och lämnas som de är",
      "Stamtavleposter: 0 nya, 3 finns redan och lämnas som de är",
      "Bedömningar: 0 nya, 1 hör till hästar som redan finns och lämnas som de är",
      "Meritrader: 0 nya, 0 hör till hästar som redan finns och lämnas som de är",
      "Tävlingsposter: 0 nya, 0 hör till hästar som redan finns och lämnas som de är",
    ]);
  } finally {
    await database.close();
  }
});
