import { useCallback, useEffect, useState } from "react";

const storageKey = (slug: string) => `sazon:ticked-ingredients:${slug}`;

function readTicked(slug: string): Set<number> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(slug)) ?? "[]") as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((index): index is number => Number.isInteger(index)) : []);
  } catch {
    // Storage refused (private mode, full) or a value from elsewhere: start with nothing ticked.
    return new Set();
  }
}

/**
 * Which ingredient lines the cook has ticked, kept on the device (localStorage, per recipe) so a
 * reload mid-cook keeps them (issue 30). Lines are kept by position: a new yield keeps the ticks.
 * Before hydration nothing is ticked, as the server drew it; the kept ticks come just after.
 */
export function useTickedIngredients(slug: string) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => setTicked(readTicked(slug)), [slug]);
  const toggle = useCallback(
    (index: number, on: boolean) => {
      setTicked((current) => {
        const next = new Set(current);
        if (on) next.add(index);
        else next.delete(index);
        try {
          if (next.size === 0) window.localStorage.removeItem(storageKey(slug));
          else window.localStorage.setItem(storageKey(slug), JSON.stringify([...next].sort((a, b) => a - b)));
        } catch {
          // Not kept, still ticked on the page.
        }
        return next;
      });
    },
    [slug],
  );
  return { ticked, toggle };
}
