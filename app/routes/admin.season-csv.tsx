import { redirect } from "react-router";
import { requestContext } from "#app/context";
import { seasonFile, seasonPagePath } from "#app/season.server";
import type { Route } from "./+types/admin.season-csv";

/**
 * The season plan as a spreadsheet file (docs/product.md, "Season plan"). Wrong choices, or nothing
 * to plan, go back to the page with the same query, which says why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { db, dataVersion } = context.get(requestContext);
  const file = await seasonFile(db, url, dataVersion);
  if (file) return file;
  throw redirect(seasonPagePath(url.search));
}
