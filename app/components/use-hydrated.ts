import { useEffect, useState } from "react";

/** False in the server HTML and until React has hydrated: for parts that only work with JavaScript. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
