import { requestContext } from "#app/context";
import { pedigreePaperResponse } from "#app/pedigree-paper.server";
import * as texts from "#domain/texts";
import type { Route } from "./+types/horse.pedigree-pdf";

/**
 * The pedigree on paper (docs/product.md, "Pedigree on paper"): a stud horse's or an ancestor's
 * five generations as one A4 PDF page, the name in any letter case, like the horse page; 404 for
 * a name with no pedigree to show.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await pedigreePaperResponse(context.get(requestContext), params.horseid);
  if (file) return file;
  throw new Response(texts.pedigreePaper.notFound, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
