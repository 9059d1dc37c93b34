import { HorseGrid, toCardData } from "#app/components/horse-card";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import { forSaleHorses } from "#data/horses";
import { DEFAULT_STABLE_NAME, pageOf, parsePage } from "#domain";
import { texts } from "#domain/texts";
import type { Route } from "./+types/for-sale";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  const { items, page, pages } = pageOf(
    await forSaleHorses(db),
    parsePage(new URL(request.url).searchParams.get("page")),
  );
  return { horses: items.map(toCardData), page, pages, stableName };
}

/** RULES.md §1: /for-sale is its own route, not a category page, so it keeps the default title. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: texts.site.defaultPageTitle },
  { name: "description", content: texts.public.forSaleDescription(loaderData?.stableName ?? DEFAULT_STABLE_NAME) },
];

export default function ForSale({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1>{texts.public.forSaleHeading}</h1>
      <HorseGrid horses={loaderData.horses} empty={texts.public.emptyForSale} variant="for-sale" />
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </section>
  );
}
