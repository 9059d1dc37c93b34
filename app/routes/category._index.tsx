import { data } from "react-router";
import type { Route } from "./+types/category._index";
import { isCategory } from "../../domain";
import { horsesByCategory } from "../../data/horses";
import { HorseGrid, toCardData } from "../components/HorseCard";
import { requestContext } from "../context";
import { texts } from "../../domain/texts";

/** RULES.md §2: without a section, all of the category's horses. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isCategory(params.category)) throw data(null, { status: 404 });
  const horses = await horsesByCategory(context.get(requestContext).db, params.category);
  return { horses: horses.map(toCardData), forSale: params.category === "for-sale" };
}

export default function CategoryIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2 className="visually-hidden">{texts.public.allSections}</h2>
      <HorseGrid
        horses={loaderData.horses}
        empty={loaderData.forSale ? texts.public.emptyForSale : texts.public.emptySection}
      />
    </>
  );
}
