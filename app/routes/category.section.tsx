import { data } from "react-router";
import { loadCategoryCards } from "#app/category.server";
import { CategoryCards } from "#app/components/category-page";
import { requestContext } from "#app/context";
import { breedCode, breedLabel } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/category.section";

/** A section that is no Welsh section reads Okänd and lists nothing, with status 404: no such page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const cards = await loadCategoryCards(context.get(requestContext).db, request, params.category, params.section);
  const page = { ...cards, label: breedLabel(params.section) };
  return breedCode(params.section) === null ? data(page, { status: 404 }) : page;
}

export default function CategorySection({ loaderData }: Route.ComponentProps) {
  return <CategoryCards cards={loaderData} heading={<h2>{texts.public.sectionHeading(loaderData.label)}</h2>} />;
}
