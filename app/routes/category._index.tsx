import { loadCategoryCards } from "#app/category.server";
import { HorseGrid } from "#app/components/horse-card";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import * as texts from "#domain/texts";
import type { Route } from "./+types/category._index";

/** Without a section, all of the category's horses (docs/product.md, "Site behaviour"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCategoryCards(context.get(requestContext).db, request, params.category);
}

export default function CategoryIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2 className="visually-hidden">{texts.public.allSections}</h2>
      <HorseGrid horses={loaderData.horses} empty={loaderData.empty} />
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </>
  );
}
