import { HorseGrid, toCardData } from "#app/components/horse-card";
import { requestContext } from "#app/context";
import { publicPageMeta } from "#app/social-meta";
import { forSaleHorses } from "#data/horses";
import { DEFAULT_STABLE_NAME } from "#domain";
import { texts } from "#domain/texts";
import type { Route } from "./+types/for-sale";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  return { horses: (await forSaleHorses(db)).map(toCardData), stableName };
}

/** RULES.md §1: /for-sale is its own route, not a category page, so it keeps the default title. */
export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, {
    title: texts.site.defaultPageTitle,
    description: texts.public.forSaleDescription(args.loaderData?.stableName ?? DEFAULT_STABLE_NAME),
  });

export default function ForSale({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1>{texts.public.forSaleHeading}</h1>
      <HorseGrid horses={loaderData.horses} empty={texts.public.emptyForSale} variant="for-sale" />
    </section>
  );
}
