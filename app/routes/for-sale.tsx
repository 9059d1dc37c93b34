import { HorseGrid, toCardData } from "#app/components/horse-card";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import { publicPageMeta } from "#app/social-meta";
import { forSaleHorses } from "#data/horses";
import { CATEGORY_TITLES, DEFAULT_STABLE_NAME, FOR_SALE_CATEGORY, pageOf, parsePage } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/for-sale";

/** Its own route, titled like a category page (docs/product.md, "Horses, categories and sale"). */
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
  const { items, page, pages } = pageOf(
    await forSaleHorses(db),
    parsePage(new URL(request.url).searchParams.get("page")),
  );
  return { horses: items.map(toCardData), page, pages, stableName };
}

export default function ForSale({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1>{title}</h1>
      <HorseGrid horses={loaderData.horses} empty={texts.public.emptyForSale} variant="for-sale" />
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </section>
  );
}
