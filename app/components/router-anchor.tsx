import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { isCurrentPath } from "#app/paths";

type AnchorProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * A link within the site as plain HTML, the anchor a <Link> renders, followed within the site by
 * the page's one listener (useRouterAnchors, app/components/router-links.ts): a <Link>'s hooks
 * cost the server's render of every page more than the rest of the header and footer together
 * (docs/decisions/0035-horse-pages-from-memory.md).
 */
export function RouterAnchor(props: AnchorProps) {
  return <a data-discover="true" {...props} />;
}

/** A RouterAnchor that marks the page it leads to, as a <NavLink> does (`end`: only that very page). */
export function NavAnchor({ end, ...props }: AnchorProps & { end?: boolean }) {
  const current = isCurrentPath(useLocation().pathname, props.href, end);
  return (
    <RouterAnchor aria-current={current ? "page" : undefined} className={current ? "active" : undefined} {...props} />
  );
}
