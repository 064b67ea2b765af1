import { useCallback, useState } from "react";
import { clampServings } from "./servings";

/**
 * The yield shown, changed in place. The address follows with history.replaceState rather than a
 * Remix navigation: a navigation would re-run every loader on the page for a purely local change,
 * while the replaced address still reloads, shares and comes back (with Back) at the same yield.
 */
export function useServings(initial: number, recipeServings: number) {
  const [servings, setServings] = useState(initial);
  const change = useCallback(
    (next: number) => {
      const value = clampServings(next);
      setServings(value);
      const url = new URL(window.location.href);
      if (value === recipeServings) url.searchParams.delete("servings");
      else url.searchParams.set("servings", String(value));
      window.history.replaceState(window.history.state, "", url);
    },
    [recipeServings],
  );
  return [servings, change] as const;
}
