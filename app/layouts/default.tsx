import { Outlet } from "@remix-run/react";
import { useFocusMainOnNavigation } from "~/components/layout/focus-on-navigation";
import { useKeyboardShortcuts } from "~/components/layout/keyboard-shortcuts";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";

/** The default layout: header, the page, footer. */
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
