import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and while React hydrates, true afterwards: for parts that only work
 * with JavaScript. The server snapshot serves hydration, so the first client render matches the
 * HTML; no effect sets state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let hydrating = true;

/** The root's: from its first effect on, what React draws in the browser is new, not hydrated. */
export function useHydrationEnd() {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/**
 * Whether a component mounting now is drawn from the server's HTML: on the server, and in the
 * browser while React hydrates the page. Unlike useHydrated, it never re-renders anything.
 */
export function drawsServerHtml(): boolean {
  return typeof document === "undefined" || hydrating;
}
