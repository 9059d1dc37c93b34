import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { compareSearchHits, compareText, foldName, searchRank, searchSortKey, type RankedHit } from "#domain";
import { describeWithDatabase } from "#tests/support/database";
import { seeded } from "#tests/support/kinship-pedigrees";
import { publicStud } from "#tests/support/public-fixture";
import { importStud } from "#transfer/stud";
import { queryRows, type Db } from "./db";
import { followPedigreeChanges, loadPedigreeInMemory } from "./pedigree/in-memory";
import { studFile } from "./records";
import { searchHorses, suggestHorses, type SearchHit } from "./search";
import { followRecordChanges, loadStudRecords } from "./stud-records";

/** The letters of Latin-1 and Latin Extended-A, and the Welsh ẁ ẃ ẅ ỳ: what names here are written with beyond a–z. */
const LETTERS = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i))
  .concat(["ẁ", "ẃ", "ẅ", "ỳ", "Ẁ", "Ẃ", "Ẅ", "Ỳ"])
  .filter((letter) => /\p{L}/u.test(letter));

const studHorse = (name: string, category: string) => ({ name, category, breed: "b", gender: "Sto" });

/** Names made to meet every rank, wildcards and quotes, and a stud horse that is also an entry. */
const searchStud = studFile.parse({
  horses: [
    studHorse("Snöflingans Åskvigg", "broodmares"),
    studHorse("Askvigg Stjärna", "youngsters"),
    studHorse("Bryn Askvigg", "sold"),
    studHorse("Mitt Askvigg-Fyr", "stallions"),
  ],
  pedigree: [
    { name: "Askvigg" },
    { name: "Askvigg Stjärna", sire: "Bryn Askvigg" },
    { name: "ÅSKVIGG DEN ANDRE" },
    { name: "Ty-Askvigg" },
    { name: "Maskvigg" },
    { name: "100% Guld" },
    { name: "Under_Streck" },
    { name: "Understreck" },
    { name: `O'Neill "Citat"` },
    ...["Snöflingans Ärlan", "Snöflingans Åskbris", "Snöflingans Blåbär", "Snöflingans Öga", "Snoflingans Zorro"].map(
      (name) => ({ name }),
    ),
  ],
});

/** Every name the search can find: stud horses, and entries that are not stud horses. */
async function allNames(db: Parameters<typeof searchHorses>[0]) {
  return queryRows<{ name: string; studHorse: boolean }>(
    db,
    sql`select name, true as "studHorse" from horses
        union all
        select name, false from pedigree p where not exists (select from horses h where lower(h.name) = lower(p.name))`,
  );
}

/** Every page of a search, joined. */
async function everyHit(db: Parameters<typeof searchHorses>[0], query: string, studOnly = false) {
  const hits: SearchHit[] = [];
  for (let page = 1; ; page++) {
    const result = await searchHorses(db, query, { page, pageSize: 3, studOnly });
    expect(result.page).toBe(page);
    hits.push(...result.items);
    if (page >= result.pages) {
      expect(hits).toHaveLength(result.total);
      return hits;
    }
  }
}

/** The pedigree and the stud's records read into memory, as the server holds them. */
const heldNow = async (db: Db) => ({ pedigree: await loadPedigreeInMemory(db), records: await loadStudRecords(db) });

/** A database that must not be asked: the search answers from memory. */
const noDatabase = new Proxy({} as Db, {
  get: () => {
    throw new Error("the search read the database");
  },
});

/**
 * Every page of `query` from memory equal to the statement's, at several page sizes, and the
 * page past the end too (the last page).
 */
async function expectSameFromMemory(db: Db, held: Awaited<ReturnType<typeof heldNow>>, query: string) {
  for (const pageSize of [1, 3, 20]) {
    const { pages } = await searchHorses(db, query, { pageSize });
    for (const page of [...Array.from({ length: Math.min(pages, 12) }, (_, i) => i + 1), pages, pages + 1, 999]) {
      const fromMemory = await searchHorses(noDatabase, query, { page, pageSize, held });
      expect(fromMemory, `"${query}", page ${page} of ${pageSize}`).toEqual(
        await searchHorses(db, query, { page, pageSize }),
      );
    }
  }
}

/** `count` pieces of 1–6 characters cut from random names, some in upper case or with their letters accented. */
function randomPieces(names: readonly string[], count: number, seed: number): string[] {
  const random = seeded(seed);
  const accented: Record<string, string> = { a: "å", o: "ö", e: "é", A: "Ä", n: "ñ", s: "ß" };
  return Array.from({ length: count }, () => {
    const name = names[Math.floor(random() * names.length)];
    const start = Math.floor(random() * name.length);
    let piece = name.slice(start, start + 1 + Math.floor(random() * 6));
    const twist = random();
    if (twist < 0.2) piece = piece.toUpperCase();
    else if (twist < 0.4) piece = piece.replace(/[aoeAns]/g, (letter) => accented[letter]);
    return piece;
  });
}

describeWithDatabase("search", (db) => {
  beforeAll(async () => {
    await importStud(db(), publicStud);
    await importStud(db(), searchStud);
  });

  it("folds as domain foldName does, letter by letter", async () => {
    const rows = await queryRows<{ letter: string; folded: string }>(
      db(),
      sql`select letter, fold_name(letter) as folded from string_to_table(${LETTERS.join(" ")}, ' ') as letter`,
    );
    expect(rows.filter((row) => row.folded !== foldName(row.letter))).toEqual([]);
  });

  it("keys names for the search's order as domain searchSortKey does, letter by letter", async () => {
    const rows = await queryRows<{ letter: string; key: string }>(
      db(),
      sql`select letter, sort_name(letter) as key from string_to_table(${LETTERS.join(" ")}, ' ') as letter`,
    );
    expect(rows.filter((row) => row.key !== searchSortKey(row.letter))).toEqual([]);
  });

  it("finds and ranks exactly as domain searchRank and compareSearchHits say, page after page", async () => {
    const names = await allNames(db());
    for (const query of ["askvigg", "ASK", "vigg", "kvig", "pub", "ö", "a", "guld", "%", "_", "'", `"`, "-a"]) {
      const expected: RankedHit[] = names
        .map(({ name, studHorse }) => ({ name, studHorse, rank: searchRank(name, query) }))
        .filter((hit): hit is RankedHit => hit.rank !== null)
        .sort(compareSearchHits);
      const found = await everyHit(db(), query);
      expect(
        found.map(({ name, rank, studHorse }) => ({ name, rank, studHorse })),
        query,
      ).toEqual(expected);
    }
  });

  it("finds `Snöflingans Åskvigg` by `askvig`, labelled with its category; stud horses first at equal rank", async () => {
    const { items } = await searchHorses(db(), "askvig");
    expect(items.slice(0, 3)).toEqual([
      { name: "Askvigg Stjärna", rank: "prefix", studHorse: true, category: "youngsters" },
      { name: "Askvigg", rank: "prefix", studHorse: false, category: null },
      { name: "ÅSKVIGG DEN ANDRE", rank: "prefix", studHorse: false, category: null },
    ]);
    expect(items).toContainEqual({
      name: "Snöflingans Åskvigg",
      rank: "word",
      studHorse: true,
      category: "broodmares",
    });
  });

  it("lists hits of equal rank in Swedish alphabetical order (å, ä, ö last), as the category lists do", async () => {
    const held = await heldNow(db());
    // Worked by hand: the stud horse first, then the entries a–z, å, ä, ö.
    const expected = [
      "Snöflingans Åskvigg",
      "Snoflingans Zorro",
      "Snöflingans Blåbär",
      "Snöflingans Åskbris",
      "Snöflingans Ärlan",
      "Snöflingans Öga",
    ];
    expect(expected.slice(1)).toEqual(expected.slice(1).sort(compareText));
    for (const query of ["snof", "SNÖFLINGANS"]) {
      expect((await everyHit(db(), query)).map((hit) => hit.name)).toEqual(expected);
      expect((await searchHorses(noDatabase, query, { held })).items.map((hit) => hit.name)).toEqual(expected);
      for (const limit of [3, 8]) {
        expect((await suggestHorses(db(), query, limit)).map((hit) => hit.name)).toEqual(expected.slice(0, limit));
        expect((await suggestHorses(noDatabase, query, limit, held)).map((hit) => hit.name)).toEqual(
          expected.slice(0, limit),
        );
      }
    }
  });

  it("lists a stud horse that is also a pedigree entry once, as the stud horse", async () => {
    const hits = await everyHit(db(), "askvigg stjarna");
    expect(hits).toEqual([{ name: "Askvigg Stjärna", rank: "exact", studHorse: true, category: "youngsters" }]);
  });

  it("takes wildcards literally", async () => {
    expect((await everyHit(db(), "%")).map((hit) => hit.name)).toEqual(["100% Guld"]);
    expect((await everyHit(db(), "r_s")).map((hit) => hit.name)).toEqual(["Under_Streck"]);
  });

  it("finds stud horses only when asked (the admin's pickers)", async () => {
    const hits = await everyHit(db(), "askvigg", true);
    expect(hits.every((hit) => hit.studHorse)).toBe(true);
    expect(hits.map((hit) => hit.name)).toContain("Bryn Askvigg");
  });

  it("answers odd input with no hits, never an error", async () => {
    for (const query of ["", "\0", "zzzz\0", "x".repeat(5000), "'; drop table horses; --"]) {
      await expect(searchHorses(db(), query)).resolves.toMatchObject({ total: 0, items: [] });
    }
  });

  it("answers from the pedigree and records held in memory exactly as the statement does, page for page", async () => {
    const held = await heldNow(db());
    const names = (await allNames(db())).map((hit) => hit.name);
    for (const query of [
      ...["askvigg", "ASK", "askvigg stjarna", "ASKVIGG STJÄRNA", "vigg", "ö", "a", "%", "_", "'", `"`, "-a", "r_s"],
      ...randomPieces(names, 60, 36),
    ])
      await expectSameFromMemory(db(), held, query);
    for (const query of ["", "\0", "zzzz"])
      expect(await searchHorses(noDatabase, query, { held })).toEqual(await searchHorses(db(), query));
  });

  it("reads from the database when what is held is missing or of two versions, and for the pickers", async () => {
    const held = await heldNow(db());
    for (const other of [
      { pedigree: null, records: held.records },
      { pedigree: held.pedigree, records: null },
      { pedigree: held.pedigree, records: { ...held.records, version: held.records.version + 1 } },
    ])
      await expect(searchHorses(noDatabase, "askvigg", { held: other })).rejects.toThrow("read the database");
    await expect(searchHorses(noDatabase, "askvigg", { held, studOnly: true })).rejects.toThrow("read the database");
  });

  it("gives the last page for a page past the end", async () => {
    const result = await searchHorses(db(), "askvigg", { page: 999, pageSize: 2 });
    expect(result.page).toBe(result.pages);
    expect(result.pages).toBeGreaterThan(1);
    expect(result.items.length).toBeGreaterThan(0);
  });
});

/**
 * A closed breed's pedigree in small: a few stud prefixes begin most names, some of them stud
 * horses (with and without their own entry, one in another letter case and with accents): every
 * page lists what the domain's ranking says, whichever ranks the page falls in.
 */
const closedBreed = studFile.parse({
  horses: [
    studHorse("Penllyn Seren", "broodmares"),
    studHorse("Penllyn Äfon", "stallions"),
    studHorse("Coed Coch Penllyn", "youngsters"),
    studHorse("Penllyn", "sold"),
  ],
  pedigree: [
    { name: "PENLLYN SEREN" },
    { name: "Penllyn Afon" },
    { name: "Penllyn" },
    ...["Penllyn", "Coed Coch", "Penllyn-Coch", "Revel"].flatMap((prefix) =>
      ["Afal", "Bryn", "Cariad", "Del", "Eira", "Ffion", "Glan", "Hyw"].map((given) => ({
        name: `${prefix} ${given}`,
      })),
    ),
    { name: "Llanpenllyn" },
    { name: "Penllynfa" },
  ],
});

describeWithDatabase("search of a closed breed", (db) => {
  beforeAll(async () => {
    await importStud(db(), closedBreed);
  });

  it("suggests the search's first hits, in its order, whether names starting with the piece fill the list or not", async () => {
    for (const query of ["penllyn", "PENLL", "pen", "coch", "coed coch", "re", "afon", "penllyn s", "llyn", "zz"])
      for (const limit of [1, 3, 8, 40]) {
        const { items } = await searchHorses(db(), query, { pageSize: limit });
        expect(await suggestHorses(db(), query, limit), `${query}, ${limit}`).toEqual(items);
      }
    expect(await suggestHorses(db(), "\0", 8)).toEqual([]);
  });

  it("suggests from memory exactly what the statement suggests", async () => {
    const held = await heldNow(db());
    for (const query of ["penllyn", "PENLL", "pen", "coch", "coed coch", "re", "afon", "penllyn s", "llyn", "zz"])
      for (const limit of [1, 3, 8, 40])
        expect(await suggestHorses(noDatabase, query, limit, held), `${query}, ${limit}`).toEqual(
          await suggestHorses(db(), query, limit),
        );
  });

  it("answers from memory exactly as the statement does, page for page (random pieces, accents, case)", async () => {
    const held = await heldNow(db());
    const names = (await allNames(db())).map((hit) => hit.name);
    for (const query of ["penllyn", "PENLL", "pen", "coch", "coed coch", "penllyn seren", "äfon", "afon", "llyn"])
      await expectSameFromMemory(db(), held, query);
    for (const query of randomPieces(names, 80, 2026)) await expectSameFromMemory(db(), held, query);
  });

  it("answers from memory as the statement does after writes: a category changed, an entry become a stud horse", async () => {
    let held = await heldNow(db());
    await expectSameFromMemory(db(), held, "penllyn");
    const follow = async () => {
      const pedigree = await followPedigreeChanges(db(), held.pedigree);
      const records = await followRecordChanges(db(), held.records);
      expect(pedigree && records).toBeTruthy();
      return { pedigree: pedigree!, records: records! };
    };
    await db().execute(sql`update horses set category = 'sold' where name = 'Penllyn Seren'`);
    held = await follow();
    await expectSameFromMemory(db(), held, "penllyn");
    await db().execute(
      sql`insert into horses (name, category, breed, gender) values ('REVEL AFAL', 'youngsters', 'b', 'Sto')`,
    );
    held = await follow();
    for (const query of ["revel", "afal", "penllyn"]) await expectSameFromMemory(db(), held, query);
  });

  it("lists every page as the domain ranks it, at any page size", async () => {
    const names = await allNames(db());
    for (const query of ["penllyn", "PENLL", "pen", "coch", "coed coch", "re", "afon", "penllyn s", "llyn"]) {
      const expected = names
        .map(({ name, studHorse }) => ({ name, studHorse, rank: searchRank(name, query) }))
        .filter((hit): hit is RankedHit => hit.rank !== null)
        .sort(compareSearchHits);
      for (const pageSize of [1, 2, 5, 20]) {
        const hits: SearchHit[] = [];
        for (let page = 1; ; page++) {
          const result = await searchHorses(db(), query, { page, pageSize });
          expect(result.total, `${query} ${pageSize}`).toBe(expected.length);
          hits.push(...result.items);
          if (page >= result.pages) break;
        }
        expect(
          hits.map(({ name, rank, studHorse }) => ({ name, rank, studHorse })),
          `${query}, ${pageSize} a page`,
        ).toEqual(expected);
      }
    }
  });
});
