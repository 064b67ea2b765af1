import { useEffect, useState } from "react";

/** Tailwind's md breakpoint (48rem), where the header has room for everything on one row. */
const WIDE = "(min-width: 48rem)";

/**
 * Whether the screen is wide: undefined on the server and in the first browser render (so
 * hydration matches the markup, which holds both versions), then true or false as it changes.
 */
export function useWideScreen(): boolean | undefined {
  const [wide, setWide] = useState<boolean>();
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}
