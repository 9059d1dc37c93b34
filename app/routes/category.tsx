import { data, Outlet } from "react-router";
import { CategoryFrame } from "#app/components/category-page";
import { RouteError } from "#app/components/route-error";
import { requestContext } from "#app/context";
import { publicPageMeta } from "#app/social-meta";
import { CATEGORY_TITLES, isCategory } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/category";

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return loaderData
    ? publicPageMeta(args, {
        title: texts.site.pageTitle(loaderData.title, loaderData.stableName),
        description: texts.public.categoryDescription(loaderData.title, loaderData.stableName),
      })
    : [{ title: texts.site.defaultPageTitle }, { name: "robots", content: "noindex" }];
};

/** Only the six categories exist; anything else is the not-found view (HTTP 404). */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!isCategory(params.category)) throw data(null, { status: 404 });
  return {
    category: params.category,
    title: CATEGORY_TITLES[params.category],
    stableName: context.get(requestContext).stableName,
  };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return (
    <CategoryFrame category={loaderData.category} title={loaderData.title}>
      <Outlet />
    </CategoryFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} message={(detail) => `${texts.public.categoryError}${detail}`} />;
}
