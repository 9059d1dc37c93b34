import { requestContext } from "#app/context";
import { MIN_SUGGESTION_CHARS } from "#app/suggestions";
import { suggestNames } from "#app/suggestions.server";
import { suggestHorseNames } from "#data/horses";
import type { Route } from "./+types/admin.horse-names";

/** GET /admin/horse-names?q=prefix → the stud's horse names starting with it (any case). Guarded by the admin middleware. */
export function loader({ request, context }: Route.LoaderArgs) {
  return suggestNames(request, MIN_SUGGESTION_CHARS, (prefix) =>
    suggestHorseNames(context.get(requestContext).db, prefix),
  );
}
