import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/routes/horse";

/**
 * The horse page's data, for the tabs (they read it here instead of fetching again). Beside the
 * route, not in it: a tab importing the route module would split it into a shared chunk and a
 * one-line stub, one more file on every horse page (docs/decisions/0020).
 */
export function useHorsePage() {
  const page = useRouteLoaderData<typeof loader>("routes/horse");
  if (!page || page.kind !== "horse") throw new Error("The horse tabs render only under a horse page");
  return page;
}
