import { data } from "react-router";
import type { Db } from "#data/db";
import { horsesByCategory } from "#data/horses";
import { isCategory, pageOf, parsePage } from "#domain";
import * as texts from "#domain/texts";
import { toCardData } from "./components/horse-card";

/**
 * The cards of a category page, all sections or one: the category index and the section page
 * load alike, a page of cards at a time (`?page=`). Each checks the category itself (child loaders run beside the parent's, not after).
 */
export async function loadCategoryCards(db: Db, request: Request, category: string, section?: string) {
  if (!isCategory(category)) throw data(null, { status: 404 });
  const { items, page, pages } = pageOf(
    await horsesByCategory(db, category, section),
    parsePage(new URL(request.url).searchParams.get("page")),
  );
  return {
    horses: items.map(toCardData),
    page,
    pages,
    empty: category === "for-sale" ? texts.public.emptyForSale : texts.public.emptySection,
  };
}
