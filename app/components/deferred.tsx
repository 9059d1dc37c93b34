import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
import { drawsServerHtml } from "./use-hydrated";

/** What says the visitor reaches for a part: a pointer over it, focus in it, a touch on it. */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

type Holder = {
  /** The element that holds the part (`display: contents`, it takes no room): a span in phrasing content. */
  as?: "div" | "span";
};

/**
 * A part of a page that the server renders whole but whose code the browser loads only when it is
 * needed (docs/decisions/0023-deferred-parts.md). While the code is away, React leaves the server's
 * HTML in place: it reads, and its links work as plain links. The code comes when the visitor
 * reaches for the part, when the router moves (React holds the router's update until it can
 * hydrate the part), or at once when the browser draws the part anew; an update that draws it anew
 * waits for the code (navigations are transitions), so nothing blinks empty.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let open = () => {};
  const opened = typeof document === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  const Part = lazy(() => opened.then(load).then((component) => ({ default: component })));

  function Deferred({ as: Element = "div", ...props }: Props & Holder) {
    const holder = useRef<HTMLDivElement & HTMLSpanElement>(null);
    const [fromServerHtml] = useState(drawsServerHtml);
    useOpenOnIntent(fromServerHtml ? holder : null, open);
    const part = <Part {...(props as Props)} />;
    return (
      <Element ref={holder} className="deferred">
        <OpenOnDemand open={open} drawnAnew={!fromServerHtml} />
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
 * Opens the part's code when it is drawn anew, and on the router's first move. A sibling of the
 * part, and before it: it renders in the same pass as the router's update, and its own re-renders
 * leave the part untouched.
 */
function OpenOnDemand({ open, drawnAnew }: { open: () => void; drawnAnew: boolean }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const location = useLocation();
  const [firstLocation] = useState(location.key);
  const routerMoved =
    navigation.state !== "idle" || location.key !== firstLocation || fetchers.some((f) => f.state !== "idle");
  // During render, not in an effect: React renders the router's update before it commits any.
  if (drawnAnew || routerMoved) open();
  return null;
}

/** Parts not hydrated yet, by the element that holds each; one set of listeners serves them all. */
const waiting = new Map<Element, () => void>();

function openOnIntent(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const [element, open] of waiting) if (element.contains(event.target)) open();
}

function useOpenOnIntent(holder: RefObject<HTMLElement | null> | null, open: () => void) {
  useEffect(() => {
    const element = holder?.current;
    if (!element) return;
    // On the window, in the capture phase: React stops these events at the document while the
    // part is not hydrated yet.
    if (waiting.size === 0)
      for (const type of INTENT_EVENTS) window.addEventListener(type, openOnIntent, { capture: true, passive: true });
    waiting.set(element, open);
    return () => {
      waiting.delete(element);
      if (waiting.size === 0)
        for (const type of INTENT_EVENTS) window.removeEventListener(type, openOnIntent, { capture: true });
    };
  }, [holder, open]);
}
