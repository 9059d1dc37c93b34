import { redirect } from "react-router";
import { requestContext } from "#app/context";
import { matesFile } from "#app/mates.server";
import { matesSearchPath } from "#app/paths";
import type { Route } from "./+types/breeding.mates-csv";

/**
 * The mates list as a spreadsheet file (docs/product.md, "Mates list"). Wrong choices go back to
 * the page with the same query, which names each problem.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { db, dataVersion, publicUrl } = context.get(requestContext);
  const file = await matesFile(db, url, publicUrl, dataVersion);
  if (file) return file;
  throw redirect(matesSearchPath(url.search));
}
