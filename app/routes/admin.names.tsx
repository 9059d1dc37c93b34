import { requestContext } from "#app/context";
import { isPickerScope } from "#app/suggestions";
import { suggestNames } from "#app/suggestions.server";
import type { Route } from "./+types/admin.names";

/**
 * GET /admin/names/{scope}?q=…&page=… → the names a picker of that scope finds (app/suggestions.ts,
 * the site search). Guarded by the admin middleware.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isPickerScope(params.scope)) throw new Response(null, { status: 404 });
  return suggestNames(request, context.get(requestContext).db, params.scope);
}
