import { HorseGrid, toCardData } from "#app/components/horse-card";
import { requestContext } from "#app/context";
import { forSaleHorses } from "#data/horses";
import { CATEGORY_TITLES, DEFAULT_STABLE_NAME, FOR_SALE_CATEGORY } from "#domain";
import { texts } from "#domain/texts";
import type { Route } from "./+types/for-sale";

/** Its own route, titled like a category page (docs/product.md, "Horses, categories and sale"). */
const title = CATEGORY_TITLES[FOR_SALE_CATEGORY];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const stableName = loaderData?.stableName ?? DEFAULT_STABLE_NAME;
  return [
    { title: texts.public.pageTitle(title, stableName) },
    { name: "description", content: texts.public.forSaleDescription(stableName) },
  ];
};

export async function loader({ context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  return { horses: (await forSaleHorses(db)).map(toCardData), stableName };
}

export default function ForSale({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1>{title}</h1>
      <HorseGrid horses={loaderData.horses} empty={texts.public.emptyForSale} variant="for-sale" />
    </section>
  );
}
