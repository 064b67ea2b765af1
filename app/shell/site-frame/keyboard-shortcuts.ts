import { useEffect } from "react";

/**
 * §2: Alt+1 focuses the main content, Alt+2 the navigation, Alt+3 the search input; Escape closes
 * open menus (disclosures) and returns focus to their button.
 */
export function useKeyboardShortcuts() {
  useEffect(() => {
    const targets: Record<string, string> = {
      "1": "#main-content",
      "2": "#main-navigation a, #main-navigation",
      "3": "[data-shortcut-search]",
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")) {
          menu.open = false;
          menu.querySelector<HTMLElement>("summary")?.focus();
        }
        return;
      }
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const selector = targets[event.key];
      if (!selector) return;
      // Until the width is known both header search fields are in the page: the visible one is meant.
      const element = [...document.querySelectorAll<HTMLElement>(selector)].find((candidate) => candidate.getClientRects().length > 0);
      if (!element) return;
      event.preventDefault();
      element.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
