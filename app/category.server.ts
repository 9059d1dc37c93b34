import { data } from "react-router";
import type { Db } from "#data/db";
import { horsesByCategory } from "#data/horses";
import { isCategory } from "#domain";
import { texts } from "#domain/texts";
import { toCardData } from "./components/horse-card";

/**
 * The cards of a category page, all sections or one: the category index and the section page
 * load alike. Each checks the category itself (child loaders run beside the parent's, not after).
 */
export async function loadCategoryCards(db: Db, category: string, section?: string) {
  if (!isCategory(category)) throw data(null, { status: 404 });
  const horses = await horsesByCategory(db, category, section);
  return {
    horses: horses.map(toCardData),
    empty: category === "for-sale" ? texts.public.emptyForSale : texts.public.emptySection,
  };
}
