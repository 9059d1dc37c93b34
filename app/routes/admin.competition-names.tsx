import { requestContext } from "#app/context";
import { suggestNames } from "#app/suggestions.server";
import type { Route } from "./+types/admin.competition-names";

/** GET /admin/competition-names?q=…&page=… → the horses that may be entered whose name holds it (the site search). Guarded by the admin middleware. */
export function loader({ request, context }: Route.LoaderArgs) {
  return suggestNames(request, context.get(requestContext).db, "competition");
}
