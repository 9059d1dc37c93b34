import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import {
  useFetchers,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  type NavigateFunction,
} from "react-router";
import { routerLinkPath } from "./router-links";
import { drawsServerHtml } from "./use-hydrated";

type Holder = {
  /** The element that holds the part (`display: contents`, it takes no room): a span in phrasing content. */
  as?: "div" | "span";
};

/**
 * A part of a page that only shows (no state, no handlers of its own), rendered whole by the server
 * but whose code the browser loads only when it is needed (docs/decisions/0023-deferred-parts.md).
 * Until then React leaves the server's HTML in place: it reads, and its links still move within
 * the site. The code comes when the router first moves (React holds the router's update until it
 * can hydrate the part), or at once when the browser draws the part anew; the update that draws
 * it waits for the code (navigations are transitions), so nothing blinks empty.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let open = () => {};
  const opened = typeof document === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  const Part = lazy(async () => {
    await opened;
    const component = await load();
    // From here React can hydrate the part's links, which then answer for themselves.
    stopWaitingFor(open);
    return { default: component };
  });

  function Deferred({ as: Element = "div", ...props }: Props & Holder) {
    const holder = useRef<HTMLDivElement & HTMLSpanElement>(null);
    const [fromServerHtml] = useState(drawsServerHtml);
    const part = <Part {...(props as Props)} />;
    return (
      <Element ref={holder} className="deferred">
        <OpenOnDemand open={open} drawnAnew={!fromServerHtml} holder={holder} />
        {/* Only a boundary keeps the server's HTML while the code is away; drawn anew, the part
            suspends the update that draws it instead of showing an empty fallback. */}
        {fromServerHtml ? <Suspense fallback={null}>{part}</Suspense> : part}
      </Element>
    );
  }
  // Re-rendering the part before its code is here would make React drop the server's HTML.
  return memo(Deferred);
}

/**
 * Opens the part's code when it is drawn anew or the router moves, and lets its links move within
 * the site until then. A sibling before the part: it renders in the same pass as the router's
 * update, and its own re-renders (it follows the router) leave the part untouched.
 */
function OpenOnDemand({
  open,
  drawnAnew,
  holder,
}: {
  open: () => void;
  drawnAnew: boolean;
  holder: RefObject<HTMLElement | null>;
}) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const location = useLocation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [firstLocation] = useState(location.key);
  const routerMoved =
    navigation.state !== "idle" ||
    revalidator.state !== "idle" ||
    location.key !== firstLocation ||
    fetchers.some((fetcher) => fetcher.state !== "idle");
  // During render, not in an effect: React renders the router's update before it commits any.
  if (drawnAnew || routerMoved) open();

  useEffect(() => {
    const element = holder.current;
    if (drawnAnew || !element) return;
    return waitFor(element, { open, navigate });
  }, [drawnAnew, holder, open, navigate]);
  return null;
}

/** A part still showing the server's HTML: its gate, and the router's way to follow its links. */
type WaitingPart = { open: () => void; navigate: NavigateFunction };

/** Parts still showing the server's HTML, by the element that holds each. */
const waiting = new Map<Element, WaitingPart>();

// On the window, in the capture phase: React stops a click at the document while its part is not
// hydrated yet.
function waitFor(element: Element, part: WaitingPart) {
  if (waiting.size === 0) window.addEventListener("click", followLink, { capture: true });
  waiting.set(element, part);
  return () => stopWaiting(element);
}

function stopWaitingFor(open: () => void) {
  for (const [element, part] of waiting) if (part.open === open) stopWaiting(element);
}

function stopWaiting(element: Element) {
  if (waiting.delete(element) && waiting.size === 0) window.removeEventListener("click", followLink, { capture: true });
}

function partOf(target: EventTarget | null) {
  if (!(target instanceof Node)) return undefined;
  for (const [element, part] of waiting) if (element.contains(target)) return part;
  return undefined;
}

/**
 * A plain click on a router link (routerLinkPath) in a part React has not hydrated yet moves
 * within the site, as the link itself will once it is hydrated; any other click keeps the
 * browser's way.
 */
function followLink(event: MouseEvent) {
  const part = partOf(event.target);
  const path = part && routerLinkPath(event);
  if (!part || !path) return;
  event.preventDefault();
  void part.navigate(path);
}
