import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareText } from "./collation";
import {
  compareSearchHits,
  foldName,
  SEARCH_QUERY_MAX,
  searchQuery,
  searchRank,
  searchSortKey,
  type RankedHit,
} from "./search";

describe("foldName", () => {
  it("drops case and the Swedish and Welsh accents", () => {
    expect(foldName("Snöflingans Åskvigg")).toBe("snoflingans askvigg");
    expect(foldName("ÄNGSLYCKANS É")).toBe("angslyckans e");
    expect(foldName("Ŵyn Ŷr Ffôs")).toBe("wyn yr ffos");
  });

  it("writes the letters without an accent to drop in plain letters, as unaccent does", () => {
    expect(foldName("Ærø Straße Œuvre Łódź Þór")).toBe("aero strasse oeuvre lodz thor");
  });

  it("keeps length-changing folds consistent: folding twice changes nothing", () => {
    fc.assert(fc.property(fc.string(), (text) => foldName(foldName(text)) === foldName(text)));
  });
});

describe("searchQuery", () => {
  it("trims, makes runs of space one and drops invisible characters", () => {
    expect(searchQuery("  Coed \t  Coch\u0000\u200b ")).toBe("Coed Coch");
    expect(searchQuery(null)).toBe("");
    expect(searchQuery("\u0000 ")).toBe("");
  });

  it("cuts a long query, never inside a character", () => {
    expect(searchQuery("a".repeat(5000))).toHaveLength(SEARCH_QUERY_MAX);
    const query = searchQuery("😀".repeat(100));
    expect(Array.from(query)).toHaveLength(SEARCH_QUERY_MAX);
    expect(query).not.toMatch(/\p{Cs}/u);
  });

  it("keeps LIKE wildcards and quotes as typed (the database takes them literally)", () => {
    expect(searchQuery(`%_'"`)).toBe(`%_'"`);
  });
});

describe("searchRank", () => {
  it("ranks the whole name, its start, a word's start, then anywhere", () => {
    expect(searchRank("Snöflingans Åskvigg", "snöflingans åskvigg")).toBe("exact");
    expect(searchRank("Snöflingans Åskvigg", "SNOF")).toBe("prefix");
    expect(searchRank("Snöflingans Åskvigg", "ask")).toBe("word");
    expect(searchRank("Snöflingans Åskvigg", "askvig")).toBe("word");
    expect(searchRank("Snöflingans Åskvigg", "kvig")).toBe("contains");
    expect(searchRank("Snöflingans Åskvigg", "askvigx")).toBeNull();
  });

  it("starts words after a hyphen too", () => {
    expect(searchRank("Ty-Gwyn Seren", "gwyn")).toBe("word");
  });

  it("matches nothing for an empty query", () => {
    expect(searchRank("Anything", "")).toBeNull();
  });

  it("ranks a name that contains the folded query, and only such a name", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.string(), (needle, before, after) => {
        const rank = searchRank(before + needle + after, needle);
        return foldName(needle) === "" || rank !== null;
      }),
    );
  });
});

describe("compareSearchHits", () => {
  it("orders by rank, stud horses first at equal rank, then in Swedish alphabetical order", () => {
    const hits: RankedHit[] = [
      { name: "Bryn Ask", rank: "word", studHorse: false },
      { name: "Ask", rank: "exact", studHorse: false },
      { name: "Ärlan", rank: "prefix", studHorse: false },
      { name: "Askvigg", rank: "prefix", studHorse: false },
      { name: "Åskan", rank: "prefix", studHorse: true },
      { name: "Askan", rank: "prefix", studHorse: true },
      { name: "Maskros", rank: "contains", studHorse: true },
      { name: "Öglan", rank: "prefix", studHorse: false },
      { name: "Åsa", rank: "prefix", studHorse: false },
      { name: "Blåbär", rank: "prefix", studHorse: false },
    ];
    expect(hits.sort(compareSearchHits).map((hit) => hit.name)).toEqual([
      "Ask",
      "Askan",
      "Åskan",
      "Askvigg",
      "Blåbär",
      "Åsa",
      "Ärlan",
      "Öglan",
      "Bryn Ask",
      "Maskros",
    ]);
  });
});

describe("searchSortKey", () => {
  it("orders names as compareText does wherever they differ in more than case and accents", () => {
    const sv = new Intl.Collator("sv", { sensitivity: "base" });
    const letter = fc.constantFrom(..."abdeoptuvwyzåäöÅÄÖAOÉéüÜæøôőęű -1");
    const name = fc.array(letter, { minLength: 1, maxLength: 6 }).map((letters) => letters.join(""));
    fc.assert(
      fc.property(name, name, (a, b) => {
        const expected = Math.sign(sv.compare(a, b));
        const [x, y] = [searchSortKey(a), searchSortKey(b)];
        return expected === 0 || expected === (x < y ? -1 : x > y ? 1 : 0);
      }),
      { numRuns: 5000 },
    );
    const names = ["Snöflingans Ärlan", "Snöflingans Åskbris", "Snöflingans Åskvigg", "Snöflingans Blåbär"];
    const byKey = [...names].sort((a, b) => (searchSortKey(a) < searchSortKey(b) ? -1 : 1));
    expect(byKey).toEqual(["Snöflingans Blåbär", "Snöflingans Åskbris", "Snöflingans Åskvigg", "Snöflingans Ärlan"]);
    expect(byKey).toEqual([...names].sort(compareText));
  });

  it("is the folded name for a name without the letters the Swedish alphabet puts last", () => {
    fc.assert(
      fc.property(fc.string(), (name) => /[åäæęöôøőœüű]/i.test(name) || searchSortKey(name) === foldName(name)),
    );
    expect(searchSortKey("Penllyn Seren", "penllyn seren")).toBe("penllyn seren");
    expect(searchSortKey("Snöflingans Åskvigg", "snoflingans askvigg")).toBe("sn}flingans {skvigg");
  });
});
