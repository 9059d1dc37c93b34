import { horsePath } from "#app/paths";
import { RouterAnchor } from "./router-anchor";

/**
 * A horse's name, linked to its page here: a stud horse's, or an ancestor's (docs/product.md,
 * "Ancestor pages"), which links on to its page elsewhere when it has one. A pedigree and an
 * offspring list hold dozens, so it is a RouterAnchor.
 */
export function HorseNameLink({ name }: { name: string }) {
  return <RouterAnchor href={horsePath(name)}>{name}</RouterAnchor>;
}
