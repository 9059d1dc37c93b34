import { loadCategoryCards } from "#app/category.server";
import { AllSectionsHeading, CategoryCards, CategoryFrame } from "#app/components/category-page";
import { requestContext } from "#app/context";
import { publicPageMeta } from "#app/social-meta";
import { CATEGORY_TITLES, DEFAULT_STABLE_NAME, FOR_SALE_CATEGORY } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/for-sale";

/**
 * Its own route, titled and drawn like a category page, section picker and for-sale cards alike
 * with `/for-sale/{section}` (docs/product.md, "Horses, categories and sale").
 */
const title = CATEGORY_TITLES[FOR_SALE_CATEGORY];

export const meta: Route.MetaFunction = (args) => {
  const stableName = args.loaderData?.stableName ?? DEFAULT_STABLE_NAME;
  return publicPageMeta(args, {
    title: texts.site.pageTitle(title, stableName),
    description: texts.public.forSaleDescription(stableName),
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  return { ...(await loadCategoryCards(db, request, FOR_SALE_CATEGORY)), stableName };
}

export default function ForSale({ loaderData }: Route.ComponentProps) {
  return (
    <CategoryFrame category={FOR_SALE_CATEGORY} title={title}>
      <CategoryCards cards={loaderData} heading={<AllSectionsHeading />} />
    </CategoryFrame>
  );
}
