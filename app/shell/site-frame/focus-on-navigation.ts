import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** The path whose content was last shown; undefined until the first page of the visit has hydrated. */
let shownPathname: string | undefined;

/**
 * After a client-side navigation, focus moves to the new page's content (#main-content), as a page
 * load would. Kept per visit, not per layout, so it also happens when the new page has another
 * layout (the dashboard after a settings page). The first page of a visit keeps the browser's focus.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPathname;
    shownPathname = pathname;
    if (previous === undefined || previous === pathname) return;
    document.getElementById("main-content")?.focus({ preventScroll: true });
  }, [pathname]);
}
