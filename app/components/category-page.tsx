// One page shape for every listing: the six categories and the for-sale pages, all sections or one
// (docs/product.md, "Horses, categories and sale").
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { categoryPath } from "#app/paths";
import type { Category } from "#domain";
import * as texts from "#domain/texts";
import { BreedPicker } from "./breed-picker";
import { HorseGrid, type HorseCardData } from "./horse-card";
import { Pager } from "./pager";

/** A page of a listing's cards, as app/category.server.ts loadCategoryCards gives it. */
export interface CategoryCardsPage {
  horses: HorseCardData[];
  page: number;
  pages: number;
  empty: string;
  variant: "listing" | "for-sale";
}

/** The title, the section picker and, while a page of the same listing loads, a line saying so. */
export function CategoryFrame({
  category,
  title,
  children,
}: {
  category: Category;
  title: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  // Only a navigation within this listing shows the loading text here.
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(categoryPath(category));
  return (
    <section className="category">
      <h1>{title}</h1>
      <BreedPicker category={category} />
      {loading && (
        <p className="loading" role="status">
          {texts.public.categoryLoading}
        </p>
      )}
      {children}
    </section>
  );
}

/** The cards under their heading (a section's name, or all sections unseen), and the pager. */
export function CategoryCards({ cards, heading }: { cards: CategoryCardsPage; heading: ReactNode }) {
  return (
    <>
      {heading}
      <HorseGrid horses={cards.horses} empty={cards.empty} variant={cards.variant} />
      <Pager page={cards.page} pages={cards.pages} />
    </>
  );
}

/** The heading of a listing's page with every section: for screen readers, the picker above says it. */
export function AllSectionsHeading() {
  return <h2 className="visually-hidden">{texts.public.allSections}</h2>;
}
