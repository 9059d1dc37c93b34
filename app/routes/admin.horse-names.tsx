import type { Route } from "./+types/admin.horse-names";
import { suggestHorseNames } from "../../data/horses";
import { requireUser } from "../auth.server";
import { MIN_SUGGESTION_CHARS, type HorseNamesResult } from "../components/HorseSearch";
import { requestContext } from "../context";


/** GET /admin/horse-names?q=prefix → horse names starting with it (prefix match, any case). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<HorseNamesResult> {
  requireUser(context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 80);
  if (query.length < MIN_SUGGESTION_CHARS) return { names: [], error: false };
  try {
    return { names: await suggestHorseNames(context.get(requestContext).db, query), error: false };
  } catch (error) {
    console.error(error);
    return { names: [], error: true };
  }
}
