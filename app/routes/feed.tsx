import { requestContext } from "#app/context";
import { feedResponse } from "#app/feed.server";
import type { Route } from "./+types/feed";

/** The news as an Atom feed (docs/product.md, "News and feed"); every public page links it (app/root.tsx). */
export async function loader({ context }: Route.LoaderArgs) {
  return feedResponse(context.get(requestContext));
}
