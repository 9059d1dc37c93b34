import { data } from "react-router";
import type { Route } from "./+types/category.section";
import { breedLabel, isCategory } from "../../domain";
import { horsesByCategory } from "../../data/horses";
import { HorseGrid, toCardData } from "../components/HorseCard";
import { requestContext } from "../context";
import { texts } from "../../domain/texts";

/** A section that is no Welsh section reads Okänd and lists nothing (not a 404: the URL is well-formed). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isCategory(params.category)) throw data(null, { status: 404 });
  const horses = await horsesByCategory(context.get(requestContext).db, params.category, params.section);
  return { horses: horses.map(toCardData), label: breedLabel(params.section), forSale: params.category === "for-sale" };
}

export default function CategorySection({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2>{texts.public.sectionHeading(loaderData.label)}</h2>
      <HorseGrid
        horses={loaderData.horses}
        empty={loaderData.forSale ? texts.public.emptyForSale : texts.public.emptySection}
      />
    </>
  );
}
