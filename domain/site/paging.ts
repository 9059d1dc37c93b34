// Long lists are shown a page at a time, so no page grows with the stud (docs/product.md, "Site behaviour").

/** Horses per list page: a full page stays well under 150 KB of HTML. */
export const LIST_PAGE_SIZE = 48;

export interface Paged<T> {
  items: T[];
  /** 1-based, within 1…pages. */
  page: number;
  pages: number;
  total: number;
}

/** The page number from `?page=`: plain digits from 1; anything else is the first page. */
export function parsePage(text: string | null | undefined): number {
  const trimmed = (text ?? "").trim();
  return /^\d{1,6}$/.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : 1;
}

/** One page of `items` (already in display order); a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number = LIST_PAGE_SIZE): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages, total: items.length };
}
