import { data } from "react-router";
import type { Db } from "#data/db";
import { horsesByCategory } from "#data/horses";
import { FOR_SALE_CATEGORY, isCategory, pageOf, parsePage } from "#domain";
import * as texts from "#domain/texts";
import type { CategoryCardsPage } from "./components/category-page";
import { toCardData } from "./components/horse-card";

/**
 * The cards of a category page, all sections or one: the category index, the section page and
 * `/for-sale` load alike, a page of cards at a time (`?page=`), and are drawn by one component
 * (app/components/category-page.tsx). Each checks the category itself (child loaders run beside
 * the parent's, not after).
 */
export async function loadCategoryCards(
  db: Db,
  request: Request,
  category: string,
  section?: string,
): Promise<CategoryCardsPage> {
  if (!isCategory(category)) throw data(null, { status: 404 });
  const { items, page, pages } = pageOf(
    await horsesByCategory(db, category, section),
    parsePage(new URL(request.url).searchParams.get("page")),
  );
  return {
    horses: items.map(toCardData),
    page,
    pages,
    empty: category === FOR_SALE_CATEGORY ? texts.public.emptyForSale : texts.public.emptySection,
    // A horse for sale is shown with what a buyer asks first: gender, section, age.
    variant: category === FOR_SALE_CATEGORY ? "for-sale" : "listing",
  };
}
