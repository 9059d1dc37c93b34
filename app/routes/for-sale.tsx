import { HorseGrid, toCardData } from "#app/components/horse-card";
import { requestContext } from "#app/context";
import { forSaleHorses } from "#data/horses";
import { DEFAULT_STABLE_NAME } from "#domain";
import { texts } from "#domain/texts";
import type { Route } from "./+types/for-sale";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  return { horses: (await forSaleHorses(db)).map(toCardData), stableName };
}

/** /for-sale is its own route, not a category page, so it keeps the default title (docs/product.md, "Site behaviour"). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: texts.site.defaultPageTitle },
  { name: "description", content: texts.public.forSaleDescription(loaderData?.stableName ?? DEFAULT_STABLE_NAME) },
];

export default function ForSale({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1>{texts.public.forSaleHeading}</h1>
      <HorseGrid horses={loaderData.horses} empty={texts.public.emptyForSale} variant="for-sale" />
    </section>
  );
}
