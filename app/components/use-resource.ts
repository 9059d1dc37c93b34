import { useEffect, useRef, useState } from "react";

/**
 * A resource route's JSON for a field's suggestions, fetched with `fetch` and not a router
 * fetcher: the router loads a fetcher's data again after every form post on the page, matching
 * its address anew, and a route it has not discovered yet (routes are discovered as they are
 * needed) then matched the not-found route: the admin's page after a save became an error page.
 * A newer `load` cancels the one before; a failed one leaves the last answer.
 */
export function useResource<T>() {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController>(undefined);
  useEffect(() => () => inFlight.current?.abort(), []);

  const load = (href: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    fetch(href, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) =>
        response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(response.statusText)),
      )
      .then(setData)
      .catch(() => undefined)
      .finally(() => {
        if (inFlight.current === controller) setLoading(false);
      });
  };
  return { data, loading, load };
}
