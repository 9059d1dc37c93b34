import { Link } from "react-router";
import { horsePath } from "#app/paths";

/**
 * A horse's name, linked to its page here: a stud horse's, or an ancestor's (docs/product.md,
 * "Ancestor pages"), which links on to its page elsewhere when it has one.
 */
export function HorseNameLink({ name }: { name: string }) {
  return <Link to={horsePath(name)}>{name}</Link>;
}
