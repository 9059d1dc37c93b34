import { requestContext } from "#app/context";
import { suggestNames } from "#app/suggestions.server";
import type { Route } from "./+types/admin.horse-names";

/** GET /admin/horse-names?q=…&page=… → the stud's horses whose name holds it (the site search). Guarded by the admin middleware. */
export function loader({ request, context }: Route.LoaderArgs) {
  return suggestNames(request, context.get(requestContext).db, "horses");
}
