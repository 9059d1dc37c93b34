import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Where a click on a router link (`data-discover`, React Router's mark, which a plain anchor can
 * carry too: app/react-router.internals.test.ts) should move within the site, or null when the
 * click keeps the browser's way: a modified or other-button click, a link to another window, a
 * download, another origin, or one already handled (a hydrated <Link> handles its own).
 */
export function routerLinkPath(event: MouseEvent): string | null {
  const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== location.origin)
    return null;
  return link.pathname + link.search + link.hash;
}

/**
 * Plain anchors marked as router links (RouterAnchor) move within the site like <Link>s: one
 * listener for the page instead of a <Link> each, whose hooks cost the server's render most of a
 * millisecond on a horse page's pedigree and offspring (docs/decisions/0035-horse-pages-from-memory.md).
 * On the window, bubbling: after React's own handlers, so a hydrated <Link> has had its turn.
 */
export function useRouterAnchors() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const path = routerLinkPath(event);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    window.addEventListener("click", follow);
    return () => window.removeEventListener("click", follow);
  }, [navigate]);
}
