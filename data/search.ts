import { sql, type SQL } from "drizzle-orm";
import {
  foldName,
  SEARCH_PAGE_SIZE,
  SEARCH_RANKS,
  searchSortKey,
  WORD_STARTS,
  type Paged,
  type SearchRank,
} from "#domain";
import { queryRows, type Db } from "./db";
import { escapeLike } from "./names";
import type { PedigreeInMemory } from "./pedigree/in-memory";
import type { StudRecords } from "./stud-records";

/** A horse found by the search: a stud horse (with its category) or a name in the pedigrees. */
export interface SearchHit {
  name: string;
  rank: SearchRank;
  studHorse: boolean;
  /** The stud horse's category; null for a pedigree entry. */
  category: string | null;
}

export interface SearchOptions {
  /** Stud horses only (the admin's pickers), not pedigree entries. */
  studOnly?: boolean;
  /** Only stud horses meeting this condition on `horses` (the competition entry's candidates); implies studOnly. */
  studWhere?: SQL;
  /** 1-based; a page past the end gives the last one. */
  page?: number;
  pageSize?: number;
  /**
   * The pedigree and the stud's records held in memory (the request context's heldPedigree and
   * studRecords): when both are held at the same data version, the public search answers from
   * them (searchTable) instead of a statement; null ones, the pickers' options, or two versions
   * read from SQL.
   */
  held?: { pedigree: PedigreeInMemory | null; records: StudRecords | null };
}

/**
 * Stud horses and pedigree entries whose name contains `query` (as domain searchQuery made it),
 * folded (domain foldName, SQL fold_name: case and accents ignored), in the order of domain
 * compareSearchHits: exact name, start, a word's start, anywhere; stud horses first at equal
 * rank, then Swedish alphabetical order (the stored name_sort_key, domain searchSortKey). A name that is both a stud horse and an entry is one hit, the stud horse. "Contains" is
 * a LIKE on the stored folded name (name_folded), which the trigram indexes of migration 0003
 * answer. One statement.
 */
export async function searchHorses(db: Db, query: string, options: SearchOptions = {}): Promise<Paged<SearchHit>> {
  const size = options.pageSize ?? SEARCH_PAGE_SIZE;
  const wanted = Math.max(1, Math.floor(options.page ?? 1));
  const needle = foldName(query);
  if (needle === "" || needle.includes("\0")) return { items: [], page: 1, pages: 1, total: 0 };

  const studOnly = (options.studOnly ?? false) || options.studWhere !== undefined;
  if (!studOnly && options.held) {
    const table = searchTableOf(options.held.pedigree, options.held.records);
    if (table) return searchTable(table, needle, wanted, size);
  }
  const read = async (page: number) => {
    const rows = await queryRows<{ name: string; rank: number; category: string | null; total: number }>(
      db,
      rankedQuery(needle, studOnly, options.studWhere, size, (page - 1) * size),
    );
    return { page, rows, total: rows[0]?.total ?? 0 };
  };
  let result = await read(wanted);
  if (result.rows.length === 0 && wanted > 1) {
    // Past the end: the first page's count says where the last page is.
    const first = await read(1);
    const last = Math.max(1, Math.ceil(first.total / size));
    result = last === 1 ? first : await read(last);
  }
  return {
    items: result.rows.map(({ name, rank, category }) => ({
      name,
      rank: SEARCH_RANKS[rank],
      studHorse: category !== null,
      category,
    })),
    page: result.page,
    pages: Math.max(1, Math.ceil(result.total / size)),
    total: result.total,
  };
}

function rankedQuery(
  needle: string,
  studOnly: boolean,
  studWhere: SQL | undefined,
  limit: number,
  offset: number,
  counted = true,
): SQL {
  const contains = `%${escapeLike(needle)}%`;
  // A stud horse's entry has the stud horse's folded name, so it is among the stud hits: the
  // entries are checked against those few (a hashed list), not looked up one by one.
  const entries = studOnly
    ? sql``
    : sql`union all
      select p.name, null, p.name_folded, p.name_sort_key from pedigree p
      where p.name_folded like ${contains}
        and lower(p.name) not in (select lower(name) from stud_hits)`;
  return sql`with stud_hits as (
        select name, category, name_folded, name_sort_key from horses where name_folded like ${contains}
        ${studWhere ? sql`and ${studWhere}` : sql``}
      )
      select name, rank, category, ${counted ? sql`(count(*) over ())::int` : sql`null::int`} as total
      from (
        select name, category, sort_key, ${rankOf(needle)} as rank
        from (
          select name, category, name_folded, name_sort_key from stud_hits
          ${entries}
        ) as matches(name, category, name_folded, sort_key)
      ) as ranked
      order by rank, category is null, sort_key collate "C", name collate "C"
      limit ${limit} offset ${offset}`;
}

/**
 * The first `limit` hits of searchHorses for the header's suggestions, which show no total: the
 * same hits in the same order, without counting them. When names starting with the piece fill
 * the list (a closed breed's stud prefixes, a name typed from its start), only those entries are
 * read, from the B-tree on name_folded collate "C", and no other hit is read or ranked
 * (startingQuery); otherwise the one ranked statement, without its count. With `held` current
 * (as for searchHorses), the first page of the search table, and no statement.
 */
export async function suggestHorses(
  db: Db,
  query: string,
  limit: number,
  held?: SearchOptions["held"],
): Promise<SearchHit[]> {
  const needle = foldName(query);
  if (needle === "" || needle.includes("\0")) return [];
  const table = held && searchTableOf(held.pedigree, held.records);
  if (table) return searchTable(table, needle, 1, limit).items;
  const rows = await queryRows<{ name: string; rank: number; category: string | null }>(
    db,
    (await startingFills(db, needle, limit))
      ? startingQuery(needle, limit)
      : rankedQuery(needle, false, undefined, limit, 0, false),
  );
  return rows.map(({ name, rank, category }) => ({
    name,
    rank: SEARCH_RANKS[rank],
    studHorse: category !== null,
    category,
  }));
}

/**
 * True when at least `reach` pedigree entries that are no stud horse's start with the piece (ranks
 * exact and prefix): then the first `reach` entries in order are all among them. Reads at most
 * `reach` entries of the B-tree on name_folded collate "C".
 */
async function startingFills(db: Db, needle: string, reach: number): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
        select from pedigree p
        where p.name_folded collate "C" like ${`${escapeLike(needle)}%`}
          and not exists (select from horses h where lower(h.name) = lower(p.name))
        limit ${reach}
      ) as starting`,
  );
  return (row?.n ?? 0) >= reach;
}

/**
 * The first `limit` hits when startingFills: the stud's hits (a few hundred at most) ranked as in
 * rankedQuery, and of the entries only the first `limit` that start with the piece, in the
 * search's order (exact before prefix, then name_sort_key).
 */
function startingQuery(needle: string, limit: number): SQL {
  const literal = escapeLike(needle);
  return sql`with stud_hits as (
        select name, category, name_folded, name_sort_key from horses where name_folded like ${`%${literal}%`}
      ),
      starting as (
        select p.name, p.name_folded, p.name_sort_key from pedigree p
        where p.name_folded collate "C" like ${`${literal}%`}
          and lower(p.name) not in (select lower(name) from stud_hits)
        order by p.name_folded <> ${needle}, p.name_sort_key collate "C", p.name collate "C"
        limit ${limit}
      )
      select name, rank, category
      from (
        select name, category, name_sort_key, ${rankOf(needle)} from stud_hits
        union all
        select name, null, name_sort_key, ${rankOf(needle)} from starting
      ) as ranked(name, category, sort_key, rank)
      order by rank, category is null, sort_key collate "C", name collate "C"
      limit ${limit}`;
}

/** A hit's rank (its index in SEARCH_RANKS) from its `name_folded`, as domain searchRank gives it. */
function rankOf(needle: string): SQL {
  const literal = escapeLike(needle);
  return sql`case
      when name_folded = ${needle} then ${SEARCH_RANKS.indexOf("exact")}::int
      when name_folded like ${`${literal}%`} then ${SEARCH_RANKS.indexOf("prefix")}::int
      when ${sql.join(
        WORD_STARTS.map((start) => sql`name_folded like ${`%${start}${literal}%`}`),
        sql` or `,
      )} then ${SEARCH_RANKS.indexOf("word")}::int
      else ${SEARCH_RANKS.indexOf("contains")}::int end`;
}

/**
 * Every name the public search can find, held with the pedigree and the stud horses' names of one
 * data version: stud horses and the entries that are no stud horse's, sorted as the ranked
 * statement orders hits of one rank and kind (domain searchSortKey, SQL name_sort_key, then the
 * name, code unit by code unit: collate "C"). Their folded names (domain foldName, which migration 0003's fold_name equals:
 * data/search.test.ts) are one string, each after a NUL (which no name and no piece holds), so a
 * search is one String.prototype.indexOf after another.
 */
interface SearchTable {
  /** NUL, a folded name, NUL, the next…, NUL. */
  text: string;
  /** Where each folded name starts in `text`; one more at the end (past the last NUL). */
  starts: Int32Array;
  names: string[];
  /** 1 for a stud horse, 0 for a pedigree entry. */
  stud: Uint8Array;
}

/** The stud horses of held records: their categories by name, and their names as one string. */
interface StudNames {
  categories: Map<string, string>;
  names: string;
}

const studNamesHeld = new WeakMap<StudRecords["horses"], StudNames>();

/**
 * The table built for a held pedigree, with the stud horses' names it was built with: a write that
 * changes neither (a ribbon, an evaluation, a category) keeps it, the categories read from the
 * records of the search's own version.
 */
const searchTables = new WeakMap<PedigreeInMemory["horses"], { studNames: string; table: SearchTable }>();

/**
 * The search table of what is held, built by the first search after a write that changed a name
 * (about 0.3 s for 110,000 names: scripts/bench-search.ts), and the stud horses' categories; null
 * when either is not held, or they are of different data versions.
 */
function searchTableOf(
  pedigree: PedigreeInMemory | null,
  records: StudRecords | null,
): { table: SearchTable; categories: Map<string, string> } | null {
  if (!pedigree || !records || pedigree.version !== records.version) return null;
  let stud = studNamesHeld.get(records.horses);
  if (!stud) {
    const horses = [...records.horses.values()].map(({ horse }) => horse);
    stud = {
      categories: new Map(horses.map((horse) => [horse.name, horse.category])),
      names: horses
        .map((horse) => horse.name)
        .sort()
        .join("\0"),
    };
    studNamesHeld.set(records.horses, stud);
  }
  let built = searchTables.get(pedigree.horses);
  if (built?.studNames !== stud.names) {
    built = { studNames: stud.names, table: buildSearchTable(pedigree, stud.categories) };
    searchTables.set(pedigree.horses, built);
  } else {
    // The same names read again: the next search compares the string held, not both whole.
    built.studNames = stud.names;
  }
  return { table: built.table, categories: stud.categories };
}

function buildSearchTable(pedigree: PedigreeInMemory, studHorses: Map<string, string>): SearchTable {
  const rows: { key: string; name: string; folded: string; stud: boolean }[] = [];
  const add = (name: string, stud: boolean) => {
    const folded = foldName(name);
    // The key orders by sort key, then by name (no name holds NUL: PostgreSQL text cannot).
    rows.push({ key: `${searchSortKey(name, folded)}\0${name}`, name, folded, stud });
  };
  for (const name of studHorses.keys()) add(name, true);
  // A stud horse's entry is the stud horse's hit (the statement's `not in (… stud_hits)`).
  for (const horse of pedigree.horses.values()) if (!horse.studHorse) add(horse.name, false);
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const starts = new Int32Array(rows.length + 1);
  let at = 1;
  rows.forEach((row, i) => {
    starts[i] = at;
    at += row.folded.length + 1;
  });
  starts[rows.length] = at;
  return {
    text: `\0${rows.map((row) => row.folded).join("\0")}\0`,
    starts,
    names: rows.map((row) => row.name),
    stud: Uint8Array.from(rows, (row) => Number(row.stud)),
  };
}

/** The index of the name whose folded form holds position `at` of the table's text. */
function nameAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (starts[middle] <= at) low = middle;
    else high = middle;
  }
  return low;
}

/** Ranks as indices in SEARCH_RANKS, as rankOf and domain searchRank give them. */
const [EXACT, PREFIX, WORD, CONTAINS] = [0, 1, 2, 3];

/**
 * searchHorses's page from a search table: every folded name containing the piece (each of its
 * places in the name, the best one ranking it), in groups of rank and kind (stud horses first),
 * each already in the statement's order, counted exactly; a page past the end is the last one.
 */
function searchTable(
  { table, categories: studCategories }: { table: SearchTable; categories: Map<string, string> },
  needle: string,
  wanted: number,
  size: number,
): Paged<SearchHit> {
  const { text, starts, stud } = table;
  // Index rank * 2 + (entry ? 1 : 0): the statement's `order by rank, category is null`.
  const groups: number[][] = Array.from({ length: SEARCH_RANKS.length * 2 }, () => []);
  let name = -1;
  let best = CONTAINS;
  const found = () => {
    if (name >= 0) groups[best * 2 + 1 - stud[name]].push(name);
  };
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (name < 0 || at >= starts[name + 1]) {
      found();
      name = nameAt(starts, at);
      best = CONTAINS;
    }
    const rank =
      at === starts[name]
        ? at + needle.length + 1 === starts[name + 1]
          ? EXACT
          : PREFIX
        : WORD_STARTS.includes(text[at - 1] as (typeof WORD_STARTS)[number])
          ? WORD
          : CONTAINS;
    best = Math.min(best, rank);
  }
  found();
  const total = groups.reduce((sum, group) => sum + group.length, 0);
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(wanted, pages);
  const items: SearchHit[] = [];
  const from = (page - 1) * size;
  let before = 0;
  for (const [group, indices] of groups.entries()) {
    const start = Math.max(0, from - before);
    for (const i of indices.slice(start, start + size - items.length)) {
      const category = stud[i] ? studCategories.get(table.names[i])! : null;
      items.push({ name: table.names[i], rank: SEARCH_RANKS[group >> 1], studHorse: category !== null, category });
    }
    before += indices.length;
  }
  return { items, page, pages, total };
}
