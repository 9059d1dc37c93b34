/**
 * Code loaded on demand: the one way this site loads a component's code later than the page's
 * (docs/decisions/0039-code-loaded-on-demand.md). `onDemand(() => import(…))` wraps a component;
 * the server renders it whole, the browser fetches its code when the router first moves, when it
 * draws the part anew, or (`interactive`) when a visitor points at it or focuses in it.
 *
 * Use when: a page's first load would pass the 110 KB client-JS budget, and the part works from
 * the server's HTML alone — it only shows, its links are router links, its forms are plain GET
 * forms (then `interactive`).
 *
 * Never use when: the part has state or handlers the page needs at once (it would not react
 * until its code came), it is drawn only in the browser (it has no server HTML to stand in), or it
 * is data and not code (a loader's data is never streamed here: app/entry.server.tsx sends every
 * document whole). Its gate goes in the route that draws it; only a part several pages draw has
 * its gate in app/components/on-demand-parts.tsx, which every page loads.
 *
 * It leans on two React Router behaviours, checked by app/react-router.internals.test.ts: a
 * router link carries `data-discover` (app/components/router-links.ts follows such links in a part
 * not hydrated yet), and React Router's route discovery reads that mark on plain anchors too.
 */
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from "react";
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

type Options = {
  /**
   * A part with state and handlers whose server HTML works on its own (the header's search field, a
   * plain GET form): its code comes as soon as a visitor points at it or moves the focus into it,
   * not only when the router moves.
   */
  interactive?: boolean;
};

/** What makes an interactive part fetch its code: a pointer over it (before a click or tap) or focus in it. */
const INTERACTIONS = ["pointerover", "focusin"] as const;

type Holder = {
  /** The element that holds the part (`display: contents`, it takes no room): a span in phrasing content. */
  as?: "div" | "span";
};

/**
 * A part rendered whole by the server whose code the browser loads only when it is needed. Until
 * then React leaves the server's HTML in place: it reads, and its links still move within the
 * site. The code comes when the router first moves (React holds the router's update until it can
 * hydrate the part), or at once when the browser draws the part anew; the update that draws it
 * waits for the code (navigations are transitions), so nothing blinks empty.
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { interactive = false }: Options = {},
) {
  let open = () => {};
  const opened = typeof document === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  const Part = lazy(async () => {
    await opened;
    const component = await load();
    // From here React can hydrate the part's links, which then answer for themselves.
    stopWaitingFor(open);
    return { default: component };
  });

  function OnDemandPart({ as: Element = "div", ...props }: Props & Holder) {
    const holder = useRef<HTMLDivElement & HTMLSpanElement>(null);
    const [fromServerHtml] = useState(drawsServerHtml);
    // React tries a boundary from the server's HTML again only when an update reaches it.
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    const part = <Part {...(props as Props)} />;
    return (
      <Element ref={holder} className="on-demand-part">
        <OpenOnDemand
          open={open}
          redraw={redraw}
          drawnAnew={!fromServerHtml}
          holder={holder}
          interactive={interactive}
        />
        {/* Only a boundary keeps the server's HTML while the code is away; drawn anew, the part
            suspends the update that draws it instead of showing an empty fallback. */}
        {fromServerHtml ? <Suspense fallback={null}>{part}</Suspense> : part}
      </Element>
    );
  }
  // Re-rendering the part before its code is here would make React drop the server's HTML.
  return memo(OnDemandPart);
}

/**
 * Opens the part's code when it is drawn anew or the router moves (an interactive part's also at
 * the first interaction with it), and lets its links move within the site until then. A sibling
 * before the part: it renders in the same pass as the router's update, and its own re-renders (it
 * follows the router) leave the part untouched.
 */
function OpenOnDemand({
  open,
  redraw,
  drawnAnew,
  holder,
  interactive,
}: {
  open: () => void;
  redraw: () => void;
  drawnAnew: boolean;
  holder: RefObject<HTMLElement | null>;
  interactive: boolean;
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
  // During render, not in an effect: React renders the router's update before it commits any. The
  // first move opens every part still waiting, and the later renders of any part remember it:
  // React may start the update over from the router's settled state (a fetcher refused quicker than
  // a slow phone renders the page), and the parts it had not reached then never see the router
  // move, hold the update for good and the refusal never shows.
  if (routerMoved) openEveryPart();
  if (drawnAnew || routerHasMoved) open();

  useEffect(() => {
    const element = holder.current;
    if (drawnAnew || !element) return;
    const release = waitFor(element, { open, navigate });
    if (!interactive) return release;
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
    // A redraw in a transition, as the router's moves are: React keeps the server's HTML until
    // the code is here, then hydrates the part.
    const openNow = () => {
      stopListening();
      open();
      startTransition(redraw);
    };
    // On the window, in the capture phase, like followLink: React stops events at the document
    // while their part is not hydrated.
    function onInteraction(event: Event) {
      if (event.target instanceof Node && element!.contains(event.target)) openNow();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    // The focus may be in the part already: a visitor can reach it before the page runs.
    if (element.contains(document.activeElement)) openNow();
    return () => {
      release();
      stopListening();
    };
  }, [drawnAnew, holder, open, redraw, navigate, interactive]);
  return null;
}

/** Whether the router has moved since the page's HTML came: from then on every part's code is wanted. */
let routerHasMoved = false;

/** At the router's first move, opens every part still showing the server's HTML. */
function openEveryPart() {
  if (routerHasMoved) return;
  routerHasMoved = true;
  for (const part of waiting.values()) part.open();
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
