import { requestContext } from "#app/context";
import { suggestNames } from "#app/suggestions.server";
import type { Route } from "./+types/admin.pedigree-names";

/** GET /admin/pedigree-names?q=…&page=… → stud horses and pedigree entries whose name holds it (the site search). Guarded by the admin middleware. */
export function loader({ request, context }: Route.LoaderArgs) {
  return suggestNames(request, context.get(requestContext).db, "pedigree");
}
