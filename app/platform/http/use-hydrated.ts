import { useEffect, useState } from "react";

let hydratedOnce = false;

/** False on the server and in the first browser render (so hydration matches), true after. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
