import { useSyncExternalStore } from "react";

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
