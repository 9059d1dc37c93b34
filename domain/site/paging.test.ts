import { describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE, pageOf, parsePage } from "./paging";

describe("paging", () => {
  it("reads ?page= as a page number, anything odd as the first page", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(" 12 ")).toBe(12);
    for (const odd of [null, undefined, "", "0", "-1", "1.5", "abc", "1e3", "9999999"]) expect(parsePage(odd)).toBe(1);
  });

  it("cuts a list into pages of the page size and keeps the order", () => {
    const items = Array.from({ length: LIST_PAGE_SIZE * 2 + 5 }, (_, i) => i);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, total: items.length });
    expect(pageOf(items, 1).items).toEqual(items.slice(0, LIST_PAGE_SIZE));
    expect(pageOf(items, 3).items).toEqual(items.slice(LIST_PAGE_SIZE * 2));
  });

  it("shows the last page for a page past the end, and one empty page for no items", () => {
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ items: [3], page: 2, pages: 2, total: 3 });
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, pages: 1, total: 0 });
  });
});
