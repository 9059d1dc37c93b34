import { loadCategoryCards } from "#app/category.server";
import { AllSectionsHeading, CategoryCards } from "#app/components/category-page";
import { requestContext } from "#app/context";
import type { Route } from "./+types/category._index";

/** Without a section, all of the category's horses (docs/product.md, "Site behaviour"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCategoryCards(context.get(requestContext).db, request, params.category);
}

export default function CategoryIndex({ loaderData }: Route.ComponentProps) {
  return <CategoryCards cards={loaderData} heading={<AllSectionsHeading />} />;
}
