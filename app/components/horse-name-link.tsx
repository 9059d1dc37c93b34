import { horsePath } from "#app/paths";

/**
 * A horse's name, linked to its page here: a stud horse's, or an ancestor's (docs/product.md,
 * "Ancestor pages"), which links on to its page elsewhere when it has one. A plain anchor marked
 * as a router link, the HTML a <Link> renders, followed within the site by the page's one listener
 * (useRouterAnchors): a pedigree and an offspring list hold dozens.
 */
export function HorseNameLink({ name }: { name: string }) {
  return (
    <a href={horsePath(name)} data-discover="true">
      {name}
    </a>
  );
}
