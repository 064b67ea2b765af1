import { Outlet, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useKeyboardShortcuts } from "~/components/layout/keyboard-shortcuts";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";

/** The default layout: header, the page, footer. */
/** After a client-side navigation, focus moves to the new page's content, as a page load would. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById("main-content")?.focus({ preventScroll: true });
  }, [pathname]);
}

export default function DefaultLayout() {
  useKeyboardShortcuts();
  useFocusMainOnNavigation();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
