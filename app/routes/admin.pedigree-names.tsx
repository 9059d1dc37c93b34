import { requestContext } from "#app/context";
import { PEDIGREE_MIN_SUGGESTION_CHARS } from "#app/suggestions";
import { suggestNames } from "#app/suggestions.server";
import { suggestPedigreeNames } from "#data/pedigree";
import type { Route } from "./+types/admin.pedigree-names";

/** GET /admin/pedigree-names?q=prefix → pedigree entry names starting with it (any case). Guarded by the admin middleware. */
export function loader({ request, context }: Route.LoaderArgs) {
  return suggestNames(request, PEDIGREE_MIN_SUGGESTION_CHARS, (prefix) =>
    suggestPedigreeNames(context.get(requestContext).db, prefix),
  );
}
